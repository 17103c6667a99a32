import { createHash } from 'node:crypto';
import type { AgentPolicy, AgentRule, RuleTriggerSetting } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { toDefinition } from '../classifiers/classifier-definition.js';
import { findActiveClassifiers } from '../classifiers/classifiers.repo.js';
import { findDevice, findDeviceGroupIds } from '../devices/devices.repo.js';
import { findCloudDevice } from '../devices/cloud-devices.repo.js';
import { triggerAppliesToDevice, type DeviceRef } from '../rules/rule-matching.js';
import { findPolicyProcesses } from '../processes/processes.repo.js';
import { findActiveRules, type RuleRow } from '../rules/rules.repo.js';
import { AgentMessages, AgentRequestError } from './agent-errors.js';
import type { AgentDevice } from './device-auth.js';

/**
 * GET /agent/v1/policy: what this device's agent enforces — the tenant's active classifiers, the
 * rules resolved for this device, its settings and the applications' upload permissions.
 * `policyVersion` hashes all of it, so any change anywhere gives a new version.
 */
export async function getPolicy(db: Queryable, auth: AgentDevice): Promise<AgentPolicy> {
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
  // A repository is read only while its Scan toggle is on.
  const scanned =
    device.kind === 'REPOSITORY' ? ((await findCloudDevice(db, scope, device.id))?.scan ?? false) : true;
  const body: Omit<AgentPolicy, 'policyVersion'> = {
    deviceId: device.id,
    settings: {
      isDiscoveryEnabled: device.isDiscoveryEnabled && licensed && scanned,
      isStatisticEnabled: device.isStatisticEnabled && licensed,
      isEncryptionDisabled: device.isEncryptionDisabled,
      scannerDelayMinute: device.scannerDelayMinute,
    },
    classifiers: classifierRows.map(toDefinition),
    rules: ruleRows.flatMap((r) => agentRule(r, ref, names)),
    uploadPermissions: processRows
      .filter((p) => p.dataUploadPermission !== 'UNBLOCKED')
      .map((p) => ({ processName: p.processName, permission: p.dataUploadPermission })),
    excludedExtensions: [],
    parseAsTextExtensions: [],
    licenseStatus: device.licenseStatus,
    resyncKey: device.resyncKey,
    uninstall: device.licenseStatus === 'UNINSTALLING',
  };
  const policyVersion = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 32);
  return { policyVersion, ...body };
}

function agentRule(rule: RuleRow, device: DeviceRef, names: (ids: number[]) => string[]): AgentRule[] {
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
        delayDays: rule.encryption.delayDays,
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
