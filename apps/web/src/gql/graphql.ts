/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AlertFilterInput = {
  alertSettingName?: StringOperationFilterInput | null | undefined;
  and?: Array<AlertFilterInput> | null | undefined;
  createdAt?: DateTimeOperationFilterInput | null | undefined;
  day?: StringOperationFilterInput | null | undefined;
  id?: IntOperationFilterInput | null | undefined;
  or?: Array<AlertFilterInput> | null | undefined;
  typeId?: IntOperationFilterInput | null | undefined;
  typeName?: StringOperationFilterInput | null | undefined;
};

/** When alerts of the device are e-mailed: at once, daily, or not at all. */
export type AlertRule =
  | 'DAILY'
  | 'IMMEDIATE'
  | 'NONE';

export type AlertSettingFilterInput = {
  and?: Array<AlertSettingFilterInput> | null | undefined;
  createdAt?: DateTimeOperationFilterInput | null | undefined;
  emailForNotification?: StringOperationFilterInput | null | undefined;
  id?: IntOperationFilterInput | null | undefined;
  name?: StringOperationFilterInput | null | undefined;
  or?: Array<AlertSettingFilterInput> | null | undefined;
  typeName?: StringOperationFilterInput | null | undefined;
  userEmail?: StringOperationFilterInput | null | undefined;
  warningTypeId?: IntOperationFilterInput | null | undefined;
};

export type AlertSettingSortInput = {
  createdAt?: SortEnumType | null | undefined;
  emailForNotification?: SortEnumType | null | undefined;
  id?: SortEnumType | null | undefined;
  name?: SortEnumType | null | undefined;
  typeName?: SortEnumType | null | undefined;
  userEmail?: SortEnumType | null | undefined;
  warningTypeId?: SortEnumType | null | undefined;
};

export type AlertSortInput = {
  alertSettingName?: SortEnumType | null | undefined;
  createdAt?: SortEnumType | null | undefined;
  day?: SortEnumType | null | undefined;
  id?: SortEnumType | null | undefined;
  typeId?: SortEnumType | null | undefined;
  typeName?: SortEnumType | null | undefined;
};

export type AllowlistRequestInput = {
  /** Extensions: only actions of applications of these types (the Application Type filter). */
  processTypes?: Array<ProcessType> | null | undefined;
  /** Only applications that opened files (Show only apps that opened files; Show Only Read Applications). */
  showOnlyProcessesWhichHaveOpenedActions?: boolean | null | undefined;
};

export type ApplicationRiskFilterInput = {
  and?: Array<ApplicationRiskFilterInput> | null | undefined;
  dataUploadPermission?: StringOperationFilterInput | null | undefined;
  filesCountIncoming?: IntOperationFilterInput | null | undefined;
  filesCountOutgoing?: IntOperationFilterInput | null | undefined;
  isLlmApp?: BooleanOperationFilterInput | null | undefined;
  or?: Array<ApplicationRiskFilterInput> | null | undefined;
  processCaption?: StringOperationFilterInput | null | undefined;
  processId?: IntOperationFilterInput | null | undefined;
  residualEntriesCostOutgoing?: FloatOperationFilterInput | null | undefined;
  tenantId?: IntOperationFilterInput | null | undefined;
  totalEntriesCostOutgoing?: FloatOperationFilterInput | null | undefined;
  webApp?: BooleanOperationFilterInput | null | undefined;
};

export type ApplicationRiskSortInput = {
  dataUploadPermission?: SortEnumType | null | undefined;
  filesCountIncoming?: SortEnumType | null | undefined;
  filesCountOutgoing?: SortEnumType | null | undefined;
  isLlmApp?: SortEnumType | null | undefined;
  processCaption?: SortEnumType | null | undefined;
  processId?: SortEnumType | null | undefined;
  residualEntriesCostOutgoing?: SortEnumType | null | undefined;
  tenantId?: SortEnumType | null | undefined;
  totalEntriesCostOutgoing?: SortEnumType | null | undefined;
  webApp?: SortEnumType | null | undefined;
};

export type ApplicationsRiskRequestInput = {
  /** Only what the applications did on this device. */
  deviceId?: number | null | undefined;
  finishPeriod: string;
  startPeriod: string;
};

export type AuditEntryFilterInput = {
  and?: Array<AuditEntryFilterInput> | null | undefined;
  date?: DateTimeOperationFilterInput | null | undefined;
  entityId?: IntOperationFilterInput | null | undefined;
  entityType?: StringOperationFilterInput | null | undefined;
  id?: IntOperationFilterInput | null | undefined;
  operation?: StringOperationFilterInput | null | undefined;
  or?: Array<AuditEntryFilterInput> | null | undefined;
  userEmail?: StringOperationFilterInput | null | undefined;
};

export type AuditEntrySortInput = {
  date?: SortEnumType | null | undefined;
  entityId?: SortEnumType | null | undefined;
  entityType?: SortEnumType | null | undefined;
  id?: SortEnumType | null | undefined;
  operation?: SortEnumType | null | undefined;
  userEmail?: SortEnumType | null | undefined;
};

/** The kind of OpenID Connect provider (in the public sign-on list: OKTA is 1, MICROSOFT 2). */
export type AuthProviderType =
  | 'MICROSOFT'
  | 'OKTA';

export type BackOfficeAuditEntryFilterInput = {
  and?: Array<BackOfficeAuditEntryFilterInput> | null | undefined;
  date?: DateTimeOperationFilterInput | null | undefined;
  entityId?: IntOperationFilterInput | null | undefined;
  entityName?: StringOperationFilterInput | null | undefined;
  entityType?: StringOperationFilterInput | null | undefined;
  id?: IntOperationFilterInput | null | undefined;
  operation?: StringOperationFilterInput | null | undefined;
  or?: Array<BackOfficeAuditEntryFilterInput> | null | undefined;
  userEmail?: StringOperationFilterInput | null | undefined;
};

export type BackOfficeAuditEntrySortInput = {
  date?: SortEnumType | null | undefined;
  entityId?: SortEnumType | null | undefined;
  entityName?: SortEnumType | null | undefined;
  entityType?: SortEnumType | null | undefined;
  id?: SortEnumType | null | undefined;
  operation?: SortEnumType | null | undefined;
  userEmail?: SortEnumType | null | undefined;
};

export type BooleanOperationFilterInput = {
  eq?: boolean | null | undefined;
  neq?: boolean | null | undefined;
};

/** SIZE_1_21 (1-20), SIZE_21_500, SIZE_501_1000, SIZE_1001_5000, SIZE_5001 (5000+) */
export type BusinessSize =
  | 'SIZE_1_21'
  | 'SIZE_21_500'
  | 'SIZE_501_1000'
  | 'SIZE_1001_5000'
  | 'SIZE_5001';

/** Validation method of a regex matcher; absent is None. Luhn supports only 16-digit sequences with no separators. */
export type CheckMethod =
  | 'LUHN';

export type ChildTenantFilterInput = {
  and?: Array<ChildTenantFilterInput> | null | undefined;
  devicesCount?: IntOperationFilterInput | null | undefined;
  encryptedEntriesCost?: FloatOperationFilterInput | null | undefined;
  encryptionPercent?: IntOperationFilterInput | null | undefined;
  entriesCost?: FloatOperationFilterInput | null | undefined;
  id?: IntOperationFilterInput | null | undefined;
  isPartner?: BooleanOperationFilterInput | null | undefined;
  name?: StringOperationFilterInput | null | undefined;
  or?: Array<ChildTenantFilterInput> | null | undefined;
  partnerId?: IntOperationFilterInput | null | undefined;
  residualEntriesCost?: FloatOperationFilterInput | null | undefined;
  tenantType?: StringOperationFilterInput | null | undefined;
};

export type ChildTenantSortInput = {
  devicesCount?: SortEnumType | null | undefined;
  encryptedEntriesCost?: SortEnumType | null | undefined;
  encryptionPercent?: SortEnumType | null | undefined;
  entriesCost?: SortEnumType | null | undefined;
  id?: SortEnumType | null | undefined;
  isPartner?: SortEnumType | null | undefined;
  name?: SortEnumType | null | undefined;
  partnerId?: SortEnumType | null | undefined;
  residualEntriesCost?: SortEnumType | null | undefined;
  tenantType?: SortEnumType | null | undefined;
};

export type ClassifierCompoundGroupInput = {
  items: Array<ClassifierCompoundItemInput>;
  logicalOperator?: LogicalOperator | null | undefined;
};

export type ClassifierCompoundItemInput = {
  classifierId?: number | null | undefined;
  listName?: string | null | undefined;
  nodeType: CompoundNodeType;
};

/** The classifier form (contracts classifierFormSchema; defaults and messages there). Fields of other types than `type` are ignored. */
export type ClassifierInput = {
  /** The group whose entries are the compound's; -1 none. */
  baseOnGroupIndex?: number | null | undefined;
  compoundGroups?: Array<ClassifierCompoundGroupInput> | null | undefined;
  compoundRootLogicalOperator?: LogicalOperator | null | undefined;
  countUniqueEntries?: boolean | null | undefined;
  /** ISO 3166 alpha-2 codes. */
  countries?: Array<string> | null | undefined;
  description?: string | null | undefined;
  /** BY_EXTENSIONS: at least one. */
  extensions?: Array<string> | null | undefined;
  fileSourceType?: FileSourceType | null | undefined;
  /** Version Number: required for SysAdmin. */
  filterVersion?: number | null | undefined;
  fipsValidation?: boolean | null | undefined;
  /** BY_FOLDER: one of the tenant's folders. */
  folderId?: number | null | undefined;
  isActive?: boolean | null | undefined;
  /** Template-based classifiers: the answer to 'block policy auto update' (Yes = true). */
  isBlocked?: boolean | null | undefined;
  /** Default true. */
  isSensitive?: boolean | null | undefined;
  lists?: Array<string> | null | undefined;
  matchers?: Array<ClassifierMatcherInput> | null | undefined;
  /** Required, at most 100 characters. */
  name: string;
  /** BY_CHANNELS: one of the tenant's applications. */
  processId?: number | null | undefined;
  /** Required for template classifiers. */
  reasonForChange?: string | null | undefined;
  /** Regulation ids. */
  regulations?: Array<number> | null | undefined;
  retentionPolicies?: Array<RetentionPolicyInput> | null | undefined;
  /** The entry-counting matcher; -1 treats the file as one record. */
  riskBasedOnMatcherIndex?: number | null | undefined;
  rulesMatch?: RulesMatch | null | undefined;
  /** Stored as caption. Required, at most 15 characters. */
  shortName: string;
  /** Locked after creation. */
  type: FilterType;
  /** Default 20; 0 counts as missing; at most 99 999 999. */
  valuePerRecord?: number | null | undefined;
};

export type ClassifierListRowFilterInput = {
  and?: Array<ClassifierListRowFilterInput> | null | undefined;
  caption?: StringOperationFilterInput | null | undefined;
  costUsd?: FloatOperationFilterInput | null | undefined;
  encryptionDelayDays?: IntOperationFilterInput | null | undefined;
  encryptionIsEnabled?: BooleanOperationFilterInput | null | undefined;
  entriesCount?: FloatOperationFilterInput | null | undefined;
  filterType?: StringOperationFilterInput | null | undefined;
  id?: IntOperationFilterInput | null | undefined;
  isActive?: BooleanOperationFilterInput | null | undefined;
  isBlocked?: BooleanOperationFilterInput | null | undefined;
  isSensitive?: BooleanOperationFilterInput | null | undefined;
  name?: StringOperationFilterInput | null | undefined;
  or?: Array<ClassifierListRowFilterInput> | null | undefined;
  regulations?: IntOperationFilterInput | null | undefined;
  templateId?: IntOperationFilterInput | null | undefined;
  testingGroupId?: IntOperationFilterInput | null | undefined;
  updatedAt?: DateTimeOperationFilterInput | null | undefined;
  valuePerRecord?: FloatOperationFilterInput | null | undefined;
};

export type ClassifierListRowSortInput = {
  caption?: SortEnumType | null | undefined;
  costUsd?: SortEnumType | null | undefined;
  encryptionDelayDays?: SortEnumType | null | undefined;
  encryptionIsEnabled?: SortEnumType | null | undefined;
  entriesCount?: SortEnumType | null | undefined;
  filterType?: SortEnumType | null | undefined;
  id?: SortEnumType | null | undefined;
  isActive?: SortEnumType | null | undefined;
  isBlocked?: SortEnumType | null | undefined;
  isSensitive?: SortEnumType | null | undefined;
  name?: SortEnumType | null | undefined;
  templateId?: SortEnumType | null | undefined;
  testingGroupId?: SortEnumType | null | undefined;
  updatedAt?: SortEnumType | null | undefined;
  valuePerRecord?: SortEnumType | null | undefined;
};

/** A content matcher of the form; value is required unless a word-list file is attached (words). */
export type ClassifierMatcherInput = {
  caseSensitive?: boolean | null | undefined;
  /** Absent is None. */
  checkMethod?: CheckMethod | null | undefined;
  fileId?: number | null | undefined;
  fileName?: string | null | undefined;
  /** The stored rule id (edit). */
  id?: number | null | undefined;
  /** Default 1, at most 100 000. */
  minRepeats?: number | null | undefined;
  nearbyWords?: Array<string> | null | undefined;
  scopeTypes?: Array<ContentFilterRuleScopeType> | null | undefined;
  type: ContentFilterRuleType;
  value?: string | null | undefined;
  /** Words of the attached list file, one per line. */
  words?: Array<string> | null | undefined;
};

/** MISSING: an active template of a selected regulation with no classifier from it; NOT_ACTUAL: behind its template (filter version or definition); DEPRECATED: its template is deleted or inactive; MULTIPLE_CLASSIFIERS_EXIST: several classifiers from one template; BLOCKED: auto-update blocked. */
export type ClassifierPolicyUpdateStatus =
  | 'ACTUAL'
  | 'BLOCKED'
  | 'DEPRECATED'
  | 'MISSING'
  | 'MULTIPLE_CLASSIFIERS_EXIST'
  | 'NOT_ACTUAL';

export type ClassifierToEncryptSortInput = {
  costUsd?: SortEnumType | null | undefined;
  entriesCount?: SortEnumType | null | undefined;
  id?: SortEnumType | null | undefined;
  name?: SortEnumType | null | undefined;
};

/** A cloud service the repository scanner connects to (spec part 2 §3 "Scanner auth data"). */
export type CloudAuthService =
  | 'GOOGLE_DRIVE'
  | 'GOOGLE_MAIL'
  | 'MICROSOFT_ONEDRIVE'
  | 'MICROSOFT_OUTLOOK';

/** OAUTH: connected through the provider’s consent; FILE: an uploaded auth file. */
export type CloudAuthSource =
  | 'FILE'
  | 'OAUTH';

export type CloudDeviceItemFilterInput = {
  agentVersion?: StringOperationFilterInput | null | undefined;
  and?: Array<CloudDeviceItemFilterInput> | null | undefined;
  authService?: StringOperationFilterInput | null | undefined;
  cloudDeviceId?: StringOperationFilterInput | null | undefined;
  contentPendingCount?: IntOperationFilterInput | null | undefined;
  customerId?: IntOperationFilterInput | null | undefined;
  customerName?: StringOperationFilterInput | null | undefined;
  deviceId?: IntOperationFilterInput | null | undefined;
  deviceIdentifier?: StringOperationFilterInput | null | undefined;
  encryptPendingCount?: IntOperationFilterInput | null | undefined;
  existingFileCount?: IntOperationFilterInput | null | undefined;
  existingFileSizeBytes?: FloatOperationFilterInput | null | undefined;
  id?: IntOperationFilterInput | null | undefined;
  isActive?: BooleanOperationFilterInput | null | undefined;
  isArchived?: BooleanOperationFilterInput | null | undefined;
  isOnline?: BooleanOperationFilterInput | null | undefined;
  isSuspectedDeleted?: BooleanOperationFilterInput | null | undefined;
  lastActivity?: DateTimeOperationFilterInput | null | undefined;
  lastFullScan?: DateTimeOperationFilterInput | null | undefined;
  licenseStatus?: StringOperationFilterInput | null | undefined;
  name?: StringOperationFilterInput | null | undefined;
  or?: Array<CloudDeviceItemFilterInput> | null | undefined;
  pendingCount?: IntOperationFilterInput | null | undefined;
  positionInQueue?: IntOperationFilterInput | null | undefined;
  scan?: BooleanOperationFilterInput | null | undefined;
  scannedPercent?: IntOperationFilterInput | null | undefined;
  sensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  systemName?: StringOperationFilterInput | null | undefined;
  systemType?: StringOperationFilterInput | null | undefined;
  systemUserName?: StringOperationFilterInput | null | undefined;
};

export type CloudDeviceItemSortInput = {
  agentVersion?: SortEnumType | null | undefined;
  authService?: SortEnumType | null | undefined;
  cloudDeviceId?: SortEnumType | null | undefined;
  contentPendingCount?: SortEnumType | null | undefined;
  customerId?: SortEnumType | null | undefined;
  customerName?: SortEnumType | null | undefined;
  deviceId?: SortEnumType | null | undefined;
  deviceIdentifier?: SortEnumType | null | undefined;
  encryptPendingCount?: SortEnumType | null | undefined;
  existingFileCount?: SortEnumType | null | undefined;
  existingFileSizeBytes?: SortEnumType | null | undefined;
  id?: SortEnumType | null | undefined;
  isActive?: SortEnumType | null | undefined;
  isArchived?: SortEnumType | null | undefined;
  isOnline?: SortEnumType | null | undefined;
  isSuspectedDeleted?: SortEnumType | null | undefined;
  lastActivity?: SortEnumType | null | undefined;
  lastFullScan?: SortEnumType | null | undefined;
  licenseStatus?: SortEnumType | null | undefined;
  name?: SortEnumType | null | undefined;
  pendingCount?: SortEnumType | null | undefined;
  positionInQueue?: SortEnumType | null | undefined;
  scan?: SortEnumType | null | undefined;
  scannedPercent?: SortEnumType | null | undefined;
  sensitiveRiskInUSD?: SortEnumType | null | undefined;
  systemName?: SortEnumType | null | undefined;
  systemType?: SortEnumType | null | undefined;
  systemUserName?: SortEnumType | null | undefined;
};

export type CloudDeviceScanItemInput = {
  deviceIdentifier: string;
  scan: boolean;
};

/** The service a repository belongs to (spec part 2 §3 "Cloud services"). */
export type CloudService =
  | 'GOOGLE_DRIVE'
  | 'GOOGLE_MAIL'
  | 'LINUX'
  | 'MAC_OS'
  | 'MICROSOFT'
  | 'ONE_DRIVE'
  | 'OUTLOOK'
  | 'SHARE_POINT'
  | 'UNKNOWN';

export type CompoundNodeType =
  | 'CLASSIFIER'
  | 'LIST';

export type ContentFilterRuleScopeType =
  | 'FORMULA'
  | 'TEXT';

/** Content matcher types: contains, does not contain, any word, regex, not regex. */
export type ContentFilterRuleType =
  | 'ANY_WORD'
  | 'CONTAINS'
  | 'NOT_CONTAIN'
  | 'NOT_REGEX'
  | 'REGEX';

export type CreateAlertSettingRequestInput = {
  /** Empty or absent: mail goes to the author. */
  emailForNotification?: string | null | undefined;
  name: string;
  parameters: unknown;
  warningTypeId: number;
};

/** Unset: the country is the partner's, the regulations the partner's own selection (else the library's defaults), business size SIZE_1_21, MONITORING, the shell and browser extensions on, the other flags off, delay 0. */
export type CreateCustomerRequestInput = {
  browserExtensionEnabled?: boolean | null | undefined;
  businessSize?: BusinessSize | null | undefined;
  contentTypes?: Array<NewTenantContentTypeInput> | null | undefined;
  country?: TenantCountryInput | null | undefined;
  discoveryEnabled?: boolean | null | undefined;
  encryptionEnabled?: boolean | null | undefined;
  iconShellExtensionEnabled?: boolean | null | undefined;
  menuShellExtensionEnabled?: boolean | null | undefined;
  name: string;
  phoneNumber?: string | null | undefined;
  scannerDelayMinute?: number | null | undefined;
  serverDiscoveryEnabled?: boolean | null | undefined;
  serverStatisticEnabled?: boolean | null | undefined;
  statisticEnabled?: boolean | null | undefined;
  subscriptionType?: SubscriptionType | null | undefined;
  /** Optional: without it the customer is reached through its partner. */
  user?: NewTenantUserInput | null | undefined;
  vigilAgentIconOn?: boolean | null | undefined;
};

/** A field left out takes the default of a new group. */
export type CreateDeviceSettingsGroupRequestInput = {
  /** Default false. */
  browserExtensionEnabled?: boolean | null | undefined;
  /** Devices of the customer's to put in the group (moved from any other group). */
  deviceIds?: Array<number> | null | undefined;
  /** Default true. */
  discoveryEnabled?: boolean | null | undefined;
  /** 0 to 9999, 0 for none. */
  encryptionDelayDaysMax?: number | null | undefined;
  /** 0 to 9999, 0 for none; not above the max when both set. */
  encryptionDelayDaysMin?: number | null | undefined;
  /** Default false. */
  encryptionEnabled?: boolean | null | undefined;
  /** Default false. */
  iconShellExtensionEnabled?: boolean | null | undefined;
  /** Default false. */
  menuShellExtensionEnabled?: boolean | null | undefined;
  /** At most 150 characters. */
  name: string;
  /** 0 to 1000; default 0. */
  scannerDelayMinute?: number | null | undefined;
  /** Default true. */
  statisticEnabled?: boolean | null | undefined;
  /** Default true. */
  vigilAgentIconOn?: boolean | null | undefined;
};

export type CreateGroupRequestInput = {
  /** At most 1024 characters. */
  description?: string | null | undefined;
  /** Device ids of the customer's own devices. */
  devices?: Array<number> | null | undefined;
  /** At most 128 characters. */
  name: string;
  /** User ids of the customer's own users. */
  users?: Array<number> | null | undefined;
};

export type CreatePartnerRequestInput = {
  country: TenantCountryInput;
  name: string;
  phone: string;
  twoStepVerification?: boolean | null | undefined;
  user: NewTenantUserInput;
};

export type CreateRegulationRequestInput = {
  /** ISO 3166 alpha-2 codes. */
  availableCountries?: Array<string> | null | undefined;
  canBeSetForCountries?: boolean | null | undefined;
  description: string;
  /** A PNG as base64 or a data URL, at most 256 KB. On update: absent keeps the image, null removes it. */
  image?: string | null | undefined;
  name: string;
  region: string;
  setByDefault?: boolean | null | undefined;
  sortNumber: number;
};

export type CreateRuleRequestInput = {
  classifierId: number;
  encryptionSettings?: RuleEncryptionSettingsInput | null | undefined;
  /** Default true. */
  isActive?: boolean | null | undefined;
  /** Up to 255 characters; absent: the classifier's name. */
  name?: string | null | undefined;
  /** Default false. */
  overrideOtherEncryptionRules?: boolean | null | undefined;
  /** At most 20. */
  triggers?: Array<RuleTriggerInput> | null | undefined;
};

export type CreateTenantAuthProviderRequestInput = {
  authProvider: AuthProviderType;
  clientId: string;
  clientSecret: string;
  url: string;
};

export type CreateUserRequestInput = {
  email: string;
  firstName: string;
  isReadOnlyUser?: boolean | null | undefined;
  lastName: string;
  phoneNumber?: string | null | undefined;
  /** TENANT_ADMIN for admin permissions. */
  roles?: Array<string> | null | undefined;
  sendEmailMode?: SendEmailMode | null | undefined;
  /** Default: the tenant's two-step verification. */
  useTOTP?: boolean | null | undefined;
};

export type CustomerRegulationContentTypeInput = {
  /** ISO codes, only for a regulation that can be set for countries (empty: all). */
  countries?: Array<string> | null | undefined;
  /** The regulation. */
  id: number;
};

export type DataRiskByPolicyFilterInput = {
  and?: Array<DataRiskByPolicyFilterInput> | null | undefined;
  encryptedNonSensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  encryptedRiskInUSD?: FloatOperationFilterInput | null | undefined;
  encryptedSensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  filesCount?: IntOperationFilterInput | null | undefined;
  filesEncryptedCount?: IntOperationFilterInput | null | undefined;
  filesEncryptedEntriesCount?: FloatOperationFilterInput | null | undefined;
  filesEntriesCount?: FloatOperationFilterInput | null | undefined;
  isEncrypted?: BooleanOperationFilterInput | null | undefined;
  nonSensitiveFilesCount?: IntOperationFilterInput | null | undefined;
  nonSensitiveFilesEntriesCount?: FloatOperationFilterInput | null | undefined;
  nonSensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  or?: Array<DataRiskByPolicyFilterInput> | null | undefined;
  policyId?: IntOperationFilterInput | null | undefined;
  policyIsEncrypted?: BooleanOperationFilterInput | null | undefined;
  policyName?: StringOperationFilterInput | null | undefined;
  residualNonSensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  residualRiskInUSD?: FloatOperationFilterInput | null | undefined;
  residualSensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  riskInUSD?: FloatOperationFilterInput | null | undefined;
  sensitiveFilesCount?: IntOperationFilterInput | null | undefined;
  sensitiveFilesEntriesCount?: FloatOperationFilterInput | null | undefined;
  sensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  tenantId?: IntOperationFilterInput | null | undefined;
};

export type DataRiskByPolicySortInput = {
  encryptedNonSensitiveRiskInUSD?: SortEnumType | null | undefined;
  encryptedRiskInUSD?: SortEnumType | null | undefined;
  encryptedSensitiveRiskInUSD?: SortEnumType | null | undefined;
  filesCount?: SortEnumType | null | undefined;
  filesEncryptedCount?: SortEnumType | null | undefined;
  filesEncryptedEntriesCount?: SortEnumType | null | undefined;
  filesEntriesCount?: SortEnumType | null | undefined;
  isEncrypted?: SortEnumType | null | undefined;
  nonSensitiveFilesCount?: SortEnumType | null | undefined;
  nonSensitiveFilesEntriesCount?: SortEnumType | null | undefined;
  nonSensitiveRiskInUSD?: SortEnumType | null | undefined;
  policyId?: SortEnumType | null | undefined;
  policyIsEncrypted?: SortEnumType | null | undefined;
  policyName?: SortEnumType | null | undefined;
  residualNonSensitiveRiskInUSD?: SortEnumType | null | undefined;
  residualRiskInUSD?: SortEnumType | null | undefined;
  residualSensitiveRiskInUSD?: SortEnumType | null | undefined;
  riskInUSD?: SortEnumType | null | undefined;
  sensitiveFilesCount?: SortEnumType | null | undefined;
  sensitiveFilesEntriesCount?: SortEnumType | null | undefined;
  sensitiveRiskInUSD?: SortEnumType | null | undefined;
  tenantId?: SortEnumType | null | undefined;
};

