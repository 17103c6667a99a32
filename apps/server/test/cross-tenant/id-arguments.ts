import { SSO_ARGUMENTS } from './sso-objects.js';
import { ALERTS_ARGUMENTS } from './alerts-objects.js';
import { PEOPLE_ARGUMENTS } from './people-arguments.js';
import { DEVICES_ARGUMENTS } from './devices-cases.js';
import { EXPLORER_ARGUMENTS } from './explorer-cases.js';
import { REPORTS_ARGUMENTS } from './reports-objects.js';
import { AGENT_LOGS_ARGUMENTS } from './agent-logs-cases.js';
import { ALLOWLIST_ARGUMENTS } from './allowlist-cases.js';
import { SECURITY_GROUP_ARGUMENTS } from './security-groups-cases.js';
import { REPOSITORIES_ARGUMENTS } from './repositories-cases.js';
import { CLOUD_AUTH_ARGUMENTS } from './cloud-auth-cases.js';
import { POPUPS_ARGUMENTS } from './popups-cases.js';

/**
 * THE table of what every Int argument of the API means, found by walking the schema
 * (schema-walker.ts): an id of a kind of object, or a plain number. The suite fails on any Int
 * argument it cannot place, so a new argument is classified the moment it exists, and every one
 * mapped to a kind of object gets foreign ids of that kind.
 *
 * Paths are `Operation.argument.field…`; a list's `where` fields are filters on the list's rows.
 */

/** Objects one tenant owns: a foreign one must answer exactly like a missing one. */
export const TENANT_OWNED = [
  'Tenant',
  /**
   * A tenant an operation acts on, below the tenant it acts for (deleteCustomers2's ids): valid
   * when live in the target's subtree (below it), foreign anywhere else.
   */
  'TenantBelow',
  'Classifier',
  'Rule',
  'Device',
  'DeviceGroup',
  'DeviceSettingsGroup',
  'Folder',
  'File',
  'Process',
  'User',
  'AuditEntry',
  'AuthProvider',
  'AlertSetting',
  'Alert',
  'ReportFile',
] as const;
/**
 * The back office's library, one for all: any caller may name them, except those hidden from it
 * ('test' regulations from all but SysAdmin and the tenants that chose them; templates of a
 * testing group from customers outside it), which must answer like missing ones.
 */
export const LIBRARY = ['Regulation', 'TemplateClassifier'] as const;

export type EntityKind = (typeof TENANT_OWNED)[number] | (typeof LIBRARY)[number];

/** An Int that names no stored object, and why. */
export interface NotAnId {
  notAnId: string;
}
export type ArgumentMeaning = EntityKind | NotAnId;

const paging: NotAnId = { notAnId: 'paging: rows to skip or take' };
const figure: NotAnId = { notAnId: "a filter on one of the list's own figures" };
const testingGroup: NotAnId = {
  notAnId: 'a testing group (Dev 1, QA 2, Beta 3): a fixed number, not a stored row',
};
const matcherId: NotAnId = {
  notAnId:
    "a matcher's number within this classifier's own stored rules (it keeps its validator); no other row is read",
};
const matcherFileId: NotAnId = {
  notAnId: 'stored with the matcher as the client sent it and never looked up: the words come in `words`',
};
const noTemplateFolder: NotAnId = {
  notAnId:
    'templates are never Folder or Application classifiers (TEMPLATE_FILTER_TYPES): the value is dropped',
};

/** The plain numbers of the classifier form, wherever it is sent. */
function classifierFormNumbers(op: string, template: boolean): Record<string, ArgumentMeaning> {
  return {
    [`${op}.input.baseOnGroupIndex`]: { notAnId: 'the index of a compound group in this form' },
    [`${op}.input.compoundGroups.items.classifierId`]: template ? 'TemplateClassifier' : 'Classifier',
    [`${op}.input.filterVersion`]: { notAnId: 'the Version Number typed in the form' },
    [`${op}.input.folderId`]: template ? noTemplateFolder : 'Folder',
    [`${op}.input.matchers.fileId`]: matcherFileId,
    [`${op}.input.matchers.id`]: matcherId,
    [`${op}.input.matchers.minRepeats`]: { notAnId: 'a count of repeats' },
    [`${op}.input.processId`]: template ? noTemplateFolder : 'Process',
    [`${op}.input.regulations`]: 'Regulation',
    [`${op}.input.retentionPolicies.delayValue`]: { notAnId: 'a number of days, months or years' },
    [`${op}.input.riskBasedOnMatcherIndex`]: { notAnId: 'the index of a matcher in this form' },
  };
}

