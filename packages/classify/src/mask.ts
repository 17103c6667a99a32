/** Longest masked value that leaves the engine (the agent API bounds samples at 64). */
export const MASKED_MAX = 64;

const ALNUM = /[\p{L}\p{N}]/u;

const isAlnum = (c: string) => {
  const code = c.charCodeAt(0);
  if (code < 0x80) return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return ALNUM.test(c);
};

function maskMiddle(chars: string[], keepStart: number, keepEnd: number): string {
  const out = new Array<string>(chars.length);
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    out[i] = i < keepStart || i >= chars.length - keepEnd || !isAlnum(c) ? c : '*';
  }
  if (out.length <= MASKED_MAX) return out.join('');
  const head = out.slice(0, keepStart).join('');
  const tail = out.slice(out.length - keepEnd).join('');
  return `${head}${'*'.repeat(MASKED_MAX - head.length - tail.length - 1)}…${tail}`;
}

/** Any value: at most 2 leading and 2 trailing characters stay, short values are fully masked. */
export function maskValue(value: string): string {
  const chars = Array.from(value);
  if (chars.length <= 5) return '*'.repeat(chars.length);
  const keep = chars.length >= 10 ? 2 : 1;
  return maskMiddle(chars, keep, keep);
}

/** A card number: at most the first 4 and last 4 digits stay, separators keep their place. */
export function maskCard(value: string): string {
  const digitCount = value.replace(/\D/g, '').length;
  if (digitCount < 12) return maskValue(value);
  let seen = 0;
  const out = Array.from(value).map((c) => {
    if (c < '0' || c > '9') return isAlnum(c) ? '*' : c;
    seen++;
    return seen <= 4 || seen > digitCount - 4 ? c : '*';
  });
  return out.length <= MASKED_MAX
    ? out.join('')
    : `${out.slice(0, MASKED_MAX - 5).join('')}…${out.slice(-4).join('')}`;
}
