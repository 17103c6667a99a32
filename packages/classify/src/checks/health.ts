import { luhnValid, weightedSum } from './digits.js';
import { digitsOf, fail, pass, type Check } from './types.js';

const MBI_LETTER = '[AC-HJKMNP-RT-Y]';
const MBI_ALNUM = '[AC-HJKMNP-RT-Y0-9]';
const MBI_LAYOUT = new RegExp(
  `^[1-9]${MBI_LETTER}${MBI_ALNUM}\\d${MBI_LETTER}${MBI_ALNUM}\\d${MBI_LETTER}{2}\\d{2}$`,
);

export const checkMbiUs: Check = (value) => {
  const mbi = value.replace(/-/g, '').toUpperCase();
  return MBI_LAYOUT.test(mbi) ? pass(mbi) : fail('not an MBI layout');
};

/** NPI: Luhn over the number prefixed with 80840 (the US health industry prefix). */
export const checkNpiUs: Check = (value) => {
  const digits = digitsOf(value);
  if (digits.length !== 10 || (digits[0] !== '1' && digits[0] !== '2')) return fail('not an NPI layout');
  return luhnValid(`80840${digits}`) ? pass(digits) : fail('wrong check digit');
};

export function deaCheckDigit(six: string): number {
  const odd = weightedSum(six, [1, 0, 1, 0, 1, 0]);
  const even = weightedSum(six, [0, 1, 0, 1, 0, 1]);
  return (odd + 2 * even) % 10;
}

export const checkDeaUs: Check = (value) => {
  const dea = value.toUpperCase();
  if (!/^[ABCDEFGHJKLMPRSTUX][A-Z9]\d{7}$/.test(dea)) return fail('not a DEA number layout');
  const digits = dea.slice(2);
  return deaCheckDigit(digits.slice(0, 6)) === Number(digits[6]) ? pass(dea) : fail('wrong check digit');
};

export function nhsCheckDigit(nine: string): number | null {
  const remainder = weightedSum(nine, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11;
  const check = 11 - remainder;
  if (check === 11) return 0;
  return check === 10 ? null : check;
}

export const checkNhsUk: Check = (value) => {
  const digits = digitsOf(value);
  if (digits.length !== 10) return fail('not 10 digits');
  const check = nhsCheckDigit(digits.slice(0, 9));
  return check !== null && check === Number(digits[9]) ? pass(digits) : fail('fails mod 11');
};

export const checkIcd10: Check = (value) => {
  const code = value.toUpperCase();
  if (!/^[A-TV-Z]\d[0-9A-Z](?:\.[0-9A-Z]{1,4})?$/.test(code)) return fail('not an ICD-10 layout');
  return pass(code);
};
