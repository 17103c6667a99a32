import { graphql } from '../../gql';

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
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);