/** The Int arguments of the tenant list's filters (customersAndPartners2, onboardingTenants). */
function tenantListArguments(op: string, tenantId: boolean): Record<string, ArgumentMeaning> {
  return {
    [`${op}.skip`]: paging,
    [`${op}.take`]: paging,
    ...(tenantId ? { [`${op}.tenantId`]: 'Tenant' as const } : {}),
    [`${op}.where.id`]: 'Tenant',
    [`${op}.where.superiorPartnerId`]: 'Tenant',
    [`${op}.where.onboardingUserId`]: 'User',
    [`${op}.where.allNestedActiveDevicesCount`]: figure,
    [`${op}.where.allNestedActiveRepositoriesCount`]: figure,
    [`${op}.where.devicesCount`]: figure,
    [`${op}.where.customersCount`]: figure,
    [`${op}.where.usersCount`]: figure,
    [`${op}.where.testingGroupId`]: testingGroup,
  };
}

export const ARGUMENTS: Record<string, ArgumentMeaning> = {
  ...tenantListArguments('Query.customersAndPartners2', true),
  ...tenantListArguments('Query.onboardingTenants', false),
  'Query.partner2.request.id': 'Tenant',
  'Query.partner2.tenantId': 'Tenant',
  'Query.customerLicenseInfo.tenantId': 'Tenant',
  'Mutation.createPartner2.tenantId': 'Tenant',
  'Mutation.createCustomer2.tenantId': 'Tenant',
  'Mutation.createCustomer2.request.contentTypes.id': 'Regulation',
  'Mutation.createCustomer2.request.scannerDelayMinute': { notAnId: 'a delay in minutes' },
  'Mutation.updatePartner2.request.id': 'Tenant',
  'Mutation.updatePartner2.tenantId': 'Tenant',
  'Mutation.updateCustomer2.request.id': 'Tenant',
  'Mutation.updateCustomer2.tenantId': 'Tenant',
  'Mutation.updateCustomer2.request.scannerDelayMinute': { notAnId: 'a delay in minutes' },
  'Mutation.updateCustomer2.request.fipsrequestStatus': { notAnId: 'FIPS requested: 1 or 0' },
  'Mutation.updateCustomer2.request.testingGroups': testingGroup,
  'Mutation.deleteCustomers2.ids': 'TenantBelow',
  'Mutation.deleteCustomers2.tenantId': 'Tenant',
  'Mutation.deletePartners2.ids': 'TenantBelow',
  'Mutation.deletePartners2.tenantId': 'Tenant',
  'Mutation.updateCustomerOnboardingData.request.id': 'Tenant',
  'Mutation.updateCustomerOnboardingData.request.onboardingUserId': 'User',
  'Query.allClassifiers.tenantId': 'Tenant',
  'Query.allProcessRules.tenantId': 'Tenant',
  'Query.allProcessRules.where.id': 'Process',
  'Query.allProcessRules.where.processId': 'Process',
  'Query.applicationsRisk.request.deviceId': 'Device',
  'Query.applicationsRisk.skip': paging,
  'Query.applicationsRisk.take': paging,
  'Query.applicationsRisk.tenantId': 'Tenant',
  'Query.applicationsRisk.where.filesCountIncoming': figure,
  'Query.applicationsRisk.where.filesCountOutgoing': figure,
  'Query.applicationsRisk.where.processId': 'Process',
  'Query.applicationsRisk.where.tenantId': 'Tenant',
  'Query.backOfficeEntitiesAudit.skip': paging,
  'Query.backOfficeEntitiesAudit.take': paging,
  'Query.backOfficeEntitiesAudit.where.entityId': 'TemplateClassifier',
  'Query.backOfficeEntitiesAudit.where.id': 'AuditEntry',
  'Query.childFolders2.request.rootFolderId': 'Folder',
  'Query.childFolders2.tenantId': 'Tenant',
  'Query.childTenants.skip': paging,
  'Query.childTenants.take': paging,
  'Query.childTenants.tenantId': 'Tenant',
  'Query.childTenants.where.devicesCount': figure,
  'Query.childTenants.where.encryptionPercent': figure,
  'Query.childTenants.where.id': 'Tenant',
  'Query.childTenants.where.partnerId': 'Tenant',
  'Query.classifier.request.id': 'Classifier',
  'Query.classifier.tenantId': 'Tenant',
  'Query.classifierEncryptionForecastDetails.request.classifierId': 'Classifier',
  'Query.classifierEncryptionForecastDetails.request.daysSchedule': { notAnId: 'a delay in days' },
  'Query.classifierEncryptionForecastDetails.tenantId': 'Tenant',
  'Query.classifierEncryptionForecastTotals.request.classifierId': 'Classifier',
  'Query.classifierEncryptionForecastTotals.request.daysSchedule': { notAnId: 'a delay in days' },
  'Query.classifierEncryptionForecastTotals.tenantId': 'Tenant',
  'Query.classifierRegulations.tenantId': 'Tenant',
  'Query.classifiersList.skip': paging,
  'Query.classifiersList.take': paging,
  'Query.classifiersList.tenantId': 'Tenant',
  'Query.classifiersList.where.encryptionDelayDays': figure,
  'Query.classifiersList.where.id': 'Classifier',
  'Query.classifiersList.where.regulations': 'Regulation',
  'Query.classifiersList.where.templateId': 'TemplateClassifier',
  'Query.classifiersList.where.testingGroupId': testingGroup,
  'Query.classifiersToEncrypt.skip': paging,
  'Query.classifiersToEncrypt.take': paging,
  'Query.classifiersToEncrypt.tenantId': 'Tenant',
  'Query.classifiersToEncrypt.where.id': 'Classifier',
  'Query.customerEncryptionPassword.tenantId': 'Tenant',
  'Query.customer2.request.id': 'Tenant',
  'Query.customer2.tenantId': 'Tenant',
  'Query.customerRegulations.tenantId': 'Tenant',
  'Query.device.request.id': 'Device',
  'Query.device.tenantId': 'Tenant',
  'Query.deviceRisks.skip': paging,
  'Query.deviceRisks.take': paging,
  'Query.deviceRisks.tenantId': 'Tenant',
  'Query.deviceRisks.where.casesCount': figure,
  'Query.deviceRisks.where.deviceId': 'Device',
  'Query.deviceRisks.where.filesCount': figure,
  'Query.deviceRisks.where.nonSensitiveFilesCount': figure,
  'Query.deviceRisks.where.outboundFilesCount': figure,
  'Query.deviceRisks.where.outboundSensitiveFilesCount': figure,
  'Query.deviceRisks.where.sensitiveFilesCount': figure,
  'Query.deviceRisks.where.tenantId': 'Tenant',
  'Query.deviceRisksByClassifiers.skip': paging,
  'Query.deviceRisksByClassifiers.take': paging,
  'Query.deviceRisksByClassifiers.tenantId': 'Tenant',
  'Query.deviceRisksByClassifiers.where.classifierId': 'Classifier',
  'Query.deviceRisksByClassifiers.where.deviceId': 'Device',
  'Query.deviceRisksByClassifiers.where.filesCount': figure,
  'Query.deviceRisksByClassifiers.where.filesEncryptedCount': figure,
  'Query.deviceRisksByClassifiers.where.tenantId': 'Tenant',
  'Query.deviceRootFolders.request.deviceId': 'Device',
  'Query.deviceRootFolders.tenantId': 'Tenant',
  'Query.devices.skip': paging,
  'Query.devices.take': paging,
  'Query.devices.tenantId': 'Tenant',
  'Query.devices.where.id': 'Device',
  'Query.devices.where.tenantId': 'Tenant',
  // The case asks for the history of Classifiers: these ids are classifiers'.
  'Query.entitiesAudit.request.entityId': 'Classifier',
  'Query.entitiesAudit.request.linkedEntityId': 'Classifier',
  'Query.entitiesAudit.skip': paging,
  'Query.entitiesAudit.take': paging,
  'Query.entitiesAudit.tenantId': 'Tenant',
  'Query.entitiesAudit.where.entityId': 'Classifier',
  'Query.entitiesAudit.where.id': 'AuditEntry',
  'Query.groups.skip': paging,
  'Query.groups.take': paging,
  'Query.groups.tenantId': 'Tenant',
  'Query.groups.where.id': 'DeviceGroup',
  'Query.groups.where.tenantId': 'Tenant',
  'Query.policies.skip': paging,
  'Query.policies.take': paging,
  'Query.policies.tenantId': 'Tenant',
  'Query.policies.where.filesCount': figure,
  'Query.policies.where.filesEncryptedCount': figure,
  'Query.policies.where.nonSensitiveFilesCount': figure,
  'Query.policies.where.policyId': 'Classifier',
  'Query.policies.where.sensitiveFilesCount': figure,
  'Query.policies.where.tenantId': 'Tenant',
  'Query.policiesDataRisksByRegulation.request.regulationId': 'Regulation',
  'Query.policiesDataRisksByRegulation.skip': paging,
  'Query.policiesDataRisksByRegulation.take': paging,
  'Query.policiesDataRisksByRegulation.tenantId': 'Tenant',
  'Query.policiesDataRisksByRegulation.where.filesCount': figure,
  'Query.policiesDataRisksByRegulation.where.filesEncryptedCount': figure,
  'Query.policiesDataRisksByRegulation.where.nonSensitiveFilesCount': figure,
  'Query.policiesDataRisksByRegulation.where.policyId': 'Classifier',
  'Query.policiesDataRisksByRegulation.where.sensitiveFilesCount': figure,
  'Query.policiesDataRisksByRegulation.where.tenantId': 'Tenant',
  'Query.policyUpdates.skip': paging,
  'Query.policyUpdates.take': paging,
  'Query.policyUpdates.tenantId': 'Tenant',
  'Query.policyUpdatesForPartner.tenantId': 'Tenant',
  'Query.processesToSetUpEncryption.request.classifierId': 'Classifier',
  'Query.processesToSetUpEncryption.tenantId': 'Tenant',
  'Query.regulations.skip': paging,
  'Query.regulations.take': paging,
  'Query.regulations.tenantId': 'Tenant',
  'Query.regulations.where.id': 'Regulation',
  'Query.regulations.where.sortNumber': figure,
  'Query.regulationsDataRisks.skip': paging,
  'Query.regulationsDataRisks.take': paging,
  'Query.regulationsDataRisks.tenantId': 'Tenant',
  'Query.regulationsDataRisks.where.filesCount': figure,
  'Query.regulationsDataRisks.where.filesEncryptedCount': figure,
  'Query.regulationsDataRisks.where.nonSensitiveFilesCount': figure,
  'Query.regulationsDataRisks.where.regulationId': 'Regulation',
  'Query.regulationsDataRisks.where.sensitiveFilesCount': figure,
  'Query.riskOverview.tenantId': 'Tenant',
  'Query.ruleByClassifierId.request.classifierId': 'Classifier',
  'Query.ruleByClassifierId.tenantId': 'Tenant',
  'Query.templateClassifier.request.id': 'TemplateClassifier',
  'Query.templateClassifier.tenantId': 'Tenant',
  'Query.templateClassifiers.skip': paging,
  'Query.templateClassifiers.take': paging,
  'Query.templateClassifiers.tenantId': 'Tenant',
  'Query.templateClassifiers.where.filterVersion': figure,
  'Query.templateClassifiers.where.id': 'TemplateClassifier',
  'Query.templateClassifiers.where.parentTemplateId': 'TemplateClassifier',
  'Query.templateClassifiers.where.testingGroupId': testingGroup,
  'Query.tenantParents.id': 'Tenant',

  'Mutation.changeUserPassword.tenantId': 'Tenant',
  'Mutation.changeUserPassword.userId': 'User',
  ...classifierFormNumbers('Mutation.createClassifier', false),
  'Mutation.createClassifier.tenantId': 'Tenant',
  'Mutation.createClassifierFromExisting.classifierId': 'Classifier',
  'Mutation.createClassifierFromExisting.templateId': 'TemplateClassifier',
  'Mutation.createClassifierFromExisting.tenantId': 'Tenant',
  'Mutation.createRegulation.request.sortNumber': { notAnId: 'a position in the library' },
  'Mutation.createRule.request.classifierId': 'Classifier',
  'Mutation.createRule.request.encryptionSettings.decryptProcesses': 'Process',
  'Mutation.createRule.request.encryptionSettings.delayDays': { notAnId: 'a delay in days' },
  'Mutation.createRule.request.triggers.deviceGroups': 'DeviceGroup',
  'Mutation.createRule.request.triggers.devices': 'Device',
  'Mutation.createRule.request.triggers.uploadFileProcesses': 'Process',
  'Mutation.createRule.tenantId': 'Tenant',
  ...classifierFormNumbers('Mutation.createTemplateClassifier', true),
  'Mutation.createTemplateFromExisting.templateId': 'TemplateClassifier',
  'Mutation.deleteClassifiers.request.ids': 'Classifier',
  'Mutation.deleteClassifiers.tenantId': 'Tenant',
  'Mutation.deleteRegulations.ids': 'Regulation',
  'Mutation.deleteTemplateClassifiers.ids': 'TemplateClassifier',
  'Mutation.runPolicyUpdates.request.items.classifierId': 'Classifier',
  'Mutation.runPolicyUpdates.request.items.templateClassifierId': 'TemplateClassifier',
  'Mutation.runPolicyUpdates.tenantId': 'Tenant',
  'Mutation.runPolicyUpdatesForCustomer.regulationId': 'Regulation',
  'Mutation.runPolicyUpdatesForCustomer.tenantId': 'Tenant',
  'Mutation.runPolicyUpdatesForPartner.regulationId': 'Regulation',
  'Mutation.runPolicyUpdatesForPartner.tenantId': 'Tenant',
  'Mutation.setClassifierTestingGroup.classifierId': 'Classifier',
  'Mutation.setClassifierTestingGroup.tenantId': 'Tenant',
  'Mutation.setClassifierTestingGroup.testingGroupId': testingGroup,
  'Mutation.setProcessDataUploadPermission.request.processId': 'Process',
  'Mutation.setProcessDataUploadPermission.tenantId': 'Tenant',
  'Mutation.updateByCopy.templateId': 'TemplateClassifier',
  'Mutation.updateClassifier.id': 'Classifier',
  ...classifierFormNumbers('Mutation.updateClassifier', false),
  'Mutation.updateClassifier.tenantId': 'Tenant',
  'Mutation.updateClassifierListItem.request.id': 'Classifier',
  'Mutation.updateClassifierListItem.tenantId': 'Tenant',
  'Mutation.updateCustomerRegulations.request.contentTypes.id': 'Regulation',
  'Mutation.updateCustomerRegulations.tenantId': 'Tenant',
  'Mutation.updateDevice.request.id': 'Device',
  'Mutation.updateDevice.tenantId': 'Tenant',
  'Mutation.updateRegulation.request.id': 'Regulation',
  'Mutation.updateRegulation.request.sortNumber': { notAnId: 'a position in the library' },
  'Mutation.updateRule.request.classifierId': 'Classifier',
  'Mutation.updateRule.request.encryptionSettings.decryptProcesses': 'Process',
  'Mutation.updateRule.request.encryptionSettings.delayDays': { notAnId: 'a delay in days' },
  'Mutation.updateRule.request.id': 'Rule',
  'Mutation.updateRule.request.triggers.deviceGroups': 'DeviceGroup',
  'Mutation.updateRule.request.triggers.devices': 'Device',
  'Mutation.updateRule.request.triggers.uploadFileProcesses': 'Process',
  'Mutation.updateRule.tenantId': 'Tenant',
  'Mutation.updateRuleListItem.request.encryptionDelayDays': { notAnId: 'a delay in days' },
  'Mutation.updateRuleListItem.request.id': 'Rule',
  'Mutation.updateRuleListItem.tenantId': 'Tenant',
  'Mutation.updateTemplateClassifier.id': 'TemplateClassifier',
  ...classifierFormNumbers('Mutation.updateTemplateClassifier', true),
  'Mutation.updateTemplateClassifierListItem.request.id': 'TemplateClassifier',
  ...SSO_ARGUMENTS,
  ...ALERTS_ARGUMENTS,
  ...PEOPLE_ARGUMENTS,
  'Mutation.refreshTemporaryDecryptKey.tenantId': 'Tenant',
  ...DEVICES_ARGUMENTS,
  ...EXPLORER_ARGUMENTS,
  ...REPORTS_ARGUMENTS,
  ...AGENT_LOGS_ARGUMENTS,
  ...ALLOWLIST_ARGUMENTS,
  ...SECURITY_GROUP_ARGUMENTS,
  ...REPOSITORIES_ARGUMENTS,
  ...CLOUD_AUTH_ARGUMENTS,
  ...POPUPS_ARGUMENTS,
};

export function isEntity(meaning: ArgumentMeaning | undefined): meaning is EntityKind {
  return typeof meaning === 'string';
}

export function isTenantOwned(kind: EntityKind): boolean {
  return (TENANT_OWNED as readonly string[]).includes(kind);
}