export type DataRiskByRegulationFilterInput = {
  and?: Array<DataRiskByRegulationFilterInput> | null | undefined;
  encryptedNonSensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  encryptedRiskInUSD?: FloatOperationFilterInput | null | undefined;
  encryptedSensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  filesCount?: IntOperationFilterInput | null | undefined;
  filesEncryptedCount?: IntOperationFilterInput | null | undefined;
  filesEncryptedEntriesCount?: FloatOperationFilterInput | null | undefined;
  filesEntriesCount?: FloatOperationFilterInput | null | undefined;
  nonSensitiveFilesCount?: IntOperationFilterInput | null | undefined;
  nonSensitiveFilesEntriesCount?: FloatOperationFilterInput | null | undefined;
  nonSensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  or?: Array<DataRiskByRegulationFilterInput> | null | undefined;
  region?: StringOperationFilterInput | null | undefined;
  regulationDescription?: StringOperationFilterInput | null | undefined;
  regulationId?: IntOperationFilterInput | null | undefined;
  regulationName?: StringOperationFilterInput | null | undefined;
  residualNonSensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  residualRiskInUSD?: FloatOperationFilterInput | null | undefined;
  residualSensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  riskInUSD?: FloatOperationFilterInput | null | undefined;
  sensitiveFilesCount?: IntOperationFilterInput | null | undefined;
  sensitiveFilesEntriesCount?: FloatOperationFilterInput | null | undefined;
  sensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
};

export type DataRiskByRegulationSortInput = {
  encryptedNonSensitiveRiskInUSD?: SortEnumType | null | undefined;
  encryptedRiskInUSD?: SortEnumType | null | undefined;
  encryptedSensitiveRiskInUSD?: SortEnumType | null | undefined;
  filesCount?: SortEnumType | null | undefined;
  filesEncryptedCount?: SortEnumType | null | undefined;
  filesEncryptedEntriesCount?: SortEnumType | null | undefined;
  filesEntriesCount?: SortEnumType | null | undefined;
  nonSensitiveFilesCount?: SortEnumType | null | undefined;
  nonSensitiveFilesEntriesCount?: SortEnumType | null | undefined;
  nonSensitiveRiskInUSD?: SortEnumType | null | undefined;
  region?: SortEnumType | null | undefined;
  regulationDescription?: SortEnumType | null | undefined;
  regulationId?: SortEnumType | null | undefined;
  regulationName?: SortEnumType | null | undefined;
  residualNonSensitiveRiskInUSD?: SortEnumType | null | undefined;
  residualRiskInUSD?: SortEnumType | null | undefined;
  residualSensitiveRiskInUSD?: SortEnumType | null | undefined;
  riskInUSD?: SortEnumType | null | undefined;
  sensitiveFilesCount?: SortEnumType | null | undefined;
  sensitiveFilesEntriesCount?: SortEnumType | null | undefined;
  sensitiveRiskInUSD?: SortEnumType | null | undefined;
};

/** Whether an application may upload files: Unblock, Block or Custom (per classifier rules). */
export type DataUploadPermission =
  | 'BLOCKED'
  | 'CUSTOM'
  | 'UNBLOCKED';

export type DateTimeOperationFilterInput = {
  eq?: string | null | undefined;
  gt?: string | null | undefined;
  gte?: string | null | undefined;
  lt?: string | null | undefined;
  lte?: string | null | undefined;
  neq?: string | null | undefined;
};

/** Whether the application decrypts files: never, always, or as the classifier rules say. */
export type DecryptPattern =
  | 'ALWAYS'
  | 'LEAVE_ENCRYPTED'
  | 'PER_POLICY';

export type DeleteClassifiersRequestInput = {
  /** Required when a classifier has encryption on: its rule is deleted with it. */
  deleteEncryptionRuleIfExists?: boolean | null | undefined;
  ids: Array<number>;
};

export type DevicePickerItemFilterInput = {
  active?: BooleanOperationFilterInput | null | undefined;
  and?: Array<DevicePickerItemFilterInput> | null | undefined;
  encryptedSensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  id?: IntOperationFilterInput | null | undefined;
  isArchived?: BooleanOperationFilterInput | null | undefined;
  name?: StringOperationFilterInput | null | undefined;
  nickName?: StringOperationFilterInput | null | undefined;
  or?: Array<DevicePickerItemFilterInput> | null | undefined;
  sensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  systemUserName?: StringOperationFilterInput | null | undefined;
  tenantId?: IntOperationFilterInput | null | undefined;
};

export type DeviceRiskByClassifierFilterInput = {
  and?: Array<DeviceRiskByClassifierFilterInput> | null | undefined;
  classifierId?: IntOperationFilterInput | null | undefined;
  classifierName?: StringOperationFilterInput | null | undefined;
  classifierSensitiveType?: StringOperationFilterInput | null | undefined;
  deviceId?: IntOperationFilterInput | null | undefined;
  deviceName?: StringOperationFilterInput | null | undefined;
  encryptedRiskInUSD?: FloatOperationFilterInput | null | undefined;
  encryptedSensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  entriesCount?: FloatOperationFilterInput | null | undefined;
  filesCount?: IntOperationFilterInput | null | undefined;
  filesEncryptedCount?: IntOperationFilterInput | null | undefined;
  filesEncryptedEntrysCount?: FloatOperationFilterInput | null | undefined;
  or?: Array<DeviceRiskByClassifierFilterInput> | null | undefined;
  riskInUSD?: FloatOperationFilterInput | null | undefined;
  sensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  tenantId?: IntOperationFilterInput | null | undefined;
};

export type DeviceRiskByClassifierSortInput = {
  classifierId?: SortEnumType | null | undefined;
  classifierName?: SortEnumType | null | undefined;
  classifierSensitiveType?: SortEnumType | null | undefined;
  deviceId?: SortEnumType | null | undefined;
  deviceName?: SortEnumType | null | undefined;
  encryptedRiskInUSD?: SortEnumType | null | undefined;
  encryptedSensitiveRiskInUSD?: SortEnumType | null | undefined;
  entriesCount?: SortEnumType | null | undefined;
  filesCount?: SortEnumType | null | undefined;
  filesEncryptedCount?: SortEnumType | null | undefined;
  filesEncryptedEntrysCount?: SortEnumType | null | undefined;
  riskInUSD?: SortEnumType | null | undefined;
  sensitiveRiskInUSD?: SortEnumType | null | undefined;
  tenantId?: SortEnumType | null | undefined;
};

export type DeviceRiskFilterInput = {
  and?: Array<DeviceRiskFilterInput> | null | undefined;
  casesCount?: IntOperationFilterInput | null | undefined;
  deviceId?: IntOperationFilterInput | null | undefined;
  deviceIsActive?: BooleanOperationFilterInput | null | undefined;
  deviceIsOnline?: BooleanOperationFilterInput | null | undefined;
  deviceLastActivity?: DateTimeOperationFilterInput | null | undefined;
  deviceName?: StringOperationFilterInput | null | undefined;
  deviceNickName?: StringOperationFilterInput | null | undefined;
  encryptedNonSensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  encryptedRiskInUSD?: FloatOperationFilterInput | null | undefined;
  encryptedSensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  filesCount?: IntOperationFilterInput | null | undefined;
  licenseStatus?: StringOperationFilterInput | null | undefined;
  nonSensitiveFilesCount?: IntOperationFilterInput | null | undefined;
  nonSensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  or?: Array<DeviceRiskFilterInput> | null | undefined;
  outboundFilesCount?: IntOperationFilterInput | null | undefined;
  outboundSensitiveFilesCount?: IntOperationFilterInput | null | undefined;
  residualNonSensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  residualRiskInUSD?: FloatOperationFilterInput | null | undefined;
  residualSensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  riskInUSD?: FloatOperationFilterInput | null | undefined;
  riskValuation?: FloatOperationFilterInput | null | undefined;
  sensitiveFilesCount?: IntOperationFilterInput | null | undefined;
  sensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  tenantId?: IntOperationFilterInput | null | undefined;
};

export type DeviceRiskSortInput = {
  casesCount?: SortEnumType | null | undefined;
  deviceId?: SortEnumType | null | undefined;
  deviceIsActive?: SortEnumType | null | undefined;
  deviceIsOnline?: SortEnumType | null | undefined;
  deviceLastActivity?: SortEnumType | null | undefined;
  deviceName?: SortEnumType | null | undefined;
  deviceNickName?: SortEnumType | null | undefined;
  encryptedNonSensitiveRiskInUSD?: SortEnumType | null | undefined;
  encryptedRiskInUSD?: SortEnumType | null | undefined;
  encryptedSensitiveRiskInUSD?: SortEnumType | null | undefined;
  filesCount?: SortEnumType | null | undefined;
  licenseStatus?: SortEnumType | null | undefined;
  nonSensitiveFilesCount?: SortEnumType | null | undefined;
  nonSensitiveRiskInUSD?: SortEnumType | null | undefined;
  outboundFilesCount?: SortEnumType | null | undefined;
  outboundSensitiveFilesCount?: SortEnumType | null | undefined;
  residualNonSensitiveRiskInUSD?: SortEnumType | null | undefined;
  residualRiskInUSD?: SortEnumType | null | undefined;
  residualSensitiveRiskInUSD?: SortEnumType | null | undefined;
  riskInUSD?: SortEnumType | null | undefined;
  riskValuation?: SortEnumType | null | undefined;
  sensitiveFilesCount?: SortEnumType | null | undefined;
  sensitiveRiskInUSD?: SortEnumType | null | undefined;
  tenantId?: SortEnumType | null | undefined;
};

export type DeviceSettingsGroupFilterInput = {
  and?: Array<DeviceSettingsGroupFilterInput> | null | undefined;
  id?: IntOperationFilterInput | null | undefined;
  name?: StringOperationFilterInput | null | undefined;
  or?: Array<DeviceSettingsGroupFilterInput> | null | undefined;
  scannerDelayMinute?: IntOperationFilterInput | null | undefined;
  tenantId?: IntOperationFilterInput | null | undefined;
};

export type DeviceSettingsGroupSortInput = {
  id?: SortEnumType | null | undefined;
  name?: SortEnumType | null | undefined;
  scannerDelayMinute?: SortEnumType | null | undefined;
  tenantId?: SortEnumType | null | undefined;
};

export type DeviceType =
  | 'DESKTOP'
  | 'LAPTOP'
  | 'SERVER';

export type DevicesLogFilterInput = {
  agentType?: StringOperationFilterInput | null | undefined;
  agentVersion?: StringOperationFilterInput | null | undefined;
  and?: Array<DevicesLogFilterInput> | null | undefined;
  collectLogs?: BooleanOperationFilterInput | null | undefined;
  collectLogsRequestTimestamp?: DateTimeOperationFilterInput | null | undefined;
  deviceId?: IntOperationFilterInput | null | undefined;
  deviceIdentifier?: StringOperationFilterInput | null | undefined;
  deviceLastActivity?: DateTimeOperationFilterInput | null | undefined;
  deviceName?: StringOperationFilterInput | null | undefined;
  fileName?: StringOperationFilterInput | null | undefined;
  or?: Array<DevicesLogFilterInput> | null | undefined;
  systemName?: StringOperationFilterInput | null | undefined;
  tenantName?: StringOperationFilterInput | null | undefined;
  timestamp?: DateTimeOperationFilterInput | null | undefined;
  updaterAgentVersion?: StringOperationFilterInput | null | undefined;
  updaterLastDateTime?: DateTimeOperationFilterInput | null | undefined;
  updaterVersion?: StringOperationFilterInput | null | undefined;
};

export type DevicesLogSortInput = {
  agentType?: SortEnumType | null | undefined;
  agentVersion?: SortEnumType | null | undefined;
  collectLogs?: SortEnumType | null | undefined;
  collectLogsRequestTimestamp?: SortEnumType | null | undefined;
  deviceId?: SortEnumType | null | undefined;
  deviceIdentifier?: SortEnumType | null | undefined;
  deviceLastActivity?: SortEnumType | null | undefined;
  deviceName?: SortEnumType | null | undefined;
  fileName?: SortEnumType | null | undefined;
  id?: SortEnumType | null | undefined;
  systemName?: SortEnumType | null | undefined;
  tenantName?: SortEnumType | null | undefined;
  timestamp?: SortEnumType | null | undefined;
  updaterAgentVersion?: SortEnumType | null | undefined;
  updaterLastDateTime?: SortEnumType | null | undefined;
  updaterVersion?: SortEnumType | null | undefined;
};

export type DiscoveredFileFilterInput = {
  and?: Array<DiscoveredFileFilterInput> | null | undefined;
  authors?: StringOperationFilterInput | null | undefined;
  createdAt?: DateTimeOperationFilterInput | null | undefined;
  deviceId?: IntOperationFilterInput | null | undefined;
  deviceName?: StringOperationFilterInput | null | undefined;
  entriesCount?: FloatOperationFilterInput | null | undefined;
  extension?: StringOperationFilterInput | null | undefined;
  falsePositive?: BooleanOperationFilterInput | null | undefined;
  fileName?: StringOperationFilterInput | null | undefined;
  folderFullName?: StringOperationFilterInput | null | undefined;
  folderId?: IntOperationFilterInput | null | undefined;
  id?: IntOperationFilterInput | null | undefined;
  isDeleted?: BooleanOperationFilterInput | null | undefined;
  isEncrypted?: BooleanOperationFilterInput | null | undefined;
  isSensitive?: BooleanOperationFilterInput | null | undefined;
  lastAccessed?: DateTimeOperationFilterInput | null | undefined;
  lastModified?: DateTimeOperationFilterInput | null | undefined;
  or?: Array<DiscoveredFileFilterInput> | null | undefined;
  parseResult?: StringOperationFilterInput | null | undefined;
  riskUsd?: FloatOperationFilterInput | null | undefined;
  size?: FloatOperationFilterInput | null | undefined;
  tenantId?: IntOperationFilterInput | null | undefined;
};

export type DiscoveredFileSortInput = {
  authors?: SortEnumType | null | undefined;
  createdAt?: SortEnumType | null | undefined;
  deviceId?: SortEnumType | null | undefined;
  deviceName?: SortEnumType | null | undefined;
  entriesCount?: SortEnumType | null | undefined;
  extension?: SortEnumType | null | undefined;
  falsePositive?: SortEnumType | null | undefined;
  fileName?: SortEnumType | null | undefined;
  folderFullName?: SortEnumType | null | undefined;
  folderId?: SortEnumType | null | undefined;
  id?: SortEnumType | null | undefined;
  isDeleted?: SortEnumType | null | undefined;
  isEncrypted?: SortEnumType | null | undefined;
  isSensitive?: SortEnumType | null | undefined;
  lastAccessed?: SortEnumType | null | undefined;
  lastModified?: SortEnumType | null | undefined;
  parseResult?: SortEnumType | null | undefined;
  riskUsd?: SortEnumType | null | undefined;
  size?: SortEnumType | null | undefined;
  tenantId?: SortEnumType | null | undefined;
};

export type EntitiesAuditRequestInput = {
  entityId?: number | null | undefined;
  entityType: string;
  /** Also list entities changed through this one (Rules of a Classifier). */
  linkedEntityId?: number | null | undefined;
};

export type ExtensionRuleFilterInput = {
  actionCount?: IntOperationFilterInput | null | undefined;
  and?: Array<ExtensionRuleFilterInput> | null | undefined;
  extension?: StringOperationFilterInput | null | undefined;
  isEnabled?: BooleanOperationFilterInput | null | undefined;
  isStandardFileExtension?: BooleanOperationFilterInput | null | undefined;
  or?: Array<ExtensionRuleFilterInput> | null | undefined;
  parseType?: StringOperationFilterInput | null | undefined;
};

export type ExtensionRuleSortInput = {
  actionCount?: SortEnumType | null | undefined;
  extension?: SortEnumType | null | undefined;
  isEnabled?: SortEnumType | null | undefined;
  isStandardFileExtension?: SortEnumType | null | undefined;
  parseType?: SortEnumType | null | undefined;
};

export type FileActionFilterInput = {
  and?: Array<FileActionFilterInput> | null | undefined;
  applicationName?: StringOperationFilterInput | null | undefined;
  deviceId?: IntOperationFilterInput | null | undefined;
  deviceName?: StringOperationFilterInput | null | undefined;
  directoryName?: StringOperationFilterInput | null | undefined;
  driveType?: StringOperationFilterInput | null | undefined;
  entriesCount?: FloatOperationFilterInput | null | undefined;
  fileName?: StringOperationFilterInput | null | undefined;
  id?: IntOperationFilterInput | null | undefined;
  isEncrypted?: BooleanOperationFilterInput | null | undefined;
  isPrevented?: BooleanOperationFilterInput | null | undefined;
  operation?: StringOperationFilterInput | null | undefined;
  or?: Array<FileActionFilterInput> | null | undefined;
  processId?: IntOperationFilterInput | null | undefined;
  processType?: StringOperationFilterInput | null | undefined;
  riskUsd?: FloatOperationFilterInput | null | undefined;
  sensitiveType?: StringOperationFilterInput | null | undefined;
  tenantId?: IntOperationFilterInput | null | undefined;
  transactionTime?: DateTimeOperationFilterInput | null | undefined;
  userName?: StringOperationFilterInput | null | undefined;
};

export type FileActionSortInput = {
  applicationName?: SortEnumType | null | undefined;
  deviceId?: SortEnumType | null | undefined;
  deviceName?: SortEnumType | null | undefined;
  directoryName?: SortEnumType | null | undefined;
  driveType?: SortEnumType | null | undefined;
  entriesCount?: SortEnumType | null | undefined;
  fileName?: SortEnumType | null | undefined;
  id?: SortEnumType | null | undefined;
  isEncrypted?: SortEnumType | null | undefined;
  isPrevented?: SortEnumType | null | undefined;
  operation?: SortEnumType | null | undefined;
  processId?: SortEnumType | null | undefined;
  processType?: SortEnumType | null | undefined;
  riskUsd?: SortEnumType | null | undefined;
  sensitiveType?: SortEnumType | null | undefined;
  tenantId?: SortEnumType | null | undefined;
  transactionTime?: SortEnumType | null | undefined;
  userName?: SortEnumType | null | undefined;
};

export type FileDateTimeAttribute =
  | 'ACCESS'
  | 'CREATE'
  | 'MODIFY';

export type FileSourceType =
  | 'AZURE_FILES'
  | 'DROP_BOX'
  | 'GOOGLE_DRIVE'
  | 'ONE_DRIVE'
  | 'SHARE_POINT';

/** Classifier types: Content, Extensions, Storage Platform (BY_FILE_SOURCE), Application (BY_CHANNELS), Folder, Removable Device, Compound. */
export type FilterType =
  | 'BY_CHANNELS'
  | 'BY_CONTENT'
  | 'BY_EXTENSIONS'
  | 'BY_FILE_SOURCE'
  | 'BY_FOLDER'
  | 'BY_REMOVABLE_DEVICE'
  | 'COMPOUND';

export type FipsListItemFilterInput = {
  active?: BooleanOperationFilterInput | null | undefined;
  and?: Array<FipsListItemFilterInput> | null | undefined;
  bCryptPrimitivesVersion?: StringOperationFilterInput | null | undefined;
  bCryptVersion?: StringOperationFilterInput | null | undefined;
  bitlockerStatus?: StringOperationFilterInput | null | undefined;
  cngVersion?: StringOperationFilterInput | null | undefined;
  deviceId?: IntOperationFilterInput | null | undefined;
  fipsComplianceMode?: StringOperationFilterInput | null | undefined;
  fipsFilesCount?: IntOperationFilterInput | null | undefined;
  fipsRequestStatus?: StringOperationFilterInput | null | undefined;
  methodUsed?: StringOperationFilterInput | null | undefined;
  name?: StringOperationFilterInput | null | undefined;
  or?: Array<FipsListItemFilterInput> | null | undefined;
  osVersion?: StringOperationFilterInput | null | undefined;
  tenantName?: StringOperationFilterInput | null | undefined;
  validation?: StringOperationFilterInput | null | undefined;
};

export type FipsListItemSortInput = {
  active?: SortEnumType | null | undefined;
  bCryptPrimitivesVersion?: SortEnumType | null | undefined;
  bCryptVersion?: SortEnumType | null | undefined;
  bitlockerStatus?: SortEnumType | null | undefined;
  cngVersion?: SortEnumType | null | undefined;
  deviceId?: SortEnumType | null | undefined;
  fipsComplianceMode?: SortEnumType | null | undefined;
  fipsFilesCount?: SortEnumType | null | undefined;
  fipsRequestStatus?: SortEnumType | null | undefined;
  methodUsed?: SortEnumType | null | undefined;
  name?: SortEnumType | null | undefined;
  osVersion?: SortEnumType | null | undefined;
  tenantName?: SortEnumType | null | undefined;
  validation?: SortEnumType | null | undefined;
};

/** REQUESTED_SET: the console asked for FIPS mode on the device. */
export type FipsRequestStatus =
  | 'NOT_REQUESTED'
  | 'REQUESTED_SET';

export type FloatOperationFilterInput = {
  eq?: number | null | undefined;
  gt?: number | null | undefined;
  gte?: number | null | undefined;
  in?: Array<number> | null | undefined;
  lt?: number | null | undefined;
  lte?: number | null | undefined;
  neq?: number | null | undefined;
  nin?: Array<number> | null | undefined;
};

export type GroupFilterInput = {
  and?: Array<GroupFilterInput> | null | undefined;
  description?: StringOperationFilterInput | null | undefined;
  id?: IntOperationFilterInput | null | undefined;
  name?: StringOperationFilterInput | null | undefined;
  or?: Array<GroupFilterInput> | null | undefined;
  tenantId?: IntOperationFilterInput | null | undefined;
};

export type GroupSortInput = {
  description?: SortEnumType | null | undefined;
  id?: SortEnumType | null | undefined;
  name?: SortEnumType | null | undefined;
  tenantId?: SortEnumType | null | undefined;
};

export type InstalledDeviceFilterInput = {
  agentVersion?: StringOperationFilterInput | null | undefined;
  and?: Array<InstalledDeviceFilterInput> | null | undefined;
  casesCount?: IntOperationFilterInput | null | undefined;
  contentPendingCount?: IntOperationFilterInput | null | undefined;
  customerId?: IntOperationFilterInput | null | undefined;
  customerName?: StringOperationFilterInput | null | undefined;
  deviceIdentifier?: StringOperationFilterInput | null | undefined;
  deviceType?: StringOperationFilterInput | null | undefined;
  encryptPendingCount?: IntOperationFilterInput | null | undefined;
  existingFileCount?: IntOperationFilterInput | null | undefined;
  existingFileSizeBytes?: FloatOperationFilterInput | null | undefined;
  id?: IntOperationFilterInput | null | undefined;
  isActive?: BooleanOperationFilterInput | null | undefined;
  isArchived?: BooleanOperationFilterInput | null | undefined;
  isDiscoveryEnabled?: BooleanOperationFilterInput | null | undefined;
  isEncryptionDisabled?: BooleanOperationFilterInput | null | undefined;
  isOnline?: BooleanOperationFilterInput | null | undefined;
  isStatisticEnabled?: BooleanOperationFilterInput | null | undefined;
  lastActivity?: DateTimeOperationFilterInput | null | undefined;
  licenseStatus?: StringOperationFilterInput | null | undefined;
  macAddress?: StringOperationFilterInput | null | undefined;
  name?: StringOperationFilterInput | null | undefined;
  nickName?: StringOperationFilterInput | null | undefined;
  onlineStatus?: StringOperationFilterInput | null | undefined;
  or?: Array<InstalledDeviceFilterInput> | null | undefined;
  partnerName?: StringOperationFilterInput | null | undefined;
  pendingCount?: IntOperationFilterInput | null | undefined;
  scannedPercent?: IntOperationFilterInput | null | undefined;
  startDate?: DateTimeOperationFilterInput | null | undefined;
  systemName?: StringOperationFilterInput | null | undefined;
  systemUserName?: StringOperationFilterInput | null | undefined;
  uninstalled?: BooleanOperationFilterInput | null | undefined;
  updaterIsOnline?: BooleanOperationFilterInput | null | undefined;
  updaterLastActivity?: DateTimeOperationFilterInput | null | undefined;
  updaterVersion?: StringOperationFilterInput | null | undefined;
};

export type InstalledDeviceSortInput = {
  agentVersion?: SortEnumType | null | undefined;
  casesCount?: SortEnumType | null | undefined;
  contentPendingCount?: SortEnumType | null | undefined;
  customerId?: SortEnumType | null | undefined;
  customerName?: SortEnumType | null | undefined;
  deviceIdentifier?: SortEnumType | null | undefined;
  deviceType?: SortEnumType | null | undefined;
  encryptPendingCount?: SortEnumType | null | undefined;
  existingFileCount?: SortEnumType | null | undefined;
  existingFileSizeBytes?: SortEnumType | null | undefined;
  id?: SortEnumType | null | undefined;
  isActive?: SortEnumType | null | undefined;
  isArchived?: SortEnumType | null | undefined;
  isDiscoveryEnabled?: SortEnumType | null | undefined;
  isEncryptionDisabled?: SortEnumType | null | undefined;
  isOnline?: SortEnumType | null | undefined;
  isStatisticEnabled?: SortEnumType | null | undefined;
  lastActivity?: SortEnumType | null | undefined;
  licenseStatus?: SortEnumType | null | undefined;
  macAddress?: SortEnumType | null | undefined;
  name?: SortEnumType | null | undefined;
  nickName?: SortEnumType | null | undefined;
  onlineStatus?: SortEnumType | null | undefined;
  partnerName?: SortEnumType | null | undefined;
  pendingCount?: SortEnumType | null | undefined;
  scannedPercent?: SortEnumType | null | undefined;
  startDate?: SortEnumType | null | undefined;
  systemName?: SortEnumType | null | undefined;
  systemUserName?: SortEnumType | null | undefined;
  uninstalled?: SortEnumType | null | undefined;
  updaterIsOnline?: SortEnumType | null | undefined;
  updaterLastActivity?: SortEnumType | null | undefined;
  updaterVersion?: SortEnumType | null | undefined;
};

export type IntOperationFilterInput = {
  eq?: number | null | undefined;
  gt?: number | null | undefined;
  gte?: number | null | undefined;
  in?: Array<number> | null | undefined;
  lt?: number | null | undefined;
  lte?: number | null | undefined;
  neq?: number | null | undefined;
  nin?: Array<number> | null | undefined;
};

