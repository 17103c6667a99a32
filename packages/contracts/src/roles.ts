/** Roles stored on a user (spec part 1 §6, part 2 §6). */
export const UserRole = {
  SysAdmin: 'SysAdmin',
  OnboardingManager: 'OnboardingManager',
  TenantAdmin: 'TENANT_ADMIN',
} as const;
export type UserRole = (typeof UserRole)[keyof typeof UserRole];
export const USER_ROLES = Object.values(UserRole);

/** Kinds of tenant: the vendor's back office at the root, partners (MSPs) and customers. */
export const TenantType = {
  Root: 'ROOT',
  Partner: 'PARTNER',
  Customer: 'CUSTOMER',
} as const;
export type TenantType = (typeof TenantType)[keyof typeof TenantType];

/** The role segment of routes: /tenant/{id}/{partner|customer}, admin/*. */
export const RouteRole = {
  Admin: 'admin',
  Partner: 'partner',
  Customer: 'customer',
} as const;
export type RouteRole = (typeof RouteRole)[keyof typeof RouteRole];

export function routeRoleOf(tenantType: TenantType): RouteRole {
  if (tenantType === TenantType.Root) return RouteRole.Admin;
  if (tenantType === TenantType.Partner) return RouteRole.Partner;
  return RouteRole.Customer;
}

/** Testing groups with fixed ids; Prod is stored as none (spec part 1 §3). */
export const TestingGroup = {
  Prod: 0,
  Dev: 1,
  QA: 2,
  Beta: 3,
} as const;
export type TestingGroupId = (typeof TestingGroup)[keyof typeof TestingGroup];
export const TESTING_GROUP_NAMES: Record<TestingGroupId, string> = {
  0: 'Prod',
  1: 'Dev',
  2: 'QA',
  3: 'Beta',
};
/** Groups that are stored (Prod is the absence of any). */
export const STORED_TESTING_GROUPS = [TestingGroup.Dev, TestingGroup.QA, TestingGroup.Beta] as const;
/** Customers in this testing group may set the upload permission of LLM applications. */
export const LlmUploadControlTestingGroup = TestingGroup.Beta;
