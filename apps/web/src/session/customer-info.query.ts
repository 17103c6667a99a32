import { graphql } from '../gql';

export const customerInfoQuery = graphql(`
  query getCustomerInfo($id: Int!, $tenantId: Int) {
    customer2(request: { id: $id }, tenantId: $tenantId) {
      id
      name
      fipsrequestStatus
      testingGroups
      twoStepVerification
      subscriptionType
      partner {
        id
        name
      }
    }
  }
`);
