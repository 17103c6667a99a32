import { parse } from 'libpg-query';

/**
 * Which distributed tables a statement reads or writes without pinning their distribution column:
 * the statement is parsed by PostgreSQL's own parser (libpg-query) and, scope by scope (subqueries,
 * CTEs, joins), the equalities of its top-level AND conditions (WHERE, JOIN … ON/USING, IN
 * (subquery)) are joined into classes. A table's `tenant_id` is pinned when its class holds a
 * constant or a parameter (`= $1`, `= any($1)`, `in (1, 2)`), directly or through other columns
 * (`f.tenant_id = d.tenant_id and d.tenant_id = $1`, `t.id = f.tenant_id and t.id = $1`). Nothing
 * under OR or NOT counts, and each branch of a UNION must pin its own tables. An INSERT pins its
 * row when it names `tenant_id` among its columns; its SELECT part is checked like any other.
 */
export interface TenantFilterCatalogue {
  distributed: ReadonlySet<string>;
  /** Columns of every table (bare column names are resolved with them). */
  columns: ReadonlyMap<string, ReadonlySet<string>>;
}

type Node = Record<string, unknown>;
const CONST = '#const';
const COLUMN = 'tenant_id';

interface Range {
  id: string;
  /** A table of the catalogue, or undefined for a subquery, a CTE or a function. */
  table?: string;
  /** Output columns of a subquery or CTE, to the class they stand for. */
  outputs?: Map<string, string>;
}

interface Scope {
  parent: Scope | null;
  ranges: Map<string, Range>;
  ctes: Map<string, Map<string, string>>;
}

class Classes {
  private readonly up = new Map<string, string>();
  find(x: string): string {
    let root = x;
    while (this.up.has(root)) root = this.up.get(root)!;
    return root;
  }
  union(a: string, b: string): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.up.set(ra, rb);
  }
}

const kind = (n: unknown): [string, Node] | null => {
  if (!n || typeof n !== 'object' || Array.isArray(n)) return null;
  const keys = Object.keys(n);
  if (keys.length !== 1) return null;
  return [keys[0]!, (n as Node)[keys[0]!] as Node];
};
const str = (n: unknown): string | undefined => {
  const k = kind(n);
  return k?.[0] === 'String' ? (k[1].sval as string) : undefined;
};
const list = (n: unknown): unknown[] => (Array.isArray(n) ? n : []);

class Analysis {
  private readonly classes = new Classes();
  private readonly tables: Range[] = [];
  private readonly writes: string[] = [];
  private next = 0;

  constructor(private readonly cat: TenantFilterCatalogue) {}

  unpinned(): string[] {
    const pinned = this.classes.find(CONST);
    const out = this.tables
      .filter((r) => this.cat.distributed.has(r.table!))
      .filter((r) => this.classes.find(`${r.id}.${COLUMN}`) !== pinned)
      .map((r) => r.table!);
    return [...out, ...this.writes];
  }

  /** Any statement; returns its output columns (SELECT list or RETURNING) as classes. */
  statement(node: unknown, parent: Scope | null): Map<string, string> {
    const k = kind(node);
    if (!k) return new Map();
    const [type, s] = k;
    const scope: Scope = { parent, ranges: new Map(), ctes: new Map() };
    const withClause = s.withClause as Node | undefined;
    for (const cte of list(withClause?.ctes)) {
      const c = kind(cte)?.[1];
      if (!c) continue;
      scope.ctes.set(c.ctename as string, this.statement(c.ctequery, scope));
    }
    switch (type) {
      case 'SelectStmt':
        return this.select(s, scope);
      case 'InsertStmt': {
        const table = (s.relation as Node).relname as string;
        const cols = list(s.cols).map((c) => kind(c)?.[1].name as string);
        if (this.cat.distributed.has(table) && !cols.includes(COLUMN)) this.writes.push(table);
        if (s.selectStmt) this.statement(s.selectStmt, scope);
        this.walk(s.onConflictClause, scope);
        return this.returning(s, scope, table);
      }
      case 'UpdateStmt':
      case 'DeleteStmt': {
        const table = (s.relation as Node).relname as string;
        this.range(kind({ RangeVar: s.relation })!, scope);
        for (const item of list(s.fromClause ?? s.usingClause)) this.from(item, scope);
        this.walk(s.targetList, scope);
        this.condition(s.whereClause, scope);
        return this.returning(s, scope, table);
      }
      default:
        return new Map();
    }
  }

