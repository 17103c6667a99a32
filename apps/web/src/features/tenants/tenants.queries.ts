import { graphql } from '../../gql';

export const tenantListQuery = graphql(`
  query customersAndPartners2(
    $skip: Int
    $take: Int
    $where: TenantListItemFilterInput
    $order: [TenantListItemSortInput!]
    $tenantId: Int
  ) {
    customersAndPartners2(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {
      items {
        id
        tenantType
        name
        isPartner
        superiorPartner
        subscriptionStatus
        riskType
        createdDate
        agentKey
        devicesCount
        allNestedActiveDevicesCount
        customersCount
        usersCount
        usersLastSignedDate
        sensitiveRiskInUSD
        residualSensitiveRiskInUSD
        onboarding
        onboardingUserEmail
        testingGroups
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);

export const onboardingTenantsQuery = graphql(`
  query onboardingTenants(
    $skip: Int
    $take: Int
    $where: TenantListItemFilterInput
    $order: [TenantListItemSortInput!]
  ) {
    onboardingTenants(skip: $skip, take: $take, where: $where, order: $order) {
      items {
        id
        tenantType
        name
        isPartner
        superiorPartner
        onboardingUserEmail
        usersLastSignedDate
        allNestedActiveDevicesCount
        customersCount
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);

export const onboardingManagersQuery = graphql(`
  query onboardingManagers {
    onboardingManagers {
      id
      email
    }
  }
`);

export const countriesQuery = graphql(`
  query countries {
    countries {
      id
      name
    }
  }
`);

export const partnerQuery = graphql(`
  query partner2($id: Int!, $tenantId: Int) {
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
      licenseCountExceededMessage
      partnerKey
      parentPartnerName
      onboarding
      onboardingUser {
        id
        email
      }
    }
  }
`);

export const customerQuery = graphql(`
  query customerForEdit($id: Int!, $tenantId: Int) {
    customer2(request: { id: $id }, tenantId: $tenantId) {
      id
      name
      country {
        id
        name
      }
      phoneNumber
      businessSize
      twoStepVerification
      testingGroups
      subscriptionType
      onboarding
      onboardingUser {
        id
        email
      }
    }
  }
`);

export const createPartnerMutation = graphql(`
  mutation createPartner2($request: CreatePartnerRequestInput!, $tenantId: Int) {
    createPartner2(request: $request, tenantId: $tenantId) {
      id
      name
    }
  }
`);

export const createCustomerMutation = graphql(`
  mutation createCustomer2($request: CreateCustomerRequestInput!, $tenantId: Int) {
    createCustomer2(request: $request, tenantId: $tenantId) {
      id
      name
    }
  }
`);

export const updatePartnerMutation = graphql(`
  mutation updatePartner2($request: UpdatePartnerRequestInput!, $tenantId: Int) {
    updatePartner2(request: $request, tenantId: $tenantId) {
      id
      name
    }
  }
`);

export const updateCustomerMutation = graphql(`
  mutation updateCustomer2($request: UpdateCustomerRequestInput!, $tenantId: Int) {
    updateCustomer2(request: $request, tenantId: $tenantId) {
      id
      name
    }
  }
`);

export const deletePartnersMutation = graphql(`
  mutation deletePartners2($ids: [Int!]!, $tenantId: Int) {
    deletePartners2(ids: $ids, tenantId: $tenantId)
  }
`);

export const deleteCustomersMutation = graphql(`
  mutation deleteCustomers2($ids: [Int!]!, $tenantId: Int) {
    deleteCustomers2(ids: $ids, tenantId: $tenantId)
  }
`);

export const updateOnboardingMutation = graphql(`
  mutation updateCustomerOnboardingData($request: UpdateCustomerOnboardingDataRequestInput!) {
    updateCustomerOnboardingData(request: $request) {
      id
      onboarding
      onboardingUser {
        id
        email
      }
    }
  }
`);

export const licenseInfoQuery = graphql(`
  query customerLicenseInfo($tenantId: Int) {
    customerLicenseInfo(tenantId: $tenantId) {
      activatedCount
      availableCount
      type
    }
  }
`);
