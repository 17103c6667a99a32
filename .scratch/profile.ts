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
await time('id only', sql`e.id`);
//await time('full line', FILE_ACTION_LINE);
//await time('fileName', FILE_ACTION_SQL.fileName);
//await time('dir', FILE_ACTION_SQL.directoryName);
//await time('classifiers', FILE_ACTION_SQL.classifiers);
//await time('regexp one', sql`regexp_replace(e.user_name, '^([-=+@\t\r])', '''\\1')`);
//await time('to_char', sql`to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const scope = await resolveSystemScope(db.db, persona.tenantId);
const end = new Date(); const start = new Date(end); start.setUTCMonth(start.getUTCMonth() - 3);
for (const batch of [2000]) {
  const t0 = performance.now(); let n = 0;
  let last = performance.now(); const gaps: number[] = [];
  for await (const c of fileActionsCsvLines(db.db, scope, { start, end }, undefined, batch)) { n += c.length; const now = performance.now(); gaps.push(Math.round(now - last)); last = now; }
  console.log(gaps.join(' '));
  const mid = (await db.db.execute(sql`select (extract(epoch from at)*1000000)::int8 as us, id from file_events where tenant_id = ${persona.tenantId} order by at desc, id desc offset 50000 limit 1`)) as any;
  const us = mid.rows[0].us, id = mid.rows[0].id;
  const q = (inner: boolean) => inner ? sql`select ${FILE_ACTION_LINE} as line from (select e.* from file_events e
    where e.tenant_id = ${persona.tenantId} and not exists (select 1 from devices x where x.tenant_id = e.tenant_id and x.id = e.device_id and x.is_deleted) and e.at >= now() - interval '20 days' and e.at <= now()
    and e.at <= timestamptz '1970-01-01 00:00:00+00' + ${us}::int8 * interval '1 microsecond'
    and (e.at, e.tenant_id, e.id) < (timestamptz '1970-01-01 00:00:00+00' + ${us}::int8 * interval '1 microsecond', ${persona.tenantId}, ${id}::int8)
    order by e.at desc nulls last, e.tenant_id desc, e.id desc nulls last limit 2000) e join devices d on d.tenant_id = e.tenant_id and d.id = e.device_id where d.tenant_id = ${persona.tenantId}
    order by e.at desc nulls last, e.tenant_id desc, e.id desc nulls last` : sql`select ${FILE_ACTION_LINE} as line from file_events e join devices d on d.tenant_id = e.tenant_id and d.id = e.device_id and not d.is_deleted
    where e.tenant_id = ${persona.tenantId} and e.at >= now() - interval '20 days' and e.at <= now()
    and (e.at, e.tenant_id, e.id) < (timestamptz '1970-01-01 00:00:00+00' + ${us}::int8 * interval '1 microsecond', ${persona.tenantId}, ${id}::int8)
    order by e.at desc nulls last, e.tenant_id desc, e.id desc nulls last limit 2000`;
  for (let i = 0; i < 3; i++) for (const inner of [false, true]) {
    const t0 = performance.now(); await db.db.execute(q(inner)); console.log(inner ? 'new' : 'old', Math.round(performance.now() - t0));
  }
  const plan = (await db.db.execute(sql`explain analyze ${q(true)}`)) as any;
  console.log(plan.rows.map((r: any) => r['QUERY PLAN']).join('\n'));
  console.log('export', batch, n, Math.round(performance.now() - t0), 'ms');
}
await db.close();
