import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimits } from '@vigil/contracts';
import { sql } from 'drizzle-orm';
import { getSchema } from '../src/api/schema.js';
import { rowsOf } from '../src/db/rows.js';
import { listenToQueries } from '../src/db/query-log.js';
import {
  DISTRIBUTED_TABLES,
  DISTRIBUTION_COLUMN,
  TABLE_PLACEMENTS,
  citusStatements,
  placementOf,
} from '../src/db/distribution.js';
import { authenticateDevice } from '../src/agent-ingest/device-auth.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createAgentCustomer, registerAgent } from './helpers/ingest-support.js';
import { unpinnedTables, type TenantFilterCatalogue } from './helpers/tenant-filter.js';
import { CASES } from './cross-tenant/cases.js';
import { ARGUMENTS, isEntity } from './cross-tenant/id-arguments.js';
import { validId } from './cross-tenant/tenant-objects.js';
import { buildTree, type TreeFixture } from './cross-tenant/tenant-tree.js';
import type { Made } from './cross-tenant/case-types.js';

/**
 * Past one machine (ARCHITECTURE.md, "Distribution (Citus)"): the migrated catalogue against the
 * one list of placements (src/db/distribution.ts), and every statement a customer's screens run
 * against the distribution column.
 */
interface Constraint {
  table: string;
  name: string;
  primary: boolean;
  columns: string[];
  definition: string;
}
interface ForeignKey {
  table: string;
  name: string;
  target: string;
  pairs: [string, string][];
}
interface Catalogue {
  tables: string[];
  columns: Map<string, Map<string, { notNull: boolean }>>;
  unique: Constraint[];
  foreignKeys: ForeignKey[];
}

async function readCatalogue(t: TestApp): Promise<Catalogue> {
  const columns = await rowsOf<{ table: string; column: string; not_null: boolean }>(
    t.db,
    sql`select c.relname as "table", a.attname as "column", a.attnotnull as not_null
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind in ('r', 'p')`,
  );
  const unique = await rowsOf<{
    table: string;
    name: string;
    primary: boolean;
    columns: string[];
    definition: string;
  }>(
    t.db,
    sql`select c.relname as "table", i.relname as name, x.indisprimary as "primary",
        array(select coalesce(a.attname, '(expression)') from unnest(x.indkey) with ordinality k(attnum, n)
          left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum order by k.n) as columns,
        pg_get_indexdef(x.indexrelid) as definition
      from pg_index x join pg_class c on c.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and x.indisunique`,
  );
  const fks = await rowsOf<{ table: string; name: string; target: string; pairs: string[] }>(
    t.db,
    sql`select c.relname as "table", k.conname as name, r.relname as target,
        array(select a.attname || '=' || b.attname
          from unnest(k.conkey, k.confkey) as p(mine, theirs)
          join pg_attribute a on a.attrelid = k.conrelid and a.attnum = p.mine
          join pg_attribute b on b.attrelid = k.confrelid and b.attnum = p.theirs) as pairs
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class r on r.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and k.contype = 'f'`,
  );
  const byTable = new Map<string, Map<string, { notNull: boolean }>>();
  for (const c of columns) {
    if (!byTable.has(c.table)) byTable.set(c.table, new Map());
    byTable.get(c.table)!.set(c.column, { notNull: c.not_null });
  }
  return {
    tables: [...byTable.keys()].sort(),
    columns: byTable,
    unique,
    foreignKeys: fks.map((f) => ({
      table: f.table,
      name: f.name,
      target: f.target,
      pairs: f.pairs.map((p) => p.split('=') as [string, string]),
    })),
  };
}

