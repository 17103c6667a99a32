import { graphql } from '../../gql';

/** Allowlisting → By Application and By Extension (spec part 2 §2.6, §7). */
export const processRulesWithExtensionsQuery = graphql(`
  query processRulesWithExtentions(
    $skip: Int
    $take: Int
    $where: ProcessRuleWithExtensionsFilterInput
    $order: [ProcessRuleWithExtensionsSortInput!]
    $request: AllowlistRequestInput
    $tenantId: Int
  ) {
    processRulesWithExtentions(
      skip: $skip
      take: $take
      where: $where
      order: $order
      request: $request
      tenantId: $tenantId
    ) {
      items {
        id
        processName
        humanName
        processType
        decryptPattern
        dataUploadPermission
        isWebApp
        isLlmApp
        actionCount
        extensions {
          extension
          isEnabled
          isStandardFileExtension
          parseType
          actionCount
        }
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);

export const extensionsWithProcessRulesQuery = graphql(`
  query extensionsWithProcessRules2(
    $skip: Int
    $take: Int
    $where: ExtensionRuleFilterInput
    $order: [ExtensionRuleSortInput!]
    $request: AllowlistRequestInput
    $tenantId: Int
  ) {
    extensionsWithProcessRules2(
      skip: $skip
      take: $take
      where: $where
      order: $order
      request: $request
      tenantId: $tenantId
    ) {
      items {
        extension
        isEnabled
        isStandardFileExtension
        parseType
        actionCount
        processes {
          id
          processName
          humanName
          processType
          decryptPattern
          dataUploadPermission
          isWebApp
          isLlmApp
          actionCount
        }
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);

export const updateExtensionRuleMutation = graphql(`
  mutation updateExtensionRule($request: UpdateExtensionRuleRequestInput!, $tenantId: Int) {
    updateExtensionRule(request: $request, tenantId: $tenantId) {
      extension
      isEnabled
      parseType
    }
  }
`);

export const updateProcessRuleMutation = graphql(`
  mutation updateProcessRule($request: UpdateProcessRuleRequestInput!, $tenantId: Int) {
    updateProcessRule(request: $request, tenantId: $tenantId) {
      id
      processType
      decryptPattern
    }
  }
`);

export const setUploadPermissionMutation = graphql(`
  mutation setAllowlistUploadPermission(
    $request: SetProcessDataUploadPermissionRequestInput!
    $tenantId: Int
  ) {
    setProcessDataUploadPermission(request: $request, tenantId: $tenantId) {
      processId
      dataUploadPermission
    }
  }
`);
