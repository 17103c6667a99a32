import { ClassifierLimits } from './classifiers.js';

/**
 * Bounds of what a request may carry, checked once, before any work proportional to it is done:
 * the server refuses anything beyond them with a readable message, and the web's own requests stay
 * well inside them (a test builds its widest filters and measures them).
 */
export const InputLimits = {
  /**
   * Characters of any text input that has no tighter bound of its own. The longest legitimate one
   * is a regulation's image: 256 KB as base64 is about 350 000 characters.
   */
  textMax: 512 * 1024,
  /** Characters of a date: '+275760-09-13T00:00:00.000+00:00' has 32, nothing longer is one. */
  dateTextMax: 40,
  /** Lists and objects nested inside one another, in variables and in literals. */
  nestingMax: 32,
  /** Items of one list: a classifier's word list may hold 50 000 words. */
  listMax: ClassifierLimits.wordsPerListMax,
  /** Values (strings, numbers, lists, objects…) of all variables of one request together. */
  variableValuesMax: 200_000,

  /** A list's `where`: its groups and field conditions together. */
  filterNodesMax: 200,
  /** Branches of one `and` / `or`. */
  filterBranchesMax: 50,
  /** `and` / `or` nested inside one another. */
  filterNestingMax: 6,
  /** Values of one `in` / `nin`. */
  filterInMax: 1000,
  /** Values compared by one `where`, every `in` included. */
  filterValuesMax: 2000,
  /** Characters of one filter value (the console's search boxes take 150). */
  filterTextMax: 1000,
  /** Fields named by a list's `order`. */
  orderFieldsMax: 10,
} as const;

export const InputMessages = {
  textTooLong: (max: number) => `Text must not be longer than ${max} characters`,
  textHasNul: 'Text must not contain the NUL character (\\u0000)',
  textNotUnicode: 'Text must be valid Unicode (it contains a lone surrogate)',
  nestedTooDeep: (max: number) => `Lists and objects must not be nested more than ${max} levels deep`,
  listTooLong: (max: number) => `A list must not have more than ${max} items`,
  tooManyValues: (max: number) => `The request must not carry more than ${max} values`,
  filterTooLarge: (max: number) => `A filter must not have more than ${max} conditions`,
  filterTooManyBranches: (key: string, max: number) =>
    `A filter's "${key}" must not have more than ${max} branches`,
  filterNestedTooDeep: (max: number) => `A filter must not nest "and" / "or" more than ${max} levels deep`,
  filterListTooLong: (field: string, op: string, max: number) =>
    `The filter on ${field} must not list more than ${max} values in "${op}"`,
  filterTooManyValues: (max: number) => `A filter must not compare more than ${max} values`,
  filterTextTooLong: (field: string, max: number) =>
    `The filter value for ${field} must not be longer than ${max} characters`,
  orderTooLong: (max: number) => `A list must not be sorted on more than ${max} fields`,
} as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** ES2024's String.prototype.isWellFormed (Node 20, current browsers): native, forty times the regex. */
function isWellFormed(value: string): boolean {
  const native = (value as unknown as { isWellFormed?: () => boolean }).isWellFormed;
  return native ? native.call(value) : !LONE_SURROGATE.test(value);
}

/**
 * What is wrong with a text input, or null. PostgreSQL refuses NUL in text (which would surface as
 * an unexpected error), and a lone surrogate would be stored silently replaced by U+FFFD.
 */
export function textInputProblem(value: string, max: number = InputLimits.textMax): string | null {
  if (value.length > max) return InputMessages.textTooLong(max);
  if (value.includes('\u0000')) return InputMessages.textHasNul;
  if (!isWellFormed(value)) return InputMessages.textNotUnicode;
  return null;
}

