import type {
  DriveType,
  FileOperation,
  RuleAction,
  RuleTrigger,
  RuleTriggerSetting,
  Selection,
} from '@vigil/contracts';
import { extensionOf } from '../files/file-paths.js';

/** Which rule triggers a file event fires (spec part 1 §3 "Rule"). */
export function triggersOfEvent(e: {
  operation: FileOperation;
  driveType: DriveType;
  path: string;
  destinationPath?: string | null | undefined;
}): RuleTrigger[] {
  switch (e.operation) {
    case 'COPY':
    case 'MOVE':
      return e.driveType === 'REMOVABLE' ? ['COPY_OR_MOVE_TO_REMOVABLE_DEVICE'] : [];
    case 'DELETE':
      return ['DELETE_FILE'];
    case 'UPLOAD':
      return ['UPLOAD_FILE'];
    case 'RENAME':
      return e.destinationPath && extensionOf(e.path) !== extensionOf(e.destinationPath)
        ? ['CHANGE_FILE_EXTENSION']
        : [];
    default:
      return [];
  }
}

/** Data leaves the device: an upload, or a copy, move or save to a removable or network drive. */
export function isOutgoingEvent(e: { operation: FileOperation; driveType: DriveType }): boolean {
  if (e.operation === 'UPLOAD') return true;
  const toOtherDrive = e.driveType === 'REMOVABLE' || e.driveType === 'NETWORK';
  return toOtherDrive && (e.operation === 'COPY' || e.operation === 'MOVE' || e.operation === 'SAVE_AS');
}

/** SELECTED: only the listed; EXCEPTED: all but the listed; ALL: everything. */
export function selectionIncludes(selection: Selection, listed: boolean): boolean {
  if (selection === 'ALL') return true;
  return selection === 'SELECTED' ? listed : !listed;
}

export interface DeviceRef {
  deviceId: number;
  groupIds: readonly number[];
}

export function triggerAppliesToDevice(t: RuleTriggerSetting, device: DeviceRef): boolean {
  const listed =
    t.devices.includes(device.deviceId) || t.deviceGroups.some((g) => device.groupIds.includes(g));
  return selectionIncludes(t.devicesSelection, listed);
}

export interface MatchableRule {
  id: number;
  classifierId: number;
  triggers: RuleTriggerSetting[];
}

export interface RuleMatch {
  ruleId: number;
  classifierId: number;
  trigger: RuleTrigger;
  actions: RuleAction[];
}

/**
 * The rules a recorded event matches: an active rule (the caller passes only those) of a
 * classifier found in the event, with a trigger the event fires, on this device, and for uploads
 * by an application the trigger selects (the web application or the process that sent it).
 */
export function matchEvent(
  event: {
    triggers: readonly RuleTrigger[];
    classifierIds: ReadonlySet<number>;
    processIds: readonly number[];
  },
  rules: readonly MatchableRule[],
  device: DeviceRef,
): RuleMatch[] {
  const matches: RuleMatch[] = [];
  if (event.triggers.length === 0) return matches;
  for (const rule of rules) {
    if (!event.classifierIds.has(rule.classifierId)) continue;
    for (const t of rule.triggers) {
      if (!event.triggers.includes(t.trigger) || !triggerAppliesToDevice(t, device)) continue;
      if (t.trigger === 'UPLOAD_FILE') {
        const listed = event.processIds.some((p) => t.uploadFileProcesses.includes(p));
        if (!selectionIncludes(t.uploadFileProcessesSelection, listed)) continue;
      }
      matches.push({
        ruleId: rule.id,
        classifierId: rule.classifierId,
        trigger: t.trigger,
        actions: t.actions,
      });
      break;
    }
  }
  return matches;
}
