import { graphql } from '../../../gql';

/** The Installations page: the customer, its partner and the agent keys (null for non-admins). */
export const installationCustomerQuery = graphql(`
  query installationCustomer($id: Int!, $tenantId: Int) {
    customer2(request: { id: $id }, tenantId: $tenantId) {
      id
      name
      partner {
        id
        name
      }
      agentKey
      agentUninstallKey
    }
  }
`);
