import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentRoutes, type FipsReport } from '@vigil/contracts';
import { rowsOf } from '../src/db/rows.js';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';
import { createAgentCustomer, registerAgent, type Agent } from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const FIELDS = `deviceId active name tenantName validation fipsComplianceMode fipsRequestStatus bitlockerStatus
  cngVersion bCryptVersion bCryptPrimitivesVersion osVersion methodUsed fipsFilesCount`;
const LIST = `query ($where: FipsListItemFilterInput, $order: [FipsListItemSortInput!], $tenantId: Int, $take: Int, $skip: Int) {
  fipsStatus(where: $where, order: $order, tenantId: $tenantId, take: $take, skip: $skip) {
    totalCount pageInfo { hasNextPage } items { ${FIELDS} } } }`;
const UPDATE = `mutation ($deviceId: Int!, $status: FipsRequestStatus!, $tenantId: Int) {
  updateFipsListItem(request: { deviceId: $deviceId, fipsRequestStatus: $status }, tenantId: $tenantId) { ${FIELDS} } }`;

interface Item {
  deviceId: number;
  name: string;
  validation: string;
  fipsComplianceMode: string;
  fipsRequestStatus: string;
  osVersion: string;
  methodUsed: string;
  bitlockerStatus: string;
  fipsFilesCount: number;
}

