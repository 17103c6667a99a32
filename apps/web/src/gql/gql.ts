/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation changeUserPassword($userId: Int!, $newPassword: String!, $tenantId: Int) {\n    changeUserPassword(userId: $userId, newPassword: $newPassword, tenantId: $tenantId)\n  }\n": typeof types.ChangeUserPasswordDocument,
    "\n  query riskOverview($startPeriod: DateTime!, $finishPeriod: DateTime!, $tenantId: Int) {\n    riskOverview(startPeriod: $startPeriod, finishPeriod: $finishPeriod, tenantId: $tenantId) {\n      dataRiskTotals {\n        total\n        reduction\n        residual\n      }\n      dataRiskHistory {\n        day\n        total\n        reduction\n        residual\n      }\n    }\n  }\n": typeof types.RiskOverviewDocument,
    "\n  query childTenants(\n    $skip: Int\n    $take: Int\n    $where: ChildTenantFilterInput\n    $order: [ChildTenantSortInput!]\n    $tenantId: Int\n  ) {\n    childTenants(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {\n      items {\n        id\n        name\n        isPartner\n        partnerId\n        tenantType\n        devicesCount\n        entriesCost\n        encryptedEntriesCost\n        residualEntriesCost\n        encryptionPercent\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ChildTenantsDocument,
    "\n  query getCustomerInfo($id: Int!, $tenantId: Int) {\n    customer2(request: { id: $id }, tenantId: $tenantId) {\n      id\n      name\n      fipsrequestStatus\n      testingGroups\n      twoStepVerification\n      subscriptionType\n      partner {\n        id\n        name\n      }\n    }\n  }\n": typeof types.GetCustomerInfoDocument,
    "\n  query tenantParents($id: Int!) {\n    tenantParents(id: $id) {\n      id\n      name\n      partnerId\n      isPartner\n      tenantType\n    }\n  }\n": typeof types.TenantParentsDocument,
    "\n  query userInfo {\n    userInfo {\n      id\n      firstName\n      lastName\n      email\n      tenantId\n      tenantName\n      tenantType\n      tenantIsPartner\n      needToChangePassword\n      roles\n      logo\n      isRegular\n      isReadOnlyUser\n      routeRole\n    }\n  }\n": typeof types.UserInfoDocument,
};
const documents: Documents = {
    "\n  mutation changeUserPassword($userId: Int!, $newPassword: String!, $tenantId: Int) {\n    changeUserPassword(userId: $userId, newPassword: $newPassword, tenantId: $tenantId)\n  }\n": types.ChangeUserPasswordDocument,
    "\n  query riskOverview($startPeriod: DateTime!, $finishPeriod: DateTime!, $tenantId: Int) {\n    riskOverview(startPeriod: $startPeriod, finishPeriod: $finishPeriod, tenantId: $tenantId) {\n      dataRiskTotals {\n        total\n        reduction\n        residual\n      }\n      dataRiskHistory {\n        day\n        total\n        reduction\n        residual\n      }\n    }\n  }\n": types.RiskOverviewDocument,
    "\n  query childTenants(\n    $skip: Int\n    $take: Int\n    $where: ChildTenantFilterInput\n    $order: [ChildTenantSortInput!]\n    $tenantId: Int\n  ) {\n    childTenants(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {\n      items {\n        id\n        name\n        isPartner\n        partnerId\n        tenantType\n        devicesCount\n        entriesCost\n        encryptedEntriesCost\n        residualEntriesCost\n        encryptionPercent\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n      }\n    }\n  }\n": types.ChildTenantsDocument,
    "\n  query getCustomerInfo($id: Int!, $tenantId: Int) {\n    customer2(request: { id: $id }, tenantId: $tenantId) {\n      id\n      name\n      fipsrequestStatus\n      testingGroups\n      twoStepVerification\n      subscriptionType\n      partner {\n        id\n        name\n      }\n    }\n  }\n": types.GetCustomerInfoDocument,
    "\n  query tenantParents($id: Int!) {\n    tenantParents(id: $id) {\n      id\n      name\n      partnerId\n      isPartner\n      tenantType\n    }\n  }\n": types.TenantParentsDocument,
    "\n  query userInfo {\n    userInfo {\n      id\n      firstName\n      lastName\n      email\n      tenantId\n      tenantName\n      tenantType\n      tenantIsPartner\n      needToChangePassword\n      roles\n      logo\n      isRegular\n      isReadOnlyUser\n      routeRole\n    }\n  }\n": types.UserInfoDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation changeUserPassword($userId: Int!, $newPassword: String!, $tenantId: Int) {\n    changeUserPassword(userId: $userId, newPassword: $newPassword, tenantId: $tenantId)\n  }\n"): (typeof documents)["\n  mutation changeUserPassword($userId: Int!, $newPassword: String!, $tenantId: Int) {\n    changeUserPassword(userId: $userId, newPassword: $newPassword, tenantId: $tenantId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query riskOverview($startPeriod: DateTime!, $finishPeriod: DateTime!, $tenantId: Int) {\n    riskOverview(startPeriod: $startPeriod, finishPeriod: $finishPeriod, tenantId: $tenantId) {\n      dataRiskTotals {\n        total\n        reduction\n        residual\n      }\n      dataRiskHistory {\n        day\n        total\n        reduction\n        residual\n      }\n    }\n  }\n"): (typeof documents)["\n  query riskOverview($startPeriod: DateTime!, $finishPeriod: DateTime!, $tenantId: Int) {\n    riskOverview(startPeriod: $startPeriod, finishPeriod: $finishPeriod, tenantId: $tenantId) {\n      dataRiskTotals {\n        total\n        reduction\n        residual\n      }\n      dataRiskHistory {\n        day\n        total\n        reduction\n        residual\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query childTenants(\n    $skip: Int\n    $take: Int\n    $where: ChildTenantFilterInput\n    $order: [ChildTenantSortInput!]\n    $tenantId: Int\n  ) {\n    childTenants(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {\n      items {\n        id\n        name\n        isPartner\n        partnerId\n        tenantType\n        devicesCount\n        entriesCost\n        encryptedEntriesCost\n        residualEntriesCost\n        encryptionPercent\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query childTenants(\n    $skip: Int\n    $take: Int\n    $where: ChildTenantFilterInput\n    $order: [ChildTenantSortInput!]\n    $tenantId: Int\n  ) {\n    childTenants(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {\n      items {\n        id\n        name\n        isPartner\n        partnerId\n        tenantType\n        devicesCount\n        entriesCost\n        encryptedEntriesCost\n        residualEntriesCost\n        encryptionPercent\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getCustomerInfo($id: Int!, $tenantId: Int) {\n    customer2(request: { id: $id }, tenantId: $tenantId) {\n      id\n      name\n      fipsrequestStatus\n      testingGroups\n      twoStepVerification\n      subscriptionType\n      partner {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query getCustomerInfo($id: Int!, $tenantId: Int) {\n    customer2(request: { id: $id }, tenantId: $tenantId) {\n      id\n      name\n      fipsrequestStatus\n      testingGroups\n      twoStepVerification\n      subscriptionType\n      partner {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query tenantParents($id: Int!) {\n    tenantParents(id: $id) {\n      id\n      name\n      partnerId\n      isPartner\n      tenantType\n    }\n  }\n"): (typeof documents)["\n  query tenantParents($id: Int!) {\n    tenantParents(id: $id) {\n      id\n      name\n      partnerId\n      isPartner\n      tenantType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query userInfo {\n    userInfo {\n      id\n      firstName\n      lastName\n      email\n      tenantId\n      tenantName\n      tenantType\n      tenantIsPartner\n      needToChangePassword\n      roles\n      logo\n      isRegular\n      isReadOnlyUser\n      routeRole\n    }\n  }\n"): (typeof documents)["\n  query userInfo {\n    userInfo {\n      id\n      firstName\n      lastName\n      email\n      tenantId\n      tenantName\n      tenantType\n      tenantIsPartner\n      needToChangePassword\n      roles\n      logo\n      isRegular\n      isReadOnlyUser\n      routeRole\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;