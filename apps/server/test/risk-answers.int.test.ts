import { sql } from 'drizzle-orm';
import { parse } from 'libpg-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/common/context.js';
import { listenToQueries } from '../src/db/query-log.js';
import { riskAnswersOf, type RiskAnswersCache } from '../src/db/risk-answers.js';
import { rowsOf } from '../src/db/rows.js';
import { updateFile } from '../src/explorer/false-positive.service.js';
import { replaceSelection, softDeleteRegulations } from '../src/regulations/regulations.repo.js';
import { regulationDataRiskList } from '../src/risk/data-risk.schema.js';
import { regulationsDataRisks } from '../src/risk/data-risk.service.js';
import { riskOverview } from '../src/risk/risk-overview.service.js';
import { removeClassifierFindings } from '../src/rollups/classifier-removal.js';
import { recomputeRollups } from '../src/rollups/recompute.js';
import { revalueClassifier } from '../src/rollups/revalue.js';
import { recordRiskHistory } from '../src/rollups/risk-history.job.js';
import { deleteTenants } from '../src/tenant-management/tenant-deletion.service.js';
import { RISK_SOURCE_TABLES, riskChanged } from '../src/tenants/risk-changes.js';
import { resolveSystemScope } from '../src/tenants/tenant-scope.js';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';
import {
  batch,
  createAgentCustomer,
  createClassifier,
  createRegulation,
  file,
  registerAgent,
  sendBatch,
} from './helpers/ingest-support.js';
import {
  createScratchDatabase,
  postgresForThisFile,
  type ScratchDatabase,
} from './helpers/scratch-postgres.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/*
 * The risk portal's answers are kept per tenant (db/risk-answers.ts) until a writer says the
 * tenant's risk changed (riskChanged, a NOTIFY delivered at commit). Writes here are made behind
 * the app's back — the services and jobs called directly, as another server process or a timed
 * job would — so only the notification can drop what the app keeps; then the app's next answer
 * must equal one computed afresh (in a transaction, which never uses the cache).
 */

const SCREEN = `query Screen($start: DateTime!, $finish: DateTime!, $tenantId: Int) {
  riskOverview(startPeriod: $start, finishPeriod: $finish, tenantId: $tenantId) {
    dataRiskTotals { total reduction residual }
    dataRiskHistory { day total reduction residual }
  }
  regulationsDataRisks(tenantId: $tenantId) {
    items { regulationId riskInUSD encryptedRiskInUSD residualRiskInUSD filesCount }
    totalCount
  }
}`;

interface Screen {
  riskOverview: unknown;
  regulationsDataRisks: { items: Record<string, unknown>[]; totalCount: number };
}

const DAY_MS = 86_400_000;

