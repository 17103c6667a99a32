import type { Check, CheckContext } from './types.js';

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isAlnum = (c: string | undefined) => c !== undefined && /[0-9A-Za-z]/.test(c);

/**
 * Why a candidate is only a piece of something longer, or null when it stands alone. Letters or
 * digits glued to it, or a separator and more digits ('-' and '.' always, a space when the value
 * itself is grouped with spaces) make it part of an order number, a decimal, a UUID, an account
 * or phone number. A comma does not join: it separates CSV fields.
 */
export function gluedReason(value: string, ctx: CheckContext): string | null {
  const { text, start, end } = ctx;
  const before = text[start - 1];
  const after = text[end];
  if (isAlnum(before) || isAlnum(after)) return 'part of a longer digit or letter run';
  const joiners = /[ \u00a0\u202f]/.test(value) ? ' \u00a0\u202f-.' : '-.';
  if (before !== undefined && joiners.includes(before) && isDigit(text[start - 2]))
    return 'part of a longer number';
  if (after !== undefined && joiners.includes(after) && isDigit(text[end + 1]))
    return 'part of a longer number';
  return null;
}

/** Wraps a validator so that candidates glued to other digits are rejected first. */
export function standalone(check: Check): Check {
  return (value, ctx) => {
    const reason = gluedReason(value, ctx);
    return reason ? { ok: false, reason } : check(value, ctx);
  };
}
