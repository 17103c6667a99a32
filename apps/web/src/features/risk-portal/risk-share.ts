/**
 * The share of total risk a part is, as shown beside Risk Reduction and Residual Risk: only when
 * strictly between 0 and 100 percent (spec part 1 §2), else null.
 */
export function shareOfTotal(part: number, total: number): number | null {
  if (!Number.isFinite(part) || !Number.isFinite(total) || total <= 0) return null;
  const share = (part / total) * 100;
  return share > 0 && share < 100 ? share : null;
}
