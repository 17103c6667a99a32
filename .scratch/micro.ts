import { sql, type SQL } from 'drizzle-orm';
import { ExplorerLimits } from '@vigil/contracts';
import { openDatabase } from '../apps/server/src/db/client.js';
import { FILE_ACTION_LINE, fileActionsCsvLines } from '../apps/server/src/explorer/explorer-csv.routes.js';
import { FILE_ACTION_SQL } from '../apps/server/src/explorer/file-actions.read-model.js';
import { resolveSystemScope } from '../apps/server/src/tenants/tenant-scope.js';
import { buildDataset } from '../bench/src/risk-dataset.js';

const db = await openDatabase({});
const ds = await buildDataset(db, { partners: 1, subPartners: 0, customers: 2, devices: 10, bigCustomerDevices: 5, findings: 2000, events: 1000, concurrency: 1, seed: 1 });
const persona = ds.personas.find((p) => p.role === 'customer')!;
const [device] = ((await db.db.execute(sql`select id from devices where tenant_id = ${persona.tenantId} and not is_deleted limit 1`)) as any).rows;
await db.db.execute(sql`insert into file_events (tenant_id, device_id, event_id, at, operation, path,
      process_id, local_process_id, process_name, application_name, drive_type, user_name, sensitive_type, is_outgoing)
    select ${persona.tenantId}, ${device.id}, 'bench-' || g, now() - g * interval '30 seconds', 'OPEN',
      'C:\\Users\\bench\\Documents\\report-' || g || '.docx', 0, 0, 'winword.exe', 'Microsoft Word', 'FIXED',
      'bench.user', 'NO_SENSITIVE', false
    from generate_series(1, ${ExplorerLimits.csvMaxRows}) g`);
await db.db.execute(sql`analyze file_events`);
const time = async (name: string, expr: SQL) => {
  const t0 = performance.now();
  const r = (await db.db.execute(sql`select ${expr} as line from file_events e join devices d on d.tenant_id = e.tenant_id and d.id = e.device_id and not d.is_deleted
      where e.tenant_id = ${persona.tenantId} order by e.at desc nulls last, e.tenant_id desc, e.id desc nulls last limit 100000`)) as any;
  console.log(name, r.rows.length, Math.round(performance.now() - t0), 'ms');
};
const cols: [string, SQL][] = [
  ['file', FILE_ACTION_SQL.fileName], ['dir', FILE_ACTION_SQL.directoryName], ['user', sql`e.user_name`],
  ['classifiers', FILE_ACTION_SQL.classifiers], ['drive', sql`e.drive_type`],
  ['time', sql`to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`],
  ['sens', sql`case when e.sensitive_type = 'SENSITIVE' then 'Sensitive' else 'Non-sensitive' end`],
  ['app', FILE_ACTION_SQL.applicationName], ['ptype', sql`e.process_type`], ['op', sql`e.operation`],
  ['res', sql`case when e.is_prevented then 'Prevented' else 'Succeed' end`], ['device', FILE_ACTION_SQL.device]];
const quoteRe = (v: SQL) => sql`'"' || replace(regexp_replace(coalesce((${v})::text, ''), '^([-=+@\t\r])', ${"'\\1"}), '"', '""') || '"'`;
const quoteCase = (v: SQL) => sql`'"' || replace(case when left(coalesce((${v})::text, ''), 1) in ('-', '=', '+', '@', E'\t', E'\r') then '''' else '' end || coalesce((${v})::text, ''), '"', '""') || '"'`;
const plain = (v: SQL) => sql`coalesce((${v})::text, '')`;
const line = (cs: [string, SQL][], f: (v: SQL) => SQL) => sql.join(cs.map(([, v]) => f(v)), sql` || ',' || `);
const free = new Set(['file', 'dir', 'user', 'classifiers', 'app', 'device']);
const fmt = (f: (n: string, v: SQL) => SQL) => sql`format(${cols.map(() => '"%s"').join(',') + '\r\n'}, ${sql.join(cols.map(([n, v]) => f(n, v)), sql`, `)})`;
const defuse = (v: SQL) => sql`replace(regexp_replace(coalesce((${v})::text, ''), '^([-=+@\t\r])', ${"'\\1"}), '"', '""')`;
const defuseCase = (v: SQL) => sql`replace(case when left(${v}, 1) in ('-', '=', '+', '@', E'\t', E'\r') then '''' || ${v} else ${v} end, '"', '""')`;
const variants: [string, SQL][] = [
  ['ids', sql`e.id::text`],
  ['full', FILE_ACTION_LINE],
  ['plain all', line(cols, plain)],
  ['concat_ws raw', sql`concat_ws(',', ${sql.join(cols.map(([, v]) => v), sql`, `)})`],
  ['format raw', fmt((_, v) => v)],
  ['format regex free', fmt((n, v) => (free.has(n) ? defuse(v) : v))],
  ['format case free', fmt((n, v) => (free.has(n) ? defuseCase(v) : v))],
  ['format replace free', fmt((n, v) => (free.has(n) ? sql`replace(${v}, '"', '""')` : v))],
];
const best = new Map<string, number>();
for (let round = 0; round < 3; round++) for (const [n, v] of variants) {
  const t0 = performance.now();
  await db.db.execute(sql`select ${v} as line from (select e.* from file_events e where e.tenant_id = ${persona.tenantId} order by e.at desc, e.id desc limit 20000) e join devices d on d.tenant_id = e.tenant_id and d.id = e.device_id`);
  const ms = performance.now() - t0; best.set(n, Math.min(best.get(n) ?? 1e9, ms));
}
for (const [n, ms] of best) console.log(n, Math.round(ms));
await db.close();
