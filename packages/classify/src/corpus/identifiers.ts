import { countrySpecs, isValidIBAN } from 'ibantools';
import { ibanMod97 } from '../checks/banking.js';
import { icaoCheckDigit, codiceFiscaleCheck, cpfCheckDigits, utrCheckDigit } from '../checks/identity.js';
import { deaCheckDigit, nhsCheckDigit } from '../checks/health.js';
import { iso7064Mod11_10Valid, luhnValid, verhoeffValid } from '../checks/digits.js';
import type { Random } from './random.js';

/**
 * Generators of valid identifiers and of their look-alikes (wrong check digit, wrong range,
 * wrong layout), for the benchmark corpus and the accuracy tests.
 */

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Appends the digit that makes `body` pass Luhn (or fail it, when `valid` is false). */
export function withLuhn(body: string, valid = true): string {
  for (let d = 0; d <= 9; d++) {
    if (luhnValid(body + d) === valid) return body + d;
  }
  throw new Error('unreachable');
}

const groupDigits = (digits: string, sizes: readonly number[], sep: string) => {
  const out: string[] = [];
  let i = 0;
  for (const n of sizes) {
    out.push(digits.slice(i, i + n));
    i += n;
  }
  return out.join(sep);
};

export function cardDigits(r: Random): string {
  const kind = r.int(0, 7);
  switch (kind) {
    case 0:
      return withLuhn('4' + r.digits(14));
    case 1:
      return withLuhn(String(r.int(51, 55)) + r.digits(13));
    case 2:
      return withLuhn(String(r.int(2221, 2720)) + r.digits(11));
    case 3:
      return withLuhn(r.pick(['34', '37']) + r.digits(12));
    case 4:
      return withLuhn('6011' + r.digits(11));
    case 5:
      return withLuhn(String(r.int(3528, 3589)) + r.digits(11));
    case 6:
      return withLuhn('36' + r.digits(11));
    default:
      return withLuhn('62' + r.digits(13));
  }
}

export function formatCard(r: Random, digits: string): string {
  const style = r.int(0, 5);
  if (style === 0) return digits;
  // Spaces, dashes, dots (5232.1461.6682.3609) and no-break spaces, as real documents group them.
  const sep = [' ', '-', '.', '\u00a0', ' '][style - 1]!;
  if (digits.length === 15) return groupDigits(digits, [4, 6, 5], sep);
  if (digits.length === 14) return groupDigits(digits, [4, 6, 4], sep);
  return groupDigits(digits, [4, 4, 4, 4], sep);
}

export const validCard = (r: Random) => formatCard(r, cardDigits(r));

export function cardLookalikes(r: Random): string[] {
  const digits = cardDigits(r);
  const wrongLuhn = withLuhn(digits.slice(0, -1), false);
  return [
    formatCard(r, wrongLuhn),
    String(r.int(1_500_000_000_000, 1_800_000_000_000)),
    withLuhn('9' + r.digits(14)),
    `${digits.slice(0, 4)} ${digits.slice(4, 8)}-${digits.slice(8, 12)} ${digits.slice(12)}`,
    `${digits.slice(0, 4)}.${digits.slice(4, 8)} ${digits.slice(8, 12)}.${digits.slice(12)}`,
    `${r.int(1, 9)}.${digits.slice(0, 4)}.${digits.slice(4, 8)}.${digits.slice(8, 12)}.${digits.slice(12)}`,
    `${r.digits(4)}-${digits}`,
    `${digits}${r.digits(3)}`,
    `${r.digits(8)}-${r.digits(4)}-4${r.digits(3)}-8${r.digits(3)}-${r.digits(12)}`,
    `${digits.slice(0, 8)}${r.chars('abcdef', 2)}${digits.slice(8)}`,
    `+1 ${r.int(201, 989)} ${r.int(200, 999)} ${r.digits(4)} ${r.digits(4)}`,
  ];
}

export function validSsn(r: Random): { value: string; plain: boolean } {
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  const body = `${String(area).padStart(3, '0')}${String(r.int(1, 99)).padStart(2, '0')}${String(r.int(1, 9999)).padStart(4, '0')}`;
  const style = r.int(0, 3);
  if (style === 3) return { value: body, plain: true };
  const sep = style === 2 ? ' ' : '-';
  return { value: `${body.slice(0, 3)}${sep}${body.slice(3, 5)}${sep}${body.slice(5)}`, plain: false };
}

