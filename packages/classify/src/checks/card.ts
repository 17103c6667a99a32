import { gluedReason } from './context.js';
import { luhnValid } from './digits.js';
import { fail, pass, type CheckContext, type CheckResult } from './types.js';

export type CardBrand =
  'Visa' | 'Mastercard' | 'American Express' | 'Discover' | 'JCB' | 'Diners Club' | 'UnionPay' | 'Maestro';

interface IinRange {
  brand: CardBrand;
  /** Inclusive range over the first `digits` digits. */
  from: number;
  to: number;
  digits: number;
  lengths: readonly number[];
}

const lengths = (lo: number, hi: number): readonly number[] =>
  Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

/** Most specific first: the first range that contains the prefix decides the brand. */
const IIN_RANGES: readonly IinRange[] = [
  { brand: 'Discover', from: 622126, to: 622925, digits: 6, lengths: lengths(16, 19) },
  { brand: 'Discover', from: 6011, to: 6011, digits: 4, lengths: lengths(16, 19) },
  { brand: 'Mastercard', from: 2221, to: 2720, digits: 4, lengths: [16] },
  { brand: 'JCB', from: 3528, to: 3589, digits: 4, lengths: lengths(16, 19) },
  { brand: 'Diners Club', from: 300, to: 305, digits: 3, lengths: lengths(14, 19) },
  { brand: 'Discover', from: 644, to: 649, digits: 3, lengths: lengths(16, 19) },
  { brand: 'American Express', from: 34, to: 34, digits: 2, lengths: [15] },
  { brand: 'American Express', from: 37, to: 37, digits: 2, lengths: [15] },
  { brand: 'Diners Club', from: 36, to: 36, digits: 2, lengths: lengths(14, 19) },
  { brand: 'Diners Club', from: 38, to: 39, digits: 2, lengths: lengths(14, 19) },
  { brand: 'Mastercard', from: 51, to: 55, digits: 2, lengths: [16] },
  { brand: 'Discover', from: 65, to: 65, digits: 2, lengths: lengths(16, 19) },
  { brand: 'UnionPay', from: 62, to: 62, digits: 2, lengths: lengths(16, 19) },
  { brand: 'Maestro', from: 50, to: 50, digits: 2, lengths: lengths(13, 19) },
  { brand: 'Maestro', from: 56, to: 69, digits: 2, lengths: lengths(13, 19) },
  { brand: 'Visa', from: 4, to: 4, digits: 1, lengths: [13, 16, 19] },
];

export const CARD_MIN_DIGITS = 13;
export const CARD_MAX_DIGITS = 19;

/** Group layouts printed on cards (digits per group), for numbers written with separators. */
const CARD_LAYOUTS: readonly string[] = [
  '4-4-4-4',
  '4-4-4-1',
  '4-4-4-2',
  '4-4-4-3',
  '4-4-4-4-3',
  '4-6-5',
  '4-6-4',
  '4-4-4-4-1',
  '4-4-4-4-2',
];

/**
 * Separators real documents put between the groups: space, no-break spaces (U+00A0, U+202F),
 * dash, dot. One of them throughout a number.
 */
const CARD_SEPARATORS: ReadonlySet<string> = new Set([' ', '\u00a0', '\u202f', '-', '.']);

/** "version 4111.1111.1111.1111", "v. 5232.…", "build 3782.822463.10005": dotted numbers that are versions. */
const VERSION_WORD_BEFORE = /\b(?:v|ver|version|build|release|rev)\.?\s*$/i;

/** Millisecond epoch values (13 digits, 2001–2033) start with 1; no supported issuer does. */
const MILLIS_TIMESTAMP = /^1\d{12}$/;

export function cardBrand(digits: string): CardBrand | null {
  for (const r of IIN_RANGES) {
    if (digits.length < r.digits) continue;
    const prefix = Number(digits.slice(0, r.digits));
    if (prefix >= r.from && prefix <= r.to) return r.lengths.includes(digits.length) ? r.brand : null;
  }
  return null;
}

export function checkCard(value: string, ctx: CheckContext): CheckResult {
  const separators = new Set(value.match(/[^0-9]/g) ?? []);
  if (separators.size > 1) return fail('mixed separators');
  const separator: string | null = [...separators][0] ?? null;
  if (separator !== null && !CARD_SEPARATORS.has(separator)) return fail('not a card number layout');
  const digits = value.replace(/[^0-9]/g, '');
  if (separator !== null) {
    const layout = value
      .split(separator)
      .map((g) => g.length)
      .join('-');
    if (!CARD_LAYOUTS.includes(layout)) return fail('numbers in mixed groupings');
  }
  const context = gluedReason(value, ctx);
  if (context) return fail(context);
  if (separator === '.' && VERSION_WORD_BEFORE.test(ctx.text.slice(Math.max(0, ctx.start - 12), ctx.start)))
    return fail('looks like a version number');
  if (digits.length < CARD_MIN_DIGITS || digits.length > CARD_MAX_DIGITS)
    return fail('wrong length for a card number');
  if (separator === null && MILLIS_TIMESTAMP.test(digits)) return fail('looks like a millisecond timestamp');
  if (!cardBrand(digits)) return fail('unknown issuer or wrong length for the issuer');
  if (!luhnValid(digits)) return fail('fails Luhn');
  return pass(digits);
}

export const isCardLike = (digits: string): boolean =>
  digits.length >= CARD_MIN_DIGITS && digits.length <= CARD_MAX_DIGITS;
