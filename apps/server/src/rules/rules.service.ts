import type { z } from 'zod';
import {
  Messages,
  RuleMessages,
  createRuleRequestSchema,
  ruleSettingsSchema,
  updateRuleListItemRequestSchema,
  updateRuleRequestSchema,
  type DataUploadPermission,
  type RuleAction,
  type RuleSettingsInput,
  type RuleTrigger,
  type Selection,
} from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import { findLiveClassifier } from '../classifiers/classifiers.repo.js';
import type { AuthUser } from '../common/context.js';
import type { Db, Queryable } from '../db/client.js';
import { NotFoundError, ValidationError } from '../common/errors.js';
import { findDeviceGroupNames, findDeviceNames } from '../devices/device-names.read-model.js';
import { findProcesses } from '../processes/processes.repo.js';
import { resolveTenantScope, type TenantScope } from '../tenants/tenant-scope.js';
import {
  deleteRuleRows,
  findRuleByClassifier,
  findRuleById,
  insertRule,
  updateRuleRow,
  type RuleChanges,
  type RuleRow,
} from './rules.repo.js';

/**
 * Creates the rule of a classifier of the tenant (one per classifier). The console's createRule
 * and the demo generator call it after their own authorization.
 */
export async function createRule(
  db: Queryable,
  scope: TenantScope,
  classifierId: number,
  input: RuleSettingsInput,
): Promise<RuleRow> {
  const settings = ruleSettingsSchema.parse(input);
  if (!(await findLiveClassifier(db, scope, classifierId)))
    throw new NotFoundError('Classifier', classifierId);
  return insertRule(db, scope, { classifierId, ...settings });
}

/** Deletes these rules (their classifiers are being deleted), each in the change history, linked to its classifier. */
export async function deleteRules(
  tx: Queryable,
  user: AuthUser,
  scope: TenantScope,
  rules: readonly RuleRow[],
): Promise<void> {
  await deleteRuleRows(
    tx,
    scope,
    rules.map((r) => r.id),
  );
  for (const rule of rules)
    await recordAudit(tx, user, { scope, ...auditTarget(rule), operation: 'DELETE', before: rule });
}

/* ------------------------------------------------------------------------------------------------
 * The console's rule operations: ruleByClassifierId, createRule, updateRule, updateRuleListItem.
 * ---------------------------------------------------------------------------------------------- */

export interface RuleNamedRef {
  id: number;
  name: string;
}

export interface RuleProcessRef {
  processId: number;
  humanName: string;
}

export interface RuleUploadProcessRef extends RuleProcessRef {
  dataUploadPermission: DataUploadPermission;
}

export interface RuleTriggerView {
  trigger: RuleTrigger;
  actions: RuleAction[];
  devicesSelection: Selection;
  devices: RuleNamedRef[];
  deviceGroups: RuleNamedRef[];
  uploadFileProcessesSelection: Selection;
  uploadFileProcesses: RuleUploadProcessRef[];
}

/** A rule as the API shows it (spec part 1 §3 "Rule"): ids resolved to names. */
export interface RuleView {
  id: number;
  name: string;
  isActive: boolean;
  classifierId: number;
  classifier: RuleNamedRef;
  overrideOtherEncryptionRules: boolean;
  encryptionSettings: {
    isEnabled: boolean;
    delayDays: number;
    decryptProcesses: RuleProcessRef[];
  };
  triggers: RuleTriggerView[];
}

function parseRequest<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ValidationError(issue?.message ?? Messages.required, issue?.path.join('.'));
  }
  return parsed.data;
}

/** A live classifier of the tenant as a rule names it; `lock` holds its row for the transaction. */
async function classifierRef(
  db: Queryable,
  scope: TenantScope,
  id: number,
  options: { lock?: boolean } = {},
): Promise<RuleNamedRef | null> {
  const row = await findLiveClassifier(db, scope, id, options);
  return row ? { id: row.id, name: row.name } : null;
}

/** The classifier's rule, or null. A classifier out of reach answers like a missing one. */
export async function ruleByClassifierId(
  db: Queryable,
  user: AuthUser,
  classifierId: number,
  tenantId: number | null | undefined,
): Promise<RuleView | null> {
  const scope = await resolveTenantScope(db, user, tenantId);
  const classifier = await classifierRef(db, scope, classifierId);
  if (!classifier) throw new NotFoundError('Classifier', classifierId);
  const rule = await findRuleByClassifier(db, scope, classifierId);
  return rule ? ruleView(db, scope, rule, classifier) : null;
}

