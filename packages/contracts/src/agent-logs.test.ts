import { describe, expect, it } from 'vitest';
import { requestDeviceLog2Schema, updaterCountdown } from './agent-logs.js';
import { fipsStatusLabel, fipsTabVisible, fipsValidationLabel } from './fips.js';

describe('updaterCountdown', () => {
  const at = '2026-11-26T10:00:00.000Z';
  const ms = Date.parse(at);

  it('counts down mm:ss to five minutes after the check-in, then says Waiting', () => {
    expect(updaterCountdown(at, ms)).toBe('05:00');
    expect(updaterCountdown(at, ms + 1_000)).toBe('04:59');
    expect(updaterCountdown(at, ms + 250_500)).toBe('00:50');
    expect(updaterCountdown(at, ms + 299_001)).toBe('00:01');
    expect(updaterCountdown(at, ms + 300_000)).toBe('Waiting');
    expect(updaterCountdown(at, ms + 3_600_000)).toBe('Waiting');
  });

  it('is empty without a time', () => {
    expect(updaterCountdown(null, ms)).toBe('');
    expect(updaterCountdown('not a date', ms)).toBe('');
  });
});

describe('requestDeviceLog2Schema', () => {
  it('trims, requires and bounds the identifier', () => {
    expect(requestDeviceLog2Schema.parse({ deviceIdentifier: ' dev-1 ' })).toEqual({
      deviceIdentifier: 'dev-1',
    });
    expect(requestDeviceLog2Schema.safeParse({ deviceIdentifier: '  ' }).error?.issues[0]?.message).toBe(
      'Device identifier is required',
    );
    expect(requestDeviceLog2Schema.safeParse({ deviceIdentifier: 'x'.repeat(129) }).success).toBe(false);
    expect(requestDeviceLog2Schema.safeParse({ deviceIdentifier: 'a\u0000b' }).success).toBe(false);
  });
});

describe('FIPS labels', () => {
  it('shows Set when the device runs FIPS mode, Pending when only requested, else Not Set', () => {
    expect(fipsStatusLabel({ fipsComplianceMode: 'true', fipsRequestStatus: 'NOT_REQUESTED' })).toBe('Set');
    expect(fipsStatusLabel({ fipsComplianceMode: 'false', fipsRequestStatus: 'REQUESTED_SET' })).toBe(
      'Pending',
    );
    expect(fipsStatusLabel({ fipsComplianceMode: 'unknown', fipsRequestStatus: 'NOT_REQUESTED' })).toBe(
      'Not Set',
    );
    expect([
      fipsValidationLabel('VALID'),
      fipsValidationLabel('INVALID'),
      fipsValidationLabel('UNKNOWN'),
    ]).toEqual(['Pass', 'Fail', 'Unknown']);
    expect([fipsTabVisible(1), fipsTabVisible(0), fipsTabVisible(null)]).toEqual([true, false, false]);
  });
});
