import { PGlite } from '@electric-sql/pglite';
const pg = new PGlite();
await pg.exec(`create table ff (tenant_id int not null, file_id bigint not null, classifier_id int not null, device_id int not null, entries_count bigint not null, cost_usd numeric(30,6) not null default 0, is_sensitive bool not null, samples jsonb not null default '[]', primary key (tenant_id, file_id, classifier_id)); create index on ff (tenant_id, classifier_id);`);
const N = 5000;
const rows = Array.from({ length: N }, (_, i) => ({ f: 1 + Math.floor(i / 5), c: i % 5, e: 1 + (i % 9), cost: `${i % 9}.500000`, s: true, samples: ['1234 **** 5678'] }));
async function bench(name: string, fn: (off: number) => Promise<unknown>) {
  let best = 1e9;
  for (let r = 0; r < 5; r++) {
    await pg.exec('truncate ff');
    const t = performance.now();
    await fn(r * 100000);
    best = Math.min(best, performance.now() - t);
  }
  console.log(name, Math.round(best), 'ms →', Math.round((N / best) * 1000), 'rows/s');
}
await bench('unnest js arrays', (off) => pg.query(`insert into ff (tenant_id, device_id, file_id, classifier_id, entries_count, cost_usd, is_sensitive, samples)
  select 1, 1, u.* from unnest($1::int8[], $2::int4[], $3::int8[], $4::numeric[], $5::bool[], $6::jsonb[]) u`,
  [rows.map((r) => r.f + off), rows.map((r) => r.c), rows.map((r) => r.e), rows.map((r) => r.cost), rows.map((r) => r.s), rows.map((r) => JSON.stringify(r.samples))]));
const lit = (xs: (string | number | boolean)[]) => '{' + xs.map((x) => typeof x === 'string' ? '"' + x.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"' : String(x)).join(',') + '}';
await bench('unnest text literals', (off) => pg.query(`insert into ff (tenant_id, device_id, file_id, classifier_id, entries_count, cost_usd, is_sensitive, samples)
  select 1, 1, u.* from unnest($1::text::int8[], $2::text::int4[], $3::text::int8[], $4::text::numeric[], $5::text::bool[], $6::text::jsonb[]) u`,
  [lit(rows.map((r) => r.f + off)), lit(rows.map((r) => r.c)), lit(rows.map((r) => r.e)), lit(rows.map((r) => r.cost)), lit(rows.map((r) => r.s)), lit(rows.map((r) => JSON.stringify(r.samples)))]));
await bench('json_to_recordset', (off) => pg.query(`insert into ff (tenant_id, device_id, file_id, classifier_id, entries_count, cost_usd, is_sensitive, samples)
  select 1, 1, u.f, u.c, u.e, u.cost, u.s, u.samples from json_to_recordset($1::json) as u(f int8, c int4, e int8, cost numeric, s bool, samples jsonb)`,
  [JSON.stringify(rows.map((r) => ({ ...r, f: r.f + off })))]));
