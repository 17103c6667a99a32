import { describe, expect, it } from 'vitest';
import { emptyClassifierForm } from '@vigil/contracts';
import { classifierInputOf } from './classifier-api';
import { resetForType, stepOfField, withoutLeadingSpace } from './form-helpers';
import { emptyTrigger, ruleRequestParts, ruleToForm, sameRuleForm } from './rule-form';

describe('classifier dialog helpers', () => {
  it('blocks a leading space but keeps inner and trailing ones', () => {
    expect(withoutLeadingSpace('   a b ')).toBe('a b ');
  });

  it('maps an error field to its step', () => {
    expect(stepOfField('name')).toBe('definition');
    expect(stepOfField('matchers.0.value')).toBe('conditions');
    expect(stepOfField('retentionPolicies.1.delayValue')).toBe('retention');
  });

  it('a type change keeps the general details and resets the conditions', () => {
    const content = {
      ...emptyClassifierForm('BY_CONTENT'),
      name: 'Cards',
      shortName: 'Card',
      valuePerRecord: 7,
    };
    const next = resetForType(content, emptyClassifierForm('BY_EXTENSIONS'));
    expect(next).toMatchObject({
      type: 'BY_EXTENSIONS',
      name: 'Cards',
      shortName: 'Card',
      valuePerRecord: 7,
    });
    expect(next.matchers).toEqual([]);
  });

  it('sends None as a null check method and no empty word list', () => {
    const input = classifierInputOf({ ...emptyClassifierForm('BY_CONTENT'), name: 'a', shortName: 'a' });
    expect(input.matchers?.[0]).toMatchObject({ type: 'REGEX', checkMethod: null, words: null });
  });

  it('sends the rule: devices only when not ALL, upload applications only for UPLOAD_FILE, blank delay as 0', () => {
    const parts = ruleRequestParts({
      id: null,
      encryptionEnabled: true,
      delayText: '',
      triggers: [
        {
          ...emptyTrigger(),
          devices: [{ id: 3, name: 'x' }],
          uploadFileProcessesSelection: 'SELECTED',
          uploadFileProcesses: [9],
        },
        {
          ...emptyTrigger(),
          trigger: 'UPLOAD_FILE',
          devicesSelection: 'EXCEPTED',
          devices: [{ id: 4, name: 'y' }],
          uploadFileProcessesSelection: 'SELECTED',
          uploadFileProcesses: [9],
        },
      ],
    });
    expect(parts.encryptionSettings).toEqual({ isEnabled: true, delayDays: 0 });
    expect(parts.triggers[0]).toMatchObject({
      devices: [],
      uploadFileProcessesSelection: 'ALL',
      uploadFileProcesses: [],
    });
    expect(parts.triggers[1]).toMatchObject({
      devicesSelection: 'EXCEPTED',
      devices: [4],
      uploadFileProcesses: [9],
    });
  });

  it('a stored rule reads back unchanged', () => {
    const stored = {
      id: 5,
      encryptionSettings: { isEnabled: false, delayDays: 30 },
      triggers: [
        {
          trigger: 'DELETE_FILE' as const,
          actions: ['CREATE_CASE' as const],
          devicesSelection: 'ALL' as const,
          devices: [],
          deviceGroups: [],
          uploadFileProcessesSelection: 'ALL' as const,
          uploadFileProcesses: [],
        },
      ],
    };
    const form = ruleToForm(stored);
    expect(form).toMatchObject({ id: 5, delayText: '30', encryptionEnabled: false });
    expect(sameRuleForm(form, ruleToForm(stored))).toBe(true);
    expect(sameRuleForm(form, { ...form, delayText: '31' })).toBe(false);
  });
});
