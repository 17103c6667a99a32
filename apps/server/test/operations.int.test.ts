import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { rowsOf } from '../src/db/rows.js';
import { enqueueJob } from '../src/queue/queue.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { unique } from './helpers/factories.js';
import {
  batch,
  createAgentCustomer,
  createClassifier,
  file,
  fileEvent,
  registerAgent,
  sendBatch,
} from './helpers/ingest-support.js';

/*
 * What a deployment watches (ARCHITECTURE.md, "Production"): readiness, request ids and the
 * Prometheus metrics, in-process. The production bundle on PostgreSQL is production-start.int.
 * A database of its own: the queue depth counts every job, and readiness is broken on purpose.
 */

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

describe('readiness, request ids and metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: METRICS_TOKEN }, { privateDatabase: true });
  }, 180_000);
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  /** The value of one series (`name{labels}`), 0 when absent. */
  const value = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };

  it('is ready when every migration is applied, and says how many are not', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'pglite' });

    const [last] = await rowsOf<{ id: number; hash: string; created_at: string }>(
      t.db,
      sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    if (!last) throw new Error('no migrations recorded');
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const behind = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toEqual({ status: 'not ready', reason: '1 migrations not applied' });
      // Liveness is another question: the process and its database still answer.
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at}::bigint)`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it("answers every request with its id, and ignores a client's X-Request-Id without TRUST_PROXY", async () => {
    const a = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'chosen-id' },
    });
    const b = await t.app.inject({ method: 'GET', url: '/healthz' });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(a.headers['x-request-id']).toMatch(uuid);
    expect(b.headers['x-request-id']).toMatch(uuid);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('serves /metrics only with the bearer token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN.slice(0, -1)}` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('vigil_');
    // Without METRICS_TOKEN the endpoint does not exist (the same database, another configuration).
    const bare = await buildApp({
      config: { ...t.config, metricsToken: undefined },
      database: t.database,
      serveWeb: false,
    });
    try {
      const res = await bare.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('counts agent batches by result, and the findings, files and events of applied ones', async () => {
    const customer = await createAgentCustomer(t.db, t.rootTenantId);
    const agent = await registerAgent(t.app, customer.agentKey);
    const c1 = await createClassifier(t.db, customer.id, { valuePerRecord: 10 });
    const c2 = await createClassifier(t.db, customer.id, { valuePerRecord: 5 });
    const before = await scrape();

    const sent = batch({
      files: [
        file('/home/ann/a.txt', [
          { classifierId: c1, count: 2 },
          { classifierId: c2, count: 1 },
        ]),
        file('/home/ann/b.txt', [{ classifierId: c1, count: 4 }]),
        file('/home/ann/c.txt'),
      ],
      fileEvents: [fileEvent('/home/ann/a.txt', 'CHANGE')],
    });
    expect((await sendBatch(t.app, agent.credential, sent)).statusCode).toBe(200);
    expect((await sendBatch(t.app, agent.credential, sent)).json()).toMatchObject({ duplicate: true });
    expect((await sendBatch(t.app, agent.credential, { batchId: 'not-a-uuid' })).statusCode).toBe(400);

    const after = await scrape();
    const delta = (series: string) => value(after, series) - value(before, series);
    expect(delta('vigil_ingest_batches_total{result="applied"}')).toBe(1);
    expect(delta('vigil_ingest_batches_total{result="duplicate"}')).toBe(1);
    expect(delta('vigil_ingest_batches_total{result="rejected"}')).toBe(1);
    expect(delta('vigil_ingest_findings_total')).toBe(3);
    expect(delta('vigil_ingest_files_total')).toBe(3);
    expect(delta('vigil_ingest_file_events_total')).toBe(1);
    expect(
      delta(
        'vigil_http_request_duration_seconds_count{method="POST",route="/agent/v1/batches",operation="/agent/v1/batches",status_code="200"}',
      ),
    ).toBe(2);
    // Nothing of the tenant's: no name, path, key or id of it.
    for (const secret of [customer.agentKey, '/home/ann', agent.credential])
      expect(after).not.toContain(secret);
  });

  it('labels GraphQL requests by operation name, bounded, and REST by route', async () => {
    const post = (query: string) => t.app.inject({ method: 'POST', url: '/graphql', payload: { query } });
    const long = `Op${'x'.repeat(70)}`;
    await post('query HealthProbe { __typename }');
    await post('{ __typename }');
    await post(`query ${long} { __typename }`);
    const broken = await post('query Broken {');
    const text = await scrape();
    const count = (operation: string, status = '200') =>
      value(
        text,
        `vigil_http_request_duration_seconds_count{method="POST",route="/graphql",operation="${operation}",status_code="${status}"}`,
      );
    expect(count('HealthProbe')).toBe(1);
    expect(count('_anonymous')).toBe(1);
    expect(count('_other')).toBe(1);
    expect(text).not.toContain(long);
    // A request that never executed (here a syntax error) has no operation to name.
    expect(count('_unexecuted', String(broken.statusCode))).toBe(1);
  });

  it('reads the job queue by kind and state, and the database when scraped', async () => {
    const kind = unique('metrics-probe');
    await enqueueJob(t.db, { kind, key: unique('due'), payload: {} });
    await enqueueJob(t.db, { kind, key: unique('due'), payload: {} });
    await enqueueJob(t.db, {
      kind,
      key: unique('later'),
      payload: {},
      runAfter: new Date(Date.now() + 3_600_000),
    });
    const text = await scrape();
    expect(value(text, `vigil_job_queue_depth{kind="${kind}",state="due"}`)).toBe(2);
    expect(value(text, `vigil_job_queue_depth{kind="${kind}",state="waiting"}`)).toBe(1);
    expect(text).toContain('vigil_db_pool_connections{state="total"} 1');
    expect(text).toContain('vigil_database_info{kind="pglite"} 1');
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
  });
});
