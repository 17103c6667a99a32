import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmbedded } from '../src/db/client.js';
import { rowsOf } from '../src/db/rows.js';
import { vacuumEmbeddedDatabase } from '../src/db/statistics.job.js';
import { createAgentCustomer, registerAgent } from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/*
 * PGlite vacuums and analyses nothing by itself (no autovacuum): the vacuum-embedded-database job
 * does, so that the planner probes an agent's folders by their unique path index, not by the
 * parent index filtered over every folder of the device, and index-only scans read no table pages.
 */
describe('the vacuum-embedded-database job', () => {
  let t: TestApp;
  let tenantId: number;
  let deviceId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const customer = await createAgentCustomer(t.db, t.rootTenantId);
    tenantId = customer.id;
    deviceId = (await registerAgent(t.app, customer.agentKey)).deviceId;
    // one device's folders: 3 000 under 150 parents
    await t.db
      .execute(sql`insert into folders (tenant_id, id, device_id, parent_id, name, path, id_path, depth)
      select ${tenantId}, nextval(pg_get_serial_sequence('folders', 'id')), ${deviceId}, null, 'f' || g,
        '/bench/' || g, '/' || g || '/', 1
      from generate_series(1, 150) g`);
    await t.db
      .execute(sql`insert into folders (tenant_id, id, device_id, parent_id, name, path, id_path, depth)
      select ${tenantId}, nextval(pg_get_serial_sequence('folders', 'id')), ${deviceId},
        (select min(id) from folders where tenant_id = ${tenantId} and device_id = ${deviceId}) + g % 150,
        'c' || g, '/bench/' || (g % 150 + 1) || '/c' || g, '/x/' || g || '/', 2
      from generate_series(1, 2850) g`);
  });
  afterAll(() => t.close());

  /** The plan of a batch's folder look-up (files.repo.ts findBatchTargets: a probe per path). */
  const lookupPlan = async () =>
    (
      (await t.db
        .execute(sql`explain select h.n, f.* from unnest(array[md5('/bench/7')::uuid, md5('/nope')::uuid])
          with ordinality as h(hash, n)
        cross join lateral (select x.id, x.path, x.id_path from folders x
          where x.tenant_id = ${tenantId} and x.device_id = ${deviceId} and x.path_hash = h.hash limit 1) f`)) as unknown as {
        rows: Record<string, string>[];
      }
    ).rows
      .map((r) => Object.values(r)[0])
      .join('\n');

  /** The folders' pages the visibility map marks all-visible (what spares an index-only scan the table). */
  const allVisiblePages = async () =>
    (
      await rowsOf<{ pages: number }>(
        t.db,
        sql`select relallvisible::int as pages from pg_class where relname = 'folders'`,
      )
    )[0]?.pages;

  it('vacuums and analyses PGlite, after which a folder is probed by its unique path index and its pages are all-visible; leaves PostgreSQL to autovacuum', async () => {
    if (!isEmbedded(t.db)) {
      expect(await vacuumEmbeddedDatabase(t.db)).toBe('left to PostgreSQL’s autovacuum');
      return;
    }
    expect(await allVisiblePages()).toBe(0);
    expect(await vacuumEmbeddedDatabase(t.db)).toMatch(/^vacuumed and analysed in \d+ ms$/);
    const [folders] = await rowsOf<{ tuples: number }>(
      t.db,
      sql`select reltuples::float8 as tuples from pg_class where relname = 'folders'`,
    );
    expect(folders?.tuples).toBeGreaterThanOrEqual(3000);
    expect(await lookupPlan()).toContain('folders_device_path_uq');
    expect(await allVisiblePages()).toBeGreaterThan(0);
  });
});
