/** Business constants and limits (spec part 1 §9, part 2 §9). */
export const Limits = {
  defaultPageSize: 20,
  printPageSize: 300,
  /** Largest page any list returns; also where infinite scroll stops growing a page. */
  maxPageSize: 1000,
  childTenantPageSize: 20,
  tenantTablePageSize: 30,
  auditPageSize: 30,
  searchMax: 150,
  nameMax: 255,
  personNameMax: 50,
  emailMax: 255,
  passwordMin: 6,
  /** Bounds the work of hashing: argon2 input is never unbounded. */
  passwordMax: 128,
  filterDebounceMs: 300,
  snackbarMs: 2000,
  dialogMinWidth: 680,
  filtersPanelWidth: 400,
  breadcrumbMinWidth: 50,
  riskOverTimeMonths: 3,
  /** Longest period a risk-over-time query may ask for (the chart shows three months). */
  riskHistoryMaxDays: 366,
  columnMinWidth: 50,
} as const;
