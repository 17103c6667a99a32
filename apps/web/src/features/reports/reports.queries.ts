import { graphql } from '../../gql';

/** The Reports table (spec part 2 §2.6): 30 a page, newest first, searched by name. */
export const reportFilesQuery = graphql(`
  query reportFilesList(
    $skip: Int
    $take: Int
    $where: ReportFileFilterInput
    $order: [ReportFileSortInput!]
    $search: String
    $tenantId: Int
  ) {
    reportFiles(
      skip: $skip
      take: $take
      where: $where
      order: $order
      request: { search: $search }
      tenantId: $tenantId
    ) {
      items {
        id
        reportName
        reportType
        reportFileName
        pendingState
        createDate
        scheduled
      }
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
      }
    }
  }
`);

export const scheduledReportTypeQuery = graphql(`
  query scheduledReportType($tenantId: Int) {
    scheduledReportType(tenantId: $tenantId)
  }
`);

export const createReportFileMutation = graphql(`
  mutation createReportFile($type: ReportType!, $tenantId: Int) {
    createReportFile(request: { type: $type }, tenantId: $tenantId) {
      id
      pendingState
    }
  }
`);

export const deleteReportFilesMutation = graphql(`
  mutation deleteReportFiles($ids: [Int!]!, $tenantId: Int) {
    deleteReportFiles(request: { ids: $ids }, tenantId: $tenantId)
  }
`);

export const switchReportFilesScheduleTypeMutation = graphql(`
  mutation switchReportFilesScheduleType($type: ReportScheduleType!, $tenantId: Int) {
    switchReportFilesScheduleType(request: { type: $type }, tenantId: $tenantId)
  }
`);
