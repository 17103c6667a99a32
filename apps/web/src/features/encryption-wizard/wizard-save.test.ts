import { describe, expect, it } from 'vitest';
import { toggleProcess, wizardSave } from './wizard-save';

describe('wizardSave', () => {
  it('creates a rule named after the classifier: active, no override, no triggers, encryption on', () => {
    expect(
      wizardSave({
        classifier: { id: 7, name: 'Card' },
        ruleId: null,
        delayDays: 30,
        decryptProcesses: [5, 2, 5],
      }),
    ).toEqual({
      kind: 'create',
      request: {
        classifierId: 7,
        name: 'Card',
        isActive: true,
        overrideOtherEncryptionRules: false,
        encryptionSettings: { isEnabled: true, delayDays: 30, decryptProcesses: [2, 5] },
        triggers: [],
      },
    });
  });

  it('updates only the encryption settings of an existing rule, always enabling it', () => {
    expect(
      wizardSave({ classifier: { id: 7, name: 'Card' }, ruleId: 3, delayDays: 0, decryptProcesses: [] }),
    ).toEqual({
      kind: 'update',
      request: { id: 3, encryptionSettings: { isEnabled: true, delayDays: 0, decryptProcesses: [] } },
    });
  });
});

describe('toggleProcess', () => {
  it('adds and removes one application and keeps the others', () => {
    expect(toggleProcess([1, 9], 4, true)).toEqual([1, 9, 4]);
    expect(toggleProcess([1, 9, 4], 9, false)).toEqual([1, 4]);
    expect(toggleProcess([1], 1, true)).toEqual([1]);
  });
});
