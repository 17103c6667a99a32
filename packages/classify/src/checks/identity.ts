import { hasWordNear } from '../nearby.js';
import {
  allSameDigit,
  iso7064Mod11_10Valid,
  luhnValid,
  modDecimal,
  verhoeffValid,
  weightedSum,
} from './digits.js';
import { digitsOf, fail, pass, type Check } from './types.js';

/** Words that must stand near a 9-digit SSN written without separators. */
export const SSN_WORDS = ['ssn', 'ss#', 'ssn#', 'social security', 'social security number', 'soc sec'];

const ADVERTISED_SSNS = new Set(['078051120', '219099999', '457555462']);

function ssnParts(digits: string): string | null {
  const area = Number(digits.slice(0, 3));
  const group = Number(digits.slice(3, 5));
  const serial = Number(digits.slice(5));
  if (area === 0 || area === 666 || area >= 900) return 'invalid area number';
  if (group === 0) return 'invalid group number';
  if (serial === 0) return 'invalid serial number';
  if (ADVERTISED_SSNS.has(digits)) return 'a published example number';
  return null;
}

export const checkSsnUs: Check = (value, ctx) => {
  const digits = digitsOf(value);
  if (digits.length !== 9) return fail('not 9 digits');
  if (/^\d{3}([- ])\d{2}\1\d{4}$/.test(value) === false && digits !== value) return fail('mixed separators');
  const reason = ssnParts(digits);
  if (reason) return fail(reason);
  if (digits === value && !hasWordNear(ctx.text, ctx.start, ctx.end, SSN_WORDS)) {
    return fail('9 digits without separators need a nearby word such as SSN');
  }
  return pass(digits);
};

export const checkItinUs: Check = (value) => {
  const digits = digitsOf(value);
  if (digits.length !== 9 || digits[0] !== '9') return fail('an ITIN starts with 9');
  const group = Number(digits.slice(3, 5));
  const ok =
    (group >= 50 && group <= 65) ||
    (group >= 70 && group <= 88) ||
    (group >= 90 && group <= 92) ||
    group >= 94;
  return ok ? pass(digits) : fail('invalid ITIN group');
};

const EIN_PREFIXES = new Set(
  [
    [1, 6],
    [10, 16],
    [20, 27],
    [30, 39],
    [40, 48],
    [50, 68],
    [71, 77],
    [80, 88],
    [90, 95],
    [98, 99],
  ].flatMap(([lo, hi]) => Array.from({ length: hi! - lo! + 1 }, (_, i) => String(lo! + i).padStart(2, '0'))),
);

export const checkEinUs: Check = (value) => {
  const digits = digitsOf(value);
  if (digits.length !== 9) return fail('not 9 digits');
  return EIN_PREFIXES.has(digits.slice(0, 2)) ? pass(digits) : fail('no IRS campus uses this prefix');
};

const NINO_BAD_PREFIXES = new Set(['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ']);

export const checkNinoUk: Check = (value) => {
  const compact = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(compact)) return fail('not a NINO layout');
  if (NINO_BAD_PREFIXES.has(compact.slice(0, 2))) return fail('prefix never issued');
  return pass(compact);
};

export const checkSinCa: Check = (value) => {
  const digits = digitsOf(value);
  if (digits.length !== 9) return fail('not 9 digits');
  if (digits[0] === '0' || digits[0] === '8') return fail('no province issues this first digit');
  return luhnValid(digits) ? pass(digits) : fail('fails Luhn');
};

export const checkSteuerIdDe: Check = (value) => {
  const digits = digitsOf(value);
  if (digits.length !== 11 || digits[0] === '0') return fail('not an 11-digit tax id');
  const counts = new Map<string, number>();
  for (const d of digits.slice(0, 10)) counts.set(d, (counts.get(d) ?? 0) + 1);
  const repeated = [...counts.values()].filter((n) => n > 1);
  if (repeated.length !== 1 || repeated[0]! > 3) return fail('digit pattern never issued');
  return iso7064Mod11_10Valid(digits) ? pass(digits) : fail('wrong check digit');
};

const ICAO_VALUE = (c: string): number =>
  c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 55;

