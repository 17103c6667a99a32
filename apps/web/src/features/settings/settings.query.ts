import { graphql } from '../../gql';

/** A fresh access token of this session, for scripts (the API page's copy button). */
export const gqlTokenQuery = graphql(`
  query gqlToken {
    gqlToken
  }
`);

/** Verify your account: the password again, for a short-lived proof. */
export const reverifyPasswordMutation = graphql(`
  mutation reverifyPassword($password: String!) {
    reverifyPassword(password: $password) {
      reverificationToken
      expiresAt
    }
  }
`);

/** The decryption credentials, with the proof. */
export const customerEncryptionPasswordQuery = graphql(`
  query customerEncryptionPassword($tenantId: Int, $reverificationToken: String!) {
    customerEncryptionPassword(tenantId: $tenantId, reverificationToken: $reverificationToken) {
      customerId
      encryptionKey
    }
  }
`);

export const refreshTemporaryDecryptKeyMutation = graphql(`
  mutation refreshTemporaryDecryptKey($tenantId: Int) {
    refreshTemporaryDecryptKey(tenantId: $tenantId) {
      key
      startDateTime
      endDateTime
    }
  }
`);
