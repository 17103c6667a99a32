import type { Locator } from '@playwright/test';

/** The trimmed text of cell `index` of every row, in order. */
export function cellTexts(rows: Locator, index: number): Promise<string[]> {
  return rows.evaluateAll(
    (trs, i) => trs.map((r) => (r as HTMLTableRowElement).cells[i]?.textContent?.trim() ?? ''),
    index,
  );
}