/** A problem found in an input, with where it was found (`or[3].name.eq`). */
export interface InputProblem {
  message: string;
  path: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pathOf(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent === '' ? key : `${parent}.${key}`;
}

interface FilterBudget {
  nodes: number;
  values: number;
}

/**
 * Measures a list's `where` (the JSON a client sends) against the filter limits, stopping at the
 * first limit passed, so the cost is bounded by the limits, not by the input. A value of the wrong
 * shape is left to GraphQL's own coercion, which names it.
 */
export function filterInputProblem(where: unknown): InputProblem | null {
  return walkWhere(where, 1, '', { nodes: 0, values: 0 });
}

function walkWhere(where: unknown, level: number, path: string, budget: FilterBudget): InputProblem | null {
  if (!isRecord(where)) return null;
  if (++budget.nodes > InputLimits.filterNodesMax)
    return { message: InputMessages.filterTooLarge(InputLimits.filterNodesMax), path };
  for (const key in where) {
    if (!Object.hasOwn(where, key)) continue;
    const value = where[key];
    const at = pathOf(path, key);
    const problem =
      key === 'and' || key === 'or'
        ? walkBranches(key, value, level, at, budget)
        : walkCondition(key, value, at, budget);
    if (problem) return problem;
  }
  return null;
}

function walkBranches(
  key: string,
  value: unknown,
  level: number,
  path: string,
  budget: FilterBudget,
): InputProblem | null {
  // GraphQL takes a single value where a list is expected.
  const branches = Array.isArray(value) ? value : value == null ? [] : [value];
  if (branches.length === 0) return null;
  if (branches.length > InputLimits.filterBranchesMax)
    return { message: InputMessages.filterTooManyBranches(key, InputLimits.filterBranchesMax), path };
  if (level > InputLimits.filterNestingMax)
    return { message: InputMessages.filterNestedTooDeep(InputLimits.filterNestingMax), path };
  for (let i = 0; i < branches.length; i++) {
    const at = Array.isArray(value) ? pathOf(path, i) : path;
    const problem = walkWhere(branches[i], level + 1, at, budget);
    if (problem) return problem;
  }
  return null;
}

function walkCondition(field: string, ops: unknown, path: string, budget: FilterBudget): InputProblem | null {
  if (!isRecord(ops)) return countValue(field, ops, path, budget);
  if (++budget.nodes > InputLimits.filterNodesMax)
    return { message: InputMessages.filterTooLarge(InputLimits.filterNodesMax), path };
  for (const op in ops) {
    if (!Object.hasOwn(ops, op)) continue;
    const value = ops[op];
    const at = pathOf(path, op);
    if (Array.isArray(value)) {
      if (value.length > InputLimits.filterInMax)
        return { message: InputMessages.filterListTooLong(field, op, InputLimits.filterInMax), path: at };
      for (let i = 0; i < value.length; i++) {
        const problem = countValue(field, value[i], pathOf(at, i), budget);
        if (problem) return problem;
      }
    } else {
      const problem = countValue(field, value, at, budget);
      if (problem) return problem;
    }
  }
  return null;
}

function countValue(field: string, value: unknown, path: string, budget: FilterBudget): InputProblem | null {
  if (++budget.values > InputLimits.filterValuesMax)
    return { message: InputMessages.filterTooManyValues(InputLimits.filterValuesMax), path };
  if (typeof value === 'string' && value.length > InputLimits.filterTextMax)
    return { message: InputMessages.filterTextTooLong(field, InputLimits.filterTextMax), path };
  return null;
}

/** Measures a list's `order` (`[{ field: ASC }]`) against the limits. */
export function orderInputProblem(order: unknown): InputProblem | null {
  const entries = Array.isArray(order) ? order : order == null ? [] : [order];
  if (entries.length > InputLimits.orderFieldsMax)
    return { message: InputMessages.orderTooLong(InputLimits.orderFieldsMax), path: '' };
  let fields = 0;
  for (let i = 0; i < entries.length; i++) {
    const entry: unknown = entries[i];
    if (!isRecord(entry)) continue;
    for (const key in entry) {
      if (Object.hasOwn(entry, key) && ++fields > InputLimits.orderFieldsMax)
        return { message: InputMessages.orderTooLong(InputLimits.orderFieldsMax), path: pathOf('', i) };
    }
  }
  return null;
}
