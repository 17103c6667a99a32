import { describe, expect, it } from 'vitest';
import { Random } from '../corpus/random.js';
import * as gen from '../corpus/identifiers.js';
import { ibanMod97 } from './banking.js';
import { IBAN_LENGTHS } from './countries.js';
import { cardBrand, checkCard } from './card.js';
import { luhnValid, verhoeffValid } from './digits.js';
import { checkLuhn, VALIDATORS } from './registry.js';
import type { CheckResult } from './types.js';

/** Runs a validator on a value standing alone in a sentence. */
function run(name: keyof typeof VALIDATORS, value: string, before = 'value ', after = ' here'): CheckResult {
  const text = `${before}${value}${after}`;
  return VALIDATORS[name](value, { text, start: before.length, end: before.length + value.length });
}

describe('check-digit algorithms', () => {
  it('Luhn', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('4111111111111111')).toBe(true);
  });

  it('Verhoeff', () => {
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
  });

  it('IBAN mod-97', () => {
    expect(ibanMod97('DE89370400440532013000')).toBe(1);
    expect(ibanMod97('GB82WEST12345698765432')).toBe(1);
    expect(ibanMod97('GB83WEST12345698765432')).not.toBe(1);
  });
});

describe('card numbers', () => {
  it.each([
    ['4111111111111111', 'Visa'],
    ['4222222222222', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['2223003122003222', 'Mastercard'],
    ['378282246310005', 'American Express'],
    ['6011111111111117', 'Discover'],
    ['6221260000000000', 'Discover'],
    ['3530111333300000', 'JCB'],
    ['30569309025904', 'Diners Club'],
    ['6200000000000005', 'UnionPay'],
    ['5018000000000009', 'Maestro'],
  ])('%s is %s', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });

  it('rejects a brand with the wrong length', () => {
    expect(cardBrand('37828224631000')).toBeNull();
    expect(cardBrand('55555555555544')).toBeNull();
  });

  const check = (value: string, before = 'card ', after = ' ok') =>
    checkCard(value, {
      text: `${before}${value}${after}`,
      start: before.length,
      end: before.length + value.length,
    });

  it('accepts plain and grouped layouts', () => {
    expect(check('4111111111111111').ok).toBe(true);
    expect(check('4111 1111 1111 1111').ok).toBe(true);
    expect(check('4111-1111-1111-1111').ok).toBe(true);
    expect(check('3782 822463 10005').ok).toBe(true);
  });

  it('accepts dots and no-break spaces between the groups, one separator throughout', () => {
    expect(check('5232.1461.6682.3609')).toMatchObject({ ok: true, normalized: '5232146166823609' });
    expect(check('3782.822463.10005').ok).toBe(true);
    expect(check('6011.0000.0000.0000.001').ok).toBe(true);
    expect(check('4111\u00a01111\u00a01111\u00a01111').ok).toBe(true);
    expect(check('4111\u202f1111\u202f1111\u202f1111').ok).toBe(true);
    expect(check('5232.1461.6682.3609', 'card ', '.').ok).toBe(true);
  });

  it.each([
    ['5232.1461 6682.3609', 'mixed separators'],
    ['5232.14616.682.3609', 'numbers in mixed groupings'],
    ['5232/1461/6682/3609', 'not a card number layout'],
    ['5232.1461.6682.3608', 'fails Luhn'],
  ])('rejects the dotted %s: %s', (value, reason) => {
    expect(check(value)).toEqual({ ok: false, reason });
  });

  it('rejects dotted numbers that are versions or parts of longer dotted numbers', () => {
    expect(check('5232.1461.6682.3609', 'version ')).toEqual({
      ok: false,
      reason: 'looks like a version number',
    });
    expect(check('5232.1461.6682.3609', 'v.')).toEqual({ ok: false, reason: 'looks like a version number' });
    expect(check('5232.1461.6682.3609', 'ip 10.')).toEqual({ ok: false, reason: 'part of a longer number' });
    expect(check('5232.1461.6682.3609', 'card ', '.12')).toEqual({
      ok: false,
      reason: 'part of a longer number',
    });
    expect(check('4111\u00a01111\u00a01111\u00a01111', 'x ', '\u00a02023')).toEqual({
      ok: false,
      reason: 'part of a longer number',
    });
  });

  it.each([
    ['4111111111111112', 'fails Luhn'],
    ['1700000000000', 'looks like a millisecond timestamp'],
    ['4111 1111-1111 1111', 'mixed separators'],
    ['41111 111 1111 1111', 'numbers in mixed groupings'],
    ['9111111111111111', 'unknown issuer or wrong length for the issuer'],
  ])('rejects %s: %s', (value, reason) => {
    expect(check(value)).toEqual({ ok: false, reason });
  });

  it('rejects a number glued to more digits, a decimal or a UUID part', () => {
    expect(check('4111111111111111', '12-')).toEqual({ ok: false, reason: 'part of a longer number' });
    expect(check('4111111111111111', '3.')).toEqual({ ok: false, reason: 'part of a longer number' });
    expect(check('4111 1111 1111 1111', 'x ', ' 2023')).toEqual({
      ok: false,
      reason: 'part of a longer number',
    });
    expect(check('4111111111111111', 'ab')).toEqual({
      ok: false,
      reason: 'part of a longer digit or letter run',
    });
    expect(check('4111111111111111', 'id ', ',12,2027').ok).toBe(true);
  });

  it('the Luhn method checks card-length values as cards, shorter ones by Luhn alone', () => {
    const ctx = (v: string) => ({ text: v, start: 0, end: v.length });
    expect(checkLuhn('1700000000000', ctx('1700000000000'))).toEqual({
      ok: false,
      reason: 'looks like a millisecond timestamp',
    });
    expect(checkLuhn('79927398713', ctx('79927398713')).ok).toBe(true);
  });
});