describe('FIPS status', () => {
  let t: TestApp;
  let token: string;
  let readOnly: string;
  let foreignToken: string;
  let agents: Agent[];
  let foreign: Agent;

  const report = (credential: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: AgentRoutes.fips,
      headers: { authorization: `Device ${credential}` },
      payload: body as object,
    });
  const list = (vars: Record<string, unknown> = {}, as = token) =>
    t.gql<{ fipsStatus: { totalCount: number; pageInfo: { hasNextPage: boolean }; items: Item[] } }>(
      LIST,
      vars,
      as,
    );

  beforeAll(async () => {
    t = await createTestApp();
    const customer = await createAgentCustomer(
      t.db,
      (await createTenant(t.db, t.rootTenantId, 'PARTNER')).id,
    );
    token = await tokenFor(t.config, await createUser(t.db, customer.id));
    readOnly = await tokenFor(t.config, await createUser(t.db, customer.id, { isReadOnlyUser: true }));
    agents = [];
    for (let i = 0; i < 3; i += 1) agents.push(await registerAgent(t.app, customer.agentKey));
    const other = await createAgentCustomer(t.db, (await createTenant(t.db, t.rootTenantId, 'PARTNER')).id);
    foreign = await registerAgent(t.app, other.agentKey);
    foreignToken = await tokenFor(t.config, await createUser(t.db, other.id));
  });
  afterAll(() => t.close());

  it('lists every device, Unknown until its agent reports, sorted by name', async () => {
    const res = await list();
    expect(res.errors).toBeUndefined();
    const items = res.data?.fipsStatus.items ?? [];
    expect(items.map((i) => i.deviceId).sort()).toEqual(agents.map((a) => a.deviceId).sort());
    expect(items.map((i) => i.name)).toEqual(items.map((i) => i.name).sort((a, b) => a.localeCompare(b)));
    expect(items[0]).toMatchObject({
      validation: 'UNKNOWN',
      fipsComplianceMode: 'unknown',
      fipsRequestStatus: 'NOT_REQUESTED',
      bitlockerStatus: 'Unknown',
      methodUsed: 'Unknown',
      fipsFilesCount: 0,
    });
  });

  it('stores what the agent reports; the console’s request stays', async () => {
    const [a] = agents;
    if (!a) throw new Error('no agent');
    await t.gql(UPDATE, { deviceId: a.deviceId, status: 'REQUESTED_SET' }, token);
    const body: FipsReport = {
      fipsComplianceMode: 'true',
      validation: 'VALID',
      bitlockerStatus: 'Unknown',
      cngVersion: 'Unknown',
      bCryptVersion: 'Unknown',
      bCryptPrimitivesVersion: 'Unknown',
      osVersion: 'Linux 6.1',
      methodUsed: '/proc/sys/crypto/fips_enabled',
    };
    const res = await report(a.credential, body);
    expect(res.statusCode, res.body).toBe(200);
    const item = (await list({ where: { deviceId: { eq: a.deviceId } } })).data?.fipsStatus.items[0];
    expect(item).toMatchObject({ ...body, fipsRequestStatus: 'REQUESTED_SET' });
  });

  it('refuses a report out of bounds and changes nothing', async () => {
    const [, b] = agents;
    if (!b) throw new Error('no agent');
    const bad = await report(b.credential, { fipsComplianceMode: 'maybe', validation: 'VALID' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('fipsComplianceMode');
    const long = await report(b.credential, {
      fipsComplianceMode: 'false',
      validation: 'INVALID',
      osVersion: 'x'.repeat(256),
    });
    expect(long.statusCode).toBe(400);
    const nul = await report(b.credential, {
      fipsComplianceMode: 'false',
      validation: 'INVALID',
      methodUsed: 'a\u0000',
    });
    expect(nul.statusCode).toBe(400);
    const rows = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from device_fips_status where device_id = ${b.deviceId}`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('updateFipsListItem sets and withdraws the request and writes the change history', async () => {
    const [, b] = agents;
    if (!b) throw new Error('no agent');
    const set = await t.gql<{ updateFipsListItem: Item }>(
      UPDATE,
      { deviceId: b.deviceId, status: 'REQUESTED_SET' },
      token,
    );
    expect(set.errors).toBeUndefined();
    expect(set.data?.updateFipsListItem).toMatchObject({
      deviceId: b.deviceId,
      fipsRequestStatus: 'REQUESTED_SET',
    });
    const back = await t.gql<{ updateFipsListItem: Item }>(
      UPDATE,
      { deviceId: b.deviceId, status: 'NOT_REQUESTED' },
      token,
    );
    expect(back.data?.updateFipsListItem.fipsRequestStatus).toBe('NOT_REQUESTED');
    const audit = await rowsOf<{ after: unknown }>(
      t.db,
      sql`select state_after as after from audit_entries where entity_type = 'Device' and entity_id = ${b.deviceId} and operation = 'UPDATE' order by id`,
    );
    expect(audit.map((r) => r.after)).toEqual([
      { fipsRequestStatus: 'REQUESTED_SET' },
      { fipsRequestStatus: 'NOT_REQUESTED' },
    ]);
  });

  it('a foreign or missing device answers like a missing one; a read-only user cannot change it', async () => {
    const foreignCall = await t.gql(UPDATE, { deviceId: foreign.deviceId, status: 'REQUESTED_SET' }, token);
    expect(foreignCall.errors?.[0]?.message).toBe(`Device ${foreign.deviceId} not found`);
    const missing = await t.gql(UPDATE, { deviceId: 999999, status: 'REQUESTED_SET' }, token);
    expect(missing.errors?.[0]?.message).toBe('Device 999999 not found');
    const bad = await t.gql(UPDATE, { deviceId: agents[0]?.deviceId, status: 'SET' }, token);
    expect(bad.errors?.[0]?.message).toMatch(/FipsRequestStatus/);
    const ro = await t.gql(UPDATE, { deviceId: agents[0]?.deviceId, status: 'NOT_REQUESTED' }, readOnly);
    expect(ro.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const theirs = (await list({}, foreignToken)).data?.fipsStatus.items.map((i) => i.deviceId);
    expect(theirs).toEqual([foreign.deviceId]);
  });

  it('pages and searches by name', async () => {
    const page = await list({ take: 2 });
    expect(page.data?.fipsStatus).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    expect(page.data?.fipsStatus.items).toHaveLength(2);
    const first = page.data?.fipsStatus.items[0];
    const found = await list({ where: { name: { contains: first?.name } } });
    expect(found.data?.fipsStatus.items.map((i) => i.deviceId)).toEqual([first?.deviceId]);
  });
});
