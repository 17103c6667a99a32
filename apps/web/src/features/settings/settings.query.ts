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

/** Customer Settings: the customer's defaults, profile, keys and temporary decryption key. */
export const customerSettingsQuery = graphql(`
  query customerSettings($id: Int!, $tenantId: Int) {
    customer2(request: { id: $id }, tenantId: $tenantId) {
      id
      name
      country {
        id
        name
      }
      phoneNumber
      streetAddress
      apartment
      city
      state
      zipCode
      businessSize
      subscriptionType
      twoStepVerification
      fipsrequestStatus
      alertRule
      scannerDelayMinute
      agentKey
      agentUninstallKey
      tempDecryptKey {
        key
        endDateTime
      }
      laptopsSettingsGroup {
        id
        name
      }
      serversSettingsGroup {
        id
        name
      }
      discoveryEnabled
      statisticEnabled
      encryptionEnabled
      serverDiscoveryEnabled
      serverStatisticEnabled
      iconShellExtensionEnabled
      menuShellExtensionEnabled
      browserExtensionEnabled
      vigilAgentIconOn
    }
    countries {
      id
      name
    }
  }
`);

export const updateCustomerSettingsMutation = graphql(`
  mutation updateCustomerSettings($request: UpdateCustomerRequestInput!, $tenantId: Int) {
    updateCustomer2(request: $request, tenantId: $tenantId) {
      id
    }
  }
`);

/** Partner settings: the partner's profile, logo, licence message, sign-up key and the back office's fields. */
export const partnerSettingsQuery = graphql(`
  query partnerSettings($id: Int!, $tenantId: Int) {
    partner2(request: { id: $id }, tenantId: $tenantId) {
      id
      name
      country {
        id
        name
      }
      phone
      twoStepVerification
      canSignUpNewPartners
      partnerLogo
      licenseCountExceededMessage
      defaultLicenseCountExceededMessage
      partnerKey
      hubspotId
      hubspotSynchronizationTimestamp
    }
    countries {
      id
      name
    }
  }
`);

export const updatePartnerSettingsMutation = graphql(`
  mutation updatePartnerSettings($request: UpdatePartnerRequestInput!, $tenantId: Int) {
    updatePartner2(request: $request, tenantId: $tenantId) {
      id
    }
  }
`);
