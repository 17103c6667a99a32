import { PGlite } from '@electric-sql/pglite';
const pg = new PGlite();
await pg.exec(`create table files (tenant_id int, id bigserial, primary key (tenant_id, id));
insert into files (tenant_id) select 1 from generate_series(1, 20000);`);
const variants: Record<string, string> = {
  full: `create table ff (tenant_id int not null, file_id bigint not null, classifier_id int not null, device_id int not null, entries_count bigint not null, cost_usd numeric(30,6) not null default 0, is_sensitive bool not null, samples jsonb not null default '[]', primary key (tenant_id, file_id, classifier_id), foreign key (tenant_id, file_id) references files (tenant_id, id) on delete cascade); create index on ff (tenant_id, classifier_id);`,
  noFk: `create table ff (tenant_id int not null, file_id bigint not null, classifier_id int not null, device_id int not null, entries_count bigint not null, cost_usd numeric(30,6) not null default 0, is_sensitive bool not null, samples jsonb not null default '[]', primary key (tenant_id, file_id, classifier_id)); create index on ff (tenant_id, classifier_id);`,
  noFkNoIdx: `create table ff (tenant_id int not null, file_id bigint not null, classifier_id int not null, device_id int not null, entries_count bigint not null, cost_usd numeric(30,6) not null default 0, is_sensitive bool not null, samples jsonb not null default '[]', primary key (tenant_id, file_id, classifier_id));`,
  textSamples: `create table ff (tenant_id int not null, file_id bigint not null, classifier_id int not null, device_id int not null, entries_count bigint not null, cost_usd numeric(30,6) not null default 0, is_sensitive bool not null, samples text not null default '', primary key (tenant_id, file_id, classifier_id)); create index on ff (tenant_id, classifier_id);`,
};
const N = 5000;
const fileIds = Array.from({ length: N }, (_, i) => 1 + Math.floor(i / 5) + 0);
const cls = Array.from({ length: N }, (_, i) => i % 5);
for (const [name, ddl] of Object.entries(variants)) {
  await pg.exec('drop table if exists ff;' + ddl);
  let best = 1e9;
  for (let r = 0; r < 4; r++) {
    await pg.exec('truncate ff');
    const off = 0;
    const t = performance.now();
    await pg.query(`insert into ff (tenant_id, device_id, file_id, classifier_id, entries_count, cost_usd, is_sensitive, samples)
      select 1, 1, u.* from unnest($1::int8[], $2::int4[], $3::int8[], $4::numeric[], $5::bool[], $6::${name === 'textSamples' ? 'text' : 'jsonb'}[]) u`,
      [fileIds.map((f) => f + off), cls, cls.map((c) => c + 1), cls.map((c) => `${c}.000000`), cls.map(() => true), cls.map(() => '["1234 **** 5678"]')]);
    best = Math.min(best, performance.now() - t);
  }
  console.log(name, Math.round(best), 'ms per', N, '→', Math.round(N / best * 1000), 'rows/s');
}
// alternative: multi-row VALUES? compare param parsing cost: empty select of unnest
const t = performance.now();
await pg.query(`select count(*) from unnest($1::int8[], $2::int4[], $3::int8[], $4::numeric[], $5::bool[], $6::jsonb[]) u`, [fileIds, cls, cls, cls.map((c) => `${c}.000000`), cls.map(() => true), cls.map(() => '["1234 **** 5678"]')]);
console.log('unnest only', Math.round(performance.now() - t));
