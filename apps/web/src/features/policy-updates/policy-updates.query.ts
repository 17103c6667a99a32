import { graphql } from '../../gql';

export const policyUpdatesQuery = graphql(`
  query policyUpdates($tenantId: Int, $take: Int) {
    policyUpdates(tenantId: $tenantId, take: $take) {
      items {
        id
        name
        classifiers {
          id
          name
          containsRules
          templateId
          templateName
          status
        }
      }
      totalCount
    }
  }
`);

export const policyUpdatesForPartnerQuery = graphql(`
  query policyUpdatesForPartner($tenantId: Int) {
    policyUpdatesForPartner(tenantId: $tenantId) {
      id
      name
      parentId
      hasUpdates
      isPartner
    }
  }
`);

export const runPolicyUpdatesMutation = graphql(`
  mutation runPolicyUpdates($request: RunPolicyUpdatesRequestInput!, $tenantId: Int) {
    runPolicyUpdates(request: $request, tenantId: $tenantId) {
      added
      updated
      deleted
    }
  }
`);

export const runPolicyUpdatesForCustomerMutation = graphql(`
  mutation runPolicyUpdatesForCustomer($tenantId: Int!, $regulationId: Int) {
    runPolicyUpdatesForCustomer(tenantId: $tenantId, regulationId: $regulationId) {
      added
      updated
      deleted
    }
  }
`);

export const runPolicyUpdatesForPartnerMutation = graphql(`
  mutation runPolicyUpdatesForPartner($tenantId: Int!, $regulationId: Int) {
    runPolicyUpdatesForPartner(tenantId: $tenantId, regulationId: $regulationId) {
      added
      updated
      deleted
      customers
    }
  }
`);
