import { validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { ISO_COUNTRIES, IBAN_LENGTHS } from './countries.js';
import { fail, pass, type Check } from './types.js';

/** IBAN mod-97 over the rearranged string, letters as 10–35, computed in chunks. */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let r = 0;
  for (const c of rearranged) {
    const v = c >= 'A' ? c.charCodeAt(0) - 55 : c.charCodeAt(0) - 48;
    r = v > 9 ? (r * 100 + v) % 97 : (r * 10 + v) % 97;
  }
  return r;
}

export const checkIban: Check = (value, ctx) => {
  const country = value.slice(0, 2).toUpperCase();
  const length = IBAN_LENGTHS[country];
  if (!length) return fail('not an IBAN country');
  // The pattern may run on into the next word; cut at the country's length on a group boundary.
  let count = 0;
  let cut = value.length;
  for (let i = 0; i < value.length; i++) {
    if (value[i] === ' ') continue;
    count++;
    if (count === length) {
      cut = i + 1;
      break;
    }
  }
  if (count < length) return fail(`too short for ${country} (${length} characters)`);
  if (cut < value.length && value[cut] !== ' ')
    return fail(`wrong length for ${country} (${length} characters)`);
  const compact = value.slice(0, cut).replace(/ /g, '').toUpperCase();
  if (ibanMod97(compact) !== 1) return fail('fails mod-97');
  // The registry's account format per country and, where a country has one, its national check.
  const { errorCodes } = validateIBAN(compact);
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat))
    return fail(`not a ${country} account number layout`);
  if (errorCodes.includes(ValidationErrorsIBAN.WrongAccountBankBranchChecksum))
    return fail(`fails the ${country} account check digits`);
  if (errorCodes.length > 0) return fail('not a valid IBAN');
  return pass(compact, ctx.start + cut);
};

/** Upper-case words that look like a BIC (6 letters, a country, 2 more) but are plain English. */
const BIC_LOOKALIKE_WORDS = new Set([
  'BUSINESS',
  'CUSTOMER',
  'ACCOUNTS',
  'TRANSFER',
  'PAYMENTS',
  'REFERENCE',
  'INTERNAL',
  'CURRENCY',
  'IDENTITY',
  'DOCUMENT',
  'ADDRESSES',
  'BRANCHES',
  'PERSONAL',
  'SECURITY',
  'INSTRUCT',
  'CONFIRMED',
  'STANDARD',
  'DISCOUNT',
  'TRANSACTION',
  'INFORMATION',
  'CONFIDENTIAL',
  'INTERMEDIARY',
  'BENEFICIARY',
  'CORRESPONDENT',
]);

export const checkSwiftBic: Check = (value) => {
  const bic = value.toUpperCase();
  if (!/^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(bic)) return fail('not a BIC layout');
  if (!ISO_COUNTRIES.has(bic.slice(4, 6))) return fail('no such country code');
  if (BIC_LOOKALIKE_WORDS.has(bic)) return fail('an ordinary word');
  if (bic[6] === '0' && bic[7] === '0') return fail('invalid location code');
  return pass(bic);
};
