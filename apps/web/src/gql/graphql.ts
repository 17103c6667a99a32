/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** When alerts of the device are e-mailed: at once, daily, or not at all. */
export type AlertRule =
  | 'DAILY'
  | 'IMMEDIATE'
  | 'NONE';

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

export type BooleanOperationFilterInput = {
  eq?: boolean | null | undefined;
  neq?: boolean | null | undefined;
};

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

export type DeviceType =
  | 'DESKTOP'
  | 'LAPTOP'
  | 'SERVER';

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

export type PoliciesDataRisksByRegulationRequestInput = {
  regulationId: number;
};

export type RegulationsDataRisksRequestInput = {
  /** Case-insensitive part of the regulation name (at most 150 characters). */
  filterName?: string | null | undefined;
};

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

/** The settings to change; a field left out (or null) keeps its value. */
export type UpdateDeviceRequestInput = {
  alertRule?: AlertRule | null | undefined;
  deviceType?: DeviceType | null | undefined;
  id: number;
  isDiscoveryEnabled?: boolean | null | undefined;
  isEncryptionDisabled?: boolean | null | undefined;
  isStatisticEnabled?: boolean | null | undefined;
};

export type ChangeUserPasswordMutationVariables = Exact<{
  userId: number;
  newPassword: string;
  tenantId?: number | null | undefined;
}>;


export type ChangeUserPasswordMutation = { changeUserPassword: boolean };

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

export type ChildTenantsQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  where?: ChildTenantFilterInput | null | undefined;
  order?: Array<ChildTenantSortInput> | ChildTenantSortInput | null | undefined;
  tenantId?: number | null | undefined;
}>;


export type ChildTenantsQuery = { childTenants: { totalCount: number, items: Array<{ id: number, name: string, isPartner: boolean, partnerId: number | null, tenantType: string, devicesCount: number, entriesCost: number, encryptedEntriesCost: number, residualEntriesCost: number, encryptionPercent: number }>, pageInfo: { hasNextPage: boolean } } };

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