/** ACTIVE is shown as Licensed. */
export type LicenseStatus =
  | 'ACTIVE'
  | 'ARCHIVED'
  | 'UNINSTALLED'
  | 'UNINSTALLING'
  | 'UNLICENSED';

export type LogicalOperator =
  | 'AND'
  | 'OR';

export type NewTenantContentTypeInput = {
  /** ISO codes, where the regulation can be set for countries. */
  countries?: Array<string> | null | undefined;
  id: number;
};

/** The new tenant's first administrator (TENANT_ADMIN, two-step sign-in). */
export type NewTenantUserInput = {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
};

/** TEXT: read files of the extension as plain text whatever their content (Parse As Text). */
export type ParseType =
  | 'TEXT';

export type PoliciesDataRisksByRegulationRequestInput = {
  regulationId: number;
};

export type PolicyUpdateAction =
  | 'ADD'
  | 'DELETE'
  | 'UPDATE';

export type PolicyUpdateItemInput = {
  action: PolicyUpdateAction;
  /** Required for UPDATE and DELETE. */
  classifierId?: number | null | undefined;
  /** Required for ADD. */
  templateClassifierId?: number | null | undefined;
};

export type PopupTemplateStatus =
  | 'DRAFT'
  | 'PUBLISHED';

/** MAIN: the back office’s announcement; PAYMENT_WARNING: a payment alert; BLOCK_BECAUSE_OF_PAYMENT: the OffBoarding alert, which signs the user out. */
export type PopupType =
  | 'BLOCK_BECAUSE_OF_PAYMENT'
  | 'MAIN'
  | 'PAYMENT_WARNING';

export type ProcessRuleWithExtensionsFilterInput = {
  actionCount?: IntOperationFilterInput | null | undefined;
  and?: Array<ProcessRuleWithExtensionsFilterInput> | null | undefined;
  dataUploadPermission?: StringOperationFilterInput | null | undefined;
  decryptPattern?: StringOperationFilterInput | null | undefined;
  hasOpenedActions?: BooleanOperationFilterInput | null | undefined;
  humanName?: StringOperationFilterInput | null | undefined;
  id?: IntOperationFilterInput | null | undefined;
  isLlmApp?: BooleanOperationFilterInput | null | undefined;
  isWebApp?: BooleanOperationFilterInput | null | undefined;
  name?: StringOperationFilterInput | null | undefined;
  or?: Array<ProcessRuleWithExtensionsFilterInput> | null | undefined;
  processId?: IntOperationFilterInput | null | undefined;
  processName?: StringOperationFilterInput | null | undefined;
  processType?: StringOperationFilterInput | null | undefined;
};

export type ProcessRuleWithExtensionsSortInput = {
  actionCount?: SortEnumType | null | undefined;
  dataUploadPermission?: SortEnumType | null | undefined;
  decryptPattern?: SortEnumType | null | undefined;
  hasOpenedActions?: SortEnumType | null | undefined;
  humanName?: SortEnumType | null | undefined;
  id?: SortEnumType | null | undefined;
  isLlmApp?: SortEnumType | null | undefined;
  isWebApp?: SortEnumType | null | undefined;
  name?: SortEnumType | null | undefined;
  processId?: SortEnumType | null | undefined;
  processName?: SortEnumType | null | undefined;
  processType?: SortEnumType | null | undefined;
};

export type ProcessType =
  | 'LOCAL'
  | 'SYSTEM'
  | 'TRANSPORT';

export type RegulationFilterInput = {
  and?: Array<RegulationFilterInput> | null | undefined;
  canBeSetForCountries?: BooleanOperationFilterInput | null | undefined;
  description?: StringOperationFilterInput | null | undefined;
  id?: IntOperationFilterInput | null | undefined;
  name?: StringOperationFilterInput | null | undefined;
  or?: Array<RegulationFilterInput> | null | undefined;
  region?: StringOperationFilterInput | null | undefined;
  setByDefault?: BooleanOperationFilterInput | null | undefined;
  sortNumber?: IntOperationFilterInput | null | undefined;
};

export type RegulationSortInput = {
  canBeSetForCountries?: SortEnumType | null | undefined;
  description?: SortEnumType | null | undefined;
  id?: SortEnumType | null | undefined;
  name?: SortEnumType | null | undefined;
  region?: SortEnumType | null | undefined;
  setByDefault?: SortEnumType | null | undefined;
  sortNumber?: SortEnumType | null | undefined;
};

export type RegulationsDataRisksRequestInput = {
  /** Case-insensitive part of the regulation name (at most 150 characters). */
  filterName?: string | null | undefined;
  /** Only the regulations the customers of the tenant selected (the console shows these by default); otherwise also those their findings fall under. */
  selectedOnly?: boolean | null | undefined;
};

export type ReportFileFilterInput = {
  and?: Array<ReportFileFilterInput> | null | undefined;
  createdAt?: DateTimeOperationFilterInput | null | undefined;
  id?: IntOperationFilterInput | null | undefined;
  or?: Array<ReportFileFilterInput> | null | undefined;
  pendingState?: StringOperationFilterInput | null | undefined;
  reportName?: StringOperationFilterInput | null | undefined;
  reportType?: StringOperationFilterInput | null | undefined;
};

export type ReportFileSortInput = {
  createdAt?: SortEnumType | null | undefined;
  id?: SortEnumType | null | undefined;
  pendingState?: SortEnumType | null | undefined;
  reportName?: SortEnumType | null | undefined;
  reportType?: SortEnumType | null | undefined;
};

export type ReportPendingState =
  | 'FAILED'
  | 'PENDING'
  | 'READY';

export type ReportScheduleType =
  | 'MONTHLY'
  | 'NONE'
  | 'QUARTERLY';

export type ReportType =
  | 'DETAILED_RISK_REPORT'
  | 'EXECUTIVE_SUMMARY'
  | 'SENSITIVE_FILES_REPORT'
  | 'SENSITIVE_FILES_REPORT_CSV'
  | 'SENSITIVE_FILES_REPORT_CSV_FULL';

/** An S3-compatible bucket, a NAS folder, or a cloud account. */
export type RepositorySystemType =
  | 'CLOUD'
  | 'NAS'
  | 'S3';

/** ENCRYPT_LOCK, MOVE_FILE (shown as Archive File) or WIPE. */
export type RetentionAction =
  | 'ENCRYPT_LOCK'
  | 'MOVE_FILE'
  | 'WIPE';

export type RetentionDelayUnit =
  | 'DAY'
  | 'MONTH'
  | 'YEAR';

/** Defaults: ENCRYPT_LOCK, 5 YEAR, from MODIFY. */
export type RetentionPolicyInput = {
  action?: RetentionAction | null | undefined;
  delayUnit?: RetentionDelayUnit | null | undefined;
  delayValue?: number | null | undefined;
  fileDateTimeAttribute?: FileDateTimeAttribute | null | undefined;
};

/** What a matching file event does: open a case, or prevent the operation. */
export type RuleAction =
  | 'CREATE_CASE'
  | 'PREVENT';

/** createRule: absent fields take the defaults (off, 30 days, none). updateRule: absent fields keep their value. */
export type RuleEncryptionSettingsInput = {
  /** Process ids of the tenant. */
  decryptProcesses?: Array<number> | null | undefined;
  /** 0 to 9999 days. */
  delayDays?: number | null | undefined;
  isEnabled?: boolean | null | undefined;
};

/** The file event a rule reacts to (spec part 1 §3 "Rule"). */
export type RuleTrigger =
  | 'CHANGE_FILE_EXTENSION'
  | 'COPY_OR_MOVE_TO_REMOVABLE_DEVICE'
  | 'DELETE_FILE'
  | 'UPLOAD_FILE';

export type RuleTriggerInput = {
  actions?: Array<RuleAction> | null | undefined;
  /** Device group ids of the tenant. */
  deviceGroups?: Array<number> | null | undefined;
  /** Device ids of the tenant. */
  devices?: Array<number> | null | undefined;
  /** Default ALL. */
  devicesSelection?: Selection | null | undefined;
  /** Default CHANGE_FILE_EXTENSION. */
  trigger?: RuleTrigger | null | undefined;
  /** Process ids of the tenant. */
  uploadFileProcesses?: Array<number> | null | undefined;
  /** Default ALL. */
  uploadFileProcessesSelection?: Selection | null | undefined;
};

export type RulesMatch =
  | 'ALL_RULES'
  | 'ANY_RULE';

export type RunPolicyUpdatesRequestInput = {
  items: Array<PolicyUpdateItemInput>;
};

/** ALL: every one; SELECTED: only the listed; EXCEPTED: all but the listed. */
export type Selection =
  | 'ALL'
  | 'EXCEPTED'
  | 'SELECTED';

/** Whether the user gets the e-mails of the console (alerts, reports). */
export type SendEmailMode =
  | 'DISABLED'
  | 'ENABLED';

export type SetProcessDataUploadPermissionRequestInput = {
  permission: DataUploadPermission;
  processId: number;
};

export type SortEnumType =
  | 'ASC'
  | 'DESC';

export type StringOperationFilterInput = {
  contains?: string | null | undefined;
  endsWith?: string | null | undefined;
  eq?: string | null | undefined;
  in?: Array<string> | null | undefined;
  ncontains?: string | null | undefined;
  neq?: string | null | undefined;
  nin?: Array<string> | null | undefined;
  startsWith?: string | null | undefined;
};

export type SubscriptionType =
  | 'MONITORING'
  | 'MONITORING_AND_ENCRYPTION'
  | 'ONE_TIME_SCAN';

export type TemplateClassifierListRowFilterInput = {
  and?: Array<TemplateClassifierListRowFilterInput> | null | undefined;
  caption?: StringOperationFilterInput | null | undefined;
  filterType?: StringOperationFilterInput | null | undefined;
  filterVersion?: IntOperationFilterInput | null | undefined;
  id?: IntOperationFilterInput | null | undefined;
  isActive?: BooleanOperationFilterInput | null | undefined;
  isSensitive?: BooleanOperationFilterInput | null | undefined;
  name?: StringOperationFilterInput | null | undefined;
  or?: Array<TemplateClassifierListRowFilterInput> | null | undefined;
  parentTemplateId?: IntOperationFilterInput | null | undefined;
  testingGroupId?: IntOperationFilterInput | null | undefined;
  updatedAt?: DateTimeOperationFilterInput | null | undefined;
  valuePerRecord?: FloatOperationFilterInput | null | undefined;
};

export type TemplateClassifierListRowSortInput = {
  caption?: SortEnumType | null | undefined;
  filterType?: SortEnumType | null | undefined;
  filterVersion?: SortEnumType | null | undefined;
  id?: SortEnumType | null | undefined;
  isActive?: SortEnumType | null | undefined;
  isSensitive?: SortEnumType | null | undefined;
  name?: SortEnumType | null | undefined;
  parentTemplateId?: SortEnumType | null | undefined;
  testingGroupId?: SortEnumType | null | undefined;
  updatedAt?: SortEnumType | null | undefined;
  valuePerRecord?: SortEnumType | null | undefined;
};

export type TenantAuthProviderFilterInput = {
  and?: Array<TenantAuthProviderFilterInput> | null | undefined;
  clientId?: StringOperationFilterInput | null | undefined;
  createdAt?: DateTimeOperationFilterInput | null | undefined;
  id?: IntOperationFilterInput | null | undefined;
  or?: Array<TenantAuthProviderFilterInput> | null | undefined;
  provider?: StringOperationFilterInput | null | undefined;
  updatedAt?: DateTimeOperationFilterInput | null | undefined;
  url?: StringOperationFilterInput | null | undefined;
};

export type TenantAuthProviderSortInput = {
  clientId?: SortEnumType | null | undefined;
  createdAt?: SortEnumType | null | undefined;
  id?: SortEnumType | null | undefined;
  provider?: SortEnumType | null | undefined;
  updatedAt?: SortEnumType | null | undefined;
  url?: SortEnumType | null | undefined;
};

export type TenantCountryInput = {
  /** ISO 3166-1 alpha-2 code. */
  id: string;
};

export type TenantListItemFilterInput = {
  agentKey?: StringOperationFilterInput | null | undefined;
  allNestedActiveDevicesCount?: IntOperationFilterInput | null | undefined;
  allNestedActiveRepositoriesCount?: IntOperationFilterInput | null | undefined;
  and?: Array<TenantListItemFilterInput> | null | undefined;
  createdDate?: DateTimeOperationFilterInput | null | undefined;
  customersCount?: IntOperationFilterInput | null | undefined;
  devicesCount?: IntOperationFilterInput | null | undefined;
  encryptedEntriesCost?: FloatOperationFilterInput | null | undefined;
  encryptedSensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  filesCount?: FloatOperationFilterInput | null | undefined;
  filesSize?: FloatOperationFilterInput | null | undefined;
  id?: IntOperationFilterInput | null | undefined;
  isPartner?: BooleanOperationFilterInput | null | undefined;
  name?: StringOperationFilterInput | null | undefined;
  onboarding?: BooleanOperationFilterInput | null | undefined;
  onboardingUserEmail?: StringOperationFilterInput | null | undefined;
  onboardingUserId?: IntOperationFilterInput | null | undefined;
  or?: Array<TenantListItemFilterInput> | null | undefined;
  residualSensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  riskType?: StringOperationFilterInput | null | undefined;
  sensitiveRiskInUSD?: FloatOperationFilterInput | null | undefined;
  subscriptionStatus?: StringOperationFilterInput | null | undefined;
  superiorPartner?: StringOperationFilterInput | null | undefined;
  superiorPartnerId?: IntOperationFilterInput | null | undefined;
  tenantType?: StringOperationFilterInput | null | undefined;
  testingGroupId?: IntOperationFilterInput | null | undefined;
  usersCount?: IntOperationFilterInput | null | undefined;
  usersEmails?: StringOperationFilterInput | null | undefined;
  usersLastSignedDate?: DateTimeOperationFilterInput | null | undefined;
};

export type TenantListItemSortInput = {
  agentKey?: SortEnumType | null | undefined;
  allNestedActiveDevicesCount?: SortEnumType | null | undefined;
  allNestedActiveRepositoriesCount?: SortEnumType | null | undefined;
  createdDate?: SortEnumType | null | undefined;
  customersCount?: SortEnumType | null | undefined;
  devicesCount?: SortEnumType | null | undefined;
  encryptedEntriesCost?: SortEnumType | null | undefined;
  encryptedSensitiveRiskInUSD?: SortEnumType | null | undefined;
  filesCount?: SortEnumType | null | undefined;
  filesSize?: SortEnumType | null | undefined;
  id?: SortEnumType | null | undefined;
  isPartner?: SortEnumType | null | undefined;
  name?: SortEnumType | null | undefined;
  onboarding?: SortEnumType | null | undefined;
  onboardingUserEmail?: SortEnumType | null | undefined;
  onboardingUserId?: SortEnumType | null | undefined;
  residualSensitiveRiskInUSD?: SortEnumType | null | undefined;
  riskType?: SortEnumType | null | undefined;
  sensitiveRiskInUSD?: SortEnumType | null | undefined;
  subscriptionStatus?: SortEnumType | null | undefined;
  superiorPartner?: SortEnumType | null | undefined;
  superiorPartnerId?: SortEnumType | null | undefined;
  tenantType?: SortEnumType | null | undefined;
  usersCount?: SortEnumType | null | undefined;
  usersLastSignedDate?: SortEnumType | null | undefined;
};

export type TenantPopupItemFilterInput = {
  and?: Array<TenantPopupItemFilterInput> | null | undefined;
  blockStartDate?: DateTimeOperationFilterInput | null | undefined;
  id?: IntOperationFilterInput | null | undefined;
  name?: StringOperationFilterInput | null | undefined;
  or?: Array<TenantPopupItemFilterInput> | null | undefined;
  paymentWarningCanBePostponed?: BooleanOperationFilterInput | null | undefined;
  paymentWarningStartDate?: DateTimeOperationFilterInput | null | undefined;
  superiorPartner?: StringOperationFilterInput | null | undefined;
  tenantType?: StringOperationFilterInput | null | undefined;
};

export type TenantPopupItemSortInput = {
  blockStartDate?: SortEnumType | null | undefined;
  id?: SortEnumType | null | undefined;
  name?: SortEnumType | null | undefined;
  paymentWarningCanBePostponed?: SortEnumType | null | undefined;
  paymentWarningStartDate?: SortEnumType | null | undefined;
  superiorPartner?: SortEnumType | null | undefined;
  tenantType?: SortEnumType | null | undefined;
};

export type UpdateAlertSettingRequestInput = {
  emailForNotification?: string | null | undefined;
  id: number;
  name: string;
  parameters: unknown;
  warningTypeId: number;
};

export type UpdateClassifierListItemRequestInput = {
  id: number;
  isActive?: boolean | null | undefined;
  /** Template-based classifiers only. */
  isBlocked?: boolean | null | undefined;
  isSensitive?: boolean | null | undefined;
};

/** The settings to change; a field left out (or null) keeps its value. */
export type UpdateCloudDeviceRequestInput = {
  alertRule?: AlertRule | null | undefined;
  /** The advanced settings, a JSON object as text. */
  cloudDeviceSettings?: string | null | undefined;
  decrypt?: boolean | null | undefined;
  id: number;
  isEncryptionDisabled?: boolean | null | undefined;
  readOnly?: boolean | null | undefined;
  /** true: clear the cache and rescan. */
  resyncKey?: boolean | null | undefined;
  /** 0 to 1000 minutes. */
  scannerDelayMinute?: number | null | undefined;
  /** A security group of the repository's customer, whose settings its scanner then gets; null: its own settings. */
  settingsGroupId?: number | null | undefined;
};

export type UpdateCloudDevicesRequestInput = {
  /** At most 1000, all with the same scan. */
  items: Array<CloudDeviceScanItemInput>;
};

export type UpdateCustomerOnboardingDataRequestInput = {
  /** A partner or a customer. */
  id: number;
  onboarding: boolean;
  /** An Onboarding Manager; null: none. */
  onboardingUserId?: number | null | undefined;
};

export type UpdateCustomerRegulationsRequestInput = {
  contentTypes: Array<CustomerRegulationContentTypeInput>;
};

/** Fields left out (or null) stay as they are; an empty phone or address field clears it. */
export type UpdateCustomerRequestInput = {
  alertRule?: AlertRule | null | undefined;
  apartment?: string | null | undefined;
  browserExtensionEnabled?: boolean | null | undefined;
  /** true: also set browserExtensionEnabled on every existing device of the customer. */
  browserExtensionEnabledDevices?: boolean | null | undefined;
  businessSize?: BusinessSize | null | undefined;
  city?: string | null | undefined;
  country?: TenantCountryInput | null | undefined;
  discoveryEnabled?: boolean | null | undefined;
  /** true: also set discoveryEnabled on every existing device of the customer. */
  discoveryEnabledDevices?: boolean | null | undefined;
  encryptionEnabled?: boolean | null | undefined;
  /** true: also set encryptionEnabled on every existing device of the customer. */
  encryptionEnabledDevices?: boolean | null | undefined;
  /** 1 (FIPS requested) or 0. */
  fipsrequestStatus?: number | null | undefined;
  hideDeploymentSteps?: boolean | null | undefined;
  iconShellExtensionEnabled?: boolean | null | undefined;
  /** true: also set iconShellExtensionEnabled on every existing device of the customer. */
  iconShellExtensionEnabledDevices?: boolean | null | undefined;
  id: number;
  /** A security group of the customer's; null clears it. */
  laptopsSettingsGroupId?: number | null | undefined;
  menuShellExtensionEnabled?: boolean | null | undefined;
  /** true: also set menuShellExtensionEnabled on every existing device of the customer. */
  menuShellExtensionEnabledDevices?: boolean | null | undefined;
  name?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  scanCloudDevicesEnabled?: boolean | null | undefined;
  scanCloudDevicesEnabledDevices?: boolean | null | undefined;
  scanNewCloudDevices?: boolean | null | undefined;
  /** 0 to 1000 minutes. */
  scannerDelayMinute?: number | null | undefined;
  serverDiscoveryEnabled?: boolean | null | undefined;
  /** true: also set serverDiscoveryEnabled on every existing device of the customer. */
  serverDiscoveryEnabledDevices?: boolean | null | undefined;
  serverStatisticEnabled?: boolean | null | undefined;
  /** true: also set serverStatisticEnabled on every existing device of the customer. */
  serverStatisticEnabledDevices?: boolean | null | undefined;
  /** A security group of the customer's; null clears it. */
  serversSettingsGroupId?: number | null | undefined;
  state?: string | null | undefined;
  statisticEnabled?: boolean | null | undefined;
  /** true: also set statisticEnabled on every existing device of the customer. */
  statisticEnabledDevices?: boolean | null | undefined;
  streetAddress?: string | null | undefined;
  /** Only ONE_TIME_SCAN → MONITORING, except for SysAdmin. */
  subscriptionType?: SubscriptionType | null | undefined;
  /** Back office only. Dev = 1, QA = 2, Beta = 3; empty = Prod. */
  testingGroups?: Array<number> | null | undefined;
  twoStepVerification?: boolean | null | undefined;
  vigilAgentIconOn?: boolean | null | undefined;
  /** true: also set vigilAgentIconOn on every existing device of the customer. */
  vigilAgentIconOnDevices?: boolean | null | undefined;
  zipCode?: string | null | undefined;
};

/** The settings to change; a field left out (or null) keeps its value. */
export type UpdateDeviceRequestInput = {
  alertRule?: AlertRule | null | undefined;
  deviceType?: DeviceType | null | undefined;
  id: number;
  isDiscoveryEnabled?: boolean | null | undefined;
  isEncryptionDisabled?: boolean | null | undefined;
  isStatisticEnabled?: boolean | null | undefined;
  /** At most 255 characters; an empty one clears it. */
  nickName?: string | null | undefined;
  /** A security group of the device's customer, whose settings its agent then gets; null: the device's own settings. */
  settingsGroupId?: number | null | undefined;
};

/** A field left out (or null) keeps its value; deviceIds, when sent, become the group's devices (the others go back to their own settings). */
export type UpdateDeviceSettingsGroupRequestInput = {
  browserExtensionEnabled?: boolean | null | undefined;
  deviceIds?: Array<number> | null | undefined;
  discoveryEnabled?: boolean | null | undefined;
  encryptionDelayDaysMax?: number | null | undefined;
  encryptionDelayDaysMin?: number | null | undefined;
  encryptionEnabled?: boolean | null | undefined;
  iconShellExtensionEnabled?: boolean | null | undefined;
  id: number;
  menuShellExtensionEnabled?: boolean | null | undefined;
  name?: string | null | undefined;
  scannerDelayMinute?: number | null | undefined;
  statisticEnabled?: boolean | null | undefined;
  vigilAgentIconOn?: boolean | null | undefined;
};

/** One change: isTurnedOn (Include in Scanning), or parseType (TEXT turns Parse As Text on, null turns it off). */
export type UpdateExtensionRuleRequestInput = {
  extension: string;
  isTurnedOn?: boolean | null | undefined;
  parseType?: ParseType | null | undefined;
};

/** A field left out (or null) keeps its value; users and devices, when sent, replace the members (also to remove some). */
export type UpdateGroupRequestInput = {
  description?: string | null | undefined;
  devices?: Array<number> | null | undefined;
  id: number;
  name?: string | null | undefined;
  users?: Array<number> | null | undefined;
};

/** Fields left out stay as they are. */
export type UpdatePartnerRequestInput = {
  /** SysAdmin only. */
  canSignUpNewPartners?: boolean | null | undefined;
  country?: TenantCountryInput | null | undefined;
  /** SysAdmin only; null or empty clears it. */
  hubspotId?: string | null | undefined;
  id: number;
  /** Empty: the default message. */
  licenseCountExceededMessage?: string | null | undefined;
  /** A data URL of a PNG, JPEG, GIF or SVG image of at most 32 by 32 pixels; null: the default logo. */
  logo?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  twoStepVerification?: boolean | null | undefined;
};

/** One change: the application type, or its Auto Decryption (decryptPattern). */
export type UpdateProcessRuleRequestInput = {
  decryptPattern?: DecryptPattern | null | undefined;
  processId: number;
  processType?: ProcessType | null | undefined;
};

export type UpdateRegulationRequestInput = {
  /** ISO 3166 alpha-2 codes. */
  availableCountries?: Array<string> | null | undefined;
  canBeSetForCountries?: boolean | null | undefined;
  description: string;
  id: number;
  /** A PNG as base64 or a data URL, at most 256 KB. On update: absent keeps the image, null removes it. */
  image?: string | null | undefined;
  name: string;
  region: string;
  setByDefault?: boolean | null | undefined;
  sortNumber: number;
};

/** The classifier list’s switches; a field left out (or null) keeps its value. */
export type UpdateRuleListItemRequestInput = {
  /** 0 to 9999 days. */
  encryptionDelayDays?: number | null | undefined;
  encryptionIsEnabled?: boolean | null | undefined;
  id: number;
  isActive?: boolean | null | undefined;
};

/** A field left out (or null) keeps its value; a given list replaces the stored one. */
export type UpdateRuleRequestInput = {
  /** Optional; must be the rule’s own classifier. */
  classifierId?: number | null | undefined;
  encryptionSettings?: RuleEncryptionSettingsInput | null | undefined;
  id: number;
  isActive?: boolean | null | undefined;
  name?: string | null | undefined;
  overrideOtherEncryptionRules?: boolean | null | undefined;
  triggers?: Array<RuleTriggerInput> | null | undefined;
};

export type UpdateTemplateClassifierListItemRequestInput = {
  id: number;
  isActive?: boolean | null | undefined;
  isSensitive?: boolean | null | undefined;
};

export type UpdateTenantAuthProviderRequestInput = {
  authProvider: AuthProviderType;
  clientId: string;
  /** A new client secret; absent, null or empty keeps the stored one. */
  clientSecret?: string | null | undefined;
  id: number;
  url: string;
};

/** A field left out (or null) keeps its value; an empty phoneNumber removes the phone. */
export type UpdateUserRequestInput = {
  firstName?: string | null | undefined;
  id: number;
  isReadOnlyUser?: boolean | null | undefined;
  lastName?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  /** TENANT_ADMIN for admin permissions; roles held otherwise stay. */
  roles?: Array<string> | null | undefined;
  sendEmailMode?: SendEmailMode | null | undefined;
  useTOTP?: boolean | null | undefined;
};

