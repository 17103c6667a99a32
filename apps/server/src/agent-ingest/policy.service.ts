import { createHash } from 'node:crypto';
import {
  delayWithinGroupRange,
  type AgentPolicy,
  type AgentRule,
  type RuleTriggerSetting,
} from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { toDefinition } from '../classifiers/classifier-definition.js';
import { findActiveClassifiers } from '../classifiers/classifiers.repo.js';
import { checkInForLogs } from '../agent-logs/agent-logs.service.js';
import { findDevice, findDeviceGroupIds } from '../devices/devices.repo.js';
import { findDeviceSettingsGroup } from '../devices/settings-groups.repo.js';
import { findCloudDevice } from '../devices/cloud-devices.repo.js';
import { triggerAppliesToDevice, type DeviceRef } from '../rules/rule-matching.js';
import { findPolicyProcesses } from '../processes/processes.repo.js';
import { findPolicyExtensions } from '../allowlist/extension-rules.repo.js';
import { findActiveRules, type RuleRow } from '../rules/rules.repo.js';
import { AgentMessages, AgentRequestError } from './agent-errors.js';
import { agentDataKey } from './agent-data-key.js';
import type { AgentDevice } from './device-auth.js';

/**
 * GET /agent/v1/policy: what this device's agent enforces — the tenant's active classifiers, the
 * rules resolved for this device, its settings, the applications' upload permissions and the
 * extensions allowlisting excludes or parses as text, and encryption: whether the device may and the
 * customer's data key.
 * `policyVersion` hashes all of it, so any change anywhere gives a new version.
 */
export async function getPolicy(db: Queryable, secret: string, auth: AgentDevice): Promise<AgentPolicy> {
  const { scope } = auth;
  const device = await findDevice(db, scope, auth.deviceId);
  if (!device || device.isDeleted) throw new AgentRequestError(403, AgentMessages.deviceDeleted);
  const classifierRows = await findActiveClassifiers(db, scope);
  const ruleRows = await findActiveRules(
    db,
    scope,
    classifierRows.map((c) => c.id),
  );
  const ref: DeviceRef = {
    deviceId: device.id,
    groupIds: await findDeviceGroupIds(db, scope, device.id),
  };
  const processIds = ruleRows.flatMap((r) => [
    ...r.encryption.decryptProcesses,
    ...r.triggers.flatMap((t) => t.uploadFileProcesses),
  ]);
  const processRows = await findPolicyProcesses(db, scope, [...new Set(processIds)]);
  const nameOf = new Map(processRows.map((p) => [p.id, p.processName]));
  const names = (ids: number[]) =>
    [...new Set(ids.flatMap((id) => nameOf.get(id) ?? []))].sort((a, b) => a.localeCompare(b));

  // An unlicensed device stays registered but does not scan until a seat is free.
  const licensed = device.licenseStatus === 'ACTIVE';
  // A device in a security group gets the group's settings instead of its own.
  const group = device.settingsGroupId === null ? null : await findDeviceSettingsGroup(db, scope, device.id);
  const own = {
    discovery: group ? group.discoveryEnabled : device.isDiscoveryEnabled,
    statistic: group ? group.statisticEnabled : device.isStatisticEnabled,
    encryptionDisabled: group ? !group.encryptionEnabled : device.isEncryptionDisabled,
    scannerDelayMinute: group ? group.scannerDelayMinute : device.scannerDelayMinute,
    agentIconOn: group ? group.vigilAgentIconOn : device.isVigilAgentIconOn,
    iconShellExtensionEnabled: group ? group.iconShellExtensionEnabled : device.iconShellExtensionEnabled,
    menuShellExtensionEnabled: group ? group.menuShellExtensionEnabled : device.menuShellExtensionEnabled,
    browserExtensionEnabled: group ? group.browserExtensionEnabled : device.browserExtensionEnabled,
  };
  const delayRange = { min: group?.encryptionDelayDaysMin ?? 0, max: group?.encryptionDelayDaysMax ?? 0 };
  // A repository is read only while its Scan toggle is on.
  const scanned =
    device.kind === 'REPOSITORY' ? ((await findCloudDevice(db, scope, device.id))?.scan ?? false) : true;
  const body: Omit<AgentPolicy, 'policyVersion' | 'collectLogs'> = {
    deviceId: device.id,
    settings: {
      isDiscoveryEnabled: own.discovery && licensed && scanned,
      isStatisticEnabled: own.statistic && licensed,
      isEncryptionDisabled: own.encryptionDisabled,
      scannerDelayMinute: own.scannerDelayMinute,
      settingsGroupId: group?.id ?? null,
      encryptionDelayDaysMin: delayRange.min,
      encryptionDelayDaysMax: delayRange.max,
      agentIconOn: own.agentIconOn,
      iconShellExtensionEnabled: own.iconShellExtensionEnabled,
      menuShellExtensionEnabled: own.menuShellExtensionEnabled,
      browserExtensionEnabled: own.browserExtensionEnabled,
    },
    encryption: {
      enabled: !own.encryptionDisabled,
      delayDaysMin: delayRange.min,
      delayDaysMax: delayRange.max,
      key: await agentDataKey(db, secret, scope),
    },
    classifiers: classifierRows.map(toDefinition),
    rules: ruleRows.flatMap((r) => agentRule(r, ref, names, delayRange)),
    uploadPermissions: processRows
      .filter((p) => p.dataUploadPermission !== 'UNBLOCKED')
      .map((p) => ({ processName: p.processName, permission: p.dataUploadPermission })),
    processRules: processRows.map((p) => ({
      processName: p.processName,
      processType: p.processType,
      decryptPattern: p.decryptPattern,
      dataUploadPermission: p.dataUploadPermission,
    })),
    ...(await findPolicyExtensions(db, scope)),
    licenseStatus: device.licenseStatus,
    resyncKey: device.resyncKey,
    uninstall: device.licenseStatus === 'UNINSTALLING',
  };
  const policyVersion = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 32);
  // A log request is no change of policy (it would rescan): outside the version, read at each pull.
  const collectLogs = await checkInForLogs(db, scope, device.id);
  return { policyVersion, ...body, collectLogs };
}

function agentRule(
  rule: RuleRow,
  device: DeviceRef,
  names: (ids: number[]) => string[],
  delayRange: { min: number; max: number },
): AgentRule[] {
  const triggers = rule.triggers
    .filter((t) => triggerAppliesToDevice(t, device))
    .flatMap((t) => agentTrigger(t, names));
  if (triggers.length === 0 && !rule.encryption.isEnabled) return [];
  return [
    {
      id: rule.id,
      classifierId: rule.classifierId,
      encryption: {
        isEnabled: rule.encryption.isEnabled,
        delayDays: delayWithinGroupRange(rule.encryption.delayDays, delayRange),
        decryptProcessNames: names(rule.encryption.decryptProcesses),
      },
      triggers,
    },
  ];
}

function agentTrigger(t: RuleTriggerSetting, names: (ids: number[]) => string[]): AgentRule['triggers'] {
  const base = {
    trigger: t.trigger,
    actions: t.actions,
    uploadProcessNames: [],
    exceptUploadProcessNames: [],
  };
  if (t.trigger !== 'UPLOAD_FILE' || t.uploadFileProcessesSelection === 'ALL') return [base];
  const listed = names(t.uploadFileProcesses);
  if (t.uploadFileProcessesSelection === 'EXCEPTED') return [{ ...base, exceptUploadProcessNames: listed }];
  // SELECTED with nothing known selects nothing; an empty list would mean every application.
  return listed.length > 0 ? [{ ...base, uploadProcessNames: listed }] : [];
}
