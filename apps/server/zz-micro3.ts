import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
const pg = new PGlite();
const dir = 'drizzle';
for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) {
  for (const stmt of fs.readFileSync(`${dir}/${f}`, 'utf8').split('--> statement-breakpoint')) await pg.exec(stmt);
}
const N = 5000;
const rows = (off: number) => Array.from({ length: N }, (_, i) => ({ f: off + 1 + Math.floor(i / 5), c: i % 5, e: 1 + (i % 9), cost: `${i % 9}.500000`, s: true, samples: ['1234 **** 5678'] }));
async function bench(name: string, fn: (off: number) => Promise<unknown>) {
  const c0 = process.cpuUsage();
  const R = 10;
  for (let r = 0; r < R; r++) await fn(r * 100000);
  const cu = process.cpuUsage(c0);
  const ms = (cu.user + cu.system) / 1000 / R;
  console.log(name, ms.toFixed(1), 'cpu ms per 5000 →', Math.round((N / ms) * 1000), 'rows/cpu-s');
}
await bench('findings unnest', (off) => { const rs = rows(off); return pg.query(`insert into file_findings (tenant_id, device_id, file_id, classifier_id, entries_count, cost_usd, is_sensitive, samples)
  select 1, 1, u.* from unnest($1::int8[], $2::int4[], $3::int8[], $4::numeric[], $5::bool[], $6::jsonb[]) u`,
  [rs.map((r) => r.f), rs.map((r) => r.c), rs.map((r) => r.e), rs.map((r) => r.cost), rs.map((r) => r.s), rs.map((r) => JSON.stringify(r.samples))]); });
await bench('findings json', (off) => pg.query(`insert into file_findings (tenant_id, device_id, file_id, classifier_id, entries_count, cost_usd, is_sensitive, samples)
  select 1, 1, u.f, u.c, u.e, u.cost, u.s, u.samples from json_to_recordset($1::json) as u(f int8, c int4, e int8, cost numeric, s bool, samples jsonb)`,
  [JSON.stringify(rows(5_000_000 + off))]));
await bench('findings json no samples', (off) => pg.query(`insert into file_findings (tenant_id, device_id, file_id, classifier_id, entries_count, cost_usd, is_sensitive)
  select 1, 1, u.f, u.c, u.e, u.cost, u.s from json_to_recordset($1::json) as u(f int8, c int4, e int8, cost numeric, s bool)`,
  [JSON.stringify(rows(9_000_000 + off).map(({ samples: _s, ...r }) => r))]));
await pg.exec(`alter table file_findings add column samples_text text; alter table file_findings add column samples_arr text[];`);
await bench('findings json samples as text', (off) => pg.query(`insert into file_findings (tenant_id, device_id, file_id, classifier_id, entries_count, cost_usd, is_sensitive, samples_text)
  select 1, 1, u.f, u.c, u.e, u.cost, u.s, u.samples from json_to_recordset($1::json) as u(f int8, c int4, e int8, cost numeric, s bool, samples text)`,
  [JSON.stringify(rows(12_000_000 + off).map((r) => ({ ...r, samples: JSON.stringify(r.samples) })))]));
await bench('findings json samples text[]', (off) => pg.query(`insert into file_findings (tenant_id, device_id, file_id, classifier_id, entries_count, cost_usd, is_sensitive, samples_arr)
  select 1, 1, u.f, u.c, u.e, u.cost, u.s, u.samples from json_to_recordset($1::json) as u(f int8, c int4, e int8, cost numeric, s bool, samples text[])`,
  [JSON.stringify(rows(15_000_000 + off))]));
await bench('select 1 x 50', async () => { for (let i = 0; i < 50; i++) await pg.query('select 1'); });
