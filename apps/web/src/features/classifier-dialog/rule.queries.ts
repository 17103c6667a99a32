import { graphql } from '../../gql';

export const ruleByClassifierIdQuery = graphql(`
  query classifierDialogRule($classifierId: Int!, $tenantId: Int) {
    ruleByClassifierId(request: { classifierId: $classifierId }, tenantId: $tenantId) {
      id
      name
      isActive
      overrideOtherEncryptionRules
      encryptionSettings {
        isEnabled
        delayDays
      }
      triggers {
        trigger
        actions
        devicesSelection
        devices {
          id
          name
        }
        deviceGroups {
          id
          name
        }
        uploadFileProcessesSelection
        uploadFileProcesses {
          processId
        }
      }
    }
  }
`);

export const createRuleMutation = graphql(`
  mutation classifierDialogCreateRule($request: CreateRuleRequestInput!, $tenantId: Int) {
    createRule(request: $request, tenantId: $tenantId) {
      id
    }
  }
`);

export const updateRuleMutation = graphql(`
  mutation classifierDialogUpdateRule($request: UpdateRuleRequestInput!, $tenantId: Int) {
    updateRule(request: $request, tenantId: $tenantId) {
      id
    }
  }
`);
