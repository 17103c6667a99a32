import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_LOG_DOWNLOAD_ROUTE, AgentLogLimits, AgentRoutes } from '@vigil/contracts';
import { rowsOf } from '../src/db/rows.js';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';
import { createAgentCustomer, getPolicy, registerAgent, type Agent } from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const REQUEST = `mutation ($deviceId: Int!, $tenantId: Int) { requestDeviceLog(request: { deviceId: $deviceId }, tenantId: $tenantId) }`;
const REQUEST2 = `mutation ($id: String!) { requestDeviceLog2(request: { deviceIdentifier: $id }) }`;
const ROW = `id deviceId deviceName deviceIdentifier tenantName collectLogs collectLogsRequestTimestamp
  updaterLastDateTime updaterVersion updaterAgentVersion agentType agentVersion systemName fileName timestamp`;
const PENDING = `query ($where: UpdaterActivityFilterInput, $order: [UpdaterActivitySortInput!], $tenantId: Int) {
  updaterActivities(where: $where, order: $order, tenantId: $tenantId) { totalCount items { ${ROW} } } }`;
const LOGS = `query ($where: DevicesLogFilterInput, $tenantId: Int, $take: Int) {
  devicesLogs(where: $where, tenantId: $tenantId, take: $take) { totalCount items { ${ROW} } } }`;

interface Row {
  id: number;
  deviceId: number;
  deviceName: string;
  tenantName: string;
  collectLogs: boolean;
  collectLogsRequestTimestamp: string | null;
  updaterLastDateTime: string | null;
  fileName: string | null;
  timestamp: string | null;
}