describe('Citus readiness: the catalogue', () => {
  let t: TestApp;
  let cat: Catalogue;
  beforeAll(async () => {
    t = await createTestApp();
    cat = await readCatalogue(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('places every table once, with a reason for each one not distributed, and nothing stale', () => {
    const problems: string[] = [];
    const listed = TABLE_PLACEMENTS.map((p) => p.table);
    for (const table of cat.tables)
      if (!placementOf(table)) problems.push(`${table}: not placed in src/db/distribution.ts`);
    for (const table of listed)
      if (!cat.columns.has(table)) problems.push(`${table}: placed but not in the schema`);
    for (const table of listed.filter((x, i) => listed.indexOf(x) !== i))
      problems.push(`${table}: placed twice`);
    for (const p of TABLE_PLACEMENTS)
      if (p.placement !== 'distributed' && !p.reason)
        problems.push(`${p.table}: ${p.placement} without a reason`);
    expect(problems).toEqual([]);
    expect(citusStatements()).toHaveLength(cat.tables.length);
  });

  it('gives every distributed table tenant_id NOT NULL, in its primary key and in every unique index', () => {
    const problems: string[] = [];
    for (const table of DISTRIBUTED_TABLES) {
      const column = cat.columns.get(table)?.get(DISTRIBUTION_COLUMN);
      if (!column) problems.push(`${table}: no ${DISTRIBUTION_COLUMN}`);
      else if (!column.notNull) problems.push(`${table}: ${DISTRIBUTION_COLUMN} may be null`);
      const constraints = cat.unique.filter((u) => u.table === table);
      if (!constraints.some((u) => u.primary)) problems.push(`${table}: no primary key`);
      for (const u of constraints)
        if (!u.columns.includes(DISTRIBUTION_COLUMN))
          problems.push(
            `${table}: ${u.primary ? 'primary key' : 'unique index'} ${u.name} without ${DISTRIBUTION_COLUMN}`,
          );
    }
    expect(problems).toEqual([]);
  });

  it('keeps foreign keys to what Citus allows: co-located on tenant_id, to reference tables, in placement order', () => {
    const problems: string[] = [];
    const order = new Map(TABLE_PLACEMENTS.map((p, i) => [p.table, i]));
    const allowed: Record<string, string[]> = {
      distributed: ['distributed', 'reference'],
      reference: ['reference'],
      local: ['reference', 'local'],
    };
    for (const fk of cat.foreignKeys) {
      const from = placementOf(fk.table);
      const to = placementOf(fk.target);
      if (!from || !to) continue; // unplaced tables fail the first test
      if (!allowed[from]!.includes(to))
        problems.push(`${fk.name}: a ${from} table names a ${to} one (${fk.target})`);
      if (from === 'distributed' && to === 'distributed')
        if (
          !fk.pairs.some(([mine, theirs]) => mine === DISTRIBUTION_COLUMN && theirs === DISTRIBUTION_COLUMN)
        )
          problems.push(
            `${fk.name}: ${fk.table} → ${fk.target} without ${DISTRIBUTION_COLUMN} on both sides`,
          );
      if (fk.table !== fk.target && order.get(fk.target)! > order.get(fk.table)!)
        problems.push(`${fk.name}: ${fk.table} is placed before ${fk.target}, which it names`);
    }
    expect(problems).toEqual([]);
  });
});

describe('Citus readiness: the tenant filter check', () => {
  const catalogue: TenantFilterCatalogue = {
    distributed: new Set(['files', 'devices']),
    columns: new Map([
      ['files', new Set(['tenant_id', 'id', 'device_id'])],
      ['devices', new Set(['tenant_id', 'id'])],
      ['tenants', new Set(['id', 'path'])],
    ]),
  };
  it.each([
    ['select * from files where tenant_id = $1', []],
    [
      'select * from files f join devices d on d.tenant_id = f.tenant_id and d.id = f.device_id where f.tenant_id = $1',
      [],
    ],
    ['select * from files f join tenants t on t.id = f.tenant_id where t.id = $1', []],
    ['select * from files where tenant_id = any($1::int4[])', []],
    ['insert into files (tenant_id, id) values ($1, $2) on conflict (tenant_id, id) do nothing', []],
    ['select * from files f join devices d on d.id = f.device_id where f.tenant_id = $1', ['devices']],
    ['select * from files where tenant_id = $1 or id = 2', ['files']],
    ['select * from files where tenant_id = $1 or tenant_id = $2', []],
    ['select * from files where tenant_id in (select id from tenants where path like $1)', ['files']],
    [
      'select (select count(*) from devices d where d.id = f.device_id) from files f where f.tenant_id = 3',
      ['devices'],
    ],
    ['delete from files where id = $1', ['files']],
    ['insert into files (id) values ($1)', ['files']],
    ['select * from files where tenant_id = $1 union all select * from devices', ['devices']],
  ])('%s → unpinned %j', async (query, expected) => {
    expect(await unpinnedTables(query, catalogue)).toEqual(expected);
  });
});

/**
 * Partner screens a customer may call: they read the tenants below the caller, which a customer does
 * not have (an empty answer), and fan out on a partner by design (ARCHITECTURE.md, "Distribution").
 */
const PARTNER_SCREENS: Record<string, string> = {
  'Query.childTenants': "a partner's children with their risk sums: a customer has no children",
};

describe("Citus readiness: a customer's screens stay on the customer's shard", () => {
  const { guards } = getSchema();
  const GUARDS = new Map(guards.map((g) => [g.operation, g.guard]));
  let fx: TreeFixture;
  let catalogue: TenantFilterCatalogue;

  beforeAll(async () => {
    fx = await buildTree(
      await createTestApp({ rateLimits: { ...RateLimits, graphql: { max: 1_000_000, windowSeconds: 60 } } }),
    );
    const cat = await readCatalogue(fx.t);
    catalogue = {
      distributed: DISTRIBUTED_TABLES,
      columns: new Map([...cat.columns].map(([table, cols]) => [table, new Set(cols.keys())])),
    };
  }, 300_000);
  afterAll(async () => {
    listenToQueries(null);
    await fx?.t.close();
  });

  it("finds an agent's credential on its tenant's shard: the credential names the tenant", async () => {
    const customer = await createAgentCustomer(fx.t.db, fx.t.rootTenantId);
    const agent = await registerAgent(fx.t.app, customer.agentKey);
    const statements: string[] = [];
    listenToQueries((query) => statements.push(query));
    const device = await authenticateDevice(fx.t.db, `Device ${agent.credential}`).finally(() =>
      listenToQueries(null),
    );
    expect(device.deviceId).toBe(agent.deviceId);
    expect(statements.some((s) => s.includes('device_credentials'))).toBe(true);
    for (const statement of statements)
      expect(await unpinnedTables(statement, catalogue), statement).toEqual([]);
  });

  it("filters every statement of every customer operation on the customer's tenant_id", async () => {
    const tenant = 'customerOfPartner' as const;
    const problems: string[] = [];
    const ran: string[] = [];
    let checked = 0;
    // Queries first: a mutation may remove what a later query reads.
    const operations = Object.keys(CASES).sort(
      (a, b) => Number(a.startsWith('M')) - Number(b.startsWith('M')),
    );
    for (const operation of operations) {
      const c = CASES[operation]!;
      const guard = GUARDS.get(operation);
      if (guard === 'backOffice' || guard === 'sysAdmin' || c.refuses?.own || !c.appliesTo(tenant)) continue;
      if (PARTNER_SCREENS[operation]) continue;
      const customer = fx.customers[tenant];
      const made: Made = c.make
        ? await c.make({ fx, tenant, tenantId: fx.ids[tenant], customer, caller: 'own' })
        : {};
      const variables = c.variables({
        target: c.target === null ? undefined : fx.ids[tenant],
        tenant,
        focus: null,
        customer,
        made,
        caller: 'own',
        fx,
        id: (path) => {
          const kept = made[path];
          if (typeof kept === 'number') return kept;
          const meaning = ARGUMENTS[`${operation}.${path}`];
          if (!isEntity(meaning)) throw new Error(`${operation}.${path} is not an id-bound argument`);
          return validId(fx, meaning, tenant, 'own');
        },
      });
      const statements: string[] = [];
      listenToQueries((query) => statements.push(query));
      const res = await fx.t.gql(c.document, variables, fx.tokens.own);
      listenToQueries(null);
      if (res.errors?.length) {
        problems.push(`${operation}: failed, so not all its statements ran: ${JSON.stringify(res.errors)}`);
        continue;
      }
      ran.push(operation);
      checked += statements.length;
      for (const statement of new Set(statements)) {
        const tables = await unpinnedTables(statement, catalogue);
        if (tables.length > 0)
          problems.push(
            `${operation}: ${[...new Set(tables)].join(', ')} not filtered on tenant_id in\n    ${statement}`,
          );
      }
    }
    for (const operation of Object.keys(PARTNER_SCREENS))
      if (!CASES[operation]) problems.push(`${operation}: a partner screen the schema no longer has`);
    expect(problems).toEqual([]);
    // The run covers the customer's screens: queries and mutations of every area.
    expect(ran.length).toBeGreaterThan(100);
    // And the log saw them: a signed-in call reads its user and tenant at the least.
    expect(checked).toBeGreaterThan(2 * ran.length);
  }, 600_000);
});