  private returning(s: Node, scope: Scope, table: string): Map<string, string> {
    const out = new Map<string, string>();
    const alias = ((s.relation as Node).alias as Node | undefined)?.aliasname as string | undefined;
    const range = scope.ranges.get(alias ?? table);
    for (const t of list(s.returningList)) {
      const rt = kind(t)?.[1];
      if (!rt) continue;
      const name = (rt.name as string | undefined) ?? this.lastField(rt.val);
      const node = this.term(rt.val, scope) ?? (range && name ? `${range.id}.${name}` : null);
      if (name && node) out.set(name, node);
    }
    return out;
  }

  private select(s: Node, scope: Scope): Map<string, string> {
    if (s.op && s.op !== 'SETOP_NONE') {
      // Each branch must pin its own tables: their outputs are not joined into one class.
      this.statement({ SelectStmt: s.larg }, scope);
      this.statement({ SelectStmt: s.rarg }, scope);
      return new Map();
    }
    for (const item of list(s.fromClause)) this.from(item, scope);
    this.condition(s.whereClause, scope);
    for (const part of [s.targetList, s.groupClause, s.havingClause, s.sortClause, s.valuesLists])
      this.walk(part, scope);
    const out = new Map<string, string>();
    for (const t of list(s.targetList)) {
      const rt = kind(t)?.[1];
      if (!rt) continue;
      const name = (rt.name as string | undefined) ?? this.lastField(rt.val);
      const node = this.term(rt.val, scope);
      if (name && node) out.set(name, node);
    }
    return out;
  }

  private lastField(val: unknown): string | undefined {
    const k = kind(val);
    if (k?.[0] === 'TypeCast') return this.lastField(k[1].arg);
    if (k?.[0] !== 'ColumnRef') return undefined;
    return str(list(k[1].fields).at(-1));
  }

  /** A FROM item; returns the ranges it brings (a join's both sides). */
  private from(item: unknown, scope: Scope): Range[] {
    const k = kind(item);
    if (!k) return [];
    const [type, n] = k;
    if (type === 'JoinExpr') {
      const left = this.from(n.larg, scope);
      const right = this.from(n.rarg, scope);
      for (const col of list(n.usingClause).map(str)) {
        const sides = [...left, ...right].filter((r) => this.hasColumn(r, col!));
        for (const r of sides.slice(1))
          this.classes.union(this.columnOf(r, col!), this.columnOf(sides[0]!, col!));
      }
      this.condition(n.quals, scope);
      return [...left, ...right];
    }
    return [this.range(k, scope)];
  }

  private range([type, n]: [string, Node], scope: Scope): Range {
    const id = `r${(this.next += 1)}`;
    const alias = (n.alias as Node | undefined)?.aliasname as string | undefined;
    let range: Range = { id };
    if (type === 'RangeVar') {
      const name = n.relname as string;
      const cte = this.cte(name, scope);
      range = cte ? { id, outputs: cte } : { id, table: name };
      if (range.table) this.tables.push(range);
      scope.ranges.set(alias ?? name, range);
    } else {
      if (type === 'RangeSubselect') range = { id, outputs: this.statement(n.subquery, scope) };
      else this.walk(n, scope);
      if (alias) scope.ranges.set(alias, range);
    }
    for (const [col, node] of range.outputs ?? []) this.classes.union(`${id}.${col}`, node);
    return range;
  }

  private cte(name: string, scope: Scope | null): Map<string, string> | undefined {
    for (let s = scope; s; s = s.parent) if (s.ctes.has(name)) return s.ctes.get(name);
    return undefined;
  }

  private hasColumn(r: Range, col: string): boolean {
    return r.table ? (this.cat.columns.get(r.table)?.has(col) ?? false) : (r.outputs?.has(col) ?? false);
  }

  private columnOf(r: Range, col: string): string {
    return `${r.id}.${col}`;
  }