export function ssnLookalikes(r: Random): string[] {
  return [
    `${r.pick(['000', '666', String(r.int(900, 999))])}-${String(r.int(1, 99)).padStart(2, '0')}-${r.digits(4)}`,
    `${String(r.int(1, 665)).padStart(3, '0')}-00-${r.digits(4)}`,
    `${String(r.int(1, 665)).padStart(3, '0')}-${String(r.int(10, 99))}-0000`,
    `${String(r.int(1, 665)).padStart(3, '0')}-${r.digits(2)} ${r.digits(4)}`,
  ];
}

export function validItin(r: Random): string {
  const group = r.pick([r.int(50, 65), r.int(70, 88), r.int(90, 92), r.int(94, 99)]);
  return `9${r.digits(2)}-${group}-${r.digits(4)}`;
}

export const itinLookalikes = (r: Random) => [
  `9${r.digits(2)}-${r.int(10, 49)}-${r.digits(4)}`,
  `9${r.digits(2)}-${r.pick([66, 67, 68, 69, 89, 93])}-${r.digits(4)}`,
];

export const validEin = (r: Random) => `${r.pick(['12', '20', '35', '46', '54', '81', '94'])}-${r.digits(7)}`;
export const einLookalikes = (r: Random) => [
  `${r.pick(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97'])}-${r.digits(7)}`,
];

/**
 * A valid IBAN of the country: an account number in the registry's layout (letters where it wants
 * letters, digits elsewhere), drawn again until the country's national check, if any, holds.
 */
export function ibanFor(r: Random, country: string): string {
  const layout = [...(countrySpecs[country]?.bban_regexp ?? '').matchAll(/\[([^\]]+)\]\{(\d+)\}/g)];
  for (;;) {
    const bban = layout
      .map(([, chars, n]) => (chars === 'A-Z' ? r.chars(UPPER, Number(n)) : r.digits(Number(n))))
      .join('');
    const check = 98 - ibanMod97(`${country}00${bban}`);
    const iban = `${country}${String(check).padStart(2, '0')}${bban}`;
    if (isValidIBAN(iban)) return iban;
  }
}

export function validIban(r: Random): string {
  const compact = ibanFor(
    r,
    r.pick(['DE', 'FR', 'GB', 'ES', 'IT', 'NL', 'BE', 'CH', 'AT', 'PL', 'SE', 'NO', 'IE', 'PT']),
  );
  return r.chance(0.5) ? compact : compact.replace(/(.{4})/g, '$1 ').trim();
}

export function ibanLookalikes(r: Random): string[] {
  const iban = ibanFor(r, r.pick(['DE', 'FR', 'GB', 'ES', 'IT']));
  const wrongCheck =
    iban.slice(0, 2) + String((Number(iban.slice(2, 4)) + 1) % 100).padStart(2, '0') + iban.slice(4);
  return [wrongCheck, iban.slice(0, -1), `QQ12${r.digits(18)}`];
}

const BIC_COUNTRIES = ['DE', 'FR', 'GB', 'US', 'ES', 'IT', 'NL', 'CH', 'JP', 'SG', 'BR', 'CA'];

export function validBic(r: Random): string {
  const location = r.chars(UPPER, 1) + r.chars(`${UPPER}123456789`, 1);
  const bic = r.chars(UPPER, 4) + r.pick(BIC_COUNTRIES) + location;
  return r.chance(0.4) ? bic + r.pick(['XXX', '100', 'A01', 'MUC']) : bic;
}

export function bicLookalikes(r: Random): string[] {
  return [
    r.pick(['BUSINESS', 'CUSTOMER', 'ACCOUNTS', 'TRANSFER', 'PAYMENTS', 'INTERNAL', 'PERSONAL', 'STANDARD']),
    `${r.chars(UPPER, 4)}${r.pick(['QQ', 'XY', 'ZZ', 'OO', 'UK'])}${r.chars(UPPER, 2)}`,
    r.pick(['transfer', 'received', 'accounts', 'standard']),
  ];
}

const FIRST = ['john', 'maria', 'li', 'ahmed', 'olga', 'pierre', 'sofia', 'kenji', 'anna', 'david'];
const LAST = ['smith', 'garcia', 'wang', 'khan', 'ivanova', 'dubois', 'rossi', 'tanaka', 'müller', 'brown'];
const DOMAINS = ['example.com', 'mail.example.org', 'corp.example.co.uk', 'acme.io', 'contoso.net'];

