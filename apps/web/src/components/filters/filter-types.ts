/** The list filter model (spec part 1 §3 "List filter model", §4, §7 "List queries"). */

export type FilterOperation =
  'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'in' | 'contains' | 'ncontains' | 'startsWith' | 'endsWith';

export type FilterType = 'date' | 'dateRange' | 'int' | 'text' | 'select' | 'checkbox';

/** A list's `where` input: `{ field: { operation: value } }`, combined with `and` / `or`. */
export type Where = Record<string, unknown>;

/** 'YYYY-MM-DD' (the value of <input type="date">). */
export type IsoDate = string;

export interface DateRange {
  from: IsoDate | null;
  to: IsoDate | null;
}

export type OptionValue = string | number | boolean | null;

export interface SelectOption {
  label: string;
  /** null means "no restriction" (e.g. 'Both'). */
  value: OptionValue;
}

interface FilterDefBase<TField extends string, TValue> {
  /** Key of the filter in state and URL; unique within the list. */
  id: string;
  label: string;
  /** The where field(s); several fields are OR-ed ("name or description contains"). */
  field?: TField | readonly TField[];
  /** Builds this filter's part of the where instead of field + operation; null when inactive. */
  toWhere?: (value: TValue) => Where | null;
}

export interface TextFilterDef<TField extends string = string> extends FilterDefBase<TField, string> {
  type: 'text';
  /** Default 'contains'. */
  operation?: Extract<FilterOperation, 'eq' | 'neq' | 'contains' | 'ncontains' | 'startsWith' | 'endsWith'>;
  initial?: string;
  /** Default Limits.searchMax. */
  maxLength?: number;
  placeholder?: string;
}

export interface IntFilterDef<TField extends string = string> extends FilterDefBase<TField, number | null> {
  type: 'int';
  /** Default 'eq'. */
  operation?: Extract<FilterOperation, 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte'>;
  initial?: number | null;
  min?: number;
  max?: number;
}

export interface DateFilterDef<TField extends string = string> extends FilterDefBase<TField, IsoDate | null> {
  type: 'date';
  /** Default 'eq' (that whole day). */
  operation?: Extract<FilterOperation, 'eq' | 'gt' | 'gte' | 'lt' | 'lte'>;
  initial?: IsoDate | null;
}

export interface DateRangeFilterDef<TField extends string = string> extends FilterDefBase<TField, DateRange> {
  type: 'dateRange';
  initial?: DateRange;
}

export interface SelectFilterDef<TField extends string = string> extends FilterDefBase<
  TField,
  OptionValue | OptionValue[]
> {
  type: 'select';
  options: readonly SelectOption[];
  /** Several options may be chosen (operation 'in'); the value is then an array. */
  multiple?: boolean;
  /** Default 'eq' ('in' when multiple). */
  operation?: Extract<FilterOperation, 'eq' | 'neq' | 'in'>;
  initial?: OptionValue | OptionValue[];
  /** Apply on change, without waiting for Apply. */
  applyImmediately?: boolean;
}

export interface CheckboxFilterDef<TField extends string = string> extends FilterDefBase<TField, boolean> {
  type: 'checkbox';
  /** The value compared when checked (default true); unchecked means no restriction. */
  checkedValue?: string | number | boolean;
  operation?: Extract<FilterOperation, 'eq' | 'neq'>;
  initial?: boolean;
  applyImmediately?: boolean;
}

export type FilterDef<TField extends string = string> =
  | TextFilterDef<TField>
  | IntFilterDef<TField>
  | DateFilterDef<TField>
  | DateRangeFilterDef<TField>
  | SelectFilterDef<TField>
  | CheckboxFilterDef<TField>;

export type FilterValue = string | number | boolean | null | DateRange | OptionValue[];

export type FilterValues = Record<string, FilterValue>;

/** The where fields of a generated filter input type (without and/or). */
export type WhereField<TWhere> = Exclude<keyof TWhere, 'and' | 'or'> & string;
