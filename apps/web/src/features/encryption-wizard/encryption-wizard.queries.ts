import { graphql } from '../../gql';

export const classifiersToEncryptQuery = graphql(`
  query classifiersToEncrypt($take: Int, $order: [ClassifierToEncryptSortInput!], $tenantId: Int) {
    classifiersToEncrypt(take: $take, order: $order, tenantId: $tenantId) {
      items {
        id
        name
        costUsd
        entriesCount
      }
      totalCount
    }
  }
`);

export const wizardRuleQuery = graphql(`
  query wizardRuleByClassifierId($classifierId: Int!, $tenantId: Int) {
    ruleByClassifierId(request: { classifierId: $classifierId }, tenantId: $tenantId) {
      id
      name
      encryptionSettings {
        isEnabled
        delayDays
        decryptProcesses {
          processId
          humanName
        }
      }
    }
  }
`);

export const processesToSetUpEncryptionQuery = graphql(`
  query processesToSetUpEncryption($classifierId: Int!, $tenantId: Int) {
    processesToSetUpEncryption(request: { classifierId: $classifierId }, tenantId: $tenantId) {
      id
      humanName
      riskValueUSD
      mightBeShareDataOutside
    }
  }
`);

export const encryptionForecastQuery = graphql(`
  query classifierEncryptionForecast($classifierId: Int!, $daysSchedule: Int!, $tenantId: Int) {
    classifierEncryptionForecastDetails(
      request: { daysSchedule: $daysSchedule, classifierId: $classifierId }
      tenantId: $tenantId
    ) {
      currentRisk
      futurePrediction {
        date
        reductionRisk
      }
    }
    classifierEncryptionForecastTotals(
      request: { classifierId: $classifierId, daysSchedule: $daysSchedule }
      tenantId: $tenantId
    ) {
      currentRisk
      reductionRisk
      residualRisk
    }
  }
`);

export const wizardCreateRuleMutation = graphql(`
  mutation wizardCreateRule($request: CreateRuleRequestInput!, $tenantId: Int) {
    createRule(request: $request, tenantId: $tenantId) {
      id
      name
      triggers {
        trigger
      }
      encryptionSettings {
        isEnabled
        delayDays
      }
    }
  }
`);

export const wizardUpdateRuleMutation = graphql(`
  mutation wizardUpdateRule($request: UpdateRuleRequestInput!, $tenantId: Int) {
    updateRule(request: $request, tenantId: $tenantId) {
      id
      name
      encryptionSettings {
        isEnabled
        delayDays
      }
    }
  }
`);