export function validEmail(r: Random): string {
  const local = `${r.pick(FIRST)}${r.pick(['.', '_', ''])}${r.pick(LAST).replace('ü', 'u')}${r.chance(0.3) ? r.int(1, 99) : ''}`;
  return `${local}@${r.pick(DOMAINS)}`;
}

export const emailLookalikes = (r: Random) => [
  `@${r.pick(FIRST)}`,
  `${r.pick(FIRST)}@localhost`,
  `${r.pick(FIRST)}@@${r.pick(DOMAINS)}`,
  `user@host.c0m`,
];

export function validPhone(r: Random): string {
  switch (r.int(0, 6)) {
    case 0:
      return `(${r.int(201, 989)}) ${r.int(200, 999)}-${r.digits(4)}`;
    case 1:
      return `${r.int(201, 989)}-${r.int(200, 999)}-${r.digits(4)}`;
    case 2:
      return `+1 ${r.int(201, 989)} ${r.int(200, 999)} ${r.digits(4)}`;
    case 3:
      return `+44 20 ${r.int(7000, 8999)} ${r.digits(4)}`;
    case 4:
      return `020 ${r.int(7000, 8999)} ${r.digits(4)}`;
    case 5:
      return `0${r.int(1, 9)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`;
    default:
      return `+49${r.int(30, 89)}${r.digits(8)}`;
  }
}