export const ChangeUserPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"changeUserPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}]}]}}]} as unknown as DocumentNode<ChangeUserPasswordMutation, ChangeUserPasswordMutationVariables>;
export const ApplicationsRiskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"applicationsRisk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationsRiskRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationRiskFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationRiskSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationsRisk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"processCaption"}},{"kind":"Field","name":{"kind":"Name","value":"webApp"}},{"kind":"Field","name":{"kind":"Name","value":"isLlmApp"}},{"kind":"Field","name":{"kind":"Name","value":"residualEntriesCostOutgoing"}},{"kind":"Field","name":{"kind":"Name","value":"filesCountOutgoing"}},{"kind":"Field","name":{"kind":"Name","value":"filesCountIncoming"}},{"kind":"Field","name":{"kind":"Name","value":"dataUploadPermission"}},{"kind":"Field","name":{"kind":"Name","value":"devicesCount"}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nickName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"policies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationsRiskQuery, ApplicationsRiskQueryVariables>;
export const SetProcessDataUploadPermissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"setProcessDataUploadPermission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetProcessDataUploadPermissionRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProcessDataUploadPermission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"dataUploadPermission"}}]}}]}}]} as unknown as DocumentNode<SetProcessDataUploadPermissionMutation, SetProcessDataUploadPermissionMutationVariables>;
export const RegulationsDataRisksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"regulationsDataRisks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DataRiskByRegulationFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DataRiskByRegulationSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RegulationsDataRisksRequestInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regulationsDataRisks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regulationId"}},{"kind":"Field","name":{"kind":"Name","value":"regulationName"}},{"kind":"Field","name":{"kind":"Name","value":"regulationDescription"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"riskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"residualRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"filesCount"}},{"kind":"Field","name":{"kind":"Name","value":"filesEntriesCount"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"residualSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveFilesCount"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveFilesEntriesCount"}},{"kind":"Field","name":{"kind":"Name","value":"nonSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedNonSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"residualNonSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"nonSensitiveFilesCount"}},{"kind":"Field","name":{"kind":"Name","value":"nonSensitiveFilesEntriesCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<RegulationsDataRisksQuery, RegulationsDataRisksQueryVariables>;
export const PoliciesDataRisksByRegulationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"policiesDataRisksByRegulation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DataRiskByPolicyFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DataRiskByPolicySortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PoliciesDataRisksByRegulationRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"policiesDataRisksByRegulation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"policyId"}},{"kind":"Field","name":{"kind":"Name","value":"policyName"}},{"kind":"Field","name":{"kind":"Name","value":"policyCountries"}},{"kind":"Field","name":{"kind":"Name","value":"policyIsEncrypted"}},{"kind":"Field","name":{"kind":"Name","value":"riskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"residualRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"filesCount"}},{"kind":"Field","name":{"kind":"Name","value":"filesEntriesCount"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"residualSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveFilesCount"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveFilesEntriesCount"}},{"kind":"Field","name":{"kind":"Name","value":"nonSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedNonSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"residualNonSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"nonSensitiveFilesCount"}},{"kind":"Field","name":{"kind":"Name","value":"nonSensitiveFilesEntriesCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<PoliciesDataRisksByRegulationQuery, PoliciesDataRisksByRegulationQueryVariables>;
export const DeviceDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"deviceDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"device"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nickName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isOnline"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"agentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"systemUserName"}},{"kind":"Field","name":{"kind":"Name","value":"systemName"}},{"kind":"Field","name":{"kind":"Name","value":"storageUsedBytes"}},{"kind":"Field","name":{"kind":"Name","value":"storageTotalBytes"}},{"kind":"Field","name":{"kind":"Name","value":"existingFileCount"}},{"kind":"Field","name":{"kind":"Name","value":"casesCount"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"isDiscoveryEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isStatisticEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isEncryptionDisabled"}}]}}]}}]} as unknown as DocumentNode<DeviceDashboardQuery, DeviceDashboardQueryVariables>;
export const DeviceSensitiveClassifiersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"deviceSensitiveClassifiers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceRiskByClassifierFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceRiskByClassifierSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceRisksByClassifiers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classifierId"}},{"kind":"Field","name":{"kind":"Name","value":"classifierName"}},{"kind":"Field","name":{"kind":"Name","value":"filesCount"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCount"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"filesEncryptedCount"}},{"kind":"Field","name":{"kind":"Name","value":"filesEncryptedEntrysCount"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedSensitiveRiskInUSD"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<DeviceSensitiveClassifiersQuery, DeviceSensitiveClassifiersQueryVariables>;
export const DeviceCloudServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"deviceCloudServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationsRiskRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationRiskFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationRiskSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationsRisk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"processCaption"}},{"kind":"Field","name":{"kind":"Name","value":"isLlmApp"}},{"kind":"Field","name":{"kind":"Name","value":"filesCountOutgoing"}},{"kind":"Field","name":{"kind":"Name","value":"filesCountIncoming"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<DeviceCloudServicesQuery, DeviceCloudServicesQueryVariables>;
export const UpdateDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDeviceRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDiscoveryEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isStatisticEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isEncryptionDisabled"}}]}}]}}]} as unknown as DocumentNode<UpdateDeviceMutation, UpdateDeviceMutationVariables>;
export const DeviceRisksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"deviceRisks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceRiskFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceRiskSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceRisks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceName"}},{"kind":"Field","name":{"kind":"Name","value":"deviceNickName"}},{"kind":"Field","name":{"kind":"Name","value":"deviceIsOnline"}},{"kind":"Field","name":{"kind":"Name","value":"deviceLastActivity"}},{"kind":"Field","name":{"kind":"Name","value":"licenseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"riskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"residualRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"residualSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"nonSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedNonSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"residualNonSensitiveRiskInUSD"}},{"kind":"Field","name":{"kind":"Name","value":"riskValuation"}},{"kind":"Field","name":{"kind":"Name","value":"filesCount"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveFilesCount"}},{"kind":"Field","name":{"kind":"Name","value":"nonSensitiveFilesCount"}},{"kind":"Field","name":{"kind":"Name","value":"outboundFilesCount"}},{"kind":"Field","name":{"kind":"Name","value":"outboundSensitiveFilesCount"}},{"kind":"Field","name":{"kind":"Name","value":"regulations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<DeviceRisksQuery, DeviceRisksQueryVariables>;
export const RiskOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"riskOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startPeriod"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"finishPeriod"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskOverview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startPeriod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startPeriod"}}},{"kind":"Argument","name":{"kind":"Name","value":"finishPeriod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"finishPeriod"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataRiskTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"reduction"}},{"kind":"Field","name":{"kind":"Name","value":"residual"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataRiskHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"reduction"}},{"kind":"Field","name":{"kind":"Name","value":"residual"}}]}}]}}]}}]} as unknown as DocumentNode<RiskOverviewQuery, RiskOverviewQueryVariables>;
export const ChildTenantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"childTenants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChildTenantFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChildTenantSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"childTenants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isPartner"}},{"kind":"Field","name":{"kind":"Name","value":"partnerId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantType"}},{"kind":"Field","name":{"kind":"Name","value":"devicesCount"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCost"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedEntriesCost"}},{"kind":"Field","name":{"kind":"Name","value":"residualEntriesCost"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionPercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<ChildTenantsQuery, ChildTenantsQueryVariables>;
export const GetCustomerInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getCustomerInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fipsrequestStatus"}},{"kind":"Field","name":{"kind":"Name","value":"testingGroups"}},{"kind":"Field","name":{"kind":"Name","value":"twoStepVerification"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionType"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<GetCustomerInfoQuery, GetCustomerInfoQueryVariables>;
export const TenantParentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"tenantParents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantParents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"partnerId"}},{"kind":"Field","name":{"kind":"Name","value":"isPartner"}},{"kind":"Field","name":{"kind":"Name","value":"tenantType"}}]}}]}}]} as unknown as DocumentNode<TenantParentsQuery, TenantParentsQueryVariables>;
export const UserInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"userInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"tenantType"}},{"kind":"Field","name":{"kind":"Name","value":"tenantIsPartner"}},{"kind":"Field","name":{"kind":"Name","value":"needToChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"isRegular"}},{"kind":"Field","name":{"kind":"Name","value":"isReadOnlyUser"}},{"kind":"Field","name":{"kind":"Name","value":"routeRole"}}]}}]}}]} as unknown as DocumentNode<UserInfoQuery, UserInfoQueryVariables>;