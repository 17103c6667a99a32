import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { testPolicy } from '../test-support/policy.js';
import { delayFor, encryptionPlan, isIdle } from './encrypt-pass.js';
import { processMayDecrypt } from './decrypt-permission.js';

const key = { id: '0123456789abcdef', value: randomBytes(32).toString('base64') };
const rule = (
  classifierId: number,
  isEnabled: boolean,
  delayDays: number,
  decryptProcessNames: string[] = [],
) => ({
  id: classifierId,
  classifierId,
  encryption: { isEnabled, delayDays, decryptProcessNames },
  triggers: [],
});

describe('encryption plan', () => {
  it('is nothing without Allow Encryption, without a key, or without a rule encrypting', () => {
    const rules = [rule(1, true, 30)];
    expect(
      encryptionPlan(
        testPolicy({ rules, encryption: { enabled: false, delayDaysMin: 0, delayDaysMax: 0, key } }),
      ),
    ).toBeNull();
    expect(
      encryptionPlan(
        testPolicy({ rules, encryption: { enabled: true, delayDaysMin: 0, delayDaysMax: 0, key: null } }),
      ),
    ).toBeNull();
    expect(
      encryptionPlan(
        testPolicy({
          rules: [rule(1, false, 30)],
          encryption: { enabled: true, delayDaysMin: 0, delayDaysMax: 0, key },
        }),
      ),
    ).toBeNull();
  });

  it("moves each rule's delay into the group's range and takes the shortest for a file", () => {
    const plan = encryptionPlan(
      testPolicy({
        rules: [rule(1, true, 1), rule(2, true, 500), rule(3, false, 0)],
        encryption: { enabled: true, delayDaysMin: 2, delayDaysMax: 90, key },
      }),
    )!;
    expect([...plan.delayDays]).toEqual([
      ['1', 2],
      ['2', 90],
    ]);
    expect(delayFor({ found: { '1': 3, '2': 1 } }, plan)).toBe(2);
    expect(delayFor({ found: { '2': 1, '3': 9 } }, plan)).toBe(90);
    expect(delayFor({ found: { '3': 9 } }, plan)).toBeNull();
  });

  it('counts idle days from the last modification', () => {
    const day = 86_400_000;
    expect(isIdle(0, 1, day)).toBe(true);
    expect(isIdle(1, 1, day)).toBe(false);
    expect(isIdle(5, 0, 5)).toBe(true);
  });
});

describe('Auto Decryption for an application (decrypt --process)', () => {
  const header = {
    keyId: key.id,
    name: 'a.txt',
    mode: 0o600,
    mtimeMs: 0,
    atimeMs: 0,
    encryptedAt: '2026-01-01T00:00:00.000Z',
    findings: [{ classifierId: 1, count: 2 }],
  };
  const policy = testPolicy({
    rules: [rule(1, true, 30, ['outlook.exe']), rule(2, true, 30, ['teams.exe'])],
    processRules: [
      {
        processName: 'winword.exe',
        processType: 'LOCAL',
        decryptPattern: 'ALWAYS',
        dataUploadPermission: 'UNBLOCKED',
      },
      {
        processName: 'outlook.exe',
        processType: 'TRANSPORT',
        decryptPattern: 'PER_POLICY',
        dataUploadPermission: 'UNBLOCKED',
      },
      {
        processName: 'teams.exe',
        processType: 'TRANSPORT',
        decryptPattern: 'PER_POLICY',
        dataUploadPermission: 'UNBLOCKED',
      },
      {
        processName: 'chrome.exe',
        processType: 'TRANSPORT',
        decryptPattern: 'LEAVE_ENCRYPTED',
        dataUploadPermission: 'BLOCKED',
      },
    ],
  });
  it('allows ALWAYS, and PER_POLICY only when a classifier found in the file lists the application', () => {
    expect(processMayDecrypt(policy, header, 'WINWORD.EXE').allowed).toBe(true);
    expect(processMayDecrypt(policy, header, 'outlook.exe').allowed).toBe(true);
    expect(processMayDecrypt(policy, header, 'teams.exe').allowed).toBe(false);
    expect(processMayDecrypt(policy, header, 'chrome.exe').allowed).toBe(false);
    expect(processMayDecrypt(policy, header, 'unknown.exe').allowed).toBe(false);
  });
});
