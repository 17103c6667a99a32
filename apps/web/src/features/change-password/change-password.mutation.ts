import { graphql } from '../../gql';

export const changeUserPasswordMutation = graphql(`
  mutation changeUserPassword(
    $userId: Int!
    $newPassword: String!
    $tenantId: Int
    $currentPassword: String
  ) {
    changeUserPassword(
      userId: $userId
      newPassword: $newPassword
      tenantId: $tenantId
      currentPassword: $currentPassword
    )
  }
`);
