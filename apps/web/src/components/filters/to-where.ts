import type {
  DateRange,
  FilterDef,
  FilterValue,
  FilterValues,
  IsoDate,
  OptionValue,
  Where,
} from './filter-types';
import { isActive } from './filter-values';

function localDate(date: IsoDate, h: number, m: number, s: number, ms: number): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, mo - 1, d, h, m, s, ms).toISOString();
}

/** The first instant of a day in the user's time zone, as ISO-8601 (spec part 1 §5: start 00:00:00). */
export function dayStart(date: IsoDate): string {
  return localDate(date, 0, 0, 0, 0);
}

/** The last instant of a day in the user's time zone (spec part 1 §5: end 23:59:59, to the millisecond). */
export function dayEnd(date: IsoDate): string {
  return localDate(date, 23, 59, 59, 999);
}

type Condition = Record<string, unknown>;

function condition(def: FilterDef, value: FilterValue): Condition | null {
  switch (def.type) {
    case 'text':
      return { [def.operation ?? 'contains']: (value as string).trim() };
    case 'int':
      return { [def.operation ?? 'eq']: value };
    case 'date': {
      const day = value as IsoDate;
      switch (def.operation ?? 'eq') {
        case 'eq':
          return { gte: dayStart(day), lte: dayEnd(day) };
        case 'gte':
          return { gte: dayStart(day) };
        case 'gt':
          return { gt: dayEnd(day) };
        case 'lt':
          return { lt: dayStart(day) };
        case 'lte':
          return { lte: dayEnd(day) };
      }
      return null;
    }
    case 'dateRange': {
      const { from, to } = value as DateRange;
      return { ...(from ? { gte: dayStart(from) } : {}), ...(to ? { lte: dayEnd(to) } : {}) };
    }
    case 'select':
      if (def.multiple) return { in: value as OptionValue[] };
      return def.operation === 'in' ? { in: [value] } : { [def.operation ?? 'eq']: value };
    case 'checkbox':
      return { [def.operation ?? 'eq']: def.checkedValue ?? true };
  }
}

/** One filter's part of the where, or null when it does not restrict the list. */
export function filterWhere(def: FilterDef, value: FilterValue): Where | null {
  if (def.toWhere) return (def.toWhere as (v: FilterValue) => Where | null)(value);
  if (!isActive(def, value) || def.field === undefined) return null;
  const cond = condition(def, value);
  if (!cond) return null;
  const fields: readonly string[] = typeof def.field === 'string' ? [def.field] : def.field;
  if (fields.length === 0) return null;
  if (fields.length === 1) return { [fields[0] as string]: cond };
  return { or: fields.map((f) => ({ [f]: cond })) };
}

/** The where of a list query: the AND of every active filter (spec part 1 §7), undefined when none. */
export function toWhere<TWhere = Where>(
  defs: readonly FilterDef[],
  values: FilterValues,
): TWhere | undefined {
  const parts: Where[] = [];
  for (const def of defs) {
    const value = values[def.id];
    if (value === undefined) continue;
    const part = filterWhere(def, value);
    if (part) parts.push(part);
  }
  if (parts.length === 0) return undefined;
  return (parts.length === 1 ? parts[0] : { and: parts }) as TWhere;
}