/**
 * Creates the classifier's one rule. A classifier that already has a rule is refused (update it);
 * every device, device group and process id must be the tenant's (else: not found).
 */
export async function createRuleRequest(
  db: Db,
  user: AuthUser,
  input: unknown,
  tenantId: number | null | undefined,
): Promise<RuleView> {
  const request = parseRequest(createRuleRequestSchema, input);
  return db.transaction(async (tx) => {
    const scope = await resolveTenantScope(tx, user, tenantId);
    const classifier = await classifierRef(tx, scope, request.classifierId, { lock: true });
    if (!classifier) throw new NotFoundError('Classifier', request.classifierId);
    if (await findRuleByClassifier(tx, scope, classifier.id))
      throw new ValidationError(RuleMessages.ruleExists, 'classifierId');
    const settings = {
      name: request.name ?? classifier.name,
      isActive: request.isActive,
      overrideOtherEncryptionRules: request.overrideOtherEncryptionRules,
      encryption: request.encryptionSettings,
      triggers: request.triggers,
    };
    await checkReferences(tx, scope, settings);
    const rule = await insertRule(tx, scope, { classifierId: classifier.id, ...settings });
    await recordAudit(tx, user, {
      scope,
      ...auditTarget(rule),
      operation: 'CREATE',
      after: auditState(rule),
    });
    return ruleView(tx, scope, rule, classifier);
  });
}

/** Changes a rule: fields left out keep their value; given lists replace the stored ones. */
export async function updateRuleRequest(
  db: Db,
  user: AuthUser,
  input: unknown,
  tenantId: number | null | undefined,
): Promise<RuleView> {
  const request = parseRequest(updateRuleRequestSchema, input);
  return db.transaction(async (tx) => {
    const scope = await resolveTenantScope(tx, user, tenantId);
    const { rule, classifier } = await lockRule(tx, scope, request.id);
    if (
      request.classifierId !== null &&
      request.classifierId !== undefined &&
      request.classifierId !== rule.classifierId
    )
      throw new ValidationError('A rule stays with its classifier.', 'classifierId');
    const enc = request.encryptionSettings;
    const next = {
      name: request.name ?? rule.name,
      isActive: request.isActive ?? rule.isActive,
      overrideOtherEncryptionRules: request.overrideOtherEncryptionRules ?? rule.overrideOtherEncryptionRules,
      encryption: {
        isEnabled: enc?.isEnabled ?? rule.encryption.isEnabled,
        delayDays: enc?.delayDays ?? rule.encryption.delayDays,
        decryptProcesses: enc?.decryptProcesses ?? rule.encryption.decryptProcesses,
      },
      triggers: request.triggers ?? rule.triggers,
    };
    await checkReferences(tx, scope, next);
    return saveChanges(tx, user, scope, rule, classifier, next);
  });
}

/** The classifier list's switches: active, encryption on/off and its delay. */
export async function updateRuleListItem(
  db: Db,
  user: AuthUser,
  input: unknown,
  tenantId: number | null | undefined,
): Promise<RuleView> {
  const request = parseRequest(updateRuleListItemRequestSchema, input);
  return db.transaction(async (tx) => {
    const scope = await resolveTenantScope(tx, user, tenantId);
    const { rule, classifier } = await lockRule(tx, scope, request.id);
    return saveChanges(tx, user, scope, rule, classifier, {
      name: rule.name,
      isActive: request.isActive ?? rule.isActive,
      overrideOtherEncryptionRules: rule.overrideOtherEncryptionRules,
      encryption: {
        ...rule.encryption,
        isEnabled: request.encryptionIsEnabled ?? rule.encryption.isEnabled,
        delayDays: request.encryptionDelayDays ?? rule.encryption.delayDays,
      },
      triggers: rule.triggers,
    });
  });
}

type RuleState = Required<RuleChanges>;

async function lockRule(db: Queryable, scope: TenantScope, id: number) {
  const rule = await findRuleById(db, scope, id, { lock: true });
  if (!rule) throw new NotFoundError('Rule', id);
  const classifier = await classifierRef(db, scope, rule.classifierId);
  if (!classifier) throw new NotFoundError('Rule', id);
  return { rule, classifier };
}