export type UpdaterActivityFilterInput = {
  agentType?: StringOperationFilterInput | null | undefined;
  agentVersion?: StringOperationFilterInput | null | undefined;
  and?: Array<UpdaterActivityFilterInput> | null | undefined;
  collectLogs?: BooleanOperationFilterInput | null | undefined;
  collectLogsRequestTimestamp?: DateTimeOperationFilterInput | null | undefined;
  deviceId?: IntOperationFilterInput | null | undefined;
  deviceIdentifier?: StringOperationFilterInput | null | undefined;
  deviceLastActivity?: DateTimeOperationFilterInput | null | undefined;
  deviceName?: StringOperationFilterInput | null | undefined;
  fileName?: StringOperationFilterInput | null | undefined;
  or?: Array<UpdaterActivityFilterInput> | null | undefined;
  systemName?: StringOperationFilterInput | null | undefined;
  tenantName?: StringOperationFilterInput | null | undefined;
  timestamp?: DateTimeOperationFilterInput | null | undefined;
  updaterAgentVersion?: StringOperationFilterInput | null | undefined;
  updaterLastDateTime?: DateTimeOperationFilterInput | null | undefined;
  updaterVersion?: StringOperationFilterInput | null | undefined;
};

export type UpdaterActivitySortInput = {
  agentType?: SortEnumType | null | undefined;
  agentVersion?: SortEnumType | null | undefined;
  collectLogs?: SortEnumType | null | undefined;
  collectLogsRequestTimestamp?: SortEnumType | null | undefined;
  deviceId?: SortEnumType | null | undefined;
  deviceIdentifier?: SortEnumType | null | undefined;
  deviceLastActivity?: SortEnumType | null | undefined;
  deviceName?: SortEnumType | null | undefined;
  fileName?: SortEnumType | null | undefined;
  id?: SortEnumType | null | undefined;
  systemName?: SortEnumType | null | undefined;
  tenantName?: SortEnumType | null | undefined;
  timestamp?: SortEnumType | null | undefined;
  updaterAgentVersion?: SortEnumType | null | undefined;
  updaterLastDateTime?: SortEnumType | null | undefined;
  updaterVersion?: SortEnumType | null | undefined;
};

export type UserFilterInput = {
  and?: Array<UserFilterInput> | null | undefined;
  email?: StringOperationFilterInput | null | undefined;
  firstName?: StringOperationFilterInput | null | undefined;
  id?: IntOperationFilterInput | null | undefined;
  isAdmin?: BooleanOperationFilterInput | null | undefined;
  isPrimaryAdmin?: BooleanOperationFilterInput | null | undefined;
  isReadOnlyUser?: BooleanOperationFilterInput | null | undefined;
  lastName?: StringOperationFilterInput | null | undefined;
  lastSignedIn?: DateTimeOperationFilterInput | null | undefined;
  needToChangePassword?: BooleanOperationFilterInput | null | undefined;
  or?: Array<UserFilterInput> | null | undefined;
  phoneNumber?: StringOperationFilterInput | null | undefined;
  sendEmailMode?: StringOperationFilterInput | null | undefined;
  tenantId?: IntOperationFilterInput | null | undefined;
  totpConfirmed?: BooleanOperationFilterInput | null | undefined;
  useTOTP?: BooleanOperationFilterInput | null | undefined;
};

export type UserSortInput = {
  email?: SortEnumType | null | undefined;
  firstName?: SortEnumType | null | undefined;
  id?: SortEnumType | null | undefined;
  isAdmin?: SortEnumType | null | undefined;
  isPrimaryAdmin?: SortEnumType | null | undefined;
  isReadOnlyUser?: SortEnumType | null | undefined;
  lastName?: SortEnumType | null | undefined;
  lastSignedIn?: SortEnumType | null | undefined;
  needToChangePassword?: SortEnumType | null | undefined;
  phoneNumber?: SortEnumType | null | undefined;
  sendEmailMode?: SortEnumType | null | undefined;
  tenantId?: SortEnumType | null | undefined;
  totpConfirmed?: SortEnumType | null | undefined;
  useTOTP?: SortEnumType | null | undefined;
};

export type AgentLogRequestFieldsFragment = { id: number, deviceId: number, deviceName: string, tenantName: string, collectLogs: boolean, collectLogsRequestTimestamp: string | null, agentType: string, agentVersion: string, deviceLastActivity: string | null, updaterAgentVersion: string, updaterLastDateTime: string | null, updaterVersion: string, fileName: string | null, timestamp: string | null };

export type DevicesLogsListQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: DevicesLogFilterInput | null | undefined;
  order?: Array<DevicesLogSortInput> | DevicesLogSortInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type DevicesLogsListQuery = { devicesLogs: { totalCount: number, items: Array<{ id: number, deviceId: number, deviceName: string, tenantName: string, collectLogs: boolean, collectLogsRequestTimestamp: string | null, agentType: string, agentVersion: string, deviceLastActivity: string | null, updaterAgentVersion: string, updaterLastDateTime: string | null, updaterVersion: string, fileName: string | null, timestamp: string | null }>, pageInfo: { hasNextPage: boolean } } };

export type UpdaterActivitiesListQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: UpdaterActivityFilterInput | null | undefined;
  order?: Array<UpdaterActivitySortInput> | UpdaterActivitySortInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type UpdaterActivitiesListQuery = { updaterActivities: { totalCount: number, items: Array<{ id: number, deviceId: number, deviceName: string, tenantName: string, collectLogs: boolean, collectLogsRequestTimestamp: string | null, agentType: string, agentVersion: string, deviceLastActivity: string | null, updaterAgentVersion: string, updaterLastDateTime: string | null, updaterVersion: string, fileName: string | null, timestamp: string | null }>, pageInfo: { hasNextPage: boolean } } };

export type RequestDeviceLogMutationVariables = Exact<{
  deviceId: number;
  tenantId?: number | null | undefined;
}>;


export type RequestDeviceLogMutation = { requestDeviceLog: boolean };

export type AlertTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type AlertTypesQuery = { alertTypes: Array<{ id: number, name: string, description: string, thresholdKind: string }> };

export type AlertMailDeliveryQueryVariables = Exact<{ [key: string]: never; }>;


export type AlertMailDeliveryQuery = { alertMailDelivery: { via: string } };

export type AlertSettingsQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: AlertSettingFilterInput | null | undefined;
  order?: Array<AlertSettingSortInput> | AlertSettingSortInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type AlertSettingsQuery = { alertSettings: { totalCount: number, items: Array<{ id: number, name: string, warningTypeId: number, typeName: string, parameters: unknown, userEmail: string, emailForNotification: string, createdAt: string }>, pageInfo: { hasNextPage: boolean } } };

export type AlertSettingQueryVariables = Exact<{
  id: number;
  tenantId?: number | null | undefined;
}>;


export type AlertSettingQuery = { alertSetting: { id: number, name: string, warningTypeId: number, parameters: unknown, emailForNotification: string } };

export type CreateAlertSettingMutationVariables = Exact<{
  request: CreateAlertSettingRequestInput;
  tenantId?: number | null | undefined;
}>;


export type CreateAlertSettingMutation = { createAlertSetting: { id: number } };

export type UpdateAlertSettingMutationVariables = Exact<{
  request: UpdateAlertSettingRequestInput;
  tenantId?: number | null | undefined;
}>;


export type UpdateAlertSettingMutation = { updateAlertSetting: { id: number } };

export type DeleteAlertSettingsMutationVariables = Exact<{
  ids: Array<number> | number;
  tenantId?: number | null | undefined;
}>;


export type DeleteAlertSettingsMutation = { deleteAlertSettings: Array<number> };

export type AlertsQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: AlertFilterInput | null | undefined;
  order?: Array<AlertSortInput> | AlertSortInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type AlertsQuery = { alerts: { totalCount: number, items: Array<{ id: number, typeId: number, typeName: string, createdAt: string, day: string, data: string, alertSettingName: string }>, pageInfo: { hasNextPage: boolean } } };

export type ProcessRulesWithExtentionsQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: ProcessRuleWithExtensionsFilterInput | null | undefined;
  order?: Array<ProcessRuleWithExtensionsSortInput> | ProcessRuleWithExtensionsSortInput | null | undefined;
  request?: AllowlistRequestInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type ProcessRulesWithExtentionsQuery = { processRulesWithExtentions: { totalCount: number, items: Array<{ id: number, processName: string, humanName: string, processType: ProcessType | null, decryptPattern: DecryptPattern, dataUploadPermission: DataUploadPermission, isWebApp: boolean, isLlmApp: boolean, actionCount: number, extensions: Array<{ extension: string, isEnabled: boolean, isStandardFileExtension: boolean, parseType: ParseType | null, actionCount: number }> }>, pageInfo: { hasNextPage: boolean } } };

export type ExtensionsWithProcessRules2QueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: ExtensionRuleFilterInput | null | undefined;
  order?: Array<ExtensionRuleSortInput> | ExtensionRuleSortInput | null | undefined;
  request?: AllowlistRequestInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type ExtensionsWithProcessRules2Query = { extensionsWithProcessRules2: { totalCount: number, items: Array<{ extension: string, isEnabled: boolean, isStandardFileExtension: boolean, parseType: ParseType | null, actionCount: number, processes: Array<{ id: number, processName: string, humanName: string, processType: ProcessType | null, decryptPattern: DecryptPattern, dataUploadPermission: DataUploadPermission, isWebApp: boolean, isLlmApp: boolean, actionCount: number }> }>, pageInfo: { hasNextPage: boolean } } };

export type UpdateExtensionRuleMutationVariables = Exact<{
  request: UpdateExtensionRuleRequestInput;
  tenantId?: number | null | undefined;
}>;


export type UpdateExtensionRuleMutation = { updateExtensionRule: { extension: string, isEnabled: boolean, parseType: ParseType | null } };

export type UpdateProcessRuleMutationVariables = Exact<{
  request: UpdateProcessRuleRequestInput;
  tenantId?: number | null | undefined;
}>;


export type UpdateProcessRuleMutation = { updateProcessRule: { id: number, processType: ProcessType | null, decryptPattern: DecryptPattern } };

export type SetAllowlistUploadPermissionMutationVariables = Exact<{
  request: SetProcessDataUploadPermissionRequestInput;
  tenantId?: number | null | undefined;
}>;


export type SetAllowlistUploadPermissionMutation = { setProcessDataUploadPermission: { processId: number, dataUploadPermission: DataUploadPermission } };

export type AuditEntryFieldsFragment = { id: number, date: string, entityId: number, entityType: string, entityName: string | null, operation: string, stateBefore: unknown, stateAfter: unknown, additionalData: unknown, user: { id: number, email: string } | null };

export type EntitiesAuditQueryVariables = Exact<{
  request: EntitiesAuditRequestInput;
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: AuditEntryFilterInput | null | undefined;
  order?: Array<AuditEntrySortInput> | AuditEntrySortInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type EntitiesAuditQuery = { entitiesAudit: { totalCount: number, items: Array<{ id: number, date: string, entityId: number, entityType: string, entityName: string | null, operation: string, stateBefore: unknown, stateAfter: unknown, additionalData: unknown, user: { id: number, email: string } | null }>, pageInfo: { hasNextPage: boolean } } };

export type BackOfficeEntitiesAuditQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: BackOfficeAuditEntryFilterInput | null | undefined;
  order?: Array<BackOfficeAuditEntrySortInput> | BackOfficeAuditEntrySortInput | null | undefined;
}>;


export type BackOfficeEntitiesAuditQuery = { backOfficeEntitiesAudit: { totalCount: number, items: Array<{ id: number, date: string, entityId: number, entityType: string, entityName: string | null, operation: string, stateBefore: unknown, stateAfter: unknown, additionalData: unknown, user: { id: number, email: string } | null }>, pageInfo: { hasNextPage: boolean } } };

export type ChangeUserPasswordMutationVariables = Exact<{
  userId: number;
  newPassword: string;
  tenantId?: number | null | undefined;
  currentPassword?: string | null | undefined;
}>;


export type ChangeUserPasswordMutation = { changeUserPassword: boolean };

export type ClassifierDialogMatcherFragment = { id: number | null, ruleType: ContentFilterRuleType, text: string, minRepeat: number, sortOrder: number, entryCounter: boolean, nearbyWords: Array<string>, caseSensitive: boolean, contentFilterRuleScopeTypes: Array<ContentFilterRuleScopeType>, words: Array<string> | null, fileId: number | null, fileName: string | null, checkMethod: CheckMethod | null };

export type ClassifierDialogCompoundGroupFragment = { logicalOperator: LogicalOperator, entryCounter: boolean, items: Array<{ nodeType: CompoundNodeType, classifierId: number | null, listName: string | null }> };

export type ClassifierDialogClassifierQueryVariables = Exact<{
  id: number;
  tenantId?: number | null | undefined;
}>;


export type ClassifierDialogClassifierQuery = { classifier: { id: number, type: FilterType, name: string, caption: string, description: string, filterVersion: number, reasonForChange: string | null, isActive: boolean, isSensitive: boolean, isBlocked: boolean, templateId: number | null, fipsValidation: boolean, valuePerRecord: number, lists: Array<string>, rulesMatch: RulesMatch, countUniqueEntries: boolean, extensions: Array<string>, fileSourceType: FileSourceType | null, compoundRootLogicalOperator: LogicalOperator, regulations: Array<{ id: number, name: string }>, countries: Array<{ code: string, name: string }>, rules: Array<{ id: number | null, ruleType: ContentFilterRuleType, text: string, minRepeat: number, sortOrder: number, entryCounter: boolean, nearbyWords: Array<string>, caseSensitive: boolean, contentFilterRuleScopeTypes: Array<ContentFilterRuleScopeType>, words: Array<string> | null, fileId: number | null, fileName: string | null, checkMethod: CheckMethod | null }>, process: { id: number, humanName: string } | null, folder: { id: number | null, deviceId: number, deviceName: string, path: string } | null, compoundGroups: Array<{ logicalOperator: LogicalOperator, entryCounter: boolean, items: Array<{ nodeType: CompoundNodeType, classifierId: number | null, listName: string | null }> }>, retentionPolicies: Array<{ action: RetentionAction, delayUnit: RetentionDelayUnit, delayValue: number, fileDateTimeAttribute: FileDateTimeAttribute }> } };

export type ClassifierDialogTemplateClassifierQueryVariables = Exact<{
  id: number;
}>;


export type ClassifierDialogTemplateClassifierQuery = { templateClassifier: { id: number, type: FilterType, name: string, caption: string, description: string, filterVersion: number, reasonForChange: string | null, isActive: boolean, isSensitive: boolean, valuePerRecord: number, lists: Array<string>, rulesMatch: RulesMatch, countUniqueEntries: boolean, extensions: Array<string>, fileSourceType: FileSourceType | null, compoundRootLogicalOperator: LogicalOperator, regulations: Array<{ id: number, name: string }>, countries: Array<{ code: string, name: string }>, rules: Array<{ id: number | null, ruleType: ContentFilterRuleType, text: string, minRepeat: number, sortOrder: number, entryCounter: boolean, nearbyWords: Array<string>, caseSensitive: boolean, contentFilterRuleScopeTypes: Array<ContentFilterRuleScopeType>, words: Array<string> | null, fileId: number | null, fileName: string | null, checkMethod: CheckMethod | null }>, compoundGroups: Array<{ logicalOperator: LogicalOperator, entryCounter: boolean, items: Array<{ nodeType: CompoundNodeType, classifierId: number | null, listName: string | null }> }> } };

export type ClassifierDialogPickersQueryVariables = Exact<{
  tenantId?: number | null | undefined;
}>;


export type ClassifierDialogPickersQuery = { classifierRegulations: Array<{ id: number, name: string }>, classifierCountries: Array<{ code: string, name: string }> };

export type ClassifierDialogAllClassifiersQueryVariables = Exact<{
  tenantId?: number | null | undefined;
}>;


export type ClassifierDialogAllClassifiersQuery = { allClassifiers: Array<{ id: number, name: string }> };

export type ClassifierDialogTemplateClassifiersQueryVariables = Exact<{ [key: string]: never; }>;


export type ClassifierDialogTemplateClassifiersQuery = { templateClassifiers: { items: Array<{ id: number, name: string }> } };

export type ClassifierDialogCreateMutationVariables = Exact<{
  input: ClassifierInput;
  tenantId?: number | null | undefined;
}>;


export type ClassifierDialogCreateMutation = { createClassifier: { id: number } };

export type ClassifierDialogUpdateMutationVariables = Exact<{
  id: number;
  input: ClassifierInput;
  tenantId?: number | null | undefined;
}>;


export type ClassifierDialogUpdateMutation = { updateClassifier: { id: number } };

export type ClassifierDialogCreateTemplateMutationVariables = Exact<{
  input: ClassifierInput;
}>;


export type ClassifierDialogCreateTemplateMutation = { createTemplateClassifier: { id: number } };

export type ClassifierDialogUpdateTemplateMutationVariables = Exact<{
  id: number;
  input: ClassifierInput;
}>;


export type ClassifierDialogUpdateTemplateMutation = { updateTemplateClassifier: { id: number } };

export type ClassifierDialogDevicesQueryVariables = Exact<{
  tenantId?: number | null | undefined;
}>;


export type ClassifierDialogDevicesQuery = { devices: { items: Array<{ id: number, name: string, nickName: string | null, systemUserName: string }> } };

export type ClassifierDialogGroupsQueryVariables = Exact<{
  tenantId?: number | null | undefined;
}>;


export type ClassifierDialogGroupsQuery = { groups: { items: Array<{ id: number, name: string }> } };

export type ClassifierDialogRootFoldersQueryVariables = Exact<{
  deviceId: number;
  tenantId?: number | null | undefined;
}>;


export type ClassifierDialogRootFoldersQuery = { deviceRootFolders: Array<{ id: number, name: string, path: string, sensitiveRiskUsd: number, filesCount: number, hasChildren: boolean }> };

export type ClassifierDialogChildFoldersQueryVariables = Exact<{
  rootFolderId: number;
  tenantId?: number | null | undefined;
}>;


export type ClassifierDialogChildFoldersQuery = { childFolders2: { children: Array<{ id: number, name: string, path: string, sensitiveRiskUsd: number, filesCount: number, hasChildren: boolean }> } };

export type ClassifierDialogProcessesQueryVariables = Exact<{
  tenantId?: number | null | undefined;
}>;


export type ClassifierDialogProcessesQuery = { allProcessRules: Array<{ id: number, humanName: string, processName: string }> };

export type ClassifierDialogRuleQueryVariables = Exact<{
  classifierId: number;
  tenantId?: number | null | undefined;
}>;


export type ClassifierDialogRuleQuery = { ruleByClassifierId: { id: number, name: string, isActive: boolean, overrideOtherEncryptionRules: boolean, encryptionSettings: { isEnabled: boolean, delayDays: number }, triggers: Array<{ trigger: RuleTrigger, actions: Array<RuleAction>, devicesSelection: Selection, uploadFileProcessesSelection: Selection, devices: Array<{ id: number, name: string }>, deviceGroups: Array<{ id: number, name: string }>, uploadFileProcesses: Array<{ processId: number }> }> } | null };

export type ClassifierDialogCreateRuleMutationVariables = Exact<{
  request: CreateRuleRequestInput;
  tenantId?: number | null | undefined;
}>;


export type ClassifierDialogCreateRuleMutation = { createRule: { id: number } };

export type ClassifierDialogUpdateRuleMutationVariables = Exact<{
  request: UpdateRuleRequestInput;
  tenantId?: number | null | undefined;
}>;


export type ClassifierDialogUpdateRuleMutation = { updateRule: { id: number } };

export type ClassifiersListQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: ClassifierListRowFilterInput | null | undefined;
  order?: Array<ClassifierListRowSortInput> | ClassifierListRowSortInput | null | undefined;
  showAll?: boolean | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type ClassifiersListQuery = { classifiersList: { totalCount: number, items: Array<{ id: number, name: string, caption: string, valuePerRecord: number, filterType: FilterType, isActive: boolean, isSensitive: boolean, encryptionIsEnabled: boolean, encryptionDelayDays: number | null, isBlocked: boolean, templateId: number | null, testingGroupId: number | null, entriesCount: number, costUsd: number, rules: Array<{ id: number, name: string, isActive: boolean, encryptionIsEnabled: boolean, overrideOtherEncryptionRules: boolean, encryptionDelayDays: number }> }>, pageInfo: { hasNextPage: boolean } } };

export type UpdateClassifierListItemMutationVariables = Exact<{
  request: UpdateClassifierListItemRequestInput;
  tenantId?: number | null | undefined;
}>;


export type UpdateClassifierListItemMutation = { updateClassifierListItem: { id: number, isActive: boolean, isSensitive: boolean, isBlocked: boolean } };

export type DeleteClassifiersMutationVariables = Exact<{
  request: DeleteClassifiersRequestInput;
  tenantId?: number | null | undefined;
}>;


export type DeleteClassifiersMutation = { deleteClassifiers: Array<number> };