describe('IBAN', () => {
  const check = (value: string) => run('IBAN', value);

  it('knows every country of the IBAN registry, the ones added lately too', () => {
    for (const country of ['DE', 'GB', 'RU', 'LY', 'MN', 'NI', 'OM', 'SO', 'YE', 'SD']) {
      expect(IBAN_LENGTHS[country], country).toBeGreaterThan(14);
    }
    expect(Object.keys(IBAN_LENGTHS).length).toBeGreaterThanOrEqual(89);
    const r = new Random(7);
    for (const country of Object.keys(IBAN_LENGTHS)) {
      const iban = gen.ibanFor(r, country);
      expect(iban.length, country).toBe(IBAN_LENGTHS[country]);
      expect(check(iban), iban).toMatchObject({ ok: true, normalized: iban });
      expect(check(iban.replace(/(.{4})/g, '$1 ').trim()).ok, iban).toBe(true);
    }
  });

  it('accepts published example IBANs of recent registry countries', () => {
    expect(check('RU02 0445 2560 0407 0281 0412 3456 7890 1').ok).toBe(true);
    expect(check('LY83 0020 4800 0020 1001 2036 1').ok).toBe(true);
    expect(check('NI45 BAPR 0000 0013 0000 0355 8124').ok).toBe(true);
  });

  it('rejects a wrong mod-97, a wrong length, a wrong layout and a failed national check', () => {
    expect(check('DE88 3704 0044 0532 0130 00')).toEqual({ ok: false, reason: 'fails mod-97' });
    expect(check('QQ12 3456 7890 1234 5678 90')).toEqual({ ok: false, reason: 'not an IBAN country' });
    // NL wants four bank letters: the digits-only account has the right length and mod-97 only.
    const nlDigits =
      'NL' + String(98 - ibanMod97('NL00' + '12345678901234')).padStart(2, '0') + '12345678901234';
    expect(check(nlDigits)).toEqual({ ok: false, reason: 'not a NL account number layout' });
    // Belgium's last two digits are the account's mod-97 check: 539007547034 is valid, ...035 not.
    const be = (bban: string) => 'BE' + String(98 - ibanMod97('BE00' + bban)).padStart(2, '0') + bban;
    expect(check(be('539007547034')).ok).toBe(true);
    expect(check(be('539007547035'))).toEqual({ ok: false, reason: 'fails the BE account check digits' });
  });
});