  /** The class of a column reference, a constant or a parameter; null for anything else. */
  private term(expr: unknown, scope: Scope): string | null {
    const k = kind(expr);
    if (!k) return null;
    const [type, n] = k;
    if (type === 'A_Const' || type === 'ParamRef') return CONST;
    if (type === 'TypeCast') return this.term(n.arg, scope);
    if (type !== 'ColumnRef') return null;
    const fields = list(n.fields).map(str);
    if (fields.some((f) => f === undefined)) return null;
    const col = fields.at(-1)!;
    if (fields.length >= 2) {
      const alias = fields.at(-2)!;
      for (let s: Scope | null = scope; s; s = s.parent) {
        const r = s.ranges.get(alias);
        if (r) return this.columnOf(r, col);
      }
      return null;
    }
    for (let s: Scope | null = scope; s; s = s.parent) {
      const candidates = [...new Set(s.ranges.values())].filter((r) => this.hasColumn(r, col));
      if (candidates.length === 1) return this.columnOf(candidates[0]!, col);
      if (candidates.length > 1) return null;
    }
    return null;
  }

  /** A condition: its top-level AND parts may pin classes; anything else is only searched for subqueries. */
  private condition(expr: unknown, scope: Scope): void {
    const k = kind(expr);
    if (!k) return;
    const [type, n] = k;
    if (type === 'BoolExpr' && n.boolop === 'AND_EXPR') {
      for (const arg of list(n.args)) this.condition(arg, scope);
      return;
    }
    if (type === 'BoolExpr' && n.boolop === 'OR_EXPR') {
      // `x = 1 or x = 2`: the same column pinned to a constant in every branch (Citus prunes to both).
      const pinned = list(n.args).map((arg) => {
        const a = kind(arg);
        if (a?.[0] !== 'A_Expr' || a[1].kind !== 'AEXPR_OP' || str(list(a[1].name)[0]) !== '=') return null;
        const [l, r] = [this.term(a[1].lexpr, scope), this.term(a[1].rexpr, scope)];
        return l === CONST ? r : r === CONST ? l : null;
      });
      const first = pinned[0];
      if (
        first &&
        first !== CONST &&
        pinned.every((p) => p && this.classes.find(p) === this.classes.find(first))
      )
        this.classes.union(first, CONST);
      this.walk(expr, scope);
      return;
    }
    if (type === 'A_Expr' && str(list(n.name)[0]) === '=') {
      const left = this.term(n.lexpr, scope);
      if (n.kind === 'AEXPR_OP') {
        const right = this.term(n.rexpr, scope);
        if (left && right) this.classes.union(left, right);
      } else if (n.kind === 'AEXPR_IN') {
        const items = list((kind(n.rexpr)?.[1] as Node | undefined)?.items);
        if (left && items.length > 0 && items.every((i) => this.term(i, scope) === CONST))
          this.classes.union(left, CONST);
      } else if (n.kind === 'AEXPR_OP_ANY') {
        if (left && this.term(n.rexpr, scope) === CONST) this.classes.union(left, CONST);
      }
      this.walk(n, scope);
      return;
    }
    if (type === 'SubLink' && n.subLinkType === 'ANY_SUBLINK' && list(n.operName).length === 0) {
      const out = this.statement(n.subselect, scope);
      const left = this.term(n.testexpr, scope);
      if (left && out.size === 1) this.classes.union(left, [...out.values()][0]!);
      this.walk(n.testexpr, scope);
      return;
    }
    this.walk(expr, scope);
  }

  /** Finds the subqueries of an expression and checks each in a scope of its own (correlation allowed). */
  private walk(node: unknown, scope: Scope): void {
    if (Array.isArray(node)) {
      for (const item of node) this.walk(item, scope);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const k = kind(node);
    if (k && ['SelectStmt', 'InsertStmt', 'UpdateStmt', 'DeleteStmt'].includes(k[0])) {
      this.statement(node, scope);
      return;
    }
    for (const value of Object.values(node)) this.walk(value, scope);
  }
}

/** The distributed tables a statement leaves unpinned (by name, once per reference). */
export async function unpinnedTables(query: string, cat: TenantFilterCatalogue): Promise<string[]> {
  const tree = (await parse(query)) as { stmts: { stmt: unknown }[] };
  const found: string[] = [];
  for (const { stmt } of tree.stmts) {
    const a = new Analysis(cat);
    a.statement(stmt, null);
    found.push(...a.unpinned());
  }
  return found;
}
