/** Longest masked value that leaves the engine (the agent API bounds samples at 64). */
export const MASKED_MAX = 64;

const ALNUM = /[\p{L}\p{N}]/u;
const SURROGATE = /[\uD800-\uDFFF]/;

function isAlnum(c: string): boolean {
  const code = c.charCodeAt(0);
  if (code < 0x80)
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return ALNUM.test(c);
}

/** Characters of a value: code units when it has no surrogates (the common, cheap case). */
const charsOf = (value: string): string[] => (SURROGATE.test(value) ? Array.from(value) : value.split(''));

function fit(out: string[], keepStart: number, keepEnd: number): string {
  if (out.length <= MASKED_MAX) return out.join('');
  const head = out.slice(0, keepStart).join('');
  const tail = out.slice(out.length - keepEnd).join('');
  return `${head}${'*'.repeat(MASKED_MAX - head.length - tail.length - 1)}…${tail}`;
}

/** Any value: at most 2 leading and 2 trailing characters stay, short values are fully masked. */
export function maskValue(value: string): string {
  const chars = charsOf(value);
  const n = chars.length;
  if (n <= 5) return '*'.repeat(n);
  const keep = n >= 10 ? 2 : 1;
  for (let i = keep; i < n - keep; i++) if (isAlnum(chars[i]!)) chars[i] = '*';
  return fit(chars, keep, keep);
}

/** A card number: at most the first 4 and last 4 digits stay, separators keep their place. */
export function maskCard(value: string): string {
  const chars = charsOf(value);
  let digits = 0;
  for (const c of chars) if (c >= '0' && c <= '9') digits++;
  if (digits < 12) return maskValue(value);
  let seen = 0;
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (c >= '0' && c <= '9') {
      seen++;
      if (seen > 4 && seen <= digits - 4) chars[i] = '*';
    } else if (isAlnum(c)) chars[i] = '*';
  }
  return fit(chars, 0, 0);
}
