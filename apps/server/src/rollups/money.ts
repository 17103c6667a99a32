/** Exact money: micro-dollars as bigint in memory, numeric(30,6) in the database. */

const MICRO = 1_000_000n;

/** A value per record (USD, from a classifier) in micro-dollars. */
export function usdToMicro(usd: number): bigint {
  return BigInt(Math.round(usd * 1_000_000));
}

/** "12.500000" (numeric text from the database) → micro-dollars. */
export function parseMicro(text: string | number | bigint | null | undefined): bigint {
  if (text === null || text === undefined) return 0n;
  if (typeof text === 'bigint') return text * MICRO;
  const s = typeof text === 'number' ? text.toFixed(6) : text.trim();
  const negative = s.startsWith('-');
  const [whole = '0', frac = ''] = (negative ? s.slice(1) : s).split('.');
  const micro = BigInt(whole || '0') * MICRO + BigInt((frac + '000000').slice(0, 6));
  return negative ? -micro : micro;
}

/** Micro-dollars → numeric text with six decimals. */
export function formatMicro(micro: bigint): string {
  const negative = micro < 0n;
  const abs = negative ? -micro : micro;
  const text = `${abs / MICRO}.${(abs % MICRO).toString().padStart(6, '0')}`;
  return negative ? `-${text}` : text;
}

/** formatMicro without trailing zeros ("12.5", "100"): the same numeric, fewer bytes for bulk writes. */
export function formatMicroShort(micro: bigint): string {
  if (micro % MICRO === 0n) return (micro / MICRO).toString();
  return formatMicro(micro).replace(/0+$/, '');
}