export type CreateClassifierFromExistingMutationVariables = Exact<{
  classifierId?: number | null | undefined;
  templateId?: number | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type CreateClassifierFromExistingMutation = { createClassifierFromExisting: number };

export type SetClassifierTestingGroupMutationVariables = Exact<{
  classifierId: number;
  testingGroupId?: number | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type SetClassifierTestingGroupMutation = { setClassifierTestingGroup: { id: number, testingGroupId: number | null } };

export type CreateRuleFromListMutationVariables = Exact<{
  request: CreateRuleRequestInput;
  tenantId?: number | null | undefined;
}>;


export type CreateRuleFromListMutation = { createRule: { id: number, name: string } };

export type UpdateRuleListItemMutationVariables = Exact<{
  request: UpdateRuleListItemRequestInput;
  tenantId?: number | null | undefined;
}>;


export type UpdateRuleListItemMutation = { updateRuleListItem: { id: number, isActive: boolean, encryptionSettings: { isEnabled: boolean, delayDays: number } } };

export type TemplateClassifiersQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: TemplateClassifierListRowFilterInput | null | undefined;
  order?: Array<TemplateClassifierListRowSortInput> | TemplateClassifierListRowSortInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type TemplateClassifiersQuery = { templateClassifiers: { totalCount: number, items: Array<{ id: number, name: string, caption: string, description: string, filterType: FilterType, isActive: boolean, isSensitive: boolean, valuePerRecord: number, filterVersion: number, testingGroupId: number | null, parentTemplateId: number | null, updatedAt: string }>, pageInfo: { hasNextPage: boolean } } };

export type UpdateTemplateClassifierListItemMutationVariables = Exact<{
  request: UpdateTemplateClassifierListItemRequestInput;
}>;


export type UpdateTemplateClassifierListItemMutation = { updateTemplateClassifierListItem: { id: number, isActive: boolean, isSensitive: boolean } };

export type DeleteTemplateClassifiersMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DeleteTemplateClassifiersMutation = { deleteTemplateClassifiers: Array<number> };

export type CreateTemplateFromExistingMutationVariables = Exact<{
  templateId: number;
}>;


export type CreateTemplateFromExistingMutation = { createTemplateFromExisting: number };

export type UpdateByCopyMutationVariables = Exact<{
  templateId: number;
  deleteCopy?: boolean | null | undefined;
}>;


export type UpdateByCopyMutation = { updateByCopy: { id: number } };

export type DiscoveredFilesQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: DiscoveredFileFilterInput | null | undefined;
  order?: Array<DiscoveredFileSortInput> | DiscoveredFileSortInput | null | undefined;
  classifierId?: number | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type DiscoveredFilesQuery = { files2: { totalCount: number, items: Array<{ id: number, fileName: string, folderFullName: string, authors: string, lastModified: string, falsePositive: boolean, isDeleted: boolean, isEncrypted: boolean, riskUsd: number, entriesCount: number, parseResult: string, brokenDescription: string | null, device: { id: number, name: string, nickName: string | null }, classifiers: Array<{ id: number, name: string, entriesCount: number, costUsd: number }> }>, pageInfo: { hasNextPage: boolean } } };

export type UpdateFileMutationVariables = Exact<{
  id: number;
  falsePositive: boolean;
  tenantId?: number | null | undefined;
}>;


export type UpdateFileMutation = { updateFile: { id: number, falsePositive: boolean } };

export type FileActionsListQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: FileActionFilterInput | null | undefined;
  order?: Array<FileActionSortInput> | FileActionSortInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type FileActionsListQuery = { fileActions: { totalCount: number, items: Array<{ id: number, fileName: string, directoryName: string, userName: string, transactionTime: string, sensitiveType: string, applicationName: string, processType: string | null, operation: string, isPrevented: boolean, driveType: string, device: { id: number, name: string, nickName: string | null }, monitorEntries: Array<{ classifierId: number, name: string, entriesCount: number }> }>, pageInfo: { hasNextPage: boolean } } };

export type ExplorerRootFoldersQueryVariables = Exact<{
  deviceId: number;
  tenantId?: number | null | undefined;
}>;


export type ExplorerRootFoldersQuery = { deviceRootFolders: Array<{ id: number, name: string, path: string, sensitiveRiskUsd: number, entriesCount: number, filesCount: number, sensitiveFilesCount: number, hasChildren: boolean }> };

export type ExplorerChildFoldersQueryVariables = Exact<{
  folderId: number;
  calculateRisk?: boolean | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type ExplorerChildFoldersQuery = { childFolders2: { path: Array<{ id: number, name: string, path: string }>, children: Array<{ id: number, name: string, path: string, sensitiveRiskUsd: number, entriesCount: number, filesCount: number, sensitiveFilesCount: number, hasChildren: boolean }> } };

export type ExplorerDevicesQueryVariables = Exact<{
  tenantId?: number | null | undefined;
}>;


export type ExplorerDevicesQuery = { installedDevices: { items: Array<{ id: number, name: string, nickName: string | null, existingFileCount: number }> } };

export type FolderFilesQueryVariables = Exact<{
  folderId: number;
  tenantId?: number | null | undefined;
}>;


export type FolderFilesQuery = { files2: { totalCount: number, items: Array<{ id: number, fileName: string, extension: string, size: number, authors: string, lastModified: string, isSensitive: boolean, falsePositive: boolean, entriesCount: number, riskUsd: number }> } };

export type ExplorerFilterClassifiersQueryVariables = Exact<{
  tenantId?: number | null | undefined;
}>;


export type ExplorerFilterClassifiersQuery = { allClassifiers: Array<{ id: number, name: string }> };

export type ExplorerFilterDevicesQueryVariables = Exact<{
  tenantId?: number | null | undefined;
  where?: DevicePickerItemFilterInput | null | undefined;
  take?: number | null | undefined;
}>;


export type ExplorerFilterDevicesQuery = { devices: { items: Array<{ id: number, name: string, nickName: string | null, systemUserName: string }> } };

export type ClassifierReviewsQueryVariables = Exact<{
  tenantId?: number | null | undefined;
}>;


export type ClassifierReviewsQuery = { classifierReviews: Array<{ classifierId: number, reviewedFiles: number, falsePositiveFiles: number, precision: number | null }> };

export type InstallationCustomerQueryVariables = Exact<{
  id: number;
  tenantId?: number | null | undefined;
}>;


export type InstallationCustomerQuery = { customer2: { id: number, name: string, agentKey: string | null, agentUninstallKey: string | null, partner: { id: number, name: string } | null } };

export type InstalledDevicesListQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: InstalledDeviceFilterInput | null | undefined;
  order?: Array<InstalledDeviceSortInput> | InstalledDeviceSortInput | null | undefined;
  tenantId?: number | null | undefined;
  showOnlyWithDuplicateNames?: boolean | null | undefined;
}>;


export type InstalledDevicesListQuery = { installedDevices: { totalCount: number, items: Array<{ id: number, name: string, nickName: string | null, systemUserName: string, systemName: string, agentVersion: string, licenseStatus: LicenseStatus, onlineStatus: string, lastActivity: string | null, existingFileCount: number, isArchived: boolean, customerId: number, customerName: string, partnerName: string | null }>, pageInfo: { hasNextPage: boolean } } };

export type SetDevicesActiveMarkMutationVariables = Exact<{
  ids: Array<number> | number;
  isActive: boolean;
  tenantId?: number | null | undefined;
}>;


export type SetDevicesActiveMarkMutation = { setDevicesActiveMark: boolean };

export type SetDevicesArchivingMarkMutationVariables = Exact<{
  ids: Array<number> | number;
  isArchived: boolean;
  activate?: boolean | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type SetDevicesArchivingMarkMutation = { setDevicesArchivingMark: { result: boolean, error: string | null } };

export type SetDevicesDeletionMarkMutationVariables = Exact<{
  ids: Array<number> | number;
  isDeleted: boolean;
  tenantId?: number | null | undefined;
}>;


export type SetDevicesDeletionMarkMutation = { setDevicesDeletionMark: boolean };

export type RescanDevicesMutationVariables = Exact<{
  ids: Array<number> | number;
  tenantId?: number | null | undefined;
}>;


export type RescanDevicesMutation = { rescan: boolean };

export type UninstallDevicesMutationVariables = Exact<{
  ids: Array<number> | number;
  withDeletion?: boolean | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type UninstallDevicesMutation = { uninstallDevices: boolean };

export type DeviceDetailsQueryVariables = Exact<{
  id: number;
  tenantId?: number | null | undefined;
}>;


export type DeviceDetailsQuery = { device: { id: number, name: string, nickName: string | null, alertRule: AlertRule, deviceType: DeviceType, isDiscoveryEnabled: boolean, isStatisticEnabled: boolean, isEncryptionDisabled: boolean, customerId: number, customerName: string, systemName: string, systemUserName: string, agentVersion: string, licenseStatus: LicenseStatus, settingsGroup: { id: number, name: string } | null } };

export type UpdateDeviceDetailsMutationVariables = Exact<{
  request: UpdateDeviceRequestInput;
  tenantId?: number | null | undefined;
}>;


export type UpdateDeviceDetailsMutation = { updateDevice: { id: number, nickName: string | null, alertRule: AlertRule, deviceType: DeviceType, isDiscoveryEnabled: boolean, isStatisticEnabled: boolean, isEncryptionDisabled: boolean, settingsGroup: { id: number, name: string } | null } };

export type ClassifiersToEncryptQueryVariables = Exact<{
  take?: number | null | undefined;
  order?: Array<ClassifierToEncryptSortInput> | ClassifierToEncryptSortInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type ClassifiersToEncryptQuery = { classifiersToEncrypt: { totalCount: number, items: Array<{ id: number, name: string, costUsd: number, entriesCount: number }> } };

export type WizardRuleByClassifierIdQueryVariables = Exact<{
  classifierId: number;
  tenantId?: number | null | undefined;
}>;


export type WizardRuleByClassifierIdQuery = { ruleByClassifierId: { id: number, name: string, encryptionSettings: { isEnabled: boolean, delayDays: number, decryptProcesses: Array<{ processId: number, humanName: string }> } } | null };

export type ProcessesToSetUpEncryptionQueryVariables = Exact<{
  classifierId: number;
  tenantId?: number | null | undefined;
}>;


export type ProcessesToSetUpEncryptionQuery = { processesToSetUpEncryption: Array<{ id: number, humanName: string, riskValueUSD: number, mightBeShareDataOutside: boolean }> };

export type ClassifierEncryptionForecastQueryVariables = Exact<{
  classifierId: number;
  daysSchedule: number;
  tenantId?: number | null | undefined;
}>;


export type ClassifierEncryptionForecastQuery = { classifierEncryptionForecastDetails: { currentRisk: number, futurePrediction: Array<{ date: string, reductionRisk: number }> }, classifierEncryptionForecastTotals: { currentRisk: number, reductionRisk: number, residualRisk: number } };

export type WizardCreateRuleMutationVariables = Exact<{
  request: CreateRuleRequestInput;
  tenantId?: number | null | undefined;
}>;


export type WizardCreateRuleMutation = { createRule: { id: number, name: string, triggers: Array<{ trigger: RuleTrigger }>, encryptionSettings: { isEnabled: boolean, delayDays: number } } };

export type WizardUpdateRuleMutationVariables = Exact<{
  request: UpdateRuleRequestInput;
  tenantId?: number | null | undefined;
}>;


export type WizardUpdateRuleMutation = { updateRule: { id: number, name: string, encryptionSettings: { isEnabled: boolean, delayDays: number } } };

export type FipsListItemFieldsFragment = { deviceId: number, active: boolean, name: string, tenantName: string, validation: string, fipsComplianceMode: string, fipsRequestStatus: FipsRequestStatus, bitlockerStatus: string, cngVersion: string, bCryptVersion: string, bCryptPrimitivesVersion: string, osVersion: string, methodUsed: string, fipsFilesCount: number };

export type FipsStatusListQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: FipsListItemFilterInput | null | undefined;
  order?: Array<FipsListItemSortInput> | FipsListItemSortInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type FipsStatusListQuery = { fipsStatus: { totalCount: number, items: Array<{ deviceId: number, active: boolean, name: string, tenantName: string, validation: string, fipsComplianceMode: string, fipsRequestStatus: FipsRequestStatus, bitlockerStatus: string, cngVersion: string, bCryptVersion: string, bCryptPrimitivesVersion: string, osVersion: string, methodUsed: string, fipsFilesCount: number }>, pageInfo: { hasNextPage: boolean } } };

export type UpdateFipsListItemMutationVariables = Exact<{
  deviceId: number;
  fipsRequestStatus: FipsRequestStatus;
  tenantId?: number | null | undefined;
}>;


export type UpdateFipsListItemMutation = { updateFipsListItem: { deviceId: number, active: boolean, name: string, tenantName: string, validation: string, fipsComplianceMode: string, fipsRequestStatus: FipsRequestStatus, bitlockerStatus: string, cngVersion: string, bCryptVersion: string, bCryptPrimitivesVersion: string, osVersion: string, methodUsed: string, fipsFilesCount: number } };

export type UsersListQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: UserFilterInput | null | undefined;
  order?: Array<UserSortInput> | UserSortInput | null | undefined;
  search?: string | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type UsersListQuery = { users: { totalCount: number, items: Array<{ id: number, email: string, firstName: string, lastName: string, roles: Array<string>, isAdmin: boolean, isReadOnlyUser: boolean, isPrimaryAdmin: boolean, needToChangePassword: boolean, useTOTP: boolean, lastSignedIn: string | null, groups: Array<{ id: number, name: string }> }>, pageInfo: { hasNextPage: boolean } } };

export type UserDetailsQueryVariables = Exact<{
  id: number;
  tenantId?: number | null | undefined;
}>;


export type UserDetailsQuery = { user: { id: number, email: string, firstName: string, lastName: string, phoneNumber: string | null, roles: Array<string>, isAdmin: boolean, isReadOnlyUser: boolean, isPrimaryAdmin: boolean, useTOTP: boolean, sendEmailMode: SendEmailMode, tenantTwoStepVerification: boolean, groups: Array<{ id: number, name: string }> } };

export type PrimaryAdminQueryVariables = Exact<{
  tenantId?: number | null | undefined;
}>;


export type PrimaryAdminQuery = { primaryAdmin: { id: number, firstName: string, lastName: string, email: string } | null };

export type AdminUsersQueryVariables = Exact<{
  tenantId?: number | null | undefined;
}>;


export type AdminUsersQuery = { users: { items: Array<{ id: number, email: string, firstName: string, lastName: string }> } };

export type CreateUserMutationVariables = Exact<{
  request: CreateUserRequestInput;
  tenantId?: number | null | undefined;
}>;


export type CreateUserMutation = { createUser: { temporaryPassword: string, user: { id: number, email: string, firstName: string, lastName: string, isAdmin: boolean, isReadOnlyUser: boolean } } };

export type UpdateUserMutationVariables = Exact<{
  request: UpdateUserRequestInput;
  tenantId?: number | null | undefined;
}>;


export type UpdateUserMutation = { updateUser: { id: number } };

export type DeleteUsersMutationVariables = Exact<{
  ids: Array<number> | number;
  tenantId?: number | null | undefined;
}>;


export type DeleteUsersMutation = { deleteUsers: Array<number> };

export type SetPrimaryAdminMutationVariables = Exact<{
  id: number;
  tenantId?: number | null | undefined;
}>;


export type SetPrimaryAdminMutation = { setPrimaryAdmin: { id: number } };

export type SetUserPasswordMutationVariables = Exact<{
  userId: number;
  newPassword: string;
  tenantId?: number | null | undefined;
}>;


export type SetUserPasswordMutation = { changeUserPassword: boolean };

export type ManageUserGroupsMutationVariables = Exact<{
  userId: number;
  groupIds: Array<number> | number;
  tenantId?: number | null | undefined;
}>;


export type ManageUserGroupsMutation = { manageUserGroups: { id: number } };

export type GroupsListQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: GroupFilterInput | null | undefined;
  order?: Array<GroupSortInput> | GroupSortInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type GroupsListQuery = { groups: { totalCount: number, items: Array<{ id: number, name: string, description: string, users: Array<{ id: number }>, devices: Array<{ id: number }> }>, pageInfo: { hasNextPage: boolean } } };

export type GroupOptionsQueryVariables = Exact<{
  tenantId?: number | null | undefined;
}>;


export type GroupOptionsQuery = { groups: { items: Array<{ id: number, name: string }> } };

export type GroupDetailsQueryVariables = Exact<{
  id: number;
  tenantId?: number | null | undefined;
}>;


export type GroupDetailsQuery = { group: { id: number, name: string, description: string, users: Array<{ id: number, email: string }>, devices: Array<{ id: number, name: string }> } };

export type CreateGroupMutationVariables = Exact<{
  request: CreateGroupRequestInput;
  tenantId?: number | null | undefined;
}>;


export type CreateGroupMutation = { createGroup: { id: number } };

export type UpdateGroupMutationVariables = Exact<{
  request: UpdateGroupRequestInput;
  tenantId?: number | null | undefined;
}>;


export type UpdateGroupMutation = { updateGroup: { id: number } };

export type DeleteGroupsMutationVariables = Exact<{
  ids: Array<number> | number;
  tenantId?: number | null | undefined;
}>;


export type DeleteGroupsMutation = { deleteGroups: Array<number> };

export type DeviceGroupsQueryVariables = Exact<{
  id: number;
  tenantId?: number | null | undefined;
}>;


export type DeviceGroupsQuery = { device: { id: number, name: string, groups: Array<{ id: number, name: string }> } };

export type ManageDeviceGroupsMutationVariables = Exact<{
  deviceId: number;
  groupIds: Array<number> | number;
  tenantId?: number | null | undefined;
}>;


export type ManageDeviceGroupsMutation = { manageDeviceGroups: Array<{ id: number }> };

export type UserOptionsQueryVariables = Exact<{
  search?: string | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type UserOptionsQuery = { users: { items: Array<{ id: number, email: string, firstName: string, lastName: string }> } };

export type DeviceOptionsQueryVariables = Exact<{
  where?: DevicePickerItemFilterInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type DeviceOptionsQuery = { devices: { items: Array<{ id: number, name: string, nickName: string | null, systemUserName: string }> } };

export type PolicyUpdatesQueryVariables = Exact<{
  tenantId?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type PolicyUpdatesQuery = { policyUpdates: { totalCount: number, items: Array<{ id: number, name: string, classifiers: Array<{ id: number | null, name: string, containsRules: boolean, templateId: number, templateName: string, status: ClassifierPolicyUpdateStatus }> }> } };

export type PolicyUpdatesForPartnerQueryVariables = Exact<{
  tenantId?: number | null | undefined;
}>;


export type PolicyUpdatesForPartnerQuery = { policyUpdatesForPartner: Array<{ id: number, name: string, parentId: number | null, hasUpdates: boolean, isPartner: boolean }> };

export type RunPolicyUpdatesMutationVariables = Exact<{
  request: RunPolicyUpdatesRequestInput;
  tenantId?: number | null | undefined;
}>;


export type RunPolicyUpdatesMutation = { runPolicyUpdates: { added: number, updated: number, deleted: number } };

export type RunPolicyUpdatesForCustomerMutationVariables = Exact<{
  tenantId: number;
  regulationId?: number | null | undefined;
}>;


export type RunPolicyUpdatesForCustomerMutation = { runPolicyUpdatesForCustomer: { added: number, updated: number, deleted: number } };

export type RunPolicyUpdatesForPartnerMutationVariables = Exact<{
  tenantId: number;
  regulationId?: number | null | undefined;
}>;


export type RunPolicyUpdatesForPartnerMutation = { runPolicyUpdatesForPartner: { added: number, updated: number, deleted: number, customers: number } };

export type PopupTemplateQueryVariables = Exact<{
  templateType: PopupType;
}>;


export type PopupTemplateQuery = { popupTemplate: { popupType: PopupType, title: string, description: string, status: PopupTemplateStatus } };

export type UpdatePopupTemplateMutationVariables = Exact<{
  popupType: PopupType;
  title: string;
  description: string;
  status: PopupTemplateStatus;
  resetDontShowAgain?: boolean | null | undefined;
}>;


export type UpdatePopupTemplateMutation = { updatePopupTemplate: { popupType: PopupType, title: string, description: string, status: PopupTemplateStatus } };

export type TenantPopupsListQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: TenantPopupItemFilterInput | null | undefined;
  order?: Array<TenantPopupItemSortInput> | TenantPopupItemSortInput | null | undefined;
}>;


export type TenantPopupsListQuery = { popups: { totalCount: number, items: Array<{ id: number, name: string, tenantType: string, superiorPartner: string, paymentWarningStartDate: string | null, blockStartDate: string | null }>, pageInfo: { hasNextPage: boolean } } };

export type LaunchTenantPopupMutationVariables = Exact<{
  tenantId: number;
  popupType: PopupType;
  startDate: string;
}>;


export type LaunchTenantPopupMutation = { launchTenantPopup: boolean };

export type StopTenantPopupMutationVariables = Exact<{
  tenantId: number;
  popupType: PopupType;
}>;


export type StopTenantPopupMutation = { stopTenantPopup: boolean };

export type UserPopupQueryVariables = Exact<{ [key: string]: never; }>;


export type UserPopupQuery = { userPopup: { popupType: PopupType, title: string, description: string, startDate: string | null, canBePostponed: boolean } | null };

export type RemindPopupLaterMutationVariables = Exact<{
  popupType: PopupType;
}>;


export type RemindPopupLaterMutation = { remindPopupLater: boolean };

export type DontShowPopupAgainMutationVariables = Exact<{
  popupType: PopupType;
}>;


export type DontShowPopupAgainMutation = { dontShowPopupAgain: boolean };

export type ConfirmPopupMutationVariables = Exact<{
  popupType: PopupType;
}>;


export type ConfirmPopupMutation = { confirmPopup: boolean };

export type RegulationsListQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: RegulationFilterInput | null | undefined;
  order?: Array<RegulationSortInput> | RegulationSortInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type RegulationsListQuery = { regulations: { totalCount: number, items: Array<{ id: number, name: string, sortNumber: number, description: string, region: string, image: string | null, setByDefault: boolean, canBeSetForCountries: boolean, availableCountries: Array<{ id: string, name: string }> }>, pageInfo: { hasNextPage: boolean } } };

export type CustomerRegulationSelectionQueryVariables = Exact<{
  tenantId?: number | null | undefined;
}>;


export type CustomerRegulationSelectionQuery = { customerRegulations: Array<{ id: number, name: string, canBeSetForCountries: boolean, countries: Array<{ id: string, name: string }> }> };

export type UpdateCustomerRegulationsMutationVariables = Exact<{
  request: UpdateCustomerRegulationsRequestInput;
  tenantId?: number | null | undefined;
}>;


export type UpdateCustomerRegulationsMutation = { updateCustomerRegulations: Array<{ id: number, name: string, canBeSetForCountries: boolean, countries: Array<{ id: string, name: string }> }> };

export type CreateRegulationMutationVariables = Exact<{
  request: CreateRegulationRequestInput;
}>;


export type CreateRegulationMutation = { createRegulation: { id: number } };

export type UpdateRegulationMutationVariables = Exact<{
  request: UpdateRegulationRequestInput;
}>;


export type UpdateRegulationMutation = { updateRegulation: { id: number } };

export type DeleteRegulationsMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DeleteRegulationsMutation = { deleteRegulations: Array<number> };

export type RegulationCountryOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RegulationCountryOptionsQuery = { classifierCountries: Array<{ code: string, name: string }> };

export type ReportFilesListQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: ReportFileFilterInput | null | undefined;
  order?: Array<ReportFileSortInput> | ReportFileSortInput | null | undefined;
  search?: string | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type ReportFilesListQuery = { reportFiles: { totalCount: number, items: Array<{ id: number, reportName: string, reportType: ReportType, reportFileName: string, pendingState: ReportPendingState, createDate: string, scheduled: boolean }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean } } };

export type ScheduledReportTypeQueryVariables = Exact<{
  tenantId?: number | null | undefined;
}>;


export type ScheduledReportTypeQuery = { scheduledReportType: ReportScheduleType };

export type CreateReportFileMutationVariables = Exact<{
  type: ReportType;
  tenantId?: number | null | undefined;
}>;


export type CreateReportFileMutation = { createReportFile: { id: number, pendingState: ReportPendingState } };

export type DeleteReportFilesMutationVariables = Exact<{
  ids: Array<number> | number;
  tenantId?: number | null | undefined;
}>;


export type DeleteReportFilesMutation = { deleteReportFiles: Array<number> };

export type SwitchReportFilesScheduleTypeMutationVariables = Exact<{
  type: ReportScheduleType;
  tenantId?: number | null | undefined;
}>;


export type SwitchReportFilesScheduleTypeMutation = { switchReportFilesScheduleType: ReportScheduleType };

export type CloudDevicesListQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: CloudDeviceItemFilterInput | null | undefined;
  order?: Array<CloudDeviceItemSortInput> | CloudDeviceItemSortInput | null | undefined;
  tenantId?: number | null | undefined;
  showOnlyWithDuplicateNames?: boolean | null | undefined;
}>;


export type CloudDevicesListQuery = { cloudDevices: { totalCount: number, items: Array<{ id: number, deviceId: number, deviceIdentifier: string, name: string, authService: CloudService, systemType: RepositorySystemType, systemName: string, scan: boolean, cloudDeviceId: string | null, licenseStatus: LicenseStatus, lastActivity: string | null, lastFullScan: string | null, existingFileCount: number, existingFileSizeBytes: number, scannedPercent: number | null, isArchived: boolean, customerName: string, agentVersion: string, sensitiveRiskInUSD: number }>, pageInfo: { hasNextPage: boolean } } };

export type UpdateCloudDevicesScanMutationVariables = Exact<{
  request: UpdateCloudDevicesRequestInput;
  tenantId?: number | null | undefined;
}>;


export type UpdateCloudDevicesScanMutation = { updateCloudDevices: boolean };

export type CloudDeviceDetailsQueryVariables = Exact<{
  id: number;
  tenantId?: number | null | undefined;
}>;


export type CloudDeviceDetailsQuery = { cloudDevice: { id: number, name: string, authService: CloudService, systemType: RepositorySystemType, location: string, scan: boolean, cloudDeviceId: string | null, alertRule: AlertRule, isEncryptionDisabled: boolean, readOnly: boolean, decrypt: boolean, scannerDelayMinute: number, resyncKey: number, cloudDeviceSettings: unknown, customerId: number, settingsGroup: { id: number, name: string } | null } };

export type UpdateCloudDeviceDetailsMutationVariables = Exact<{
  request: UpdateCloudDeviceRequestInput;
  tenantId?: number | null | undefined;
}>;


export type UpdateCloudDeviceDetailsMutation = { updateCloudDevice: { id: number, alertRule: AlertRule, isEncryptionDisabled: boolean, readOnly: boolean, decrypt: boolean, scannerDelayMinute: number, resyncKey: number, cloudDeviceSettings: unknown, settingsGroup: { id: number, name: string } | null } };

export type CloudInstallationQueryVariables = Exact<{
  id: number;
  tenantId?: number | null | undefined;
}>;


export type CloudInstallationQuery = { customer2: { id: number, agentKey: string | null, scanNewCloudDevices: boolean, scanCloudDevicesEnabled: boolean, scannerDelayMinute: number }, cloudDevicesScannerInfo: Array<{ tenantId: number, agentVersion: string | null, lastActivity: string | null, scannedRepository: string | null }> };

export type UpdateCloudInstallationMutationVariables = Exact<{
  request: UpdateCustomerRequestInput;
  tenantId?: number | null | undefined;
}>;


export type UpdateCloudInstallationMutation = { updateCustomer2: { id: number } };

export type CustomerCloudAuthDataQueryVariables = Exact<{
  tenantId?: number | null | undefined;
}>;


export type CustomerCloudAuthDataQuery = { customerCloudAuthData: Array<{ authService: CloudAuthService, isConfigured: boolean, isConnected: boolean, source: CloudAuthSource | null, connectedAt: string | null }> };

export type VigilScannerAuthUrlsQueryVariables = Exact<{
  tenantId?: number | null | undefined;
  redirectUrl: string;
}>;


export type VigilScannerAuthUrlsQuery = { vigilScannerAuthUrls: { googleDrive: string | null, googleMail: string | null, microsoftOneDrive: string | null, microsoftOutlook: string | null } };

export type UploadvigilScannerAuthFileMutationVariables = Exact<{
  tenantId?: number | null | undefined;
  authService: CloudAuthService;
  file: string;
}>;


export type UploadvigilScannerAuthFileMutation = { uploadvigilScannerAuthFile: { authService: CloudAuthService, isConnected: boolean, source: CloudAuthSource | null, connectedAt: string | null } };

export type DeletevigilScannerAuthMutationVariables = Exact<{
  tenantId?: number | null | undefined;
  authService: CloudAuthService;
}>;


export type DeletevigilScannerAuthMutation = { deletevigilScannerAuth: boolean };

export type ApplicationsRiskQueryVariables = Exact<{
  request: ApplicationsRiskRequestInput;
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: ApplicationRiskFilterInput | null | undefined;
  order?: Array<ApplicationRiskSortInput> | ApplicationRiskSortInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type ApplicationsRiskQuery = { applicationsRisk: { totalCount: number, items: Array<{ tenantId: number, processId: number, processCaption: string, webApp: boolean, isLlmApp: boolean, residualEntriesCostOutgoing: number, filesCountOutgoing: number, filesCountIncoming: number, dataUploadPermission: DataUploadPermission, devicesCount: number, devices: Array<{ id: number, name: string, nickName: string | null }>, policies: Array<{ id: number, name: string, caption: string, entriesCount: number }> }>, pageInfo: { hasNextPage: boolean } } };

export type SetProcessDataUploadPermissionMutationVariables = Exact<{
  request: SetProcessDataUploadPermissionRequestInput;
  tenantId?: number | null | undefined;
}>;


export type SetProcessDataUploadPermissionMutation = { setProcessDataUploadPermission: { processId: number, dataUploadPermission: DataUploadPermission } };

type DataRiskAmountsFields_DataRiskByPolicy_Fragment = { riskInUSD: number, encryptedRiskInUSD: number, residualRiskInUSD: number, filesCount: number, filesEntriesCount: number, sensitiveRiskInUSD: number, encryptedSensitiveRiskInUSD: number, residualSensitiveRiskInUSD: number, sensitiveFilesCount: number, sensitiveFilesEntriesCount: number, nonSensitiveRiskInUSD: number, encryptedNonSensitiveRiskInUSD: number, residualNonSensitiveRiskInUSD: number, nonSensitiveFilesCount: number, nonSensitiveFilesEntriesCount: number };

type DataRiskAmountsFields_DataRiskByRegulation_Fragment = { riskInUSD: number, encryptedRiskInUSD: number, residualRiskInUSD: number, filesCount: number, filesEntriesCount: number, sensitiveRiskInUSD: number, encryptedSensitiveRiskInUSD: number, residualSensitiveRiskInUSD: number, sensitiveFilesCount: number, sensitiveFilesEntriesCount: number, nonSensitiveRiskInUSD: number, encryptedNonSensitiveRiskInUSD: number, residualNonSensitiveRiskInUSD: number, nonSensitiveFilesCount: number, nonSensitiveFilesEntriesCount: number };

export type DataRiskAmountsFieldsFragment =
  | DataRiskAmountsFields_DataRiskByPolicy_Fragment
  | DataRiskAmountsFields_DataRiskByRegulation_Fragment
;

export type RegulationsDataRisksQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: DataRiskByRegulationFilterInput | null | undefined;
  order?: Array<DataRiskByRegulationSortInput> | DataRiskByRegulationSortInput | null | undefined;
  request?: RegulationsDataRisksRequestInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type RegulationsDataRisksQuery = { regulationsDataRisks: { totalCount: number, items: Array<{ regulationId: number, regulationName: string, regulationDescription: string, regions: Array<string>, riskInUSD: number, encryptedRiskInUSD: number, residualRiskInUSD: number, filesCount: number, filesEntriesCount: number, sensitiveRiskInUSD: number, encryptedSensitiveRiskInUSD: number, residualSensitiveRiskInUSD: number, sensitiveFilesCount: number, sensitiveFilesEntriesCount: number, nonSensitiveRiskInUSD: number, encryptedNonSensitiveRiskInUSD: number, residualNonSensitiveRiskInUSD: number, nonSensitiveFilesCount: number, nonSensitiveFilesEntriesCount: number }>, pageInfo: { hasNextPage: boolean } } };

export type PoliciesDataRisksByRegulationQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: DataRiskByPolicyFilterInput | null | undefined;
  order?: Array<DataRiskByPolicySortInput> | DataRiskByPolicySortInput | null | undefined;
  request: PoliciesDataRisksByRegulationRequestInput;
  tenantId?: number | null | undefined;
}>;


export type PoliciesDataRisksByRegulationQuery = { policiesDataRisksByRegulation: { totalCount: number, items: Array<{ policyId: number, policyName: string, policyCountries: Array<string>, policyIsEncrypted: boolean, riskInUSD: number, encryptedRiskInUSD: number, residualRiskInUSD: number, filesCount: number, filesEntriesCount: number, sensitiveRiskInUSD: number, encryptedSensitiveRiskInUSD: number, residualSensitiveRiskInUSD: number, sensitiveFilesCount: number, sensitiveFilesEntriesCount: number, nonSensitiveRiskInUSD: number, encryptedNonSensitiveRiskInUSD: number, residualNonSensitiveRiskInUSD: number, nonSensitiveFilesCount: number, nonSensitiveFilesEntriesCount: number }>, pageInfo: { hasNextPage: boolean } } };

export type DeviceDashboardQueryVariables = Exact<{
  id: number;
  tenantId?: number | null | undefined;
}>;


export type DeviceDashboardQuery = { device: { id: number, name: string, nickName: string | null, isActive: boolean, isOnline: boolean, lastActivity: string | null, agentVersion: string, systemUserName: string, systemName: string, storageUsedBytes: number, storageTotalBytes: number, existingFileCount: number, casesCount: number, sensitiveRiskInUSD: number, encryptedSensitiveRiskInUSD: number, isDiscoveryEnabled: boolean, isStatisticEnabled: boolean, isEncryptionDisabled: boolean } };

export type DeviceSensitiveClassifiersQueryVariables = Exact<{
  take?: number | null | undefined;
  where?: DeviceRiskByClassifierFilterInput | null | undefined;
  order?: Array<DeviceRiskByClassifierSortInput> | DeviceRiskByClassifierSortInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type DeviceSensitiveClassifiersQuery = { deviceRisksByClassifiers: { totalCount: number, items: Array<{ classifierId: number, classifierName: string, filesCount: number, entriesCount: number, sensitiveRiskInUSD: number, filesEncryptedCount: number, filesEncryptedEntrysCount: number, encryptedSensitiveRiskInUSD: number }> } };

export type DeviceCloudServicesQueryVariables = Exact<{
  request: ApplicationsRiskRequestInput;
  take?: number | null | undefined;
  where?: ApplicationRiskFilterInput | null | undefined;
  order?: Array<ApplicationRiskSortInput> | ApplicationRiskSortInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type DeviceCloudServicesQuery = { applicationsRisk: { totalCount: number, items: Array<{ tenantId: number, processId: number, processCaption: string, isLlmApp: boolean, filesCountOutgoing: number, filesCountIncoming: number }> } };

export type UpdateDeviceMutationVariables = Exact<{
  request: UpdateDeviceRequestInput;
  tenantId?: number | null | undefined;
}>;


export type UpdateDeviceMutation = { updateDevice: { id: number, isDiscoveryEnabled: boolean, isStatisticEnabled: boolean, isEncryptionDisabled: boolean } };

export type DeviceRisksQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: DeviceRiskFilterInput | null | undefined;
  order?: Array<DeviceRiskSortInput> | DeviceRiskSortInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type DeviceRisksQuery = { deviceRisks: { totalCount: number, items: Array<{ deviceId: number, deviceName: string, deviceNickName: string | null, deviceIsOnline: boolean, deviceLastActivity: string | null, licenseStatus: LicenseStatus, riskInUSD: number, encryptedRiskInUSD: number, residualRiskInUSD: number, sensitiveRiskInUSD: number, encryptedSensitiveRiskInUSD: number, residualSensitiveRiskInUSD: number, nonSensitiveRiskInUSD: number, encryptedNonSensitiveRiskInUSD: number, residualNonSensitiveRiskInUSD: number, riskValuation: number, filesCount: number, sensitiveFilesCount: number, nonSensitiveFilesCount: number, outboundFilesCount: number, outboundSensitiveFilesCount: number, regulations: Array<{ id: number, name: string }> }>, pageInfo: { hasNextPage: boolean } } };

export type RiskOverviewQueryVariables = Exact<{
  startPeriod: string;
  finishPeriod: string;
  tenantId?: number | null | undefined;
}>;


export type RiskOverviewQuery = { riskOverview: { dataRiskTotals: { total: number, reduction: number, residual: number }, dataRiskHistory: Array<{ day: string, total: number, reduction: number, residual: number }> } };

export type SecurityGroupsListQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: DeviceSettingsGroupFilterInput | null | undefined;
  order?: Array<DeviceSettingsGroupSortInput> | DeviceSettingsGroupSortInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type SecurityGroupsListQuery = { deviceSettingsGroups: { totalCount: number, items: Array<{ id: number, name: string, devices: Array<{ id: number, name: string, nickName: string | null }> }>, pageInfo: { hasNextPage: boolean } } };

export type SecurityGroupChoicesQueryVariables = Exact<{
  tenantId?: number | null | undefined;
  where?: DeviceSettingsGroupFilterInput | null | undefined;
}>;


export type SecurityGroupChoicesQuery = { deviceSettingsGroups: { items: Array<{ id: number, name: string }> } };

export type SecurityGroupQueryVariables = Exact<{
  id: number;
  tenantId?: number | null | undefined;
}>;


export type SecurityGroupQuery = { deviceSettingsGroup: { id: number, name: string, discoveryEnabled: boolean, statisticEnabled: boolean, encryptionEnabled: boolean, vigilAgentIconOn: boolean, iconShellExtensionEnabled: boolean, menuShellExtensionEnabled: boolean, browserExtensionEnabled: boolean, scannerDelayMinute: number, encryptionDelayDaysMin: number, encryptionDelayDaysMax: number, devices: Array<{ id: number, name: string, nickName: string | null }> } };

export type CreateDeviceSettingsGroupMutationVariables = Exact<{
  request: CreateDeviceSettingsGroupRequestInput;
  tenantId?: number | null | undefined;
}>;


export type CreateDeviceSettingsGroupMutation = { createDeviceSettingsGroup: { id: number } };

export type UpdateDeviceSettingsGroupMutationVariables = Exact<{
  request: UpdateDeviceSettingsGroupRequestInput;
  tenantId?: number | null | undefined;
}>;


export type UpdateDeviceSettingsGroupMutation = { updateDeviceSettingsGroup: { id: number } };

export type DeleteDeviceSettingsGroupMutationVariables = Exact<{
  id: number;
  tenantId?: number | null | undefined;
}>;


export type DeleteDeviceSettingsGroupMutation = { deleteDeviceSettingsGroup: number };

export type GqlTokenQueryVariables = Exact<{ [key: string]: never; }>;


export type GqlTokenQuery = { gqlToken: string };

export type ReverifyPasswordMutationVariables = Exact<{
  password: string;
}>;


export type ReverifyPasswordMutation = { reverifyPassword: { reverificationToken: string, expiresAt: string } };

export type CustomerEncryptionPasswordQueryVariables = Exact<{
  tenantId?: number | null | undefined;
  reverificationToken: string;
}>;


export type CustomerEncryptionPasswordQuery = { customerEncryptionPassword: { customerId: number, encryptionKey: string } };

export type RefreshTemporaryDecryptKeyMutationVariables = Exact<{
  tenantId?: number | null | undefined;
}>;


export type RefreshTemporaryDecryptKeyMutation = { refreshTemporaryDecryptKey: { key: string, startDateTime: string, endDateTime: string } };

export type CustomerSettingsQueryVariables = Exact<{
  id: number;
  tenantId?: number | null | undefined;
}>;


export type CustomerSettingsQuery = { customer2: { id: number, name: string, phoneNumber: string | null, streetAddress: string | null, apartment: string | null, city: string | null, state: string | null, zipCode: string | null, businessSize: BusinessSize, subscriptionType: string | null, twoStepVerification: boolean, fipsrequestStatus: number, alertRule: AlertRule, scannerDelayMinute: number, agentKey: string | null, agentUninstallKey: string | null, discoveryEnabled: boolean, statisticEnabled: boolean, encryptionEnabled: boolean, serverDiscoveryEnabled: boolean, serverStatisticEnabled: boolean, iconShellExtensionEnabled: boolean, menuShellExtensionEnabled: boolean, browserExtensionEnabled: boolean, vigilAgentIconOn: boolean, country: { id: string, name: string }, tempDecryptKey: { key: string, endDateTime: string } | null, laptopsSettingsGroup: { id: number, name: string } | null, serversSettingsGroup: { id: number, name: string } | null }, countries: Array<{ id: string, name: string }> };

export type UpdateCustomerSettingsMutationVariables = Exact<{
  request: UpdateCustomerRequestInput;
  tenantId?: number | null | undefined;
}>;


export type UpdateCustomerSettingsMutation = { updateCustomer2: { id: number } };

export type PartnerSettingsQueryVariables = Exact<{
  id: number;
  tenantId?: number | null | undefined;
}>;


export type PartnerSettingsQuery = { partner2: { id: number, name: string, phone: string | null, twoStepVerification: boolean, canSignUpNewPartners: boolean, partnerLogo: string | null, licenseCountExceededMessage: string, defaultLicenseCountExceededMessage: string, partnerKey: string | null, hubspotId: string | null, hubspotSynchronizationTimestamp: string | null, country: { id: string, name: string } }, countries: Array<{ id: string, name: string }> };

export type UpdatePartnerSettingsMutationVariables = Exact<{
  request: UpdatePartnerRequestInput;
  tenantId?: number | null | undefined;
}>;


export type UpdatePartnerSettingsMutation = { updatePartner2: { id: number } };

export type TenantAuthProvidersQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: TenantAuthProviderFilterInput | null | undefined;
  order?: Array<TenantAuthProviderSortInput> | TenantAuthProviderSortInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type TenantAuthProvidersQuery = { tenantAuthProviders: { totalCount: number, items: Array<{ id: number, provider: AuthProviderType, clientId: string, url: string, createdAt: string }>, pageInfo: { hasNextPage: boolean } } };

export type TenantAuthProviderQueryVariables = Exact<{
  id: number;
  tenantId?: number | null | undefined;
}>;


export type TenantAuthProviderQuery = { tenantAuthProvider: { id: number, authProvider: AuthProviderType, clientId: string, url: string } };

export type CreateTenantAuthProviderMutationVariables = Exact<{
  request: CreateTenantAuthProviderRequestInput;
  tenantId?: number | null | undefined;
}>;


export type CreateTenantAuthProviderMutation = { createTenantAuthProvider: { id: number } };

export type UpdateTenantAuthProviderMutationVariables = Exact<{
  request: UpdateTenantAuthProviderRequestInput;
  tenantId?: number | null | undefined;
}>;


export type UpdateTenantAuthProviderMutation = { updateTenantAuthProvider: { id: number } };

export type DeleteTenantAuthProvidersMutationVariables = Exact<{
  ids: Array<number> | number;
  tenantId?: number | null | undefined;
}>;


export type DeleteTenantAuthProvidersMutation = { deleteTenantAuthProviders: Array<number> };

export type ChildTenantsQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: ChildTenantFilterInput | null | undefined;
  order?: Array<ChildTenantSortInput> | ChildTenantSortInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type ChildTenantsQuery = { childTenants: { totalCount: number, items: Array<{ id: number, name: string, isPartner: boolean, partnerId: number | null, tenantType: string, devicesCount: number, entriesCost: number, encryptedEntriesCost: number, residualEntriesCost: number, encryptionPercent: number }>, pageInfo: { hasNextPage: boolean } } };

export type CustomersAndPartners2QueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: TenantListItemFilterInput | null | undefined;
  order?: Array<TenantListItemSortInput> | TenantListItemSortInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type CustomersAndPartners2Query = { customersAndPartners2: { totalCount: number, items: Array<{ id: number, tenantType: string, name: string, isPartner: boolean, superiorPartner: string | null, subscriptionStatus: string, riskType: string, createdDate: string, agentKey: string | null, devicesCount: number, allNestedActiveDevicesCount: number, customersCount: number, usersCount: number, usersLastSignedDate: string | null, sensitiveRiskInUSD: number, residualSensitiveRiskInUSD: number, onboarding: boolean | null, onboardingUserEmail: string | null, testingGroups: Array<number> }>, pageInfo: { hasNextPage: boolean } } };

export type OnboardingTenantsQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: TenantListItemFilterInput | null | undefined;
  order?: Array<TenantListItemSortInput> | TenantListItemSortInput | null | undefined;
}>;


export type OnboardingTenantsQuery = { onboardingTenants: { totalCount: number, items: Array<{ id: number, tenantType: string, name: string, isPartner: boolean, superiorPartner: string | null, onboardingUserEmail: string | null, usersLastSignedDate: string | null, allNestedActiveDevicesCount: number, customersCount: number }>, pageInfo: { hasNextPage: boolean } } };

export type OnboardingManagersQueryVariables = Exact<{ [key: string]: never; }>;


export type OnboardingManagersQuery = { onboardingManagers: Array<{ id: number, email: string }> };

export type CountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CountriesQuery = { countries: Array<{ id: string, name: string }> };

export type Partner2QueryVariables = Exact<{
  id: number;
  tenantId?: number | null | undefined;
}>;


export type Partner2Query = { partner2: { id: number, name: string, phone: string | null, twoStepVerification: boolean, canSignUpNewPartners: boolean, licenseCountExceededMessage: string, partnerKey: string | null, parentPartnerName: string | null, onboarding: boolean | null, country: { id: string, name: string }, onboardingUser: { id: number, email: string } | null } };

export type CustomerForEditQueryVariables = Exact<{
  id: number;
  tenantId?: number | null | undefined;
}>;


export type CustomerForEditQuery = { customer2: { id: number, name: string, phoneNumber: string | null, businessSize: BusinessSize, twoStepVerification: boolean, testingGroups: Array<number>, subscriptionType: string | null, onboarding: boolean | null, country: { id: string, name: string }, onboardingUser: { id: number, email: string } | null } };

export type CreatePartner2MutationVariables = Exact<{
  request: CreatePartnerRequestInput;
  tenantId?: number | null | undefined;
}>;


export type CreatePartner2Mutation = { createPartner2: { id: number, name: string } };

export type CreateCustomer2MutationVariables = Exact<{
  request: CreateCustomerRequestInput;
  tenantId?: number | null | undefined;
}>;


export type CreateCustomer2Mutation = { createCustomer2: { id: number, name: string } };

export type UpdatePartner2MutationVariables = Exact<{
  request: UpdatePartnerRequestInput;
  tenantId?: number | null | undefined;
}>;


export type UpdatePartner2Mutation = { updatePartner2: { id: number, name: string } };

export type UpdateCustomer2MutationVariables = Exact<{
  request: UpdateCustomerRequestInput;
  tenantId?: number | null | undefined;
}>;


export type UpdateCustomer2Mutation = { updateCustomer2: { id: number, name: string } };

export type DeletePartners2MutationVariables = Exact<{
  ids: Array<number> | number;
  tenantId?: number | null | undefined;
}>;


export type DeletePartners2Mutation = { deletePartners2: Array<number> };

export type DeleteCustomers2MutationVariables = Exact<{
  ids: Array<number> | number;
  tenantId?: number | null | undefined;
}>;


export type DeleteCustomers2Mutation = { deleteCustomers2: Array<number> };

export type UpdateCustomerOnboardingDataMutationVariables = Exact<{
  request: UpdateCustomerOnboardingDataRequestInput;
}>;


export type UpdateCustomerOnboardingDataMutation = { updateCustomerOnboardingData: { id: number, onboarding: boolean, onboardingUser: { id: number, email: string } | null } };

export type CustomerLicenseInfoQueryVariables = Exact<{
  tenantId?: number | null | undefined;
}>;


export type CustomerLicenseInfoQuery = { customerLicenseInfo: { activatedCount: number, availableCount: number | null, type: string | null } };

export type GetCustomerInfoQueryVariables = Exact<{
  id: number;
  tenantId?: number | null | undefined;
}>;


export type GetCustomerInfoQuery = { customer2: { id: number, name: string, fipsrequestStatus: number, testingGroups: Array<number>, twoStepVerification: boolean, subscriptionType: string | null, partner: { id: number, name: string } | null } };

export type TenantParentsQueryVariables = Exact<{
  id: number;
}>;


export type TenantParentsQuery = { tenantParents: Array<{ id: number, name: string, partnerId: number | null, isPartner: boolean, tenantType: string }> };

export type UserInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type UserInfoQuery = { userInfo: { id: number, firstName: string, lastName: string, email: string, tenantId: number, tenantName: string, tenantType: string, tenantIsPartner: boolean, needToChangePassword: boolean, roles: Array<string>, logo: string | null, isRegular: boolean, isReadOnlyUser: boolean, routeRole: string } };

export const AgentLogRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgentLogRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgentLogRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceName"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"collectLogs"}},{"kind":"Field","name":{"kind":"Name","value":"collectLogsRequestTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"agentType"}},{"kind":"Field","name":{"kind":"Name","value":"agentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"deviceLastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"updaterAgentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"updaterLastDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"updaterVersion"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]} as unknown as DocumentNode<AgentLogRequestFieldsFragment, unknown>;
export const AuditEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"stateBefore"}},{"kind":"Field","name":{"kind":"Name","value":"stateAfter"}},{"kind":"Field","name":{"kind":"Name","value":"additionalData"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AuditEntryFieldsFragment, unknown>;
export const ClassifierDialogMatcherFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassifierDialogMatcher"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassifierContentRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruleType"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"minRepeat"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"entryCounter"}},{"kind":"Field","name":{"kind":"Name","value":"nearbyWords"}},{"kind":"Field","name":{"kind":"Name","value":"caseSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"contentFilterRuleScopeTypes"}},{"kind":"Field","name":{"kind":"Name","value":"words"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"checkMethod"}}]}}]} as unknown as DocumentNode<ClassifierDialogMatcherFragment, unknown>;
export const ClassifierDialogCompoundGroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassifierDialogCompoundGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassifierCompoundGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logicalOperator"}},{"kind":"Field","name":{"kind":"Name","value":"entryCounter"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodeType"}},{"kind":"Field","name":{"kind":"Name","value":"classifierId"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}}]}}]}}]} as unknown as DocumentNode<ClassifierDialogCompoundGroupFragment, unknown>;
export const FipsListItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FipsListItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FipsListItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"validation"}},{"kind":"Field","name":{"kind":"Name","value":"fipsComplianceMode"}},{"kind":"Field","name":{"kind":"Name","value":"fipsRequestStatus"}},{"kind":"Field","name":{"kind":"Name","value":"bitlockerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"cngVersion"}},{"kind":"Field","name":{"kind":"Name","value":"bCryptVersion"}},{"kind":"Field","name":{"kind":"Name","value":"bCryptPrimitivesVersion"}},{"kind":"Field","name":{"kind":"Name","value":"osVersion"}},{"kind":"Field","name":{"kind":"Name","value":"methodUsed"}},{"kind":"Field","name":{"kind":"Name","value":"fipsFilesCount"}}]}}]} as unknown as DocumentNode<FipsListItemFieldsFragment, unknown>;
export const DataRiskAmountsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataRiskAmountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataRiskAmounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"residualRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"filesCount"}},{"kind":"Field","name":{"kind":"Name","value":"filesEntriesCount"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"residualSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveFilesCount"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveFilesEntriesCount"}},{"kind":"Field","name":{"kind":"Name","value":"nonSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedNonSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"residualNonSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"nonSensitiveFilesCount"}},{"kind":"Field","name":{"kind":"Name","value":"nonSensitiveFilesEntriesCount"}}]}}]} as unknown as DocumentNode<DataRiskAmountsFieldsFragment, unknown>;
export const DevicesLogsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"devicesLogsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DevicesLogFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DevicesLogSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"devicesLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgentLogRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgentLogRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgentLogRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceName"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"collectLogs"}},{"kind":"Field","name":{"kind":"Name","value":"collectLogsRequestTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"agentType"}},{"kind":"Field","name":{"kind":"Name","value":"agentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"deviceLastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"updaterAgentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"updaterLastDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"updaterVersion"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]} as unknown as DocumentNode<DevicesLogsListQuery, DevicesLogsListQueryVariables>;
export const UpdaterActivitiesListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"updaterActivitiesList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdaterActivityFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdaterActivitySortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updaterActivities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgentLogRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgentLogRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgentLogRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceName"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"collectLogs"}},{"kind":"Field","name":{"kind":"Name","value":"collectLogsRequestTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"agentType"}},{"kind":"Field","name":{"kind":"Name","value":"agentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"deviceLastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"updaterAgentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"updaterLastDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"updaterVersion"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]} as unknown as DocumentNode<UpdaterActivitiesListQuery, UpdaterActivitiesListQueryVariables>;
export const RequestDeviceLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"requestDeviceLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestDeviceLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"deviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}]}]}}]} as unknown as DocumentNode<RequestDeviceLogMutation, RequestDeviceLogMutationVariables>;
export const AlertTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"alertTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alertTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"thresholdKind"}}]}}]}}]} as unknown as DocumentNode<AlertTypesQuery, AlertTypesQueryVariables>;
export const AlertMailDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"alertMailDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alertMailDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"via"}}]}}]}}]} as unknown as DocumentNode<AlertMailDeliveryQuery, AlertMailDeliveryQueryVariables>;
export const AlertSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"alertSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AlertSettingFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlertSettingSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alertSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"warningTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailForNotification"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<AlertSettingsQuery, AlertSettingsQueryVariables>;
export const AlertSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"alertSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alertSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"warningTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"emailForNotification"}}]}}]}}]} as unknown as DocumentNode<AlertSettingQuery, AlertSettingQueryVariables>;
export const CreateAlertSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createAlertSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAlertSettingRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAlertSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateAlertSettingMutation, CreateAlertSettingMutationVariables>;
export const UpdateAlertSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateAlertSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAlertSettingRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAlertSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateAlertSettingMutation, UpdateAlertSettingMutationVariables>;
export const DeleteAlertSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteAlertSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAlertSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}]}]}}]} as unknown as DocumentNode<DeleteAlertSettingsMutation, DeleteAlertSettingsMutationVariables>;
export const AlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"alerts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AlertFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlertSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"alertSettingName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<AlertsQuery, AlertsQueryVariables>;
export const ProcessRulesWithExtentionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"processRulesWithExtentions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessRuleWithExtensionsFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessRuleWithExtensionsSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AllowlistRequestInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processRulesWithExtentions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"processName"}},{"kind":"Field","name":{"kind":"Name","value":"humanName"}},{"kind":"Field","name":{"kind":"Name","value":"processType"}},{"kind":"Field","name":{"kind":"Name","value":"decryptPattern"}},{"kind":"Field","name":{"kind":"Name","value":"dataUploadPermission"}},{"kind":"Field","name":{"kind":"Name","value":"isWebApp"}},{"kind":"Field","name":{"kind":"Name","value":"isLlmApp"}},{"kind":"Field","name":{"kind":"Name","value":"actionCount"}},{"kind":"Field","name":{"kind":"Name","value":"extensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extension"}},{"kind":"Field","name":{"kind":"Name","value":"isEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isStandardFileExtension"}},{"kind":"Field","name":{"kind":"Name","value":"parseType"}},{"kind":"Field","name":{"kind":"Name","value":"actionCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<ProcessRulesWithExtentionsQuery, ProcessRulesWithExtentionsQueryVariables>;
export const ExtensionsWithProcessRules2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"extensionsWithProcessRules2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExtensionRuleFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExtensionRuleSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AllowlistRequestInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extensionsWithProcessRules2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extension"}},{"kind":"Field","name":{"kind":"Name","value":"isEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isStandardFileExtension"}},{"kind":"Field","name":{"kind":"Name","value":"parseType"}},{"kind":"Field","name":{"kind":"Name","value":"actionCount"}},{"kind":"Field","name":{"kind":"Name","value":"processes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"processName"}},{"kind":"Field","name":{"kind":"Name","value":"humanName"}},{"kind":"Field","name":{"kind":"Name","value":"processType"}},{"kind":"Field","name":{"kind":"Name","value":"decryptPattern"}},{"kind":"Field","name":{"kind":"Name","value":"dataUploadPermission"}},{"kind":"Field","name":{"kind":"Name","value":"isWebApp"}},{"kind":"Field","name":{"kind":"Name","value":"isLlmApp"}},{"kind":"Field","name":{"kind":"Name","value":"actionCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<ExtensionsWithProcessRules2Query, ExtensionsWithProcessRules2QueryVariables>;
export const UpdateExtensionRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateExtensionRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateExtensionRuleRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateExtensionRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extension"}},{"kind":"Field","name":{"kind":"Name","value":"isEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"parseType"}}]}}]}}]} as unknown as DocumentNode<UpdateExtensionRuleMutation, UpdateExtensionRuleMutationVariables>;
export const UpdateProcessRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateProcessRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProcessRuleRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProcessRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"processType"}},{"kind":"Field","name":{"kind":"Name","value":"decryptPattern"}}]}}]}}]} as unknown as DocumentNode<UpdateProcessRuleMutation, UpdateProcessRuleMutationVariables>;
export const SetAllowlistUploadPermissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"setAllowlistUploadPermission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetProcessDataUploadPermissionRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProcessDataUploadPermission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"dataUploadPermission"}}]}}]}}]} as unknown as DocumentNode<SetAllowlistUploadPermissionMutation, SetAllowlistUploadPermissionMutationVariables>;
export const EntitiesAuditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"entitiesAudit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntitiesAuditRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntryFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntrySortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entitiesAudit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"stateBefore"}},{"kind":"Field","name":{"kind":"Name","value":"stateAfter"}},{"kind":"Field","name":{"kind":"Name","value":"additionalData"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<EntitiesAuditQuery, EntitiesAuditQueryVariables>;
export const BackOfficeEntitiesAuditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"backOfficeEntitiesAudit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BackOfficeAuditEntryFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BackOfficeAuditEntrySortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficeEntitiesAudit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"stateBefore"}},{"kind":"Field","name":{"kind":"Name","value":"stateAfter"}},{"kind":"Field","name":{"kind":"Name","value":"additionalData"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<BackOfficeEntitiesAuditQuery, BackOfficeEntitiesAuditQueryVariables>;
export const ChangeUserPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"changeUserPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}}]}]}}]} as unknown as DocumentNode<ChangeUserPasswordMutation, ChangeUserPasswordMutationVariables>;
export const ClassifierDialogClassifierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"classifierDialogClassifier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classifier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"filterVersion"}},{"kind":"Field","name":{"kind":"Name","value":"regulations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reasonForChange"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"isBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"fipsValidation"}},{"kind":"Field","name":{"kind":"Name","value":"valuePerRecord"}},{"kind":"Field","name":{"kind":"Name","value":"lists"}},{"kind":"Field","name":{"kind":"Name","value":"rulesMatch"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassifierDialogMatcher"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countUniqueEntries"}},{"kind":"Field","name":{"kind":"Name","value":"extensions"}},{"kind":"Field","name":{"kind":"Name","value":"fileSourceType"}},{"kind":"Field","name":{"kind":"Name","value":"process"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"humanName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceName"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"compoundRootLogicalOperator"}},{"kind":"Field","name":{"kind":"Name","value":"compoundGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassifierDialogCompoundGroup"}}]}},{"kind":"Field","name":{"kind":"Name","value":"retentionPolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"delayUnit"}},{"kind":"Field","name":{"kind":"Name","value":"delayValue"}},{"kind":"Field","name":{"kind":"Name","value":"fileDateTimeAttribute"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassifierDialogMatcher"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassifierContentRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruleType"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"minRepeat"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"entryCounter"}},{"kind":"Field","name":{"kind":"Name","value":"nearbyWords"}},{"kind":"Field","name":{"kind":"Name","value":"caseSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"contentFilterRuleScopeTypes"}},{"kind":"Field","name":{"kind":"Name","value":"words"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"checkMethod"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassifierDialogCompoundGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassifierCompoundGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logicalOperator"}},{"kind":"Field","name":{"kind":"Name","value":"entryCounter"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodeType"}},{"kind":"Field","name":{"kind":"Name","value":"classifierId"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}}]}}]}}]} as unknown as DocumentNode<ClassifierDialogClassifierQuery, ClassifierDialogClassifierQueryVariables>;
export const ClassifierDialogTemplateClassifierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"classifierDialogTemplateClassifier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateClassifier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"filterVersion"}},{"kind":"Field","name":{"kind":"Name","value":"regulations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reasonForChange"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"valuePerRecord"}},{"kind":"Field","name":{"kind":"Name","value":"lists"}},{"kind":"Field","name":{"kind":"Name","value":"rulesMatch"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassifierDialogMatcher"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countUniqueEntries"}},{"kind":"Field","name":{"kind":"Name","value":"extensions"}},{"kind":"Field","name":{"kind":"Name","value":"fileSourceType"}},{"kind":"Field","name":{"kind":"Name","value":"compoundRootLogicalOperator"}},{"kind":"Field","name":{"kind":"Name","value":"compoundGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassifierDialogCompoundGroup"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassifierDialogMatcher"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassifierContentRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruleType"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"minRepeat"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"entryCounter"}},{"kind":"Field","name":{"kind":"Name","value":"nearbyWords"}},{"kind":"Field","name":{"kind":"Name","value":"caseSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"contentFilterRuleScopeTypes"}},{"kind":"Field","name":{"kind":"Name","value":"words"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"checkMethod"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassifierDialogCompoundGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassifierCompoundGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logicalOperator"}},{"kind":"Field","name":{"kind":"Name","value":"entryCounter"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodeType"}},{"kind":"Field","name":{"kind":"Name","value":"classifierId"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}}]}}]}}]} as unknown as DocumentNode<ClassifierDialogTemplateClassifierQuery, ClassifierDialogTemplateClassifierQueryVariables>;
export const ClassifierDialogPickersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"classifierDialogPickers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classifierRegulations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"withOther"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classifierCountries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ClassifierDialogPickersQuery, ClassifierDialogPickersQueryVariables>;
export const ClassifierDialogAllClassifiersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"classifierDialogAllClassifiers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allClassifiers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ClassifierDialogAllClassifiersQuery, ClassifierDialogAllClassifiersQueryVariables>;
export const ClassifierDialogTemplateClassifiersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"classifierDialogTemplateClassifiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateClassifiers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"IntValue","value":"1000"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ClassifierDialogTemplateClassifiersQuery, ClassifierDialogTemplateClassifiersQueryVariables>;
export const ClassifierDialogCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"classifierDialogCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassifierInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClassifier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ClassifierDialogCreateMutation, ClassifierDialogCreateMutationVariables>;
export const ClassifierDialogUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"classifierDialogUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassifierInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClassifier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ClassifierDialogUpdateMutation, ClassifierDialogUpdateMutationVariables>;
export const ClassifierDialogCreateTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"classifierDialogCreateTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassifierInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTemplateClassifier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ClassifierDialogCreateTemplateMutation, ClassifierDialogCreateTemplateMutationVariables>;
export const ClassifierDialogUpdateTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"classifierDialogUpdateTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassifierInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTemplateClassifier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ClassifierDialogUpdateTemplateMutation, ClassifierDialogUpdateTemplateMutationVariables>;
export const ClassifierDialogDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"classifierDialogDevices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"devices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"IntValue","value":"1000"}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"isArchived"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"BooleanValue","value":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nickName"}},{"kind":"Field","name":{"kind":"Name","value":"systemUserName"}}]}}]}}]}}]} as unknown as DocumentNode<ClassifierDialogDevicesQuery, ClassifierDialogDevicesQueryVariables>;
export const ClassifierDialogGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"classifierDialogGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"IntValue","value":"1000"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ClassifierDialogGroupsQuery, ClassifierDialogGroupsQueryVariables>;
export const ClassifierDialogRootFoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"classifierDialogRootFolders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceRootFolders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"deviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveRiskUsd"}},{"kind":"Field","name":{"kind":"Name","value":"filesCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasChildren"}}]}}]}}]} as unknown as DocumentNode<ClassifierDialogRootFoldersQuery, ClassifierDialogRootFoldersQueryVariables>;
export const ClassifierDialogChildFoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"classifierDialogChildFolders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rootFolderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"childFolders2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"rootFolderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rootFolderId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"order"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"calculateRisk"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveRiskUsd"}},{"kind":"Field","name":{"kind":"Name","value":"filesCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasChildren"}}]}}]}}]}}]} as unknown as DocumentNode<ClassifierDialogChildFoldersQuery, ClassifierDialogChildFoldersQueryVariables>;
export const ClassifierDialogProcessesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"classifierDialogProcesses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allProcessRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"humanName"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"humanName"}},{"kind":"Field","name":{"kind":"Name","value":"processName"}}]}}]}}]} as unknown as DocumentNode<ClassifierDialogProcessesQuery, ClassifierDialogProcessesQueryVariables>;
export const ClassifierDialogRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"classifierDialogRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classifierId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleByClassifierId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"classifierId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classifierId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"overrideOtherEncryptionRules"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"delayDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"triggers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"devicesSelection"}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deviceGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uploadFileProcessesSelection"}},{"kind":"Field","name":{"kind":"Name","value":"uploadFileProcesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClassifierDialogRuleQuery, ClassifierDialogRuleQueryVariables>;
export const ClassifierDialogCreateRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"classifierDialogCreateRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRuleRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ClassifierDialogCreateRuleMutation, ClassifierDialogCreateRuleMutationVariables>;
export const ClassifierDialogUpdateRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"classifierDialogUpdateRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRuleRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ClassifierDialogUpdateRuleMutation, ClassifierDialogUpdateRuleMutationVariables>;
export const ClassifiersListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"classifiersList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassifierListRowFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassifierListRowSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showAll"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classifiersList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"showAll"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showAll"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"valuePerRecord"}},{"kind":"Field","name":{"kind":"Name","value":"filterType"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionIsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionDelayDays"}},{"kind":"Field","name":{"kind":"Name","value":"isBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"testingGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCount"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionIsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"overrideOtherEncryptionRules"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionDelayDays"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<ClassifiersListQuery, ClassifiersListQueryVariables>;
export const UpdateClassifierListItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateClassifierListItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateClassifierListItemRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClassifierListItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"isBlocked"}}]}}]}}]} as unknown as DocumentNode<UpdateClassifierListItemMutation, UpdateClassifierListItemMutationVariables>;
export const DeleteClassifiersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteClassifiers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteClassifiersRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteClassifiers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}]}]}}]} as unknown as DocumentNode<DeleteClassifiersMutation, DeleteClassifiersMutationVariables>;
export const CreateClassifierFromExistingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createClassifierFromExisting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classifierId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClassifierFromExisting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"classifierId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classifierId"}}},{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}]}]}}]} as unknown as DocumentNode<CreateClassifierFromExistingMutation, CreateClassifierFromExistingMutationVariables>;
export const SetClassifierTestingGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"setClassifierTestingGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classifierId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"testingGroupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setClassifierTestingGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"classifierId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classifierId"}}},{"kind":"Argument","name":{"kind":"Name","value":"testingGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"testingGroupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testingGroupId"}}]}}]}}]} as unknown as DocumentNode<SetClassifierTestingGroupMutation, SetClassifierTestingGroupMutationVariables>;
export const CreateRuleFromListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createRuleFromList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRuleRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateRuleFromListMutation, CreateRuleFromListMutationVariables>;
export const UpdateRuleListItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateRuleListItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRuleListItemRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRuleListItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"delayDays"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateRuleListItemMutation, UpdateRuleListItemMutationVariables>;
export const TemplateClassifiersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"templateClassifiers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateClassifierListRowFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateClassifierListRowSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateClassifiers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"filterType"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"valuePerRecord"}},{"kind":"Field","name":{"kind":"Name","value":"filterVersion"}},{"kind":"Field","name":{"kind":"Name","value":"testingGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"parentTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<TemplateClassifiersQuery, TemplateClassifiersQueryVariables>;
export const UpdateTemplateClassifierListItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateTemplateClassifierListItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTemplateClassifierListItemRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTemplateClassifierListItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isSensitive"}}]}}]}}]} as unknown as DocumentNode<UpdateTemplateClassifierListItemMutation, UpdateTemplateClassifierListItemMutationVariables>;
export const DeleteTemplateClassifiersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteTemplateClassifiers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTemplateClassifiers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteTemplateClassifiersMutation, DeleteTemplateClassifiersMutationVariables>;
export const CreateTemplateFromExistingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createTemplateFromExisting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTemplateFromExisting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}}]}]}}]} as unknown as DocumentNode<CreateTemplateFromExistingMutation, CreateTemplateFromExistingMutationVariables>;
export const UpdateByCopyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateByCopy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deleteCopy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateByCopy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"deleteCopy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deleteCopy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateByCopyMutation, UpdateByCopyMutationVariables>;
export const DiscoveredFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"discoveredFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DiscoveredFileFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DiscoveredFileSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classifierId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"files2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"classifierId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classifierId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"folderFullName"}},{"kind":"Field","name":{"kind":"Name","value":"authors"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}},{"kind":"Field","name":{"kind":"Name","value":"falsePositive"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"isEncrypted"}},{"kind":"Field","name":{"kind":"Name","value":"riskUsd"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCount"}},{"kind":"Field","name":{"kind":"Name","value":"parseResult"}},{"kind":"Field","name":{"kind":"Name","value":"brokenDescription"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nickName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classifiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCount"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<DiscoveredFilesQuery, DiscoveredFilesQueryVariables>;
export const UpdateFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"falsePositive"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"falsePositive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"falsePositive"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"falsePositive"}}]}}]}}]} as unknown as DocumentNode<UpdateFileMutation, UpdateFileMutationVariables>;
export const FileActionsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"fileActionsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FileActionFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FileActionSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileActions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"directoryName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"transactionTime"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveType"}},{"kind":"Field","name":{"kind":"Name","value":"applicationName"}},{"kind":"Field","name":{"kind":"Name","value":"processType"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"isPrevented"}},{"kind":"Field","name":{"kind":"Name","value":"driveType"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nickName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monitorEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classifierId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<FileActionsListQuery, FileActionsListQueryVariables>;
export const ExplorerRootFoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"explorerRootFolders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceRootFolders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"deviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveRiskUsd"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCount"}},{"kind":"Field","name":{"kind":"Name","value":"filesCount"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveFilesCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasChildren"}}]}}]}}]} as unknown as DocumentNode<ExplorerRootFoldersQuery, ExplorerRootFoldersQueryVariables>;
export const ExplorerChildFoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"explorerChildFolders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"calculateRisk"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"childFolders2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"rootFolderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"calculateRisk"},"value":{"kind":"Variable","name":{"kind":"Name","value":"calculateRisk"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveRiskUsd"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCount"}},{"kind":"Field","name":{"kind":"Name","value":"filesCount"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveFilesCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasChildren"}}]}}]}}]}}]} as unknown as DocumentNode<ExplorerChildFoldersQuery, ExplorerChildFoldersQueryVariables>;
export const ExplorerDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"explorerDevices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installedDevices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"IntValue","value":"1000"}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nickName"}},{"kind":"Field","name":{"kind":"Name","value":"existingFileCount"}}]}}]}}]}}]} as unknown as DocumentNode<ExplorerDevicesQuery, ExplorerDevicesQueryVariables>;
export const FolderFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"folderFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"files2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"IntValue","value":"1000"}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"folderId"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"isDeleted"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"BooleanValue","value":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"riskUsd"},"value":{"kind":"EnumValue","value":"DESC"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"extension"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"authors"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}},{"kind":"Field","name":{"kind":"Name","value":"isSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"falsePositive"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCount"}},{"kind":"Field","name":{"kind":"Name","value":"riskUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<FolderFilesQuery, FolderFilesQueryVariables>;
export const ExplorerFilterClassifiersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"explorerFilterClassifiers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allClassifiers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ExplorerFilterClassifiersQuery, ExplorerFilterClassifiersQueryVariables>;
export const ExplorerFilterDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"explorerFilterDevices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DevicePickerItemFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"devices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nickName"}},{"kind":"Field","name":{"kind":"Name","value":"systemUserName"}}]}}]}}]}}]} as unknown as DocumentNode<ExplorerFilterDevicesQuery, ExplorerFilterDevicesQueryVariables>;
export const ClassifierReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"classifierReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classifierReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classifierId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedFiles"}},{"kind":"Field","name":{"kind":"Name","value":"falsePositiveFiles"}},{"kind":"Field","name":{"kind":"Name","value":"precision"}}]}}]}}]} as unknown as DocumentNode<ClassifierReviewsQuery, ClassifierReviewsQueryVariables>;
export const InstallationCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"installationCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agentKey"}},{"kind":"Field","name":{"kind":"Name","value":"agentUninstallKey"}}]}}]}}]} as unknown as DocumentNode<InstallationCustomerQuery, InstallationCustomerQueryVariables>;
export const InstalledDevicesListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"installedDevicesList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InstalledDeviceFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InstalledDeviceSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showOnlyWithDuplicateNames"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installedDevices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"showOnlyWithDuplicateNames"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showOnlyWithDuplicateNames"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nickName"}},{"kind":"Field","name":{"kind":"Name","value":"systemUserName"}},{"kind":"Field","name":{"kind":"Name","value":"systemName"}},{"kind":"Field","name":{"kind":"Name","value":"agentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"licenseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"onlineStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"existingFileCount"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<InstalledDevicesListQuery, InstalledDevicesListQueryVariables>;
export const SetDevicesActiveMarkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"setDevicesActiveMark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDevicesActiveMark"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"isActive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}]}]}}]} as unknown as DocumentNode<SetDevicesActiveMarkMutation, SetDevicesActiveMarkMutationVariables>;
export const SetDevicesArchivingMarkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"setDevicesArchivingMark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isArchived"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDevicesArchivingMark"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"isArchived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isArchived"}}},{"kind":"Argument","name":{"kind":"Name","value":"activate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activate"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<SetDevicesArchivingMarkMutation, SetDevicesArchivingMarkMutationVariables>;
export const SetDevicesDeletionMarkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"setDevicesDeletionMark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isDeleted"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDevicesDeletionMark"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"isDeleted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isDeleted"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}]}]}}]} as unknown as DocumentNode<SetDevicesDeletionMarkMutation, SetDevicesDeletionMarkMutationVariables>;
export const RescanDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"rescanDevices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rescan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}]}]}}]} as unknown as DocumentNode<RescanDevicesMutation, RescanDevicesMutationVariables>;
export const UninstallDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"uninstallDevices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withDeletion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uninstallDevices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"withDeletion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withDeletion"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}]}]}}]} as unknown as DocumentNode<UninstallDevicesMutation, UninstallDevicesMutationVariables>;
export const DeviceDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"deviceDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"device"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nickName"}},{"kind":"Field","name":{"kind":"Name","value":"alertRule"}},{"kind":"Field","name":{"kind":"Name","value":"deviceType"}},{"kind":"Field","name":{"kind":"Name","value":"isDiscoveryEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isStatisticEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isEncryptionDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"systemName"}},{"kind":"Field","name":{"kind":"Name","value":"systemUserName"}},{"kind":"Field","name":{"kind":"Name","value":"agentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"licenseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"settingsGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DeviceDetailsQuery, DeviceDetailsQueryVariables>;
export const UpdateDeviceDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateDeviceDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDeviceRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickName"}},{"kind":"Field","name":{"kind":"Name","value":"alertRule"}},{"kind":"Field","name":{"kind":"Name","value":"deviceType"}},{"kind":"Field","name":{"kind":"Name","value":"isDiscoveryEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isStatisticEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isEncryptionDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"settingsGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateDeviceDetailsMutation, UpdateDeviceDetailsMutationVariables>;
export const ClassifiersToEncryptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"classifiersToEncrypt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassifierToEncryptSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classifiersToEncrypt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<ClassifiersToEncryptQuery, ClassifiersToEncryptQueryVariables>;
export const WizardRuleByClassifierIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"wizardRuleByClassifierId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classifierId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleByClassifierId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"classifierId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classifierId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"delayDays"}},{"kind":"Field","name":{"kind":"Name","value":"decryptProcesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"humanName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WizardRuleByClassifierIdQuery, WizardRuleByClassifierIdQueryVariables>;
export const ProcessesToSetUpEncryptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"processesToSetUpEncryption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classifierId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processesToSetUpEncryption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"classifierId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classifierId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"humanName"}},{"kind":"Field","name":{"kind":"Name","value":"riskValueUSD"}},{"kind":"Field","name":{"kind":"Name","value":"mightBeShareDataOutside"}}]}}]}}]} as unknown as DocumentNode<ProcessesToSetUpEncryptionQuery, ProcessesToSetUpEncryptionQueryVariables>;
export const ClassifierEncryptionForecastDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"classifierEncryptionForecast"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classifierId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"daysSchedule"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classifierEncryptionForecastDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"daysSchedule"},"value":{"kind":"Variable","name":{"kind":"Name","value":"daysSchedule"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"classifierId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classifierId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentRisk"}},{"kind":"Field","name":{"kind":"Name","value":"futurePrediction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reductionRisk"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"classifierEncryptionForecastTotals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"classifierId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classifierId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"daysSchedule"},"value":{"kind":"Variable","name":{"kind":"Name","value":"daysSchedule"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentRisk"}},{"kind":"Field","name":{"kind":"Name","value":"reductionRisk"}},{"kind":"Field","name":{"kind":"Name","value":"residualRisk"}}]}}]}}]} as unknown as DocumentNode<ClassifierEncryptionForecastQuery, ClassifierEncryptionForecastQueryVariables>;
export const WizardCreateRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"wizardCreateRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRuleRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"triggers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trigger"}}]}},{"kind":"Field","name":{"kind":"Name","value":"encryptionSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"delayDays"}}]}}]}}]}}]} as unknown as DocumentNode<WizardCreateRuleMutation, WizardCreateRuleMutationVariables>;
export const WizardUpdateRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"wizardUpdateRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRuleRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"delayDays"}}]}}]}}]}}]} as unknown as DocumentNode<WizardUpdateRuleMutation, WizardUpdateRuleMutationVariables>;
export const FipsStatusListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"fipsStatusList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FipsListItemFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FipsListItemSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fipsStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FipsListItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FipsListItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FipsListItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"validation"}},{"kind":"Field","name":{"kind":"Name","value":"fipsComplianceMode"}},{"kind":"Field","name":{"kind":"Name","value":"fipsRequestStatus"}},{"kind":"Field","name":{"kind":"Name","value":"bitlockerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"cngVersion"}},{"kind":"Field","name":{"kind":"Name","value":"bCryptVersion"}},{"kind":"Field","name":{"kind":"Name","value":"bCryptPrimitivesVersion"}},{"kind":"Field","name":{"kind":"Name","value":"osVersion"}},{"kind":"Field","name":{"kind":"Name","value":"methodUsed"}},{"kind":"Field","name":{"kind":"Name","value":"fipsFilesCount"}}]}}]} as unknown as DocumentNode<FipsStatusListQuery, FipsStatusListQueryVariables>;
export const UpdateFipsListItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateFipsListItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fipsRequestStatus"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FipsRequestStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFipsListItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"deviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"fipsRequestStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fipsRequestStatus"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FipsListItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FipsListItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FipsListItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"validation"}},{"kind":"Field","name":{"kind":"Name","value":"fipsComplianceMode"}},{"kind":"Field","name":{"kind":"Name","value":"fipsRequestStatus"}},{"kind":"Field","name":{"kind":"Name","value":"bitlockerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"cngVersion"}},{"kind":"Field","name":{"kind":"Name","value":"bCryptVersion"}},{"kind":"Field","name":{"kind":"Name","value":"bCryptPrimitivesVersion"}},{"kind":"Field","name":{"kind":"Name","value":"osVersion"}},{"kind":"Field","name":{"kind":"Name","value":"methodUsed"}},{"kind":"Field","name":{"kind":"Name","value":"fipsFilesCount"}}]}}]} as unknown as DocumentNode<UpdateFipsListItemMutation, UpdateFipsListItemMutationVariables>;
export const UsersListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"usersList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isReadOnlyUser"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"needToChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"useTOTP"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignedIn"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<UsersListQuery, UsersListQueryVariables>;
export const UserDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"userDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isReadOnlyUser"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"useTOTP"}},{"kind":"Field","name":{"kind":"Name","value":"sendEmailMode"}},{"kind":"Field","name":{"kind":"Name","value":"tenantTwoStepVerification"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<UserDetailsQuery, UserDetailsQueryVariables>;
export const PrimaryAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"primaryAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<PrimaryAdminQuery, PrimaryAdminQueryVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"adminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"IntValue","value":"1000"}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"isAdmin"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"isReadOnlyUser"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"BooleanValue","value":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"temporaryPassword"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isReadOnlyUser"}}]}}]}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const DeleteUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}]}]}}]} as unknown as DocumentNode<DeleteUsersMutation, DeleteUsersMutationVariables>;
export const SetPrimaryAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"setPrimaryAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPrimaryAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SetPrimaryAdminMutation, SetPrimaryAdminMutationVariables>;
export const SetUserPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"setUserPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}]}]}}]} as unknown as DocumentNode<SetUserPasswordMutation, SetUserPasswordMutationVariables>;
export const ManageUserGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"manageUserGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageUserGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"EnumValue","value":"REPLACE"}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ManageUserGroupsMutation, ManageUserGroupsMutationVariables>;
export const GroupsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"groupsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<GroupsListQuery, GroupsListQueryVariables>;
export const GroupOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"groupOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"IntValue","value":"1000"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<GroupOptionsQuery, GroupOptionsQueryVariables>;
export const GroupDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"groupDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<GroupDetailsQuery, GroupDetailsQueryVariables>;
export const CreateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateGroupRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateGroupMutation, CreateGroupMutationVariables>;
export const UpdateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateGroupRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateGroupMutation, UpdateGroupMutationVariables>;
export const DeleteGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}]}]}}]} as unknown as DocumentNode<DeleteGroupsMutation, DeleteGroupsMutationVariables>;
export const DeviceGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"deviceGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"device"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DeviceGroupsQuery, DeviceGroupsQueryVariables>;
export const ManageDeviceGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"manageDeviceGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageDeviceGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"EnumValue","value":"REPLACE"}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ManageDeviceGroupsMutation, ManageDeviceGroupsMutationVariables>;
export const UserOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"userOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<UserOptionsQuery, UserOptionsQueryVariables>;
export const DeviceOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"deviceOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DevicePickerItemFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"devices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nickName"}},{"kind":"Field","name":{"kind":"Name","value":"systemUserName"}}]}}]}}]}}]} as unknown as DocumentNode<DeviceOptionsQuery, DeviceOptionsQueryVariables>;
export const PolicyUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"policyUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"policyUpdates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"classifiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"containsRules"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<PolicyUpdatesQuery, PolicyUpdatesQueryVariables>;
export const PolicyUpdatesForPartnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"policyUpdatesForPartner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"policyUpdatesForPartner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"hasUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"isPartner"}}]}}]}}]} as unknown as DocumentNode<PolicyUpdatesForPartnerQuery, PolicyUpdatesForPartnerQueryVariables>;
export const RunPolicyUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"runPolicyUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RunPolicyUpdatesRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runPolicyUpdates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<RunPolicyUpdatesMutation, RunPolicyUpdatesMutationVariables>;
export const RunPolicyUpdatesForCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"runPolicyUpdatesForCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"regulationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runPolicyUpdatesForCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"regulationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"regulationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<RunPolicyUpdatesForCustomerMutation, RunPolicyUpdatesForCustomerMutationVariables>;
export const RunPolicyUpdatesForPartnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"runPolicyUpdatesForPartner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"regulationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runPolicyUpdatesForPartner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"regulationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"regulationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"customers"}}]}}]}}]} as unknown as DocumentNode<RunPolicyUpdatesForPartnerMutation, RunPolicyUpdatesForPartnerMutationVariables>;
export const PopupTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"popupTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PopupType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"popupTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"popupType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PopupTemplateQuery, PopupTemplateQueryVariables>;
export const UpdatePopupTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updatePopupTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"popupType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PopupType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"description"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PopupTemplateStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resetDontShowAgain"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePopupTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"popupType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"popupType"}}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"description"},"value":{"kind":"Variable","name":{"kind":"Name","value":"description"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"resetDontShowAgain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resetDontShowAgain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"popupType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UpdatePopupTemplateMutation, UpdatePopupTemplateMutationVariables>;
export const TenantPopupsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"tenantPopupsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TenantPopupItemFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TenantPopupItemSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"popups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tenantType"}},{"kind":"Field","name":{"kind":"Name","value":"superiorPartner"}},{"kind":"Field","name":{"kind":"Name","value":"paymentWarningStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"blockStartDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<TenantPopupsListQuery, TenantPopupsListQueryVariables>;
export const LaunchTenantPopupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"launchTenantPopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"popupType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PopupType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"launchTenantPopup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"popupType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"popupType"}}},{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}}]}]}}]} as unknown as DocumentNode<LaunchTenantPopupMutation, LaunchTenantPopupMutationVariables>;
export const StopTenantPopupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"stopTenantPopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"popupType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PopupType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopTenantPopup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"popupType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"popupType"}}}]}]}}]} as unknown as DocumentNode<StopTenantPopupMutation, StopTenantPopupMutationVariables>;
export const UserPopupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"userPopup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userPopup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"popupType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"canBePostponed"}}]}}]}}]} as unknown as DocumentNode<UserPopupQuery, UserPopupQueryVariables>;
export const RemindPopupLaterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"remindPopupLater"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"popupType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PopupType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remindPopupLater"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"popupType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"popupType"}}}]}]}}]} as unknown as DocumentNode<RemindPopupLaterMutation, RemindPopupLaterMutationVariables>;
export const DontShowPopupAgainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"dontShowPopupAgain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"popupType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PopupType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dontShowPopupAgain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"popupType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"popupType"}}}]}]}}]} as unknown as DocumentNode<DontShowPopupAgainMutation, DontShowPopupAgainMutationVariables>;
export const ConfirmPopupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"confirmPopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"popupType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PopupType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPopup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"popupType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"popupType"}}}]}]}}]} as unknown as DocumentNode<ConfirmPopupMutation, ConfirmPopupMutationVariables>;
export const RegulationsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"regulationsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RegulationFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegulationSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regulations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sortNumber"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"setByDefault"}},{"kind":"Field","name":{"kind":"Name","value":"canBeSetForCountries"}},{"kind":"Field","name":{"kind":"Name","value":"availableCountries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<RegulationsListQuery, RegulationsListQueryVariables>;
export const CustomerRegulationSelectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"customerRegulationSelection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerRegulations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"canBeSetForCountries"}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerRegulationSelectionQuery, CustomerRegulationSelectionQueryVariables>;
export const UpdateCustomerRegulationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateCustomerRegulations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomerRegulationsRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomerRegulations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"canBeSetForCountries"}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCustomerRegulationsMutation, UpdateCustomerRegulationsMutationVariables>;
export const CreateRegulationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createRegulation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRegulationRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRegulation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateRegulationMutation, CreateRegulationMutationVariables>;
export const UpdateRegulationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateRegulation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRegulationRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRegulation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateRegulationMutation, UpdateRegulationMutationVariables>;
export const DeleteRegulationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteRegulations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRegulations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteRegulationsMutation, DeleteRegulationsMutationVariables>;
export const RegulationCountryOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"regulationCountryOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classifierCountries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RegulationCountryOptionsQuery, RegulationCountryOptionsQueryVariables>;
export const ReportFilesListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"reportFilesList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFileFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFileSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reportName"}},{"kind":"Field","name":{"kind":"Name","value":"reportType"}},{"kind":"Field","name":{"kind":"Name","value":"reportFileName"}},{"kind":"Field","name":{"kind":"Name","value":"pendingState"}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}},{"kind":"Field","name":{"kind":"Name","value":"scheduled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}}]}}]}}]}}]} as unknown as DocumentNode<ReportFilesListQuery, ReportFilesListQueryVariables>;
export const ScheduledReportTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"scheduledReportType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduledReportType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}]}]}}]} as unknown as DocumentNode<ScheduledReportTypeQuery, ScheduledReportTypeQueryVariables>;
export const CreateReportFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createReportFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReportFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pendingState"}}]}}]}}]} as unknown as DocumentNode<CreateReportFileMutation, CreateReportFileMutationVariables>;
export const DeleteReportFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteReportFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReportFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}]}]}}]} as unknown as DocumentNode<DeleteReportFilesMutation, DeleteReportFilesMutationVariables>;
export const SwitchReportFilesScheduleTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"switchReportFilesScheduleType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportScheduleType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchReportFilesScheduleType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}]}]}}]} as unknown as DocumentNode<SwitchReportFilesScheduleTypeMutation, SwitchReportFilesScheduleTypeMutationVariables>;
export const CloudDevicesListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"cloudDevicesList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CloudDeviceItemFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CloudDeviceItemSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showOnlyWithDuplicateNames"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cloudDevices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"showOnlyWithDuplicateNames"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showOnlyWithDuplicateNames"}}},{"kind":"Argument","name":{"kind":"Name","value":"showFantomDevices"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"authService"}},{"kind":"Field","name":{"kind":"Name","value":"systemType"}},{"kind":"Field","name":{"kind":"Name","value":"systemName"}},{"kind":"Field","name":{"kind":"Name","value":"scan"}},{"kind":"Field","name":{"kind":"Name","value":"cloudDeviceId"}},{"kind":"Field","name":{"kind":"Name","value":"licenseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"lastFullScan"}},{"kind":"Field","name":{"kind":"Name","value":"existingFileCount"}},{"kind":"Field","name":{"kind":"Name","value":"existingFileSizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"scannedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"agentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveRiskInUSD"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<CloudDevicesListQuery, CloudDevicesListQueryVariables>;
export const UpdateCloudDevicesScanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateCloudDevicesScan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCloudDevicesRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCloudDevices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}]}]}}]} as unknown as DocumentNode<UpdateCloudDevicesScanMutation, UpdateCloudDevicesScanMutationVariables>;
export const CloudDeviceDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"cloudDeviceDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cloudDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"authService"}},{"kind":"Field","name":{"kind":"Name","value":"systemType"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"scan"}},{"kind":"Field","name":{"kind":"Name","value":"cloudDeviceId"}},{"kind":"Field","name":{"kind":"Name","value":"alertRule"}},{"kind":"Field","name":{"kind":"Name","value":"settingsGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isEncryptionDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"decrypt"}},{"kind":"Field","name":{"kind":"Name","value":"scannerDelayMinute"}},{"kind":"Field","name":{"kind":"Name","value":"resyncKey"}},{"kind":"Field","name":{"kind":"Name","value":"cloudDeviceSettings"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}}]}}]}}]} as unknown as DocumentNode<CloudDeviceDetailsQuery, CloudDeviceDetailsQueryVariables>;
export const UpdateCloudDeviceDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateCloudDeviceDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCloudDeviceRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCloudDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alertRule"}},{"kind":"Field","name":{"kind":"Name","value":"isEncryptionDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"decrypt"}},{"kind":"Field","name":{"kind":"Name","value":"scannerDelayMinute"}},{"kind":"Field","name":{"kind":"Name","value":"resyncKey"}},{"kind":"Field","name":{"kind":"Name","value":"cloudDeviceSettings"}},{"kind":"Field","name":{"kind":"Name","value":"settingsGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCloudDeviceDetailsMutation, UpdateCloudDeviceDetailsMutationVariables>;
export const CloudInstallationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"cloudInstallation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"agentKey"}},{"kind":"Field","name":{"kind":"Name","value":"scanNewCloudDevices"}},{"kind":"Field","name":{"kind":"Name","value":"scanCloudDevicesEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"scannerDelayMinute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cloudDevicesScannerInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"agentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"scannedRepository"}}]}}]}}]} as unknown as DocumentNode<CloudInstallationQuery, CloudInstallationQueryVariables>;
export const UpdateCloudInstallationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateCloudInstallation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomerRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomer2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateCloudInstallationMutation, UpdateCloudInstallationMutationVariables>;
export const CustomerCloudAuthDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"customerCloudAuthData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerCloudAuthData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authService"}},{"kind":"Field","name":{"kind":"Name","value":"isConfigured"}},{"kind":"Field","name":{"kind":"Name","value":"isConnected"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}}]}}]}}]} as unknown as DocumentNode<CustomerCloudAuthDataQuery, CustomerCloudAuthDataQueryVariables>;
export const VigilScannerAuthUrlsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"vigilScannerAuthUrls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"redirectUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vigilScannerAuthUrls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"redirectUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"redirectUrl"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"googleDrive"}},{"kind":"Field","name":{"kind":"Name","value":"googleMail"}},{"kind":"Field","name":{"kind":"Name","value":"microsoftOneDrive"}},{"kind":"Field","name":{"kind":"Name","value":"microsoftOutlook"}}]}}]}}]} as unknown as DocumentNode<VigilScannerAuthUrlsQuery, VigilScannerAuthUrlsQueryVariables>;
export const UploadvigilScannerAuthFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"uploadvigilScannerAuthFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"authService"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CloudAuthService"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadvigilScannerAuthFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"authService"},"value":{"kind":"Variable","name":{"kind":"Name","value":"authService"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authService"}},{"kind":"Field","name":{"kind":"Name","value":"isConnected"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}}]}}]}}]} as unknown as DocumentNode<UploadvigilScannerAuthFileMutation, UploadvigilScannerAuthFileMutationVariables>;
export const DeletevigilScannerAuthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deletevigilScannerAuth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"authService"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CloudAuthService"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletevigilScannerAuth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"authService"},"value":{"kind":"Variable","name":{"kind":"Name","value":"authService"}}}]}}]}]}}]} as unknown as DocumentNode<DeletevigilScannerAuthMutation, DeletevigilScannerAuthMutationVariables>;
export const ApplicationsRiskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"applicationsRisk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationsRiskRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationRiskFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationRiskSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationsRisk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"processCaption"}},{"kind":"Field","name":{"kind":"Name","value":"webApp"}},{"kind":"Field","name":{"kind":"Name","value":"isLlmApp"}},{"kind":"Field","name":{"kind":"Name","value":"residualEntriesCostOutgoing"}},{"kind":"Field","name":{"kind":"Name","value":"filesCountOutgoing"}},{"kind":"Field","name":{"kind":"Name","value":"filesCountIncoming"}},{"kind":"Field","name":{"kind":"Name","value":"dataUploadPermission"}},{"kind":"Field","name":{"kind":"Name","value":"devicesCount"}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nickName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"policies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationsRiskQuery, ApplicationsRiskQueryVariables>;
export const SetProcessDataUploadPermissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"setProcessDataUploadPermission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetProcessDataUploadPermissionRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProcessDataUploadPermission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"dataUploadPermission"}}]}}]}}]} as unknown as DocumentNode<SetProcessDataUploadPermissionMutation, SetProcessDataUploadPermissionMutationVariables>;
export const RegulationsDataRisksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"regulationsDataRisks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DataRiskByRegulationFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DataRiskByRegulationSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RegulationsDataRisksRequestInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regulationsDataRisks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regulationId"}},{"kind":"Field","name":{"kind":"Name","value":"regulationName"}},{"kind":"Field","name":{"kind":"Name","value":"regulationDescription"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataRiskAmountsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataRiskAmountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataRiskAmounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"residualRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"filesCount"}},{"kind":"Field","name":{"kind":"Name","value":"filesEntriesCount"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"residualSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveFilesCount"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveFilesEntriesCount"}},{"kind":"Field","name":{"kind":"Name","value":"nonSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedNonSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"residualNonSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"nonSensitiveFilesCount"}},{"kind":"Field","name":{"kind":"Name","value":"nonSensitiveFilesEntriesCount"}}]}}]} as unknown as DocumentNode<RegulationsDataRisksQuery, RegulationsDataRisksQueryVariables>;
export const PoliciesDataRisksByRegulationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"policiesDataRisksByRegulation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DataRiskByPolicyFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DataRiskByPolicySortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PoliciesDataRisksByRegulationRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"policiesDataRisksByRegulation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"policyId"}},{"kind":"Field","name":{"kind":"Name","value":"policyName"}},{"kind":"Field","name":{"kind":"Name","value":"policyCountries"}},{"kind":"Field","name":{"kind":"Name","value":"policyIsEncrypted"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataRiskAmountsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataRiskAmountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataRiskAmounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"residualRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"filesCount"}},{"kind":"Field","name":{"kind":"Name","value":"filesEntriesCount"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"residualSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveFilesCount"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveFilesEntriesCount"}},{"kind":"Field","name":{"kind":"Name","value":"nonSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedNonSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"residualNonSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"nonSensitiveFilesCount"}},{"kind":"Field","name":{"kind":"Name","value":"nonSensitiveFilesEntriesCount"}}]}}]} as unknown as DocumentNode<PoliciesDataRisksByRegulationQuery, PoliciesDataRisksByRegulationQueryVariables>;
export const DeviceDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"deviceDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"device"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nickName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isOnline"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"agentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"systemUserName"}},{"kind":"Field","name":{"kind":"Name","value":"systemName"}},{"kind":"Field","name":{"kind":"Name","value":"storageUsedBytes"}},{"kind":"Field","name":{"kind":"Name","value":"storageTotalBytes"}},{"kind":"Field","name":{"kind":"Name","value":"existingFileCount"}},{"kind":"Field","name":{"kind":"Name","value":"casesCount"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"isDiscoveryEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isStatisticEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isEncryptionDisabled"}}]}}]}}]} as unknown as DocumentNode<DeviceDashboardQuery, DeviceDashboardQueryVariables>;
export const DeviceSensitiveClassifiersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"deviceSensitiveClassifiers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceRiskByClassifierFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceRiskByClassifierSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceRisksByClassifiers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classifierId"}},{"kind":"Field","name":{"kind":"Name","value":"classifierName"}},{"kind":"Field","name":{"kind":"Name","value":"filesCount"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCount"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"filesEncryptedCount"}},{"kind":"Field","name":{"kind":"Name","value":"filesEncryptedEntrysCount"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedSensitiveRiskInUSD"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<DeviceSensitiveClassifiersQuery, DeviceSensitiveClassifiersQueryVariables>;
export const DeviceCloudServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"deviceCloudServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationsRiskRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationRiskFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationRiskSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationsRisk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"processCaption"}},{"kind":"Field","name":{"kind":"Name","value":"isLlmApp"}},{"kind":"Field","name":{"kind":"Name","value":"filesCountOutgoing"}},{"kind":"Field","name":{"kind":"Name","value":"filesCountIncoming"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<DeviceCloudServicesQuery, DeviceCloudServicesQueryVariables>;
export const UpdateDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDeviceRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDiscoveryEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isStatisticEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isEncryptionDisabled"}}]}}]}}]} as unknown as DocumentNode<UpdateDeviceMutation, UpdateDeviceMutationVariables>;
export const DeviceRisksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"deviceRisks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceRiskFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceRiskSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceRisks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceName"}},{"kind":"Field","name":{"kind":"Name","value":"deviceNickName"}},{"kind":"Field","name":{"kind":"Name","value":"deviceIsOnline"}},{"kind":"Field","name":{"kind":"Name","value":"deviceLastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"licenseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"riskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"residualRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"residualSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"nonSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedNonSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"residualNonSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"riskValuation"}},{"kind":"Field","name":{"kind":"Name","value":"filesCount"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveFilesCount"}},{"kind":"Field","name":{"kind":"Name","value":"nonSensitiveFilesCount"}},{"kind":"Field","name":{"kind":"Name","value":"outboundFilesCount"}},{"kind":"Field","name":{"kind":"Name","value":"outboundSensitiveFilesCount"}},{"kind":"Field","name":{"kind":"Name","value":"regulations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<DeviceRisksQuery, DeviceRisksQueryVariables>;
export const RiskOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"riskOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startPeriod"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"finishPeriod"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskOverview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startPeriod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startPeriod"}}},{"kind":"Argument","name":{"kind":"Name","value":"finishPeriod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"finishPeriod"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataRiskTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"reduction"}},{"kind":"Field","name":{"kind":"Name","value":"residual"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataRiskHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"reduction"}},{"kind":"Field","name":{"kind":"Name","value":"residual"}}]}}]}}]}}]} as unknown as DocumentNode<RiskOverviewQuery, RiskOverviewQueryVariables>;
export const SecurityGroupsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"securityGroupsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceSettingsGroupFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceSettingsGroupSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceSettingsGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nickName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<SecurityGroupsListQuery, SecurityGroupsListQueryVariables>;
export const SecurityGroupChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"securityGroupChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceSettingsGroupFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceSettingsGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"IntValue","value":"1000"}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SecurityGroupChoicesQuery, SecurityGroupChoicesQueryVariables>;
export const SecurityGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"securityGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceSettingsGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"discoveryEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"statisticEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"vigilAgentIconOn"}},{"kind":"Field","name":{"kind":"Name","value":"iconShellExtensionEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"menuShellExtensionEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"browserExtensionEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"scannerDelayMinute"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionDelayDaysMin"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionDelayDaysMax"}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nickName"}}]}}]}}]}}]} as unknown as DocumentNode<SecurityGroupQuery, SecurityGroupQueryVariables>;
export const CreateDeviceSettingsGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createDeviceSettingsGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDeviceSettingsGroupRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDeviceSettingsGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateDeviceSettingsGroupMutation, CreateDeviceSettingsGroupMutationVariables>;
export const UpdateDeviceSettingsGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateDeviceSettingsGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDeviceSettingsGroupRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDeviceSettingsGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateDeviceSettingsGroupMutation, UpdateDeviceSettingsGroupMutationVariables>;
export const DeleteDeviceSettingsGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteDeviceSettingsGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDeviceSettingsGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}]}]}}]} as unknown as DocumentNode<DeleteDeviceSettingsGroupMutation, DeleteDeviceSettingsGroupMutationVariables>;
export const GqlTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"gqlToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gqlToken"}}]}}]} as unknown as DocumentNode<GqlTokenQuery, GqlTokenQueryVariables>;
export const ReverifyPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"reverifyPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reverifyPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reverificationToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ReverifyPasswordMutation, ReverifyPasswordMutationVariables>;
export const CustomerEncryptionPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"customerEncryptionPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reverificationToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerEncryptionPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reverificationToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reverificationToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionKey"}}]}}]}}]} as unknown as DocumentNode<CustomerEncryptionPasswordQuery, CustomerEncryptionPasswordQueryVariables>;
export const RefreshTemporaryDecryptKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"refreshTemporaryDecryptKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshTemporaryDecryptKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"startDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDateTime"}}]}}]}}]} as unknown as DocumentNode<RefreshTemporaryDecryptKeyMutation, RefreshTemporaryDecryptKeyMutationVariables>;
export const CustomerSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"customerSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"streetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"apartment"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"businessSize"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionType"}},{"kind":"Field","name":{"kind":"Name","value":"twoStepVerification"}},{"kind":"Field","name":{"kind":"Name","value":"fipsrequestStatus"}},{"kind":"Field","name":{"kind":"Name","value":"alertRule"}},{"kind":"Field","name":{"kind":"Name","value":"scannerDelayMinute"}},{"kind":"Field","name":{"kind":"Name","value":"agentKey"}},{"kind":"Field","name":{"kind":"Name","value":"agentUninstallKey"}},{"kind":"Field","name":{"kind":"Name","value":"tempDecryptKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"endDateTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"laptopsSettingsGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serversSettingsGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discoveryEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"statisticEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"serverDiscoveryEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"serverStatisticEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"iconShellExtensionEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"menuShellExtensionEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"browserExtensionEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"vigilAgentIconOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CustomerSettingsQuery, CustomerSettingsQueryVariables>;
export const UpdateCustomerSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateCustomerSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomerRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomer2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateCustomerSettingsMutation, UpdateCustomerSettingsMutationVariables>;
export const PartnerSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"partnerSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partner2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"twoStepVerification"}},{"kind":"Field","name":{"kind":"Name","value":"canSignUpNewPartners"}},{"kind":"Field","name":{"kind":"Name","value":"partnerLogo"}},{"kind":"Field","name":{"kind":"Name","value":"licenseCountExceededMessage"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLicenseCountExceededMessage"}},{"kind":"Field","name":{"kind":"Name","value":"partnerKey"}},{"kind":"Field","name":{"kind":"Name","value":"hubspotId"}},{"kind":"Field","name":{"kind":"Name","value":"hubspotSynchronizationTimestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PartnerSettingsQuery, PartnerSettingsQueryVariables>;
export const UpdatePartnerSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updatePartnerSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePartnerRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePartner2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdatePartnerSettingsMutation, UpdatePartnerSettingsMutationVariables>;
export const TenantAuthProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"tenantAuthProviders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TenantAuthProviderFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TenantAuthProviderSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantAuthProviders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<TenantAuthProvidersQuery, TenantAuthProvidersQueryVariables>;
export const TenantAuthProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"tenantAuthProvider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantAuthProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authProvider"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<TenantAuthProviderQuery, TenantAuthProviderQueryVariables>;
export const CreateTenantAuthProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createTenantAuthProvider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTenantAuthProviderRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTenantAuthProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateTenantAuthProviderMutation, CreateTenantAuthProviderMutationVariables>;
export const UpdateTenantAuthProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateTenantAuthProvider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTenantAuthProviderRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTenantAuthProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateTenantAuthProviderMutation, UpdateTenantAuthProviderMutationVariables>;
export const DeleteTenantAuthProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteTenantAuthProviders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTenantAuthProviders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}]}]}}]} as unknown as DocumentNode<DeleteTenantAuthProvidersMutation, DeleteTenantAuthProvidersMutationVariables>;
export const ChildTenantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"childTenants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChildTenantFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChildTenantSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"childTenants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isPartner"}},{"kind":"Field","name":{"kind":"Name","value":"partnerId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantType"}},{"kind":"Field","name":{"kind":"Name","value":"devicesCount"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCost"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedEntriesCost"}},{"kind":"Field","name":{"kind":"Name","value":"residualEntriesCost"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionPercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<ChildTenantsQuery, ChildTenantsQueryVariables>;
export const CustomersAndPartners2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"customersAndPartners2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TenantListItemFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TenantListItemSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customersAndPartners2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isPartner"}},{"kind":"Field","name":{"kind":"Name","value":"superiorPartner"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"riskType"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"agentKey"}},{"kind":"Field","name":{"kind":"Name","value":"devicesCount"}},{"kind":"Field","name":{"kind":"Name","value":"allNestedActiveDevicesCount"}},{"kind":"Field","name":{"kind":"Name","value":"customersCount"}},{"kind":"Field","name":{"kind":"Name","value":"usersCount"}},{"kind":"Field","name":{"kind":"Name","value":"usersLastSignedDate"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"residualSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"onboarding"}},{"kind":"Field","name":{"kind":"Name","value":"onboardingUserEmail"}},{"kind":"Field","name":{"kind":"Name","value":"testingGroups"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<CustomersAndPartners2Query, CustomersAndPartners2QueryVariables>;
export const OnboardingTenantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"onboardingTenants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TenantListItemFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TenantListItemSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onboardingTenants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isPartner"}},{"kind":"Field","name":{"kind":"Name","value":"superiorPartner"}},{"kind":"Field","name":{"kind":"Name","value":"onboardingUserEmail"}},{"kind":"Field","name":{"kind":"Name","value":"usersLastSignedDate"}},{"kind":"Field","name":{"kind":"Name","value":"allNestedActiveDevicesCount"}},{"kind":"Field","name":{"kind":"Name","value":"customersCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingTenantsQuery, OnboardingTenantsQueryVariables>;
export const OnboardingManagersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"onboardingManagers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onboardingManagers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<OnboardingManagersQuery, OnboardingManagersQueryVariables>;
export const CountriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CountriesQuery, CountriesQueryVariables>;
export const Partner2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"partner2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partner2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"twoStepVerification"}},{"kind":"Field","name":{"kind":"Name","value":"canSignUpNewPartners"}},{"kind":"Field","name":{"kind":"Name","value":"licenseCountExceededMessage"}},{"kind":"Field","name":{"kind":"Name","value":"partnerKey"}},{"kind":"Field","name":{"kind":"Name","value":"parentPartnerName"}},{"kind":"Field","name":{"kind":"Name","value":"onboarding"}},{"kind":"Field","name":{"kind":"Name","value":"onboardingUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<Partner2Query, Partner2QueryVariables>;
export const CustomerForEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"customerForEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessSize"}},{"kind":"Field","name":{"kind":"Name","value":"twoStepVerification"}},{"kind":"Field","name":{"kind":"Name","value":"testingGroups"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionType"}},{"kind":"Field","name":{"kind":"Name","value":"onboarding"}},{"kind":"Field","name":{"kind":"Name","value":"onboardingUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerForEditQuery, CustomerForEditQueryVariables>;
export const CreatePartner2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createPartner2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePartnerRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPartner2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreatePartner2Mutation, CreatePartner2MutationVariables>;
export const CreateCustomer2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createCustomer2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCustomerRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomer2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateCustomer2Mutation, CreateCustomer2MutationVariables>;
export const UpdatePartner2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updatePartner2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePartnerRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePartner2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdatePartner2Mutation, UpdatePartner2MutationVariables>;
export const UpdateCustomer2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateCustomer2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomerRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomer2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateCustomer2Mutation, UpdateCustomer2MutationVariables>;
export const DeletePartners2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deletePartners2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePartners2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}]}]}}]} as unknown as DocumentNode<DeletePartners2Mutation, DeletePartners2MutationVariables>;
export const DeleteCustomers2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteCustomers2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCustomers2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}]}]}}]} as unknown as DocumentNode<DeleteCustomers2Mutation, DeleteCustomers2MutationVariables>;
export const UpdateCustomerOnboardingDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateCustomerOnboardingData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomerOnboardingDataRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomerOnboardingData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"onboarding"}},{"kind":"Field","name":{"kind":"Name","value":"onboardingUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCustomerOnboardingDataMutation, UpdateCustomerOnboardingDataMutationVariables>;
export const CustomerLicenseInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"customerLicenseInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerLicenseInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"availableCount"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<CustomerLicenseInfoQuery, CustomerLicenseInfoQueryVariables>;
export const GetCustomerInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getCustomerInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fipsrequestStatus"}},{"kind":"Field","name":{"kind":"Name","value":"testingGroups"}},{"kind":"Field","name":{"kind":"Name","value":"twoStepVerification"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionType"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<GetCustomerInfoQuery, GetCustomerInfoQueryVariables>;
export const TenantParentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"tenantParents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantParents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"partnerId"}},{"kind":"Field","name":{"kind":"Name","value":"isPartner"}},{"kind":"Field","name":{"kind":"Name","value":"tenantType"}}]}}]}}]} as unknown as DocumentNode<TenantParentsQuery, TenantParentsQueryVariables>;
export const UserInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"userInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"tenantType"}},{"kind":"Field","name":{"kind":"Name","value":"tenantIsPartner"}},{"kind":"Field","name":{"kind":"Name","value":"needToChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"isRegular"}},{"kind":"Field","name":{"kind":"Name","value":"isReadOnlyUser"}},{"kind":"Field","name":{"kind":"Name","value":"routeRole"}}]}}]}}]} as unknown as DocumentNode<UserInfoQuery, UserInfoQueryVariables>;