/** The banner's trend covers the last 3 months (spec part 1 §2, §7): from the start of that UTC day to now. */
export function lastThreeMonths(now: Date): { startPeriod: string; finishPeriod: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, now.getUTCDate()));
  // 31 May − 3 months overflows into early March; clamp to the month's last day instead.
  if (start.getUTCMonth() !== (((now.getUTCMonth() - 3) % 12) + 12) % 12) start.setUTCDate(0);
  return { startPeriod: start.toISOString(), finishPeriod: now.toISOString() };
}
