import { describe, expect, it } from 'vitest';
import {
  AlertMessages,
  alertParametersOf,
  alertSettingFormSchema,
  alertTypePosition,
  ALERT_TYPES,
  formatAlertThreshold,
  parseAlertParameters,
} from './alerts.js';
import { Messages } from './messages.js';

describe('alert settings contracts', () => {
  it('checks each type’s parameters: its own threshold, above 0, nothing else', () => {
    expect(parseAlertParameters(1, { thresholdPercent: 25 })).toEqual({
      ok: true,
      value: { thresholdPercent: 25 },
    });
    expect(parseAlertParameters(2, { thresholdUsd: 10.5, processIds: [3] })).toEqual({
      ok: true,
      value: { thresholdUsd: 10.5, processIds: [3] },
    });
    expect(parseAlertParameters(1, { thresholdUsd: 25 })).toEqual({
      ok: false,
      message: AlertMessages.thresholdRequired,
    });
    expect(parseAlertParameters(3, { thresholdUsd: -1 })).toEqual({
      ok: false,
      message: AlertMessages.thresholdPositive,
    });
    expect(parseAlertParameters(3, { thresholdUsd: 1, x: 1 })).toEqual({
      ok: false,
      message: AlertMessages.wrongParameters,
    });
    expect(parseAlertParameters(3, null)).toEqual({ ok: false, message: AlertMessages.wrongParameters });
    expect(parseAlertParameters(4, { thresholdUsd: 1 })).toEqual({
      ok: false,
      message: AlertMessages.triggerRequired,
    });
  });

  it('takes the dialog’s form: trigger chosen, name ≤ 250, e-mail ≤ 150, threshold required and ≤ 10 characters', () => {
    const ok = { warningTypeId: 1, name: ' Spike ', emailForNotification: '', threshold: '12.5' };
    const parsed = alertSettingFormSchema.parse(ok);
    expect(parsed).toEqual({ warningTypeId: 1, name: 'Spike', emailForNotification: '', threshold: 12.5 });
    expect(alertParametersOf(parsed)).toEqual({ thresholdPercent: 12.5 });
    expect(alertParametersOf({ ...parsed, warningTypeId: 2 })).toEqual({ thresholdUsd: 12.5 });
    const issue = (form: object) =>
      alertSettingFormSchema.safeParse({ ...ok, ...form }).error?.issues[0]?.message;
    expect(issue({ warningTypeId: 0 })).toBe(AlertMessages.triggerRequired);
    expect(issue({ name: 'n'.repeat(251) })).toBe(Messages.lengthBelow(250));
    expect(issue({ emailForNotification: `${'a'.repeat(140)}@example.test` })).toBe(
      Messages.lengthBelow(150),
    );
    expect(issue({ emailForNotification: 'nope' })).toBe(AlertMessages.invalidEmail);
    expect(issue({ threshold: '' })).toBe(AlertMessages.thresholdRequired);
    expect(issue({ threshold: '12345678901' })).toBe(Messages.lengthBelow(10));
    expect(issue({ threshold: '0' })).toBe(AlertMessages.thresholdPositive);
    expect(issue({ threshold: '1e3' })).toBe(AlertMessages.thresholdPositive);
  });

  it('matches a preview by the type’s position, and shows thresholds with their unit', () => {
    expect(alertTypePosition(ALERT_TYPES, 3)).toBe(2);
    expect(alertTypePosition([{ id: 3 }, { id: 1 }], 1)).toBe(1);
    expect(alertTypePosition(ALERT_TYPES, 9)).toBe(-1);
    expect(formatAlertThreshold({ thresholdUsd: 1500 })).toBe('$1,500');
    expect(formatAlertThreshold({ thresholdPercent: 25 })).toBe('25%');
  });
});
