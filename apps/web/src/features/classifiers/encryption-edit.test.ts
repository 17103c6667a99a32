import { describe, expect, it } from 'vitest';
import {
  asksShortDelay,
  editDelay,
  encryptionSave,
  shownEncryption,
  toggleEncryption,
} from './encryption-edit';

const off = { id: 5, encryptionIsEnabled: false, encryptionDelayDays: null, rules: [] };
const on = { id: 6, encryptionIsEnabled: true, encryptionDelayDays: 30, rules: [{ id: 60 }] };

describe('the encryption checkbox of the classifier list', () => {
  it('opens the wizard when turned on from off, staging nothing', () => {
    expect(toggleEncryption(off, undefined, true)).toEqual({ kind: 'wizard' });
  });

  it('stages turning off, and turning back on drops the staged change', () => {
    const staged = toggleEncryption(on, undefined, false);
    expect(staged).toEqual({ kind: 'staged', edit: { enabled: false, delayText: '30' } });
    const back = toggleEncryption(on, staged.kind === 'staged' ? staged.edit : undefined, true);
    expect(back).toEqual({ kind: 'staged', edit: undefined });
  });

  it('shows the saved state without an edit (30 days by default)', () => {
    expect(shownEncryption(off, undefined)).toEqual({ enabled: false, delayText: '30' });
    expect(shownEncryption(on, undefined)).toEqual({ enabled: true, delayText: '30' });
  });

  it('stages a new delay, cleaned like the delay input, and forgets one equal to the saved delay', () => {
    expect(editDelay(on, undefined, '07')).toEqual({ enabled: true, delayText: '7' });
    expect(editDelay(on, undefined, '12345a')).toEqual({ enabled: true, delayText: '1234' });
    expect(editDelay(on, { enabled: true, delayText: '7' }, '30')).toBeUndefined();
    // Blank is allowed while editing and is a pending edit (sent as 0).
    expect(editDelay(on, undefined, '')).toEqual({ enabled: true, delayText: '' });
  });

  it('updates the existing rule, or creates one when none exists', () => {
    expect(encryptionSave(on, { enabled: false, delayText: '30' })).toEqual({
      kind: 'update',
      ruleId: 60,
      encryptionIsEnabled: false,
      encryptionDelayDays: 30,
    });
    expect(encryptionSave(off, { enabled: true, delayText: '' })).toEqual({
      kind: 'create',
      classifierId: 5,
      isEnabled: true,
      delayDays: 0,
    });
  });

  it('asks before a delay under 2 days with encryption on', () => {
    expect(asksShortDelay({ enabled: true, delayText: '1' })).toBe(true);
    expect(asksShortDelay({ enabled: true, delayText: '' })).toBe(true);
    expect(asksShortDelay({ enabled: true, delayText: '2' })).toBe(false);
    expect(asksShortDelay({ enabled: false, delayText: '0' })).toBe(false);
  });
});
