import { graphql } from '../../gql';

export const classifiersListQuery = graphql(`
  query classifiersList(
    $skip: Int
    $take: Int
    $where: ClassifierListRowFilterInput
    $order: [ClassifierListRowSortInput!]
    $showAll: Boolean
    $tenantId: Int
  ) {
    classifiersList(
      skip: $skip
      take: $take
      where: $where
      order: $order
      showAll: $showAll
      tenantId: $tenantId
    ) {
      items {
        id
        name
        caption
        valuePerRecord
        filterType
        isActive
        isSensitive
        encryptionIsEnabled
        encryptionDelayDays
        isBlocked
        templateId
        testingGroupId
        entriesCount
        costUsd
        rules {
          id
          name
          isActive
          encryptionIsEnabled
          overrideOtherEncryptionRules
          encryptionDelayDays
        }
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);

export const updateClassifierListItemMutation = graphql(`
  mutation updateClassifierListItem($request: UpdateClassifierListItemRequestInput!, $tenantId: Int) {
    updateClassifierListItem(request: $request, tenantId: $tenantId) {
      id
      isActive
      isSensitive
      isBlocked
    }
  }
`);

export const deleteClassifiersMutation = graphql(`
  mutation deleteClassifiers($request: DeleteClassifiersRequestInput!, $tenantId: Int) {
    deleteClassifiers(request: $request, tenantId: $tenantId)
  }
`);

export const createClassifierFromExistingMutation = graphql(`
  mutation createClassifierFromExisting($classifierId: Int, $templateId: Int, $tenantId: Int) {
    createClassifierFromExisting(classifierId: $classifierId, templateId: $templateId, tenantId: $tenantId)
  }
`);

export const setClassifierTestingGroupMutation = graphql(`
  mutation setClassifierTestingGroup($classifierId: Int!, $testingGroupId: Int, $tenantId: Int) {
    setClassifierTestingGroup(
      classifierId: $classifierId
      testingGroupId: $testingGroupId
      tenantId: $tenantId
    ) {
      id
      testingGroupId
    }
  }
`);

export const createRuleMutation = graphql(`
  mutation createRuleFromList($request: CreateRuleRequestInput!, $tenantId: Int) {
    createRule(request: $request, tenantId: $tenantId) {
      id
      name
    }
  }
`);

export const updateRuleListItemMutation = graphql(`
  mutation updateRuleListItem($request: UpdateRuleListItemRequestInput!, $tenantId: Int) {
    updateRuleListItem(request: $request, tenantId: $tenantId) {
      id
      isActive
      encryptionSettings {
        isEnabled
        delayDays
      }
    }
  }
`);

export const templateClassifiersQuery = graphql(`
  query templateClassifiers(
    $skip: Int
    $take: Int
    $where: TemplateClassifierListRowFilterInput
    $order: [TemplateClassifierListRowSortInput!]
    $tenantId: Int
  ) {
    templateClassifiers(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {
      items {
        id
        name
        caption
        description
        filterType
        isActive
        isSensitive
        valuePerRecord
        filterVersion
        testingGroupId
        parentTemplateId
        updatedAt
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);

export const updateTemplateClassifierListItemMutation = graphql(`
  mutation updateTemplateClassifierListItem($request: UpdateTemplateClassifierListItemRequestInput!) {
    updateTemplateClassifierListItem(request: $request) {
      id
      isActive
      isSensitive
    }
  }
`);

export const deleteTemplateClassifiersMutation = graphql(`
  mutation deleteTemplateClassifiers($ids: [Int!]!) {
    deleteTemplateClassifiers(ids: $ids)
  }
`);

export const createTemplateFromExistingMutation = graphql(`
  mutation createTemplateFromExisting($templateId: Int!) {
    createTemplateFromExisting(templateId: $templateId)
  }
`);

export const updateByCopyMutation = graphql(`
  mutation updateByCopy($templateId: Int!, $deleteCopy: Boolean) {
    updateByCopy(templateId: $templateId, deleteCopy: $deleteCopy) {
      id
    }
  }
`);
