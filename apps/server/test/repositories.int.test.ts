import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanRepository, type RepositoryTarget } from '@vigil/agent';
import { mirrorBucket } from '../../agent/src/repository/s3-mirror.js';
import { ForwardProxy } from '../../agent/test/helpers/forward-proxy.js';
import { CloudDeviceLimits, CloudDeviceMessages } from '@vigil/contracts';
import { deviceLogRequests, deviceLogs } from '../src/agent-logs/agent-logs.tables.js';
import { auditEntries } from '../src/audit/audit.tables.js';
import { cloudDevices } from '../src/devices/cloud-devices.tables.js';
import { devices } from '../src/devices/devices.tables.js';
import { fileFindings, files } from '../src/files/files.tables.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';
import { createAgentCustomer, createClassifier, registerAgent } from './helpers/ingest-support.js';
import { S3RVER_CREDENTIALS, startLocalS3, type LocalS3 } from './helpers/s3-server.js';
import { createTestApp, listenOnLoopback, type TestApp } from './helpers/test-app.js';

const LIST = `query ($tenantId: Int, $where: CloudDeviceItemFilterInput, $dup: Boolean, $fantoms: Boolean) {
  cloudDevices(tenantId: $tenantId, where: $where, showOnlyWithDuplicateNames: $dup, showFantomDevices: $fantoms) {
    totalCount items { deviceId deviceIdentifier name authService systemType systemName scan cloudDeviceId
      isSuspectedDeleted existingFileCount lastFullScan scannedPercent licenseStatus customerId isArchived } } }`;
const ONE = `query ($id: Int!, $tenantId: Int) { cloudDevice(request: { id: $id }, tenantId: $tenantId) {
  id name authService scan alertRule readOnly decrypt scannerDelayMinute resyncKey cloudDeviceSettings isEncryptionDisabled settingsGroup { id name } } }`;
const UPDATE = `mutation ($request: UpdateCloudDeviceRequestInput!) { updateCloudDevice(request: $request) {
  id alertRule readOnly decrypt scannerDelayMinute resyncKey cloudDeviceSettings isEncryptionDisabled } }`;
const SET_GROUP = `mutation ($request: UpdateCloudDeviceRequestInput!, $tenantId: Int) {
  updateCloudDevice(request: $request, tenantId: $tenantId) { id settingsGroup { id name } } }`;
const CREATE_GROUP = `mutation ($request: CreateDeviceSettingsGroupRequestInput!) {
  createDeviceSettingsGroup(request: $request) { id name devices { id } } }`;
const DELETE_GROUP = `mutation ($id: Int!) { deleteDeviceSettingsGroup(request: { id: $id }) }`;
const REQUEST_LOG = `mutation ($deviceId: Int!) { requestDeviceLog(request: { deviceId: $deviceId }) }`;
const SCAN = `mutation ($items: [CloudDeviceScanItemInput!]!, $tenantId: Int) {
  updateCloudDevices(request: { items: $items }, tenantId: $tenantId) }`;
const INFO = `query ($tenantId: Int) { cloudDevicesScannerInfo(tenantId: $tenantId) { tenantId agentVersion lastActivity scannedRepository } }`;
const INSTALLED = `query { installedDevices { totalCount items { id } } }`;

interface Item {
  deviceId: number;
  deviceIdentifier: string;
  name: string;
  authService: string;
  systemType: string;
  systemName: string;
  scan: boolean;
  cloudDeviceId: string | null;
  isSuspectedDeleted: boolean;
  existingFileCount: number;
  lastFullScan: string | null;
}

const SECRET = 'secret secret secret';

