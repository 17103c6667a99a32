import { Limits } from '@vigil/contracts';

/** Widths of a table's columns in px, by column id; remembered per table id (spec part 1 §9). */
export type ColumnWidths = Record<string, number>;

interface WidthBounds {
  id: string;
  minWidth?: number;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function columnWidthsKey(tableId: string): string {
  return `vigil.columnWidths.${tableId}`;
}

export function columnMinWidth(column: { minWidth?: number }): number {
  return Math.max(Limits.columnMinWidth, column.minWidth ?? 0);
}

/** Keeps only known columns with finite widths, each raised to its minimum and rounded to whole px. */
export function sanitizeColumnWidths(value: unknown, columns: readonly WidthBounds[]): ColumnWidths {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const source = value as Record<string, unknown>;
  const widths: ColumnWidths = {};
  for (const column of columns) {
    const width = source[column.id];
    if (typeof width !== 'number' || !Number.isFinite(width)) continue;
    widths[column.id] = Math.round(Math.max(columnMinWidth(column), width));
  }
  return widths;
}

export function readColumnWidths(
  storage: KeyValueStorage | null,
  tableId: string,
  columns: readonly WidthBounds[],
): ColumnWidths {
  if (!storage) return {};
  try {
    const raw = storage.getItem(columnWidthsKey(tableId));
    return raw ? sanitizeColumnWidths(JSON.parse(raw), columns) : {};
  } catch {
    return {};
  }
}

export function writeColumnWidths(
  storage: KeyValueStorage | null,
  tableId: string,
  widths: ColumnWidths,
  columns: readonly WidthBounds[],
): void {
  if (!storage) return;
  try {
    storage.setItem(columnWidthsKey(tableId), JSON.stringify(sanitizeColumnWidths(widths, columns)));
  } catch {
    // Storage full or disabled: widths simply are not remembered.
  }
}

/** window.localStorage, or null where it is unavailable (private modes can throw on access). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