describe('kept risk answers', () => {
  let t: TestApp;
  let cache: RiskAnswersCache;
  beforeAll(async () => {
    // What a change drops is seen on a database no other file writes to: another file's library
    // change drops every answer, and the back office's answer sums every tenant there.
    t = await createTestApp({}, { ownDatabase: true });
    cache = riskAnswersOf(t.db)!;
  });
  afterAll(() => t.close());

  /** The period the console sends: the last thirty days, to the millisecond of now. */
  const period = () => ({
    start: new Date(Date.now() - 30 * DAY_MS).toISOString(),
    finish: new Date().toISOString(),
  });

  interface Reader {
    token: string;
    tenantId: number;
  }

  async function read(app: TestApp, reader: Reader): Promise<Screen> {
    const res = await app.gql<Screen>(SCREEN, { ...period(), tenantId: reader.tenantId }, reader.token);
    expect(res.errors).toBeUndefined();
    return res.data!;
  }

  /** The same screen computed in a transaction: no cache. */
  async function fresh(reader: Reader): Promise<Screen> {
    const p = period();
    return t.db.transaction(async (tx) => {
      const scope = await resolveSystemScope(tx, reader.tenantId);
      const overview = await riskOverview(tx, scope, {
        startPeriod: new Date(p.start),
        finishPeriod: new Date(p.finish),
      });
      const list = await regulationsDataRisks(tx, scope, false, null, {}, regulationDataRiskList);
      return {
        riskOverview: overview,
        regulationsDataRisks: {
          items: list.items.map((r) => ({
            regulationId: r.regulationId,
            riskInUSD: r.riskInUSD,
            encryptedRiskInUSD: r.encryptedRiskInUSD,
            residualRiskInUSD: r.residualRiskInUSD,
            filesCount: r.filesCount,
          })),
          totalCount: list.totalCount,
        },
      };
    });
  }

  /**
   * PGlite delivers a notification with its transaction's commit; PostgreSQL a moment after, on
   * the listening connection: the answer must become the fresh one within seconds, never stay.
   */
  async function settlesFresh(app: TestApp, reader: Reader): Promise<Screen> {
    const truth = await fresh(reader);
    for (let i = 0; ; i++) {
      const seen = await read(app, reader);
      if (JSON.stringify(seen) === JSON.stringify(truth) || app.database.kind === 'pglite' || i >= 100) {
        expect(seen).toEqual(truth);
        return seen;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** A customer with an agent, a regulation and a classifier under it ($10 a record), and a reader. */
  async function customerWithRisk(parentId = t.rootTenantId) {
    const customer = await createAgentCustomer(t.db, parentId);
    const regulation = await createRegulation(t.db);
    const classifier = await createClassifier(t.db, customer.id, {
      valuePerRecord: 10,
      regulationIds: [regulation],
    });
    const agent = await registerAgent(t.app, customer.agentKey);
    const user = await createUser(t.db, customer.id);
    const reader: Reader = { token: await tokenFor(t.config, user), tenantId: customer.id };
    const authUser: AuthUser = {
      id: user.id,
      email: user.email,
      firstName: 'Test',
      lastName: 'User',
      tenantId: customer.id,
      tenantType: 'CUSTOMER',
      tenantPath: customer.path,
      roles: ['TENANT_ADMIN'],
      isReadOnlyUser: false,
      needToChangePassword: false,
      actingTenantId: null,
    };
    const ingest = async (path: string, count: number) => {
      const res = await sendBatch(
        t.app,
        agent.credential,
        batch({ files: [file(path, [{ classifierId: classifier, count }])] }),
      );
      expect(res.statusCode).toBe(200);
    };
    await ingest(`C:/a/${customer.id}.xlsx`, 3);
    return {
      customer,
      regulation,
      classifier,
      reader,
      authUser,
      ingest,
      scope: () => resolveSystemScope(t.db, customer.id),
    };
  }

  /** Reads (and keeps) the answer, writes behind the app's back, then expects the fresh answer. */
  async function dropsOn(
    reader: Reader,
    write: () => Promise<unknown>,
  ): Promise<{ before: Screen; after: Screen }> {
    const before = await read(t, reader);
    expect(await read(t, reader)).toEqual(before);
    await write();
    const after = await settlesFresh(t, reader);
    return { before, after };
  }

  it('keeps an answer: a change nobody announces is not seen, until riskChanged says so', async () => {
    const c = await customerWithRisk();
    const before = await read(t, c.reader);
    expect(
      cache.get(
        c.customer.id,
        `riskOverview ${JSON.stringify({ first: period().start.slice(0, 10), last: period().finish.slice(0, 10) })}`,
      ),
    ).toBeDefined();
    // Behind every writer's back: no notification.
    await t.db.execute(
      sql`update tenant_risk_rollups set sensitive_cost = sensitive_cost + 1 where tenant_id = ${c.customer.id}`,
    );
    expect(await read(t, c.reader)).toEqual(before);
    expect(await fresh(c.reader)).not.toEqual(before);
    await riskChanged(t.db, [await c.scope()]);
    const after = await settlesFresh(t, c.reader);
    expect(after).not.toEqual(before);
  });

  it('keys riskOverview on the UTC days of its period, not the milliseconds the console sends', async () => {
    const c = await customerWithRisk();
    const at = (ms: number) => new Date(Date.UTC(2026, 9, 15) + ms).toISOString();
    const ask = (start: string, finish: string) =>
      t.gql(
        `query ($s: DateTime!, $f: DateTime!) { riskOverview(startPeriod: $s, finishPeriod: $f) { dataRiskTotals { total } } }`,
        { s: start, f: finish },
        c.reader.token,
      );
    const size = cache.size;
    await ask(at(1), at(DAY_MS + 1));
    await ask(at(2), at(DAY_MS + 2));
    await ask(at(DAY_MS - 1), at(2 * DAY_MS - 1));
    expect(cache.size).toBe(size + 1);
    await ask(at(DAY_MS), at(2 * DAY_MS));
    expect(cache.size).toBe(size + 2);
  });

  it('an agent batch (ingest) drops the customer’s answers', async () => {
    const c = await customerWithRisk();
    const { before, after } = await dropsOn(c.reader, () => c.ingest('C:/b/new.xlsx', 5));
    expect(after).not.toEqual(before);
  });

  it('a recompute, a revaluation and a classifier’s removal drop them', async () => {
    const c = await customerWithRisk();
    // Rollups set wrong behind every writer's back (and kept wrong), then rebuilt by the recompute.
    await t.db.execute(
      sql`update tenant_risk_rollups set sensitive_cost = 0 where tenant_id = ${c.customer.id}`,
    );
    await riskChanged(t.db, [await c.scope()]);
    const recomputed = await dropsOn(c.reader, () =>
      t.db.transaction(async (tx) => recomputeRollups(tx, await resolveSystemScope(tx, c.customer.id))),
    );
    expect(recomputed.after).not.toEqual(recomputed.before);

    const revalued = await dropsOn(c.reader, async () => {
      await t.db.execute(
        sql`update classifiers set value_per_record = 25 where tenant_id = ${c.customer.id} and id = ${c.classifier}`,
      );
      await t.db.transaction(async (tx) =>
        revalueClassifier(tx, await resolveSystemScope(tx, c.customer.id), c.classifier),
      );
    });
    expect(revalued.after).not.toEqual(revalued.before);

    const removed = await dropsOn(c.reader, () =>
      t.db.transaction(async (tx) => {
        await tx.execute(
          sql`update classifiers set is_deleted = true where tenant_id = ${c.customer.id} and id = ${c.classifier}`,
        );
        await removeClassifierFindings(tx, await resolveSystemScope(tx, c.customer.id), [c.classifier]);
      }),
    );
    expect(removed.after).not.toEqual(removed.before);
  });

  it('a false-positive mark drops them', async () => {
    const c = await customerWithRisk();
    const [f] = await rowsOf<{ id: string }>(
      t.db,
      sql`select id::text from files where tenant_id = ${c.customer.id}`,
    );
    const { before, after } = await dropsOn(c.reader, async () =>
      updateFile(t.db, c.authUser, await c.scope(), { id: Number(f!.id), falsePositive: true }),
    );
    expect(after).not.toEqual(before);
  });

  it('the hourly risk history and a change of selected regulations or of the library drop them', async () => {
    const c = await customerWithRisk();
    const history = await dropsOn(c.reader, () => recordRiskHistory(t.db, new Date()));
    expect(history.after).not.toEqual(history.before);

    const other = await createRegulation(t.db);
    const selected = await dropsOn(c.reader, async () =>
      replaceSelection(t.db, await c.scope(), [{ regulationId: other, countries: [] }]),
    );
    expect(selected.after.regulationsDataRisks.totalCount).toBe(
      selected.before.regulationsDataRisks.totalCount + 1,
    );

    const library = await dropsOn(c.reader, () => softDeleteRegulations(t.db, [other]));
    expect(library.after.regulationsDataRisks.totalCount).toBe(
      selected.after.regulationsDataRisks.totalCount - 1,
    );
  });

  it('a change of a customer drops its partner’s answers and the back office’s, not another partner’s', async () => {
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    const otherPartner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    const c = await customerWithRisk(partner.id);
    await customerWithRisk(otherPartner.id);
    const partnerReader = {
      token: await tokenFor(t.config, await createUser(t.db, partner.id)),
      tenantId: partner.id,
    };
    const otherReader = {
      token: await tokenFor(t.config, await createUser(t.db, otherPartner.id)),
      tenantId: otherPartner.id,
    };
    const rootReader = {
      token: await tokenFor(t.config, await createUser(t.db, t.rootTenantId)),
      tenantId: t.rootTenantId,
    };
    const partnerBefore = await read(t, partnerReader);
    const rootBefore = await read(t, rootReader);
    await read(t, otherReader);
    await c.ingest('C:/c/more.xlsx', 7);
    const partnerAfter = await settlesFresh(t, partnerReader);
    expect(partnerAfter).not.toEqual(partnerBefore);
    expect(await settlesFresh(t, rootReader)).not.toEqual(rootBefore);
    expect(
      cache.get(
        otherPartner.id,
        'regulationsDataRisks {"showTest":false,"filterName":null,"selectedOnly":false,"skip":null,"take":null,"where":null,"order":null}',
      ),
    ).toBeDefined();
    // And a customer's deletion by the back office drops the partner's too.
    const deleted = await dropsOn(partnerReader, async () =>
      deleteTenants(
        t.db,
        { ...c.authUser, tenantId: t.rootTenantId, tenantType: 'ROOT', tenantPath: '/', roles: ['SysAdmin'] },
        await resolveSystemScope(t.db, t.rootTenantId),
        [c.customer.id],
        'CUSTOMER',
      ),
    );
    expect(deleted.after).not.toEqual(deleted.before);
  });

  it('never answers one tenant with another’s kept answer', async () => {
    const a = await customerWithRisk();
    const b = await customerWithRisk();
    await b.ingest('C:/d/big.xlsx', 40);
    const answerA = await read(t, a.reader);
    const answerB = await read(t, b.reader);
    expect(answerB).not.toEqual(answerA);
    expect(await read(t, a.reader)).toEqual(await fresh(a.reader));
    expect(await read(t, b.reader)).toEqual(await fresh(b.reader));
    // A partner's user reading the customer, and the customer's own user: one tenant, one answer.
    const partnerOfNone = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    const stranger = {
      token: await tokenFor(t.config, await createUser(t.db, partnerOfNone.id)),
      tenantId: a.customer.id,
    };
    const refused = await t.gql(SCREEN, { ...period(), tenantId: a.customer.id }, stranger.token);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
  });

  it('keeps nothing while not listening', async () => {
    const c = await customerWithRisk();
    cache.setListening(false);
    try {
      await read(t, c.reader);
      await t.db.execute(
        sql`update tenant_risk_rollups set sensitive_cost = sensitive_cost + 3 where tenant_id = ${c.customer.id}`,
      );
      expect(await read(t, c.reader)).toEqual(await fresh(c.reader));
      expect(cache.size).toBe(0);
    } finally {
      cache.setListening(true);
    }
  });

  it('reads nothing but RISK_SOURCE_TABLES (what riskChanged is called for)', async () => {
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    await customerWithRisk(partner.id);
    const reader = {
      token: await tokenFor(t.config, await createUser(t.db, partner.id)),
      tenantId: partner.id,
    };
    const statements: string[] = [];
    cache.clear();
    listenToQueries((q) => statements.push(q));
    try {
      await read(t, reader);
    } finally {
      listenToQueries(null);
    }
    const tables = new Set(
      (
        await rowsOf<{ name: string }>(
          t.db,
          sql`select tablename as name from pg_tables where schemaname = 'public'`,
        )
      ).map((r) => r.name),
    );
    const read_ = new Set<string>();
    for (const q of statements)
      for (const name of relations(await parse(q))) if (tables.has(name)) read_.add(name);
    // The session and scope checks are cached apart (auth-changed); the answers' own statements are these.
    const answerTables = [...read_].filter((n) => !['users', 'refresh_tokens'].includes(n));
    expect(answerTables.length).toBeGreaterThan(2);
    expect(answerTables.filter((n) => !RISK_SOURCE_TABLES.includes(n))).toEqual([]);
  });
});

/** Every table name a parsed statement names. */
function relations(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const n of node) relations(n, out);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'RangeVar') out.push((value as { relname: string }).relname);
      relations(value, out);
    }
  }
  return out;
}

