const usdCompact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumSignificantDigits: 4,
});

/** Risk amounts: USD, compact, 4 significant digits, no decimals beyond them (spec part 1 §9). */
export function formatUsd(value: number): string {
  return usdCompact.format(Math.round(value));
}

export function formatPercent(value: number): string {
  return `${Math.round(value)}%`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** dd.MM.yyyy (spec part 1 §9). */
export function formatDate(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) throw new Error('Date is not valid');
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
}

/** dd.MM.yyyy HH:mm (spec part 1 §9). */
export function formatDateTime(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) throw new Error('Date is not valid');
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
