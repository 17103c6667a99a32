import fs from 'node:fs';
import path from 'node:path';
import { getTableName, is, Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as regulationTables from './regulations/regulations.tables.js';
import * as historyTables from './rollups/risk-history.tables.js';
import * as rollupTables from './rollups/rollups.tables.js';
import { RISK_SOURCE_TABLES } from './tenants/risk-changes.js';
import * as tenantTables from './tenants/tenants.tables.js';

/*
 * The risk portal's kept answers (db/risk-answers.ts) are dropped only when a writer says so:
 * riskChanged (tenants/risk-changes.ts), called in the writer's transaction. This reads the server's
 * source and names every module that writes a table the answers are made of (RISK_SOURCE_TABLES)
 * — by SQL text, by Drizzle's insert/update/delete, by a rollup table spec, or by a table name
 * it cannot read (`insert into ${…}`) — without calling it.
 */

const SRC = path.resolve(import.meta.dirname);

/** The Drizzle tables of these modules, by the name they are exported as. */
function exportedTables(...modules: Record<string, unknown>[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of modules)
    for (const [name, value] of Object.entries(m)) if (is(value, Table)) out.set(name, getTableName(value));
  return out;
}

const TABLE_VARIABLES = exportedTables(rollupTables, historyTables, regulationTables, tenantTables);

/** Comments out: prose may say "update tenants" without writing anything. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** A table named at run time (`insert into ${sql.raw(spec.table)}`): which one, the text cannot say. */
const DYNAMIC = 'a table named at run time';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a module's code writes of RISK_SOURCE_TABLES (a dynamic table name as `${…}`). */
function writesOf(source: string): string[] {
  const text = code(source);
  const found = new Set<string>();
  for (const table of RISK_SOURCE_TABLES) {
    const t = escape(table);
    const statement = new RegExp(
      `\\b(insert\\s+into|update|delete\\s+from|truncate(\\s+table)?)\\s+${t}\\b`,
      'i',
    );
    const spec = new RegExp(`\\btable:\\s*['"\`]${t}['"\`]`);
    if (statement.test(text) || spec.test(text)) found.add(table);
  }
  for (const [variable, table] of TABLE_VARIABLES) {
    if (!RISK_SOURCE_TABLES.includes(table)) continue;
    if (new RegExp(`\\.(insert|update|delete)\\(\\s*${escape(variable)}\\b`).test(text)) found.add(table);
  }
  if (/\b(insert\s+into|update|delete\s+from)\s+\$\{/i.test(text)) found.add(DYNAMIC);
  return [...found].sort();
}

const callsRiskChanged = (source: string) => /\briskChanged(Sql)?\(/.test(code(source));

function modules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return entry.name.endsWith('.ts') && !/\.(test|tables)\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('every writer of what the risk answers are made of says so (riskChanged)', () => {
  it('lists every rollup, window and history table among RISK_SOURCE_TABLES', () => {
    const rollups = [...exportedTables(rollupTables, historyTables).values()];
    expect(rollups.length).toBeGreaterThan(10);
    expect(rollups.filter((t) => !RISK_SOURCE_TABLES.includes(t))).toEqual([]);
  });

  it('finds the writes it looks for (the check can fail)', () => {
    expect(writesOf('await db.execute(sql`update tenant_risk_rollups set x = 1`);')).toEqual([
      'tenant_risk_rollups',
    ]);
    expect(writesOf('await tx.insert(tenantRegulations).values(rows);')).toEqual(['tenant_regulations']);
    expect(writesOf('await db.delete(tenants).where(x);')).toEqual(['tenants']);
    expect(writesOf("const spec = { table: 'regulation_risk_rollups', keys: [] };")).toEqual([
      'regulation_risk_rollups',
    ]);
    expect(writesOf('sql`insert into ${sql.raw(spec.table)} select 1`')).toEqual([DYNAMIC]);
    // Reads and prose are not writes.
    expect(writesOf('// update tenants when moved\nsql`select * from tenant_risk_history`')).toEqual([]);
    expect(writesOf('on conflict (tenant_id) do update set devices_count = 1')).toEqual([]);
    expect(callsRiskChanged('// riskChanged(tx, [scope])')).toBe(false);
    expect(callsRiskChanged('await riskChanged(tx, [scope]);')).toBe(true);
  });

  it('finds no module that writes them without calling riskChanged', () => {
    const writers = modules(SRC)
      .map((file) => ({ file: path.relative(SRC, file), source: fs.readFileSync(file, 'utf8') }))
      .map(({ file, source }) => ({ file, writes: writesOf(source), calls: callsRiskChanged(source) }))
      .filter((m) => m.writes.length > 0 && !m.file.endsWith('tenants/risk-changes.ts'));
    // The writers known today: the search must keep finding them, or it has stopped looking.
    expect(writers.map((m) => m.file)).toEqual(
      expect.arrayContaining(['rollups/rollups.repo.ts', 'rollups/recompute.ts', 'tenants/tenants.repo.ts']),
    );
    expect(writers.filter((m) => !m.calls).map((m) => `${m.file} writes ${m.writes.join(', ')}`)).toEqual([]);
  });
});