export const phoneLookalikes = (r: Random) => [
  `${r.int(2019, 2025)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
  `${r.int(100, 999)}`,
  `v${r.int(1, 9)}.${r.int(0, 20)}.${r.int(0, 99)}`,
  `${r.int(10, 99)}:${r.int(10, 59)}`,
];

export function validPassport(r: Random): string {
  switch (r.int(0, 4)) {
    case 0:
      return `${r.chars(UPPER, 1)}${String(r.int(10_000_000, 99_999_999))}`;
    case 1:
      return `${r.int(1, 9)}${r.digits(8)}`;
    case 2:
      return `${r.digits(2)}${r.chars(UPPER, 2)}${r.digits(5)}`;
    case 3:
      return `${r.chars(UPPER, 2)}${r.digits(6)}`;
    default:
      return `${r.chars(UPPER, 1)}${r.int(1, 9)}${r.digits(6)}`;
  }
}

export const passportLookalikes = (r: Random) => [
  '123456789',
  '000000000',
  `${r.chars(UPPER, 3)}${r.digits(4)}`,
];

const NINO_FIRST = 'ABCEGHJKLMNPRSTWXYZ';
const NINO_SECOND = 'ABCEGHJKLMNPRSTWXYZ';

export function validNino(r: Random): string {
  let prefix = r.chars(NINO_FIRST, 1) + r.chars(NINO_SECOND, 1);
  if (['GB', 'NK', 'TN', 'ZZ', 'BG', 'KN', 'NT'].includes(prefix)) prefix = 'AB';
  const digits = r.digits(6);
  const suffix = r.chars('ABCD', 1);
  return r.chance(0.5)
    ? `${prefix}${digits}${suffix}`
    : `${prefix} ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)} ${suffix}`;
}

export const ninoLookalikes = (r: Random) => [
  `${r.pick(['GB', 'BG', 'NK', 'ZZ'])}${r.digits(6)}A`,
  `${r.pick(['DA', 'FA', 'QA', 'UA', 'VA'])}${r.digits(6)}B`,
];

export function validUtr(r: Random): string {
  const body = r.digits(9);
  const utr = utrCheckDigit(body) + body;
  return r.chance(0.5) ? utr : `${utr.slice(0, 5)} ${utr.slice(5)}`;
}

export function utrLookalikes(r: Random): string[] {
  const body = r.digits(9);
  const check = utrCheckDigit(body);
  return [String((Number(check) + 1) % 10) + body];
}

export function validSin(r: Random): string {
  const digits = withLuhn(r.pick(['1', '2', '3', '4', '5', '6', '7', '9']) + r.digits(7));
  return r.pick([
    digits,
    `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
    `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
  ]);
}

export const sinLookalikes = (r: Random) => [withLuhn(r.pick(['1', '4', '7']) + r.digits(7), false)];

export function validSteuerId(r: Random): string {
  for (;;) {
    const pool = '0123456789'.split('');
    const missing = r.int(0, 9);
    const repeated = (missing + r.int(1, 9)) % 10;
    const digits = pool.filter((_, i) => i !== missing);
    digits.push(String(repeated));
    for (let i = digits.length - 1; i > 0; i--) {
      const j = r.int(0, i);
      [digits[i], digits[j]] = [digits[j]!, digits[i]!];
    }
    const ten = digits.join('');
    if (ten[0] === '0') continue;
    for (let d = 0; d <= 9; d++) {
      if (iso7064Mod11_10Valid(ten + d))
        return r.chance(0.5)
          ? ten + d
          : `${ten.slice(0, 2)} ${ten.slice(2, 5)} ${ten.slice(5, 8)} ${ten.slice(8)}${d}`;
    }
  }
}

export function steuerIdLookalikes(r: Random): string[] {
  const valid = validSteuerId(r).replace(/ /g, '');
  return [valid.slice(0, 10) + String((Number(valid[10]) + 1) % 10)];
}

const ID_ALPHABET = 'CFGHJKLMNPRTVWXYZ';

export function validPersonalausweis(r: Random): string {
  const serial = r.chars(ID_ALPHABET, 1) + r.chars(`${ID_ALPHABET}0123456789`, 8);
  return serial + String(icaoCheckDigit(serial));
}

export function personalausweisLookalikes(r: Random): string[] {
  const serial = r.chars(ID_ALPHABET, 1) + r.chars(`${ID_ALPHABET}0123456789`, 8);
  return [serial + String((icaoCheckDigit(serial) + 1) % 10)];
}

export function validNir(r: Random): string {
  const dept = r.chance(0.1) ? r.pick(['2A', '2B']) : String(r.int(1, 95)).padStart(2, '0');
  const body = `${r.int(1, 2)}${r.digits(2)}${String(r.int(1, 12)).padStart(2, '0')}${dept}${String(r.int(1, 999)).padStart(3, '0')}${String(r.int(1, 999)).padStart(3, '0')}`;
  const numeric = body.replace('2A', '19').replace('2B', '18');
  let rem = 0;
  for (const c of numeric) rem = (rem * 10 + Number(c)) % 97;
  const key = String(97 - rem).padStart(2, '0');
  return r.chance(0.5)
    ? body + key
    : `${body[0]} ${body.slice(1, 3)} ${body.slice(3, 5)} ${body.slice(5, 7)} ${body.slice(7, 10)} ${body.slice(10, 13)} ${key}`;
}

export function nirLookalikes(r: Random): string[] {
  const nir = validNir(r).replace(/ /g, '');
  const key = (Number(nir.slice(13)) % 96) + 1;
  return [nir.slice(0, 13) + String(key === Number(nir.slice(13)) ? key + 1 : key).padStart(2, '0')];
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

export function validDni(r: Random): string {
  const n = r.int(10_000_000, 99_999_999);
  return `${n}${r.chance(0.3) ? '-' : ''}${DNI_LETTERS[n % 23]}`;
}

export function dniLookalikes(r: Random): string[] {
  const n = r.int(10_000_000, 99_999_999);
  return [`${n}${DNI_LETTERS[(n + 1) % 23]}`];
}

export function validNie(r: Random): string {
  const prefix = r.int(0, 2);
  const n = r.digits(7);
  return `${'XYZ'[prefix]}${n}${DNI_LETTERS[Number(`${prefix}${n}`) % 23]}`;
}

export function nieLookalikes(r: Random): string[] {
  const n = r.digits(7);
  return [`X${n}${DNI_LETTERS[(Number(n) + 1) % 23]}`];
}

export function validCodiceFiscale(r: Random): string {
  const first15 =
    r.chars('BCDFGHLMNPRSTVZ', 3) +
    r.chars('BCDFGHLMNPRSTVZ', 3) +
    r.digits(2) +
    r.chars('ABCDEHLMPRST', 1) +
    String(r.pick([r.int(1, 31), r.int(41, 71)])).padStart(2, '0') +
    r.chars('ABCDEFGHILM', 1) +
    r.digits(3);
  return first15 + codiceFiscaleCheck(first15);
}

export function codiceFiscaleLookalikes(r: Random): string[] {
  const cf = validCodiceFiscale(r);
  const wrong = String.fromCharCode(((cf.charCodeAt(15) - 65 + 1) % 26) + 65);
  return [cf.slice(0, 15) + wrong];
}

export function validCpf(r: Random): string {
  const nine = r.digits(9);
  const digits = nine + cpfCheckDigits(nine);
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

export function cpfLookalikes(r: Random): string[] {
  const nine = r.digits(9);
  const check = cpfCheckDigits(nine);
  const wrong = String((Number(check) + 7) % 100).padStart(2, '0');
  const d = String(r.int(1, 9));
  return [
    `${nine.slice(0, 3)}.${nine.slice(3, 6)}.${nine.slice(6)}-${wrong}`,
    `${d.repeat(3)}.${d.repeat(3)}.${d.repeat(3)}-${d.repeat(2)}`,
    `${nine.slice(0, 3)}.${nine.slice(3, 6)}.${nine.slice(6)}-${check}.${r.digits(2)}`,
  ];
}

export function validAadhaar(r: Random): string {
  for (;;) {
    const eleven = String(r.int(2, 9)) + r.digits(10);
    for (let d = 0; d <= 9; d++) {
      const digits = eleven + d;
      if (verhoeffValid(digits))
        return r.chance(0.6) ? `${digits.slice(0, 4)} ${digits.slice(4, 8)} ${digits.slice(8)}` : digits;
    }
  }
}

export function aadhaarLookalikes(r: Random): string[] {
  const valid = validAadhaar(r).replace(/ /g, '');
  const last = Number(valid[11]);
  return [`${valid.slice(0, 4)} ${valid.slice(4, 8)} ${valid.slice(8, 11)}${(last + 1) % 10}`];
}

const MBI_LETTERS = 'ACDEFGHJKMNPQRTUVWXY';

export function validMbi(r: Random): string {
  const alnum = `${MBI_LETTERS}0123456789`;
  const mbi =
    String(r.int(1, 9)) +
    r.chars(MBI_LETTERS, 1) +
    r.chars(alnum, 1) +
    r.digits(1) +
    r.chars(MBI_LETTERS, 1) +
    r.chars(alnum, 1) +
    r.digits(1) +
    r.chars(MBI_LETTERS, 2) +
    r.digits(2);
  return r.chance(0.3) ? `${mbi.slice(0, 4)}-${mbi.slice(4, 7)}-${mbi.slice(7)}` : mbi;
}

export const mbiLookalikes = (r: Random) => [
  `${r.int(1, 9)}S${r.digits(1)}${r.digits(1)}B${r.digits(1)}${r.digits(1)}OL${r.digits(2)}`,
  `0${r.chars(MBI_LETTERS, 1)}${r.digits(9)}`,
];

export function validNpi(r: Random): string {
  const nine = r.pick(['1', '2']) + r.digits(8);
  for (let d = 0; d <= 9; d++) if (luhnValid(`80840${nine}${d}`)) return `${nine}${d}`;
  throw new Error('unreachable');
}

export function npiLookalikes(r: Random): string[] {
  const npi = validNpi(r);
  return [npi.slice(0, 9) + String((Number(npi[9]) + 1) % 10)];
}

export function validDea(r: Random): string {
  const six = r.digits(6);
  return `${r.chars('ABFGMPR', 1)}${r.chars(UPPER, 1)}${six}${deaCheckDigit(six)}`;
}

export function deaLookalikes(r: Random): string[] {
  const six = r.digits(6);
  return [`${r.chars('ABFGM', 1)}${r.chars(UPPER, 1)}${six}${(deaCheckDigit(six) + 1) % 10}`];
}

export function validNhs(r: Random): string {
  for (;;) {
    const nine = String(r.int(4, 9)) + r.digits(8);
    const check = nhsCheckDigit(nine);
    if (check === null) continue;
    const digits = nine + check;
    return r.chance(0.7) ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : digits;
  }
}

export function nhsLookalikes(r: Random): string[] {
  for (;;) {
    const nine = String(r.int(4, 9)) + r.digits(8);
    const check = nhsCheckDigit(nine);
    if (check === null) continue;
    const digits = nine + ((check + 1) % 10);
    return [`${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`];
  }
}

const ICD_CODES = [
  'E11.9',
  'I10',
  'J45.909',
  'M54.5',
  'F32.9',
  'K21.0',
  'E78.5',
  'N39.0',
  'R51',
  'Z00.00',
  'C50.911',
  'G43.909',
  'S82.101A',
  'O80',
  'A09',
];

export const validIcd10 = (r: Random) => r.pick(ICD_CODES);
export const icd10Lookalikes = (r: Random) => [`U${r.digits(2)}.${r.digits(1)}`, `e11.9`, `Q${r.int(1, 4)}`];
