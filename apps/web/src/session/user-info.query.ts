import { graphql } from '../gql';

export const userInfoQuery = graphql(`
  query userInfo {
    userInfo {
      id
      firstName
      lastName
      email
      tenantId
      tenantName
      tenantType
      tenantIsPartner
      needToChangePassword
      roles
      logo
      isRegular
      isReadOnlyUser
      routeRole
    }
  }
`);
