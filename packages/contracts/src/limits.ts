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
  /** A tutorial asked to start ('Show me') longer ago than this is discarded (spec part 2 §9). */
  tutorialStartTimeoutMs: 5000,
  /** A tutorial step looks for its target this many times, this far apart (spec part 2 §9). */
  tutorialTargetWaitTries: 50,
  tutorialTargetWaitIntervalMs: 100,
  dialogMinWidth: 680,
  filtersPanelWidth: 400,
  breadcrumbMinWidth: 50,
  riskOverTimeMonths: 3,
  /** Longest period a risk-over-time query may ask for (the chart shows three months). */
  riskHistoryMaxDays: 366,
  columnMinWidth: 50,
  /** Policies (classifiers) listed under an expanded regulation of the Data Risk table. */
  policiesUnderRegulationPageSize: 20,
  /** Rows of the device dashboard's table of sensitive files by classifier (the web asks for 300). */
  deviceClassifierRiskPageSize: 300,
  /** A device whose agent reported within this many minutes shows as online ('Connected'). */
  deviceOnlineWindowMinutes: 10,
  /** Longest period of applicationsRisk: its pages pick up to 90 days, the device dashboard asks for 100. */
  applicationRiskMaxDays: 100,
  /** Devices named per application of applicationsRisk (devicesCount counts them all). */
  applicationDevicesListMax: 50,
  /** Regulation fields (back office). */
  regulationNameMax: 100,
  regulationDescriptionMax: 1000,
  regulationRegionMax: 100,
  regulationSortNumberMax: 99999,
  /** Decoded PNG bytes of a regulation's image. */
  regulationImageMaxKb: 256,
  /** Rows of policyUpdates and of the classifier updates list. */
  policyUpdatesPageSize: 1000,
} as const;

/** Common extension suggestions of the Extensions classifier (spec part 1 §9). */
export const COMMON_EXTENSION_SUGGESTIONS = [
  'doc',
  'docx',
  'odt',
  'pdf',
  'rtf',
  'txt',
  'wps',
  'wpd',
  'bmp',
  'gif',
  'jpeg',
  'jpg',
  'png',
  'svg',
  'aac',
  'flac',
  'm4a',
  'mp3',
  'ogg',
  'wav',
  'avi',
  'flv',
  'mkv',
  'mov',
  'mp4',
  'mpeg',
  'mpg',
  'wmv',
  'xls',
  'xlsx',
  'csv',
  'dat',
  'db',
  'json',
  'log',
  'rar',
  'tar',
  'zip',
] as const;
