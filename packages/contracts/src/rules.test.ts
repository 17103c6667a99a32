import { describe, expect, it } from 'vitest';
import {
  createRuleRequestSchema,
  encryptionDelayDaysOf,
  needsShortDelayConfirmation,
  RuleMessages,
  sanitizeEncryptionDelayInput,
  updateRuleListItemRequestSchema,
} from './rules.js';

describe('encryption delay input', () => {
  it.each([
    ['30', '30'],
    ['', ''],
    ['0', '0'],
    ['07', '7'],
    ['0007', '7'],
    ['00', '0'],
    ['12345', '1234'],
    ['9999', '9999'],
    ['1a2', '12'],
    ['-5', '5'],
    [' 4 ', '4'],
    ['3.5', '35'],
  ])('%j is typed as %j', (typed, shown) => {
    expect(sanitizeEncryptionDelayInput(typed)).toBe(shown);
  });

  it('is sent as a number, blank as 0', () => {
    expect(encryptionDelayDaysOf('')).toBe(0);
    expect(encryptionDelayDaysOf('030')).toBe(30);
    expect(encryptionDelayDaysOf('99999')).toBe(9999);
  });

  it('asks for confirmation under 2 days, only when enabled', () => {
    expect(needsShortDelayConfirmation(true, 0)).toBe(true);
    expect(needsShortDelayConfirmation(true, 1)).toBe(true);
    expect(needsShortDelayConfirmation(true, 2)).toBe(false);
    expect(needsShortDelayConfirmation(false, 0)).toBe(false);
  });
});

describe('rule requests', () => {
  it('createRule defaults: active, no override, encryption off after 30 days, no triggers', () => {
    expect(createRuleRequestSchema.parse({ classifierId: 4 })).toEqual({
      classifierId: 4,
      isActive: true,
      overrideOtherEncryptionRules: false,
      encryptionSettings: { isEnabled: false, delayDays: 30, decryptProcesses: [] },
      triggers: [],
    });
  });

  it('the delay is 0..9999 days', () => {
    const delay = (d: number) =>
      updateRuleListItemRequestSchema.safeParse({ id: 1, encryptionDelayDays: d }).error?.issues[0]?.message;
    expect(delay(0)).toBeUndefined();
    expect(delay(9999)).toBeUndefined();
    expect(delay(10000)).toBe(RuleMessages.delayRange);
    expect(delay(-1)).toBe(RuleMessages.delayRange);
    expect(delay(1.5)).toBe(RuleMessages.delayRange);
  });
});