/** ICAO 9303 check digit (weights 7, 3, 1) used by German identity documents. */
export function icaoCheckDigit(chars: string): number {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < chars.length; i++) sum += ICAO_VALUE(chars[i]!) * weights[i % 3]!;
  return sum % 10;
}

export const checkPersonalausweisDe: Check = (value) => {
  const compact = value.toUpperCase();
  if (!/^[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}\d$/.test(compact))
    return fail('not an ID card number layout');
  return icaoCheckDigit(compact.slice(0, 9)) === Number(compact[9])
    ? pass(compact)
    : fail('wrong check digit');
};

export const checkNirFr: Check = (value) => {
  const compact = value.replace(/\s/g, '').toUpperCase();
  if (!/^[12]\d{4}(?:\d{2}|2A|2B)\d{8}$/.test(compact)) return fail('not a NIR layout');
  const body = compact.slice(0, 13).replace('2A', '19').replace('2B', '18');
  const key = Number(compact.slice(13));
  return 97 - modDecimal(body, 97) === key ? pass(compact) : fail('wrong key');
};

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

export const checkDniEs: Check = (value) => {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  if (!/^\d{8}[A-Z]$/.test(compact)) return fail('not a DNI layout');
  return DNI_LETTERS[Number(compact.slice(0, 8)) % 23] === compact[8]
    ? pass(compact)
    : fail('wrong control letter');
};

export const checkNieEs: Check = (value) => {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[XYZ]\d{7}[A-Z]$/.test(compact)) return fail('not a NIE layout');
  const number = String('XYZ'.indexOf(compact[0]!)) + compact.slice(1, 8);
  return DNI_LETTERS[Number(number) % 23] === compact[8] ? pass(compact) : fail('wrong control letter');
};

const CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const cfValue = (c: string) => (c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 65);

export function codiceFiscaleCheck(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const v = cfValue(first15[i]!);
    sum += i % 2 === 0 ? CF_ODD[v]! : v;
  }
  return String.fromCharCode(65 + (sum % 26));
}

export const checkCodiceFiscaleIt: Check = (value) => {
  const cf = value.toUpperCase();
  if (!/^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(cf)) {
    return fail('not a codice fiscale layout');
  }
  return codiceFiscaleCheck(cf.slice(0, 15)) === cf[15] ? pass(cf) : fail('wrong check character');
};

export function cpfCheckDigits(nine: string): string {
  const d1 = ((weightedSum(nine, [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11) % 10;
  const ten = nine + d1;
  const d2 = ((weightedSum(ten, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11) % 10;
  return `${d1}${d2}`;
}

export const CPF_WORDS = ['cpf', 'cadastro de pessoas', 'cpf/mf'];

export const checkCpfBr: Check = (value, ctx) => {
  const digits = digitsOf(value);
  if (digits.length !== 11) return fail('not 11 digits');
  if (digits === value && !hasWordNear(ctx.text, ctx.start, ctx.end, CPF_WORDS)) {
    return fail('11 digits without punctuation need the word CPF nearby');
  }
  if (allSameDigit(digits)) return fail('repeated digit');
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9) ? pass(digits) : fail('wrong check digits');
};

export const checkAadhaarIn: Check = (value) => {
  const digits = digitsOf(value);
  if (digits.length !== 12 || digits[0] === '0' || digits[0] === '1') return fail('not an Aadhaar layout');
  return verhoeffValid(digits) ? pass(digits) : fail('fails Verhoeff');
};

export function utrCheckDigit(nine: string): string {
  return '21987654321'[weightedSum(nine, [6, 7, 8, 9, 10, 5, 4, 3, 2]) % 11]!;
}

export const checkUtrUk: Check = (value) => {
  const digits = digitsOf(value);
  if (digits.length !== 10) return fail('not 10 digits');
  return utrCheckDigit(digits.slice(1)) === digits[0] ? pass(digits) : fail('wrong check digit');
};

export const checkPassport: Check = (value) => {
  const compact = value.replace(/\s/g, '').toUpperCase();
  const digits = digitsOf(compact);
  if (digits.length >= 6 && allSameDigit(digits)) return fail('repeated digit');
  if (/0123456|1234567|2345678|3456789/.test(digits)) return fail('a sequence, not a number');
  return pass(compact);
};
