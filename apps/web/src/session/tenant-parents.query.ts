import { graphql } from '../gql';

export const tenantParentsQuery = graphql(`
  query tenantParents($id: Int!) {
    tenantParents(id: $id) {
      id
      name
      partnerId
      isPartner
      tenantType
    }
  }
`);
