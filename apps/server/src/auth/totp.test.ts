import { generate } from 'otplib';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { checkTotpCode, createTotpSecret, totpEnrollment, totpStepAt } from './totp.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const NOW = new Date(Date.UTC(2026, 0, 15, 12, 0, 10));
const epoch = (d: Date) => Math.floor(d.getTime() / 1000);
const codeAt = (steps: number) => generate({ secret: SECRET, epoch: epoch(NOW) + steps * 30 });

describe('checkTotpCode', () => {
  it.each([-1, 0, 1])('accepts the code of step %i and reports its step', async (steps) => {
    expect(await checkTotpCode(SECRET, await codeAt(steps), NOW, null)).toEqual({
      valid: true,
      step: totpStepAt(NOW) + steps,
    });
  });

  it.each([-3, -2, 2, 3])('refuses the code of step %i', async (steps) => {
    expect(await checkTotpCode(SECRET, await codeAt(steps), NOW, null)).toEqual({ valid: false });
  });

  it('refuses a code whose step is not after the last accepted one', async () => {
    const step = totpStepAt(NOW);
    expect(await checkTotpCode(SECRET, await codeAt(0), NOW, step)).toEqual({ valid: false });
    expect(await checkTotpCode(SECRET, await codeAt(-1), NOW, step - 1)).toEqual({ valid: false });
    expect(await checkTotpCode(SECRET, await codeAt(1), NOW, step)).toEqual({ valid: true, step: step + 1 });
  });

  it.each(['', '12345', '1234567', 'abcdef', '12 456'])(
    'refuses the malformed code %j without throwing',
    async (code) => {
      expect(await checkTotpCode(SECRET, code, NOW, null)).toEqual({ valid: false });
    },
  );
});

describe('TOTP enrollment', () => {
  it('creates base32 secrets of 160 bits', () => {
    const secret = createTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(createTotpSecret()).not.toBe(secret);
  });

  it('encodes the otpauth URI with issuer Vigil and the email as a PNG data URL', async () => {
    const enrollment = await totpEnrollment('someone@example.test', SECRET);
    const expected = await QRCode.toDataURL(
      `otpauth://totp/Vigil:someone%40example.test?secret=${SECRET}&issuer=Vigil`,
    );
    expect(enrollment).toEqual({ qrCode: expected, key: SECRET });
    expect(enrollment.qrCode).toMatch(/^data:image\/png;base64,/);
  });
});
