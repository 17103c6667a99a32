import { graphql } from '../../gql';

export const agentLogRequestFields = graphql(`
  fragment AgentLogRequestFields on AgentLogRequest {
    id
    deviceId
    deviceName
    tenantName
    collectLogs
    collectLogsRequestTimestamp
    agentType
    agentVersion
    deviceLastActivity
    updaterAgentVersion
    updaterLastDateTime
    updaterVersion
    fileName
    timestamp
  }
`);

/** Agent Log Requests: the uploaded logs (back office). */
export const devicesLogsQuery = graphql(`
  query devicesLogsList(
    $skip: Int
    $take: Int
    $where: DevicesLogFilterInput
    $order: [DevicesLogSortInput!]
    $tenantId: Int
  ) {
    devicesLogs(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {
      items {
        ...AgentLogRequestFields
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);

/** Pending log requests: updaterActivities where collectLogs is true. */
export const updaterActivitiesQuery = graphql(`
  query updaterActivitiesList(
    $skip: Int
    $take: Int
    $where: UpdaterActivityFilterInput
    $order: [UpdaterActivitySortInput!]
    $tenantId: Int
  ) {
    updaterActivities(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {
      items {
        ...AgentLogRequestFields
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);

export const requestDeviceLogMutation = graphql(`
  mutation requestDeviceLog($deviceId: Int!, $tenantId: Int) {
    requestDeviceLog(request: { deviceId: $deviceId }, tenantId: $tenantId)
  }
`);
