import { describe, expect, it } from 'vitest';
import { ruleTriggerSettingSchema, type RuleTriggerSettingInput } from '@vigil/contracts';
import { isOutgoingEvent, matchEvent, triggersOfEvent } from './rule-matching.js';

const trigger = (t: RuleTriggerSettingInput) => ruleTriggerSettingSchema.parse(t);

describe('rule triggers of a file event', () => {
  it('maps operations and drives to triggers', () => {
    const e = { path: '/a/b.docx' };
    expect(triggersOfEvent({ ...e, operation: 'COPY', driveType: 'REMOVABLE' })).toEqual([
      'COPY_OR_MOVE_TO_REMOVABLE_DEVICE',
    ]);
    expect(triggersOfEvent({ ...e, operation: 'MOVE', driveType: 'REMOVABLE' })).toEqual([
      'COPY_OR_MOVE_TO_REMOVABLE_DEVICE',
    ]);
    expect(triggersOfEvent({ ...e, operation: 'COPY', driveType: 'FIXED' })).toEqual([]);
    expect(triggersOfEvent({ ...e, operation: 'DELETE', driveType: 'FIXED' })).toEqual(['DELETE_FILE']);
    expect(triggersOfEvent({ ...e, operation: 'UPLOAD', driveType: 'UNKNOWN' })).toEqual(['UPLOAD_FILE']);
    expect(
      triggersOfEvent({ ...e, operation: 'RENAME', driveType: 'FIXED', destinationPath: '/a/b.txt' }),
    ).toEqual(['CHANGE_FILE_EXTENSION']);
    expect(
      triggersOfEvent({ ...e, operation: 'RENAME', driveType: 'FIXED', destinationPath: '/a/c.DOCX' }),
    ).toEqual([]);
    expect(triggersOfEvent({ ...e, operation: 'OPEN', driveType: 'FIXED' })).toEqual([]);
  });

  it('knows which operations send data off the device', () => {
    expect(isOutgoingEvent({ operation: 'UPLOAD', driveType: 'FIXED' })).toBe(true);
    expect(isOutgoingEvent({ operation: 'COPY', driveType: 'REMOVABLE' })).toBe(true);
    expect(isOutgoingEvent({ operation: 'MOVE', driveType: 'NETWORK' })).toBe(true);
    expect(isOutgoingEvent({ operation: 'COPY', driveType: 'FIXED' })).toBe(false);
    expect(isOutgoingEvent({ operation: 'OPEN', driveType: 'REMOVABLE' })).toBe(false);
  });
});

describe('matching rules', () => {
  const device = { deviceId: 7, groupIds: [3] };
  const upload = { triggers: ['UPLOAD_FILE' as const], classifierIds: new Set([1]), processIds: [50, 51] };

  it('needs the classifier in the event, the trigger and the device', () => {
    const rules = [
      { id: 1, classifierId: 1, triggers: [trigger({ trigger: 'UPLOAD_FILE', actions: ['CREATE_CASE'] })] },
      { id: 2, classifierId: 2, triggers: [trigger({ trigger: 'UPLOAD_FILE', actions: ['CREATE_CASE'] })] },
      { id: 3, classifierId: 1, triggers: [trigger({ trigger: 'DELETE_FILE', actions: ['CREATE_CASE'] })] },
    ];
    expect(matchEvent(upload, rules, device).map((m) => m.ruleId)).toEqual([1]);
  });

  it('resolves device and device-group selections', () => {
    const rule = (t: RuleTriggerSettingInput) => [
      { id: 9, classifierId: 1, triggers: [trigger({ trigger: 'UPLOAD_FILE', ...t })] },
    ];
    expect(matchEvent(upload, rule({ devicesSelection: 'SELECTED', devices: [7] }), device)).toHaveLength(1);
    expect(matchEvent(upload, rule({ devicesSelection: 'SELECTED', devices: [8] }), device)).toHaveLength(0);
    expect(
      matchEvent(upload, rule({ devicesSelection: 'SELECTED', deviceGroups: [3] }), device),
    ).toHaveLength(1);
    expect(
      matchEvent(upload, rule({ devicesSelection: 'EXCEPTED', deviceGroups: [3] }), device),
    ).toHaveLength(0);
    expect(matchEvent(upload, rule({ devicesSelection: 'EXCEPTED', devices: [8] }), device)).toHaveLength(1);
  });

  it('resolves upload process selections against the application and the process', () => {
    const rule = (t: RuleTriggerSettingInput) => [
      { id: 9, classifierId: 1, triggers: [trigger({ trigger: 'UPLOAD_FILE', ...t })] },
    ];
    const sel = (s: 'SELECTED' | 'EXCEPTED', ids: number[]) =>
      rule({ uploadFileProcessesSelection: s, uploadFileProcesses: ids });
    expect(matchEvent(upload, sel('SELECTED', [51]), device)).toHaveLength(1);
    expect(matchEvent(upload, sel('SELECTED', [99]), device)).toHaveLength(0);
    expect(matchEvent(upload, sel('EXCEPTED', [50]), device)).toHaveLength(0);
    expect(matchEvent(upload, sel('EXCEPTED', [99]), device)).toHaveLength(1);
  });
});
