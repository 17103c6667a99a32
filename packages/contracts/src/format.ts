// Exactly 4 significant digits from a thousand up ($2.450M beside $1.348M, never $2.45M), so that
// figures side by side read alike; below a thousand, whole dollars.
const usdCompact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumSignificantDigits: 4,
  maximumSignificantDigits: 4,
});
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/**
 * Risk amounts: USD, compact, 4 significant digits, no decimals beyond them (spec part 1 §9). THE
 * money format of the console: every screen, chart, export and report uses it.
 */
export function formatUsd(value: number): string {
  const whole = Math.round(value);
  return Math.abs(whole) < 1000 ? usdWhole.format(whole) : usdCompact.format(whole);
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

const PICKER_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A day (yyyy-MM-dd) as date pickers show and take it: MM/dd/yyyy (spec part 1 §9). */
export function formatPickerDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
}

/** MM/dd/yyyy typed in a picker → the day (yyyy-MM-dd), or null while it is not a whole real date. */
export function parsePickerDate(text: string): string | null {
  const match = PICKER_DATE.exec(text.trim());
  if (!match) return null;
  const [, m, d, y] = match;
  const day = `${y}-${m}-${d}`;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : null;
}
