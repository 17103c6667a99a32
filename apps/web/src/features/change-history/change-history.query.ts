import { graphql } from '../../gql';

/** A row of the change-history grid (AuditRow), the same for a tenant and for the back office. */
export const auditEntryFieldsFragment = graphql(`
  fragment AuditEntryFields on AuditEntry {
    id
    date
    entityId
    entityType
    entityName
    operation
    stateBefore
    stateAfter
    additionalData
    user {
      id
      email
    }
  }
`);

export const entitiesAuditQuery = graphql(`
  query entitiesAudit(
    $request: EntitiesAuditRequestInput!
    $skip: Int
    $take: Int
    $where: AuditEntryFilterInput
    $order: [AuditEntrySortInput!]
    $tenantId: Int
  ) {
    entitiesAudit(
      request: $request
      skip: $skip
      take: $take
      where: $where
      order: $order
      tenantId: $tenantId
    ) {
      items {
        ...AuditEntryFields
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);

export const backOfficeEntitiesAuditQuery = graphql(`
  query backOfficeEntitiesAudit(
    $skip: Int
    $take: Int
    $where: BackOfficeAuditEntryFilterInput
    $order: [BackOfficeAuditEntrySortInput!]
  ) {
    backOfficeEntitiesAudit(skip: $skip, take: $take, where: $where, order: $order) {
      items {
        ...AuditEntryFields
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);