describe('repositories: the agent in repository mode against a local S3-compatible server', () => {
  let t: TestApp;
  let s3: LocalS3;
  let client: S3Client;
  let server: string;
  let stateDir: string;
  let customer: { id: number; agentKey: string };
  let token: string;
  let partnerToken: string;
  let foreignToken: string;
  let foreignRepository: number;
  const bucket = 'vigil-finance';
  let target: RepositoryTarget;

  const list = (vars: Record<string, unknown> = {}, as = token) =>
    t.gql<{ cloudDevices: { totalCount: number; items: Item[] } }>(LIST, vars, as);
  const byName = async (name: string) => {
    const res = await list();
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data?.cloudDevices.items.find((i) => i.name === name);
  };

  beforeAll(async () => {
    t = await createTestApp();
    server = await listenOnLoopback(t);
    s3 = await startLocalS3();
    client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: S3RVER_CREDENTIALS,
    });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    const put = (Key: string, Body: string) =>
      client.send(new PutObjectCommand({ Bucket: bucket, Key, Body }));
    await put('payroll/2026.txt', `${SECRET} in payroll`);
    await put('payroll/notes.txt', 'nothing to see');
    await put('board/minutes.txt', `the secret plan`);
    await put('readme.txt', 'hello');
    await put('archive/old/secret-list.txt', `${SECRET} ${SECRET}`);
    target = {
      kind: 's3',
      // Two keys a page: the scanner pages through the listing as through a large bucket.
      location: { endpoint: s3.endpoint, bucket, region: 'us-east-1', ...S3RVER_CREDENTIALS, pageSize: 2 },
    };

    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    const c = await createAgentCustomer(t.db, partner.id);
    customer = { id: c.id, agentKey: c.agentKey };
    await createClassifier(t.db, c.id, { valuePerRecord: 10 });
    token = await tokenFor(t.config, await createUser(t.db, c.id));
    partnerToken = await tokenFor(t.config, await createUser(t.db, partner.id));
    stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-repo-agent-'));

    const other = await createAgentCustomer(t.db, (await createTenant(t.db, t.rootTenantId, 'PARTNER')).id);
    foreignToken = await tokenFor(t.config, await createUser(t.db, other.id));
    await t.db.update(tenants).set({ scanNewCloudDevices: true }).where(eq(tenants.id, other.id));
    const otherFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-foreign-nas-'));
    fs.writeFileSync(path.join(otherFolder, 'x.txt'), 'x');
    foreignRepository = (
      await scanRepository({
        server,
        agentKey: other.agentKey,
        stateDir: fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-foreign-agent-')),
        target: { kind: 'folder', folder: otherFolder },
      })
    ).deviceId;
  }, 120_000);

  afterAll(async () => {
    client?.destroy();
    await s3?.close();
    await t?.close();
    fs.rmSync(stateDir, { recursive: true, force: true });
  });

  it('reads the bucket through the proxy of HTTP_PROXY, and directly when NO_PROXY names the endpoint', async () => {
    const proxy = new ForwardProxy();
    const proxyUrl = await proxy.start();
    const variables = ['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy'];
    const saved = Object.fromEntries(variables.map((name) => [name, process.env[name]]));
    const mirror = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-proxied-mirror-'));
    const s3Host = new URL(s3.endpoint).host;
    if (target.kind !== 's3') throw new Error('the bucket target');
    try {
      for (const name of variables) delete process.env[name];
      process.env.HTTP_PROXY = proxyUrl;
      expect(await mirrorBucket(target.location, mirror)).toMatchObject({ objects: 5, downloaded: 5 });
      const viaProxy = proxy.seen.filter((line) => line.includes(`http://${s3Host}/${bucket}`));
      expect(viaProxy.some((line) => line.startsWith('HEAD '))).toBe(true);
      expect(
        viaProxy.filter((line) => line.startsWith('GET ') && line.includes('x-id=GetObject')),
      ).toHaveLength(5);
      expect(fs.readFileSync(path.join(mirror, 'payroll', '2026.txt'), 'utf8')).toBe(`${SECRET} in payroll`);

      proxy.seen.length = 0;
      process.env.NO_PROXY = s3Host;
      fs.rmSync(mirror, { recursive: true, force: true });
      expect(await mirrorBucket(target.location, mirror)).toMatchObject({ objects: 5, downloaded: 5 });
      expect(proxy.seen).toEqual([]);
    } finally {
      for (const name of variables) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
      await proxy.close();
      fs.rmSync(mirror, { recursive: true, force: true });
    }
  });

  it('registers a new bucket as a cloud device that is not scanned while Scan New Repositories is off', async () => {
    const first = await scanRepository({ server, agentKey: customer.agentKey, stateDir, target });
    expect(first).toMatchObject({ missing: false, skipped: true, summary: null });
    const row = await byName(bucket);
    expect(row).toMatchObject({
      deviceId: first.deviceId,
      authService: 'UNKNOWN',
      systemType: 'S3',
      systemName: `${s3.endpoint}/${bucket}`,
      scan: false,
      cloudDeviceId: bucket,
      isSuspectedDeleted: false,
      existingFileCount: 0,
    });
    // A repository is not an installed device.
    const installed = await t.gql<{ installedDevices: { items: { id: number }[] } }>(INSTALLED, {}, token);
    expect(installed.data?.installedDevices.items.map((d) => d.id)).not.toContain(first.deviceId);
  }, 60_000);

  it('after Scan is turned on, reads every object through the S3 client and reports its findings and risk', async () => {
    const row = await byName(bucket);
    if (!row) throw new Error('no repository');
    const on = await t.gql(SCAN, { items: [{ deviceIdentifier: row.deviceIdentifier, scan: true }] }, token);
    expect(on.errors).toBeUndefined();
    const result = await scanRepository({ server, agentKey: customer.agentKey, stateDir, target });
    expect(result).toMatchObject({ missing: false, skipped: false, deviceId: row.deviceId });
    expect(result.summary?.filesSeen).toBe(5);
    expect(result.upload).toMatchObject({ remaining: 0, stoppedBy: null, lastError: null });

    const stored = await t.db
      .select({ path: files.path, entries: fileFindings.entriesCount })
      .from(files)
      .leftJoin(
        fileFindings,
        and(eq(fileFindings.tenantId, files.tenantId), eq(fileFindings.fileId, files.id)),
      )
      .where(and(eq(files.tenantId, customer.id), eq(files.deviceId, row.deviceId)))
      .orderBy(files.path);
    expect(stored).toEqual([
      { path: `s3://${bucket}/archive/old/secret-list.txt`, entries: 1 },
      { path: `s3://${bucket}/board/minutes.txt`, entries: 1 },
      { path: `s3://${bucket}/payroll/2026.txt`, entries: 1 },
      { path: `s3://${bucket}/payroll/notes.txt`, entries: null },
      { path: `s3://${bucket}/readme.txt`, entries: null },
    ]);
    const after = await byName(bucket);
    expect(after).toMatchObject({ scan: true, existingFileCount: 5 });
    expect(after?.lastFullScan).not.toBeNull();
    // The CONTAINS rule finds one entry a file: 3 files × 10 USD on the device dashboard's figures.
    const risk = await t.gql<{ device: { sensitiveRiskInUSD: number } }>(
      `query ($id: Int!) { device(request: { id: $id }) { sensitiveRiskInUSD } }`,
      { id: row.deviceId },
      token,
    );
    expect(risk.data?.device.sensitiveRiskInUSD).toBe(30);
    const info = await t.gql<{
      cloudDevicesScannerInfo: { tenantId: number; scannedRepository: string | null }[];
    }>(INFO, {}, token);
    expect(info.data?.cloudDevicesScannerInfo).toEqual([
      expect.objectContaining({ tenantId: customer.id, scannedRepository: bucket }),
    ]);
  }, 60_000);

  it('a deleted object is reported deleted at the next pass; turning Scan off stops reading', async () => {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'board/minutes.txt' }));
    await scanRepository({ server, agentKey: customer.agentKey, stateDir, target });
    const paths = await t.db
      .select({ path: files.path, isDeleted: files.isDeleted })
      .from(files)
      .where(and(eq(files.tenantId, customer.id), eq(files.path, `s3://${bucket}/board/minutes.txt`)));
    expect(paths.every((p) => p.isDeleted)).toBe(true);

    const row = await byName(bucket);
    if (!row) throw new Error('no repository');
    expect(
      (await t.gql(SCAN, { items: [{ deviceIdentifier: row.deviceIdentifier, scan: false }] }, token)).errors,
    ).toBeUndefined();
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: 'new.txt', Body: SECRET }));
    const skipped = await scanRepository({ server, agentKey: customer.agentKey, stateDir, target });
    expect(skipped.skipped).toBe(true);
    const count = await t.db
      .select({ path: files.path })
      .from(files)
      .where(and(eq(files.tenantId, customer.id), eq(files.path, `s3://${bucket}/new.txt`)));
    expect(count).toEqual([]);
  }, 60_000);

  it('a NAS folder is a repository of its own, named after the folder', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-nas-'));
    fs.mkdirSync(path.join(folder, 'hr'));
    fs.writeFileSync(path.join(folder, 'hr', 'people.txt'), SECRET);
    await t.db.update(tenants).set({ scanNewCloudDevices: true }).where(eq(tenants.id, customer.id));
    try {
      const result = await scanRepository({
        server,
        agentKey: customer.agentKey,
        stateDir,
        target: { kind: 'folder', folder },
      });
      expect(result.summary?.filesScanned).toBe(1);
      const row = await byName(path.basename(folder));
      expect(row).toMatchObject({
        systemType: 'NAS',
        scan: true,
        cloudDeviceId: folder,
        existingFileCount: 1,
      });
    } finally {
      await t.db.update(tenants).set({ scanNewCloudDevices: false }).where(eq(tenants.id, customer.id));
    }
  }, 60_000);

  it('a bucket that is gone is suspected deleted: the Deletion Status filter finds it and Scan cannot change', async () => {
    const gone = 'vigil-gone';
    await client.send(new CreateBucketCommand({ Bucket: gone }));
    const goneTarget: RepositoryTarget = {
      kind: 's3',
      location: { ...(target as { location: object }).location, bucket: gone } as never,
    };
    await scanRepository({ server, agentKey: customer.agentKey, stateDir, target: goneTarget });
    await client.send(new DeleteBucketCommand({ Bucket: gone }));
    const result = await scanRepository({
      server,
      agentKey: customer.agentKey,
      stateDir,
      target: goneTarget,
    });
    expect(result.missing).toBe(true);
    const suspected = await list({ where: { isSuspectedDeleted: { eq: true } } });
    expect(suspected.data?.cloudDevices.items.map((i) => [i.name, i.cloudDeviceId])).toEqual([[gone, null]]);
    const hidden = await list({ fantoms: false });
    expect(hidden.data?.cloudDevices.items.map((i) => i.name)).not.toContain(gone);
    const row = suspected.data?.cloudDevices.items[0];
    const refused = await t.gql(
      SCAN,
      { items: [{ deviceIdentifier: row?.deviceIdentifier, scan: true }] },
      token,
    );
    expect(refused.errors?.[0]?.message).toBe(CloudDeviceMessages.alreadyScanning);
  }, 60_000);

  it('lists with search, service and scan filters, name ascending', async () => {
    const all = await list();
    const names = all.data?.cloudDevices.items.map((i) => i.name) ?? [];
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const searched = await list({
      where: { or: [{ name: { contains: 'finance' } }, { deviceIdentifier: { contains: 'finance' } }] },
    });
    expect(searched.data?.cloudDevices.items.map((i) => i.name)).toEqual([bucket]);
    const s3Only = await list({ where: { authService: { eq: 'UNKNOWN' } } });
    expect(s3Only.data?.cloudDevices.items.every((i) => i.authService === 'UNKNOWN')).toBe(true);
    const scanned = await list({ where: { scan: { eq: true } } });
    expect(scanned.data?.cloudDevices.items.every((i) => i.scan)).toBe(true);
    expect(scanned.data?.cloudDevices.totalCount).toBe(1);
    // The partner's tenant list counts the customer's licensed repositories apart from its devices.
    const tenantList = await t.gql<{
      customersAndPartners2: {
        items: { id: number; devicesCount: number; allNestedActiveRepositoriesCount: number }[];
      };
    }>(
      `query { customersAndPartners2 { items { id devicesCount allNestedActiveRepositoriesCount } } }`,
      {},
      partnerToken,
    );
    const own = tenantList.data?.customersAndPartners2.items.find((i) => i.id === customer.id);
    expect(own).toEqual({ id: customer.id, devicesCount: 0, allNestedActiveRepositoriesCount: 3 });
    // Another customer's repository is not in this list, and its id answers like a missing one.
    expect((await list({}, foreignToken)).data?.cloudDevices.items.map((i) => i.deviceId)).toEqual([
      foreignRepository,
    ]);
    const foreign = await t.gql(ONE, { id: foreignRepository }, token);
    const missing = await t.gql(ONE, { id: 999_999 }, token);
    expect(foreign.errors?.[0]?.message).toBe(
      missing.errors?.[0]?.message.replace('999999', String(foreignRepository)),
    );
  });

  it('updateCloudDevice saves the settings with their change history, and bumps the resync key', async () => {
    const row = await byName(bucket);
    if (!row) throw new Error('no repository');
    const res = await t.gql<{ updateCloudDevice: Record<string, unknown> }>(
      UPDATE,
      {
        request: {
          id: row.deviceId,
          alertRule: 'DAILY',
          readOnly: true,
          scannerDelayMinute: 1000,
          resyncKey: true,
          isEncryptionDisabled: true,
          cloudDeviceSettings: '{"threads":4,"exclude":["tmp"]}',
        },
      },
      token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateCloudDevice).toEqual({
      id: row.deviceId,
      alertRule: 'DAILY',
      readOnly: true,
      decrypt: false,
      scannerDelayMinute: 1000,
      resyncKey: 1,
      isEncryptionDisabled: true,
      cloudDeviceSettings: { threads: 4, exclude: ['tmp'] },
    });
    const audit = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, customer.id), eq(auditEntries.entityType, 'CloudDevice')))
      .orderBy(auditEntries.id);
    expect(
      audit.some((a) => (a.stateAfter as Record<string, unknown> | null)?.scannerDelayMinute === 1000),
    ).toBe(true);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const row = await byName(bucket);
    if (!row) throw new Error('no repository');
    const before = await t.db.select().from(cloudDevices).where(eq(cloudDevices.deviceId, row.deviceId));
    const beforeDevice = await t.db.select().from(devices).where(eq(devices.id, row.deviceId));
    const bad = async (request: Record<string, unknown>) =>
      (await t.gql(UPDATE, { request: { id: row.deviceId, ...request } }, token)).errors?.[0]?.message;
    expect(await bad({ scannerDelayMinute: 1001 })).toBe(CloudDeviceMessages.scannerDelayRange);
    expect(await bad({ scannerDelayMinute: -1 })).toBe(CloudDeviceMessages.scannerDelayRange);
    expect(await bad({ cloudDeviceSettings: 'not json' })).toBe(CloudDeviceMessages.settingsNotJson);
    expect(await bad({ cloudDeviceSettings: '[1,2]' })).toBe(CloudDeviceMessages.settingsNotJson);
    expect(
      await bad({ cloudDeviceSettings: `{"a":"${'x'.repeat(CloudDeviceLimits.settingsJsonMax)}"}` }),
    ).toBe(CloudDeviceMessages.settingsTooLarge);
    expect(
      await bad({ cloudDeviceSettings: '{"a":{"b":{"c":{"d":{"e":{"f":{"g":{"h":{"i":1}}}}}}}}}' }),
    ).toBe(CloudDeviceMessages.settingsTooDeep);
    expect(await bad({ settingsGroupId: 999_999 })).toBe(CloudDeviceMessages.settingsGroupNotFound(999_999));
    expect(await bad({ settingsGroupId: 0 })).toBeTruthy();
    expect(await bad({ id: foreignRepository, readOnly: false })).toMatch(/not found/);
    const scan = async (items: unknown) => (await t.gql(SCAN, { items }, token)).errors?.[0]?.message;
    expect(await scan([])).toBe(CloudDeviceMessages.noneSelected);
    expect(await scan([{ deviceIdentifier: row.deviceIdentifier, scan: false }])).toBe(
      CloudDeviceMessages.alreadyExcluded,
    );
    expect(
      await scan([
        { deviceIdentifier: row.deviceIdentifier, scan: true },
        { deviceIdentifier: 'other', scan: false },
      ]),
    ).toMatch(/either Scan or Do Not Scan/);
    expect(await scan([{ deviceIdentifier: 'nope\u0000', scan: true }])).toBeTruthy();
    expect(
      await scan(
        Array.from({ length: CloudDeviceLimits.bulkMax + 1 }, (_, i) => ({
          deviceIdentifier: `d${i}`,
          scan: true,
        })),
      ),
    ).toBeTruthy();
    const foreignIdentifier = (
      await t.db
        .select({ id: devices.deviceIdentifier })
        .from(devices)
        .where(eq(devices.id, foreignRepository))
    )[0]?.id;
    expect(await scan([{ deviceIdentifier: foreignIdentifier, scan: true }])).toBe('CloudDevice not found');
    expect(await t.db.select().from(cloudDevices).where(eq(cloudDevices.deviceId, row.deviceId))).toEqual(
      before,
    );
    expect(await t.db.select().from(devices).where(eq(devices.id, row.deviceId))).toEqual(beforeDevice);
  });

  it('clear cache and rescan: the next pass fetches and reads every object again, the one after only what changed', async () => {
    const row = await byName(bucket);
    if (!row) throw new Error('no repository');
    expect(
      (await t.gql(SCAN, { items: [{ deviceIdentifier: row.deviceIdentifier, scan: true }] }, token)).errors,
    ).toBeUndefined();
    const settled = await scanRepository({ server, agentKey: customer.agentKey, stateDir, target });
    // The earlier resyncKey raise (above) was while Scan was off: this pass is the rescan it asked for.
    expect(settled.rescanned).toBe(true);
    const quiet = await scanRepository({ server, agentKey: customer.agentKey, stateDir, target });
    expect(quiet).toMatchObject({ skipped: false, rescanned: false });
    expect(quiet.summary?.filesScanned).toBe(0);
    expect(quiet.summary?.filesUnchanged).toBe(quiet.summary?.filesSeen);

    const raised = await t.gql<{ updateCloudDevice: { resyncKey: number } }>(
      UPDATE,
      { request: { id: row.deviceId, resyncKey: true } },
      token,
    );
    expect(raised.errors).toBeUndefined();
    const rescan = await scanRepository({ server, agentKey: customer.agentKey, stateDir, target });
    expect(rescan.rescanned).toBe(true);
    expect(rescan.summary?.filesSeen).toBeGreaterThan(0);
    expect(rescan.summary?.filesUnchanged).toBe(0);
    expect((rescan.summary?.filesScanned ?? 0) + (rescan.summary?.filesSameContent ?? 0)).toBe(
      rescan.summary?.filesSeen,
    );
    const after = await scanRepository({ server, agentKey: customer.agentKey, stateDir, target });
    expect(after.rescanned).toBe(false);
    expect(after.summary?.filesScanned).toBe(0);
  }, 90_000);

  it('a log request for a repository: its scanner uploads its log with the next pass, once', async () => {
    const row = await byName(bucket);
    if (!row) throw new Error('no repository');
    const sysAdmin = await tokenFor(
      t.config,
      await createUser(t.db, t.rootTenantId, { roles: ['SysAdmin'] }),
    );
    const before = await scanRepository({ server, agentKey: customer.agentKey, stateDir, target });
    expect(before.logSent).toBe(false);
    const asked = await t.gql(REQUEST_LOG, { deviceId: row.deviceId }, sysAdmin);
    expect(asked.errors).toBeUndefined();
    const pass = await scanRepository({ server, agentKey: customer.agentKey, stateDir, target });
    expect(pass.logSent).toBe(true);
    const logs = await t.db
      .select({ content: deviceLogs.content })
      .from(deviceLogs)
      .where(and(eq(deviceLogs.tenantId, customer.id), eq(deviceLogs.deviceId, row.deviceId)));
    expect(logs).toHaveLength(1);
    expect(logs[0]?.content).toContain(`device ${row.deviceId}`);
    // The key never reaches the log.
    expect(logs[0]?.content).not.toContain(customer.agentKey);
    const [request] = await t.db
      .select({ collectLogs: deviceLogRequests.collectLogs })
      .from(deviceLogRequests)
      .where(and(eq(deviceLogRequests.tenantId, customer.id), eq(deviceLogRequests.deviceId, row.deviceId)));
    expect(request?.collectLogs).toBe(false);
    const again = await scanRepository({ server, agentKey: customer.agentKey, stateDir, target });
    expect(again.logSent).toBe(false);
  }, 90_000);

  it("a repository in a security group gets the group's settings in its policy; a foreign group is refused", async () => {
    const row = await byName(bucket);
    if (!row) throw new Error('no repository');
    const created = await t.gql<{ createDeviceSettingsGroup: { id: number } }>(
      CREATE_GROUP,
      { request: { name: 'Buckets off', discoveryEnabled: false, scannerDelayMinute: 7 } },
      token,
    );
    expect(created.errors).toBeUndefined();
    const groupId = created.data!.createDeviceSettingsGroup.id;
    const foreignGroup = await t.gql<{ createDeviceSettingsGroup: { id: number } }>(
      CREATE_GROUP,
      { request: { name: 'Elsewhere' } },
      foreignToken,
    );
    const foreignGroupId = foreignGroup.data!.createDeviceSettingsGroup.id;

    const set = async (settingsGroupId: number | null, as = token, id = row.deviceId) =>
      t.gql<{ updateCloudDevice: { settingsGroup: { id: number; name: string } | null } }>(
        SET_GROUP,
        { request: { id, settingsGroupId } },
        as,
      );
    // Another customer's group, a missing one and another customer's repository answer alike.
    const foreign = await set(foreignGroupId);
    const missing = await set(999_999);
    expect(foreign.errors?.[0]?.message).toBe(`DeviceSettingsGroup ${foreignGroupId} not found`);
    expect(missing.errors?.[0]?.message).toBe('DeviceSettingsGroup 999999 not found');
    expect((await set(groupId, foreignToken)).errors?.[0]?.message).toMatch(/not found/);
    expect((await set(foreignGroupId, foreignToken, foreignRepository)).errors).toBeUndefined();
    expect((await set(null, foreignToken, foreignRepository)).errors).toBeUndefined();
    expect((await t.gql(ONE, { id: row.deviceId }, token)).data).toMatchObject({
      cloudDevice: { settingsGroup: null },
    });

    const joined = await set(groupId);
    expect(joined.errors).toBeUndefined();
    expect(joined.data?.updateCloudDevice.settingsGroup).toEqual({ id: groupId, name: 'Buckets off' });
    const [stored] = await t.db
      .select({ settingsGroupId: devices.settingsGroupId })
      .from(devices)
      .where(eq(devices.id, row.deviceId));
    expect(stored?.settingsGroupId).toBe(groupId);
    const audit = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, customer.id), eq(auditEntries.entityType, 'CloudDevice')))
      .orderBy(auditEntries.id);
    expect(audit.some((a) => (a.stateAfter as Record<string, unknown>)?.settingsGroupId === groupId)).toBe(
      true,
    );
    // The group lists the repository among its devices.
    const group = await t.gql<{ deviceSettingsGroup: { devices: { id: number }[] } }>(
      `query ($id: Int!) { deviceSettingsGroup(request: { id: $id }) { devices { id } } }`,
      { id: groupId },
      token,
    );
    expect(group.data?.deviceSettingsGroup.devices.map((d) => d.id)).toContain(row.deviceId);

    // The group's Discovery off wins over the repository's Scan on: the next pass reads nothing.
    const grouped = await scanRepository({ server, agentKey: customer.agentKey, stateDir, target });
    expect(grouped.skipped).toBe(true);

    // null takes it back to its own settings; deleting a group also does.
    expect((await set(null)).data?.updateCloudDevice.settingsGroup).toBeNull();
    expect((await scanRepository({ server, agentKey: customer.agentKey, stateDir, target })).skipped).toBe(
      false,
    );
    await set(groupId);
    expect((await t.gql(DELETE_GROUP, { id: groupId }, token)).errors).toBeUndefined();
    expect((await t.gql(ONE, { id: row.deviceId }, token)).data).toMatchObject({
      cloudDevice: { settingsGroup: null },
    });
  }, 120_000);

  it('an endpoint identifier cannot register again as a repository', async () => {
    const endpoint = await registerAgent(t.app, customer.agentKey);
    const res = await t.app.inject({
      method: 'POST',
      url: '/agent/v1/register',
      headers: { authorization: `Device ${endpoint.credential}` },
      payload: {
        agentKey: customer.agentKey,
        deviceIdentifier: endpoint.deviceIdentifier,
        device: { name: 'x', os: 'Linux', userName: 'a', agentVersion: '1' },
        repository: { authService: 'LINUX', systemType: 'NAS', cloudDeviceId: '/mnt/x', location: '/mnt/x' },
      },
    });
    expect(res.statusCode).toBe(409);
  });
});