// PGlite lives in one process: on its pass this file takes a PostgreSQL database of its own.
const twoProcesses = await postgresForThisFile('TWO SERVER PROCESSES TEST');
describe.runIf(twoProcesses)('two server processes on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let scratch: ScratchDatabase | null = null;
  beforeAll(async () => {
    let databaseUrl = process.env.TEST_DATABASE_URL;
    if (!databaseUrl) {
      scratch = await createScratchDatabase('vigil_two_processes');
      databaseUrl = scratch.url;
    }
    a = await createTestApp({}, { databaseUrl });
    b = await createTestApp({}, { databaseUrl });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await scratch?.drop();
  });

  it('a write through one is seen by the other’s next reads, within the notification’s delay', async () => {
    const customer = await createAgentCustomer(a.db, a.rootTenantId);
    const regulation = await createRegulation(a.db);
    const classifier = await createClassifier(a.db, customer.id, {
      valuePerRecord: 10,
      regulationIds: [regulation],
    });
    const agent = await registerAgent(b.app, customer.agentKey);
    const token = await tokenFor(a.config, await createUser(a.db, customer.id));
    const vars = {
      start: new Date(Date.now() - 30 * DAY_MS).toISOString(),
      finish: new Date().toISOString(),
    };
    const readA = async () => (await a.gql<Screen>(SCREEN, vars, token)).data;
    const before = await readA();
    expect(await readA()).toEqual(before);
    const res = await sendBatch(
      b.app,
      agent.credential,
      batch({ files: [file('C:/x.xlsx', [{ classifierId: classifier, count: 4 }])] }),
    );
    expect(res.statusCode).toBe(200);
    let after = await readA();
    for (let i = 0; i < 100 && JSON.stringify(after) === JSON.stringify(before); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await readA();
    }
    expect(after).not.toEqual(before);
    expect((after as Screen).regulationsDataRisks.items).toEqual([
      expect.objectContaining({ regulationId: regulation, riskInUSD: 40, filesCount: 1 }),
    ]);
  });
});
