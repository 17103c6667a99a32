import { graphql } from '../../gql';

/** The Alert Settings page, its dialog and the Data Explorer's Alerts tab (spec part 2 §2.4–2.6, §7). */
export const alertTypesQuery = graphql(`
  query alertTypes {
    alertTypes {
      id
      name
      description
      thresholdKind
    }
  }
`);

export const alertMailDeliveryQuery = graphql(`
  query alertMailDelivery {
    alertMailDelivery {
      via
    }
  }
`);

export const alertSettingsQuery = graphql(`
  query alertSettings(
    $skip: Int
    $take: Int
    $where: AlertSettingFilterInput
    $order: [AlertSettingSortInput!]
    $tenantId: Int
  ) {
    alertSettings(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {
      items {
        id
        name
        warningTypeId
        typeName
        parameters
        userEmail
        emailForNotification
        createdAt
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);

export const alertSettingQuery = graphql(`
  query alertSetting($id: Int!, $tenantId: Int) {
    alertSetting(request: { id: $id }, tenantId: $tenantId) {
      id
      name
      warningTypeId
      parameters
      emailForNotification
    }
  }
`);

export const createAlertSettingMutation = graphql(`
  mutation createAlertSetting($request: CreateAlertSettingRequestInput!, $tenantId: Int) {
    createAlertSetting(request: $request, tenantId: $tenantId) {
      id
    }
  }
`);

export const updateAlertSettingMutation = graphql(`
  mutation updateAlertSetting($request: UpdateAlertSettingRequestInput!, $tenantId: Int) {
    updateAlertSetting(request: $request, tenantId: $tenantId) {
      id
    }
  }
`);

export const deleteAlertSettingsMutation = graphql(`
  mutation deleteAlertSettings($ids: [Int!]!, $tenantId: Int) {
    deleteAlertSettings(request: { ids: $ids }, tenantId: $tenantId)
  }
`);

export const alertsQuery = graphql(`
  query alerts($skip: Int, $take: Int, $where: AlertFilterInput, $order: [AlertSortInput!], $tenantId: Int) {
    alerts(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {
      items {
        id
        typeId
        typeName
        createdAt
        day
        data
        alertSettingName
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);
