import { graphql } from '../../gql';

/** A content matcher as the dialog edits it (customer and template classifiers alike). */
export const classifierDialogMatcherFragment = graphql(`
  fragment ClassifierDialogMatcher on ClassifierContentRule {
    id
    ruleType
    text
    minRepeat
    sortOrder
    entryCounter
    nearbyWords
    caseSensitive
    contentFilterRuleScopeTypes
    words
    fileId
    fileName
    checkMethod
  }
`);

/** A group of a compound classifier as the dialog edits it. */
export const classifierDialogCompoundGroupFragment = graphql(`
  fragment ClassifierDialogCompoundGroup on ClassifierCompoundGroup {
    logicalOperator
    entryCounter
    items {
      nodeType
      classifierId
      listName
    }
  }
`);

export const classifierForDialogQuery = graphql(`
  query classifierDialogClassifier($id: Int!, $tenantId: Int) {
    classifier(request: { id: $id }, tenantId: $tenantId) {
      id
      type
      name
      caption
      description
      filterVersion
      regulations {
        id
        name
      }
      countries {
        code
        name
      }
      reasonForChange
      isActive
      isSensitive
      isBlocked
      templateId
      fipsValidation
      valuePerRecord
      lists
      rulesMatch
      rules {
        ...ClassifierDialogMatcher
      }
      countUniqueEntries
      extensions
      fileSourceType
      process {
        id
        humanName
      }
      folder {
        id
        deviceId
        deviceName
        path
      }
      compoundRootLogicalOperator
      compoundGroups {
        ...ClassifierDialogCompoundGroup
      }
      retentionPolicies {
        action
        delayUnit
        delayValue
        fileDateTimeAttribute
      }
    }
  }
`);

export const templateClassifierForDialogQuery = graphql(`
  query classifierDialogTemplateClassifier($id: Int!) {
    templateClassifier(request: { id: $id }) {
      id
      type
      name
      caption
      description
      filterVersion
      regulations {
        id
        name
      }
      countries {
        code
        name
      }
      reasonForChange
      isActive
      isSensitive
      valuePerRecord
      lists
      rulesMatch
      rules {
        ...ClassifierDialogMatcher
      }
      countUniqueEntries
      extensions
      fileSourceType
      compoundRootLogicalOperator
      compoundGroups {
        ...ClassifierDialogCompoundGroup
      }
    }
  }
`);

export const classifierPickersQuery = graphql(`
  query classifierDialogPickers($tenantId: Int) {
    classifierRegulations(tenantId: $tenantId, withOther: false) {
      id
      name
    }
    classifierCountries {
      code
      name
    }
  }
`);

export const allClassifiersForDialogQuery = graphql(`
  query classifierDialogAllClassifiers($tenantId: Int) {
    allClassifiers(tenantId: $tenantId) {
      id
      name
    }
  }
`);

export const templateClassifiersForDialogQuery = graphql(`
  query classifierDialogTemplateClassifiers {
    templateClassifiers(take: 1000, order: [{ name: ASC }]) {
      items {
        id
        name
      }
    }
  }
`);

export const createClassifierMutation = graphql(`
  mutation classifierDialogCreate($input: ClassifierInput!, $tenantId: Int) {
    createClassifier(input: $input, tenantId: $tenantId) {
      id
    }
  }
`);

export const updateClassifierMutation = graphql(`
  mutation classifierDialogUpdate($id: Int!, $input: ClassifierInput!, $tenantId: Int) {
    updateClassifier(id: $id, input: $input, tenantId: $tenantId) {
      id
    }
  }
`);

export const createTemplateClassifierMutation = graphql(`
  mutation classifierDialogCreateTemplate($input: ClassifierInput!) {
    createTemplateClassifier(input: $input) {
      id
    }
  }
`);

export const updateTemplateClassifierMutation = graphql(`
  mutation classifierDialogUpdateTemplate($id: Int!, $input: ClassifierInput!) {
    updateTemplateClassifier(id: $id, input: $input) {
      id
    }
  }
`);