async function saveChanges(
  db: Queryable,
  user: AuthUser,
  scope: TenantScope,
  rule: RuleRow,
  classifier: RuleNamedRef,
  next: RuleState,
): Promise<RuleView> {
  const before = auditState(rule);
  const after = { ...before, ...next };
  if (JSON.stringify(before) === JSON.stringify(after)) return ruleView(db, scope, rule, classifier);
  const stored = await updateRuleRow(db, scope, rule.id, next);
  await recordAudit(db, user, {
    scope,
    ...auditTarget(stored),
    operation: 'UPDATE',
    before,
    after: auditState(stored),
  });
  return ruleView(db, scope, stored, classifier);
}

/** A Rule's change history entry, linked to its classifier (entitiesAudit with linkedEntityId). */
function auditTarget(rule: RuleRow) {
  return {
    entityType: 'Rule',
    entityId: rule.id,
    entityName: rule.name,
    linkedEntityType: 'Classifier',
    linkedEntityId: rule.classifierId,
  };
}

function auditState(rule: RuleState): RuleState {
  return {
    name: rule.name,
    isActive: rule.isActive,
    overrideOtherEncryptionRules: rule.overrideOtherEncryptionRules,
    encryption: rule.encryption,
    triggers: rule.triggers,
  };
}

/** Every device, device group and process id the rule names must be the tenant's (a deleted device: missing). */
async function checkReferences(
  db: Queryable,
  scope: TenantScope,
  rule: Pick<RuleState, 'encryption' | 'triggers'>,
): Promise<void> {
  const unique = (ids: number[]) => [...new Set(ids)];
  const devices = unique(rule.triggers.flatMap((t) => t.devices));
  const groups = unique(rule.triggers.flatMap((t) => t.deviceGroups));
  const processIds = unique([
    ...rule.encryption.decryptProcesses,
    ...rule.triggers.flatMap((t) => t.uploadFileProcesses),
  ]);
  const missing = (wanted: number[], found: { id: number }[]) => {
    const have = new Set(found.map((f) => Number(f.id)));
    return wanted.find((id) => !have.has(id));
  };
  const liveDevices = (await findDeviceNames(db, scope, devices)).filter((d) => !d.isDeleted);
  const device = missing(devices, liveDevices);
  if (device !== undefined) throw new NotFoundError('Device', device);
  const group = missing(groups, await findDeviceGroupNames(db, scope, groups));
  if (group !== undefined) throw new NotFoundError('Device group', group);
  const process = missing(processIds, await findProcesses(db, scope, processIds));
  if (process !== undefined) throw new NotFoundError('Process', process);
}

async function ruleView(
  db: Queryable,
  scope: TenantScope,
  rule: RuleRow,
  classifier: RuleNamedRef,
): Promise<RuleView> {
  const devices = await findDeviceNames(
    db,
    scope,
    rule.triggers.flatMap((x) => x.devices),
  );
  const groups = await findDeviceGroupNames(
    db,
    scope,
    rule.triggers.flatMap((x) => x.deviceGroups),
  );
  const procs = await findProcesses(db, scope, [
    ...rule.encryption.decryptProcesses,
    ...rule.triggers.flatMap((x) => x.uploadFileProcesses),
  ]);
  const deviceOf = new Map(devices.filter((d) => !d.isDeleted).map((d) => [Number(d.id), d.name]));
  const groupOf = new Map(groups.map((g) => [Number(g.id), g.name]));
  const processOf = new Map(procs.map((p) => [Number(p.id), p]));
  // A device deleted since, or a process gone, drops out of the view (the agent ignores it too).
  const named = (ids: number[], names: Map<number, string>) =>
    ids.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    });
  const processes = (ids: number[]) =>
    ids.flatMap((id) => {
      const p = processOf.get(id);
      return p
        ? [{ processId: id, humanName: p.humanName, dataUploadPermission: p.dataUploadPermission }]
        : [];
    });
  return {
    id: rule.id,
    name: rule.name,
    isActive: rule.isActive,
    classifierId: rule.classifierId,
    classifier,
    overrideOtherEncryptionRules: rule.overrideOtherEncryptionRules,
    encryptionSettings: {
      isEnabled: rule.encryption.isEnabled,
      delayDays: rule.encryption.delayDays,
      decryptProcesses: processes(rule.encryption.decryptProcesses).map(({ processId, humanName }) => ({
        processId,
        humanName,
      })),
    },
    triggers: rule.triggers.map((x) => ({
      trigger: x.trigger,
      actions: x.actions,
      devicesSelection: x.devicesSelection,
      devices: named(x.devices, deviceOf),
      deviceGroups: named(x.deviceGroups, groupOf),
      uploadFileProcessesSelection: x.uploadFileProcessesSelection,
      uploadFileProcesses: processes(x.uploadFileProcesses),
    })),
  };
}