describe('identifier validators accept known-good values and reject a wrong check', () => {
  it.each<[keyof typeof VALIDATORS, string, string]>([
    ['SSN_US', '123-45-6789', '666-45-6789'],
    ['SSN_US', '123 45 6789', '123-00-6789'],
    ['ITIN_US', '912-70-1234', '912-45-1234'],
    ['EIN_US', '12-3456789', '07-3456789'],
    ['IBAN', 'DE89 3704 0044 0532 0130 00', 'DE88 3704 0044 0532 0130 00'],
    ['SWIFT_BIC', 'DEUTDEFF', 'DEUTQQFF'],
    ['EMAIL', 'jane.doe@example.com', 'jane..doe@example.com'],
    ['PHONE', '+44 20 7946 0958', '2024-01-15'],
    ['NINO_UK', 'AB123456C', 'GB123456C'],
    ['SIN_CA', '130 692 544', '130 692 545'],
    ['STEUER_ID_DE', '86095742719', '86095742718'],
    ['PERSONALAUSWEIS_DE', 'T220001293', 'T220001294'],
    ['DNI_ES', '12345678Z', '12345678A'],
    ['NIE_ES', 'X1234567L', 'X1234567M'],
    ['CODICE_FISCALE_IT', 'RSSMRA85T10A562S', 'RSSMRA85T10A562T'],
    ['CPF_BR', '529.982.247-25', '529.982.247-26'],
    ['UTR_UK', '1955839661', '2955839661'],
    ['MBI_US', '1EG4-TE5-MK73', '1SG4-TE5-MK73'],
    ['NPI_US', '1234567893', '1234567894'],
    ['DEA_US', 'AB1234563', 'AB1234564'],
    ['NHS_UK', '943 476 5919', '943 476 5918'],
    ['ICD10', 'E11.9', 'U07.1'],
  ])('%s: %s / %s', (name, good, bad) => {
    expect(run(name, good).ok).toBe(true);
    expect(run(name, bad).ok).toBe(false);
  });

  it('a 9-digit SSN without separators needs a nearby word', () => {
    expect(run('SSN_US', '123456789', 'Order ').ok).toBe(false);
    expect(run('SSN_US', '123456789', 'SSN: ').ok).toBe(true);
  });

  it('generated valid values pass and their look-alikes fail', () => {
    const r = new Random(42);
    const pairs: Array<[keyof typeof VALIDATORS, (r: Random) => string, (r: Random) => string[]]> = [
      ['IBAN', gen.validIban, (x) => gen.ibanLookalikes(x).slice(0, 2)],
      ['AADHAAR_IN', gen.validAadhaar, gen.aadhaarLookalikes],
      ['NIR_FR', gen.validNir, gen.nirLookalikes],
      ['STEUER_ID_DE', gen.validSteuerId, gen.steuerIdLookalikes],
      ['CODICE_FISCALE_IT', gen.validCodiceFiscale, gen.codiceFiscaleLookalikes],
      ['NHS_UK', gen.validNhs, gen.nhsLookalikes],
      ['DEA_US', gen.validDea, gen.deaLookalikes],
    ];
    for (const [name, valid, lookalikes] of pairs) {
      for (let i = 0; i < 50; i++) {
        expect(run(name, valid(r)).ok, name).toBe(true);
        for (const bad of lookalikes(r)) expect(run(name, bad).ok, `${name} ${bad}`).toBe(false);
      }
    }
  });
});