describe('agent log requests', () => {
  let t: TestApp;
  let sysAdmin: string;
  let customerAdmin: string;
  let partnerAdmin: string;
  let customerId: number;
  let agent: Agent;
  let other: Agent;

  const upload = (credential: string, body: string, contentType = 'text/plain; charset=utf-8') =>
    t.app.inject({
      method: 'POST',
      url: AgentRoutes.logs,
      headers: { authorization: `Device ${credential}`, 'content-type': contentType },
      payload: body,
    });
  const pending = (vars: Record<string, unknown> = {}) =>
    t.gql<{ updaterActivities: { totalCount: number; items: Row[] } }>(
      PENDING,
      { where: { collectLogs: { eq: true } }, ...vars },
      sysAdmin,
    );
  const logs = (vars: Record<string, unknown> = {}) =>
    t.gql<{ devicesLogs: { totalCount: number; items: Row[] } }>(LOGS, vars, sysAdmin);
  const download = (query: string, token = sysAdmin) =>
    t.app.inject({
      method: 'GET',
      url: `${AGENT_LOG_DOWNLOAD_ROUTE}?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const mine = (rows: Row[]) =>
    rows.filter((r) => r.deviceId === agent.deviceId || r.deviceId === other.deviceId);

  beforeAll(async () => {
    t = await createTestApp();
    sysAdmin = await tokenFor(t.config, await createUser(t.db, t.rootTenantId, { roles: ['SysAdmin'] }));
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    const customer = await createAgentCustomer(t.db, partner.id);
    customerId = customer.id;
    customerAdmin = await tokenFor(t.config, await createUser(t.db, customer.id));
    partnerAdmin = await tokenFor(t.config, await createUser(t.db, partner.id));
    agent = await registerAgent(t.app, customer.agentKey);
    other = await registerAgent(t.app, customer.agentKey);
  });
  afterAll(() => t.close());

  it('SysAdmin requests a log: pending with its time, the next policy pull says collectLogs and starts the countdown', async () => {
    expect((await getPolicy(t.app, agent.credential)).json()).toMatchObject({ collectLogs: false });
    const before = (await getPolicy(t.app, agent.credential)).json<{ policyVersion: string }>();
    const res = await t.gql(REQUEST, { deviceId: agent.deviceId }, sysAdmin);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ requestDeviceLog: true });

    const rows = mine((await pending()).data?.updaterActivities.items ?? []);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ deviceId: agent.deviceId, collectLogs: true, fileName: null });
    expect(rows[0]?.collectLogsRequestTimestamp).not.toBeNull();

    const policy = (await getPolicy(t.app, agent.credential)).json<{
      collectLogs: boolean;
      policyVersion: string;
    }>();
    expect(policy.collectLogs).toBe(true);
    // A log request is no new policy: the agent does not rescan for it.
    expect(policy.policyVersion).toBe(before.policyVersion);
    const after = mine((await pending()).data?.updaterActivities.items ?? [])[0];
    expect(Date.parse(after?.updaterLastDateTime ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('the upload stores the log, clears the request, lists it and downloads the text', async () => {
    const text = 'line one\nline two: connected\n';
    const res = await upload(agent.credential, text);
    expect(res.statusCode, res.body).toBe(200);
    const { id, fileName } = res.json<{ id: number; fileName: string }>();
    expect(fileName).toMatch(/\.log$/);

    expect(mine((await pending()).data?.updaterActivities.items ?? [])).toEqual([]);
    expect((await getPolicy(t.app, agent.credential)).json()).toMatchObject({ collectLogs: false });

    const listed = (await logs()).data?.devicesLogs.items ?? [];
    expect(listed.find((r) => r.id === id)).toMatchObject({
      deviceId: agent.deviceId,
      fileName,
      collectLogs: false,
    });

    const file = await download(`id=${id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/plain/);
    expect(file.headers['content-disposition']).toContain(fileName);
    expect(file.body).toBe(text);

    // The updater view keeps the device's latest log beside its state.
    const all = await t.gql<{ updaterActivities: { items: Row[] } }>(
      PENDING,
      { where: { deviceId: { eq: agent.deviceId } } },
      sysAdmin,
    );
    expect(all.data?.updaterActivities.items[0]).toMatchObject({ collectLogs: false, fileName });
  });

  it('an upload nobody asked for is refused and stores nothing', async () => {
    const count = async () =>
      (await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from device_logs`))[0]?.n;
    const n = await count();
    const res = await upload(other.credential, 'unrequested');
    expect(res.statusCode).toBe(409);
    expect(await count()).toBe(n);
  });

  it('refuses an oversized, NUL-bearing or non-text upload, and a missing credential', async () => {
    await t.gql(REQUEST, { deviceId: other.deviceId }, sysAdmin);
    expect((await upload(other.credential, 'x'.repeat(AgentLogLimits.uploadBytes + 1))).statusCode).toBe(413);
    expect((await upload(other.credential, 'a\u0000b')).statusCode).toBe(400);
    expect((await upload(other.credential, '{"a":1}', 'application/json')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: AgentRoutes.logs, payload: 'x' });
    expect(anonymous.statusCode).toBe(401);
    // Still pending: nothing was stored.
    expect(mine((await pending()).data?.updaterActivities.items ?? []).map((r) => r.deviceId)).toEqual([
      other.deviceId,
    ]);
  });

  it('keeps the newest logs of a device only', async () => {
    for (let i = 0; i < AgentLogLimits.logsKeptPerDevice + 2; i += 1) {
      await t.gql(REQUEST, { deviceId: agent.deviceId }, sysAdmin);
      expect((await upload(agent.credential, `log ${i}`)).statusCode).toBe(200);
    }
    const got = (await logs({ where: { deviceId: { eq: agent.deviceId } } })).data?.devicesLogs;
    expect(got?.totalCount).toBe(AgentLogLimits.logsKeptPerDevice);
    const newest = got?.items[0];
    expect((await download(`id=${newest?.id}`)).body).toBe(`log ${AgentLogLimits.logsKeptPerDevice + 1}`);
  });

  it('requestDeviceLog2 names the device by its identifier; a bad one is a clear error', async () => {
    await upload(other.credential, 'clear the earlier request');
    const res = await t.gql(REQUEST2, { id: other.deviceIdentifier }, sysAdmin);
    expect(res.data).toEqual({ requestDeviceLog2: true });
    expect(mine((await pending()).data?.updaterActivities.items ?? []).map((r) => r.deviceId)).toEqual([
      other.deviceId,
    ]);
    const missing = await t.gql(REQUEST2, { id: 'dev-not-there' }, sysAdmin);
    expect(missing.errors?.[0]?.message).toBe('Device dev-not-there not found');
    const blank = await t.gql(REQUEST2, { id: '   ' }, sysAdmin);
    expect(blank.errors?.[0]?.message).toBe('Device identifier is required');
    const long = await t.gql(REQUEST2, { id: 'x'.repeat(AgentLogLimits.deviceIdentifierMax + 1) }, sysAdmin);
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('searches by device, file and tenant name; sorts by request time, newest first', async () => {
    const [first] = (await logs()).data?.devicesLogs.items ?? [];
    const search = await logs({
      where: {
        or: [
          { deviceName: { contains: first?.fileName } },
          { fileName: { contains: first?.fileName } },
          { tenantName: { contains: first?.fileName } },
        ],
      },
    });
    expect(search.data?.devicesLogs.items.map((r) => r.id)).toEqual([first?.id]);
    const stamps = ((await logs()).data?.devicesLogs.items ?? []).map((r) => Date.parse(r.timestamp ?? ''));
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
  });

  it('only SysAdmin requests, lists and downloads logs', async () => {
    for (const token of [customerAdmin, partnerAdmin]) {
      const res = await t.gql(REQUEST, { deviceId: agent.deviceId, tenantId: customerId }, token);
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(PENDING, {}, token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(LOGS, {}, token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const [log] = (await logs()).data?.devicesLogs.items ?? [];
    expect((await download(`id=${log?.id}`, customerAdmin)).statusCode).toBe(403);
    expect((await download('id=abc')).statusCode).toBe(400);
    expect((await download('id=999999999')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `${AGENT_LOG_DOWNLOAD_ROUTE}?id=${log?.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a log of a customer outside the tenant acted for answers like a missing one', async () => {
    const [log] = (await logs()).data?.devicesLogs.items ?? [];
    const elsewhere = await createTenant(t.db, t.rootTenantId, 'CUSTOMER');
    expect((await download(`id=${log?.id}&tenantId=${elsewhere.id}`)).statusCode).toBe(404);
    expect((await download(`id=${log?.id}&tenantId=${customerId}`)).statusCode).toBe(200);
    const res = await t.gql(REQUEST, { deviceId: agent.deviceId, tenantId: elsewhere.id }, sysAdmin);
    expect(res.errors?.[0]?.message).toBe(`Device ${agent.deviceId} not found`);
  });
});
