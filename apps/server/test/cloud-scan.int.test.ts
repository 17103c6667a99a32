import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CloudAuthRoutes, CloudScanMessages, type CloudAuthService } from '@vigil/contracts';
import { connectionBox } from '../src/cloud-auth/cloud-auth.service.js';
import { cloudAuthConnections } from '../src/cloud-auth/cloud-auth.tables.js';
import { CLOUD_SCAN_JOB, scheduleCloudScans } from '../src/cloud-scan/cloud-scan.job.js';
import { devices } from '../src/devices/devices.tables.js';
import { files } from '../src/files/files.tables.js';
import { QUEUE_HANDLERS, SERVER_JOBS } from '../src/jobs/server-jobs.js';
import type { JobServices } from '../src/jobs/scheduler.js';
import { createMailer } from '../src/mail/mailer.js';
import { drainQueue, enqueueJob } from '../src/queue/queue.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { startTestCloudProvider, type TestCloudProvider } from '../../../e2e/support/test-cloud-provider.js';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';
import { createAgentCustomer, createClassifier } from './helpers/ingest-support.js';
import { cloudAuthFor, createTestApp, listenOnLoopback, type TestApp } from './helpers/test-app.js';

const URLS = `query ($redirectUrl: String!) {
  vigilScannerAuthUrls(request: { redirectUrl: $redirectUrl }) {
    googleDrive googleMail microsoftOneDrive microsoftOutlook } }`;
const UPLOAD = `mutation ($authService: CloudAuthService!, $file: String!) {
  uploadvigilScannerAuthFile(request: { authService: $authService, file: $file }) { isConnected } }`;
const LIST = `query { cloudDevices { items { deviceId name authService systemType cloudDeviceId scan existingFileCount lastFullScan } } }`;
const RISK = `query ($id: Int!) { device(request: { id: $id }) { sensitiveRiskInUSD } }`;

const SECRET = 'secret secret secret';
const FIELD: Record<CloudAuthService, string> = {
  MICROSOFT_ONEDRIVE: 'microsoftOneDrive',
  MICROSOFT_OUTLOOK: 'microsoftOutlook',
  GOOGLE_DRIVE: 'googleDrive',
  GOOGLE_MAIL: 'googleMail',
};
const T0 = new Date('2026-11-02T10:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

interface Item {
  deviceId: number;
  name: string;
  authService: string;
  systemType: string;
  cloudDeviceId: string | null;
  scan: boolean;
  existingFileCount: number;
  lastFullScan: string | null;
}

describe('the server scans stored cloud connections on its own (cloud-scan job)', () => {
  let t: TestApp;
  let provider: TestCloudProvider;
  let services: JobServices;
  let stateDir: string;
  const customers: { id: number; token: string }[] = [];

  const items = async (token: string): Promise<Item[]> => {
    const res = await t.gql<{ cloudDevices: { items: Item[] } }>(LIST, {}, token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.cloudDevices.items;
  };
  const risk = async (token: string, deviceId: number) =>
    (await t.gql<{ device: { sensitiveRiskInUSD: number } }>(RISK, { id: deviceId }, token)).data?.device
      .sensitiveRiskInUSD;
  const connection = async (tenantId: number, service: CloudAuthService) => {
    const [row] = await t.db
      .select()
      .from(cloudAuthConnections)
      .where(and(eq(cloudAuthConnections.tenantId, tenantId), eq(cloudAuthConnections.authService, service)));
    return row;
  };
  const storedToken = async (tenantId: number, service: CloudAuthService) => {
    const row = await connection(tenantId, service);
    const plain = connectionBox(t.config, service).open(row!.sealedData, tenantId);
    return (JSON.parse(plain ?? '{}') as { refreshToken?: string }).refreshToken;
  };
  /** The consent in the browser, back at the store callback: the refresh token kept sealed. */
  const connect = async (token: string, service: CloudAuthService) => {
    const res = await t.gql<{ vigilScannerAuthUrls: Record<string, string> }>(
      URLS,
      { redirectUrl: '/customer/deployment/cloud/cloud-installation' },
      token,
    );
    const consent = await fetch(res.data!.vigilScannerAuthUrls[FIELD[service]]!, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');
    expect(back.pathname).toBe(CloudAuthRoutes.store);
    const stored = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(stored.headers.location).toContain('cloudAuthConnected');
  };
  /** One turn of the scheduler and of the queue, at a controlled time. */
  const turn = async (now: Date) => {
    const queued = await scheduleCloudScans(t.db, now);
    await drainQueue(services, QUEUE_HANDLERS, now);
    return queued;
  };

  beforeAll(async () => {
    provider = await startTestCloudProvider({
      data: {
        oneDrive: [
          { id: 'od1', name: 'salaries.txt', folder: 'Finance', content: `${SECRET} salaries` },
          { id: 'od2', name: 'notes.txt', folder: '', content: 'nothing to see' },
          { id: 'od3', name: 'plan.txt', folder: '', content: 'the secret plan' },
        ],
        googleDrive: [{ id: 'g1', name: 'budget.csv', mimeType: 'text/csv', content: `a,b\n${SECRET},1\n` }],
      },
    });
    t = await createTestApp({ cloudAuth: cloudAuthFor(provider.env()) });
    const server = await listenOnLoopback(t);
    stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-cloud-scan-'));
    services = {
      db: t.db,
      mailer: createMailer({ smtpUrl: undefined, from: 'v@x.example', dataDir: stateDir }),
      cloudScan: { config: t.config, serverUrl: () => server, stateDir },
    };
    for (let i = 0; i < 2; i += 1) {
      const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
      const c = await createAgentCustomer(t.db, partner.id);
      await t.db
        .update(tenants)
        .set({ scanNewCloudDevices: true, scannerDelayMinute: 30 })
        .where(eq(tenants.id, c.id));
      await createClassifier(t.db, c.id, { valuePerRecord: 10 });
      customers.push({ id: c.id, token: await tokenFor(t.config, await createUser(t.db, c.id)) });
    }
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await provider?.close();
    if (stateDir) fs.rmSync(stateDir, { recursive: true, force: true });
  });

  it('a stored OneDrive connection is scanned by the job: a cloud device with its findings and risk', async () => {
    const [a] = customers;
    await connect(a!.token, 'MICROSOFT_ONEDRIVE');
    expect(await scheduleCloudScans(t.db, at(0))).toBe(1);
    // The pass has a queue lane of its own: the reports' lane leaves it alone.
    const lane = (name: string) => SERVER_JOBS.find((j) => j.name === name)!.run(services, at(0));
    expect(await lane('run-job-queue')).toBeUndefined();
    expect(await lane('run-cloud-scans')).toBe('1 cloud repository passes run');
    const [repo] = await items(a!.token);
    expect(repo).toMatchObject({
      authService: 'ONE_DRIVE',
      systemType: 'CLOUD',
      cloudDeviceId: 'onedrive://megan@contoso.test',
      name: 'OneDrive megan@contoso.test',
      scan: true,
      existingFileCount: 3,
    });
    expect(repo!.lastFullScan).not.toBeNull();
    expect(await risk(a!.token, repo!.deviceId)).toBe(20);
    // The files were analysed by the agent's bundled worker, in a thread off the event loop.
    expect(fs.existsSync(path.join(stateDir, 'analyze-worker-entry.mjs'))).toBe(true);
    expect(await connection(a!.id, 'MICROSOFT_ONEDRIVE')).toMatchObject({
      scanQueuedAt: at(0),
      scanFinishedAt: at(0),
      scanError: null,
    });
  }, 60_000);

  it('the scan interval (scannerDelayMinute, minutes from the last pass) is honoured', async () => {
    const [a] = customers;
    const tokens = () => provider.requests.filter((r) => r.startsWith('GET /graph/')).length;
    const before = tokens();
    // 10 and 29 minutes later: not due; nothing queued, the provider not asked.
    expect(await turn(at(10))).toBe(0);
    expect(await turn(at(29))).toBe(0);
    expect(tokens()).toBe(before);
    // A file added meanwhile is found at 30 minutes, and the same turn twice queues it once.
    provider.data.oneDrive.push({ id: 'od4', name: 'keys.txt', folder: '', content: `${SECRET} keys` });
    expect(await scheduleCloudScans(t.db, at(30))).toBe(1);
    expect(await scheduleCloudScans(t.db, at(30))).toBe(0);
    await drainQueue(services, QUEUE_HANDLERS, at(30));
    expect(tokens()).toBeGreaterThan(before);
    const [repo] = await items(a!.token);
    expect(repo!.existingFileCount).toBe(4);
    expect(await risk(a!.token, repo!.deviceId)).toBe(30);
    // Interval 0: due at the next turn.
    await t.db.update(tenants).set({ scannerDelayMinute: 0 }).where(eq(tenants.id, a!.id));
    expect(await turn(at(31))).toBe(1);
    await t.db.update(tenants).set({ scannerDelayMinute: 30 }).where(eq(tenants.id, a!.id));
  }, 60_000);

  it('a rotated refresh token is sealed back and works at the next pass; the repository stays the same', async () => {
    const [a] = customers;
    const deviceId = (await items(a!.token))[0]!.deviceId;
    const first = await storedToken(a!.id, 'MICROSOFT_ONEDRIVE');
    provider.rotateRefreshTokens = true;
    try {
      expect(await turn(at(61))).toBe(1);
      const second = await storedToken(a!.id, 'MICROSOFT_ONEDRIVE');
      expect(second).not.toBe(first);
      expect(provider.issuedRefreshTokens).toContain(second);
      expect((await connection(a!.id, 'MICROSOFT_ONEDRIVE'))?.scanError).toBeNull();
      // The retired token no longer works: only the resealed one can make the next pass.
      expect(await turn(at(91))).toBe(1);
      const third = await storedToken(a!.id, 'MICROSOFT_ONEDRIVE');
      expect(third).not.toBe(second);
      expect((await connection(a!.id, 'MICROSOFT_ONEDRIVE'))?.scanError).toBeNull();
    } finally {
      provider.rotateRefreshTokens = false;
    }
    const list = await items(a!.token);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ deviceId, cloudDeviceId: 'onedrive://megan@contoso.test' });
  }, 60_000);

  it('a tenant’s pass never touches another tenant’s connection', async () => {
    const [a, b] = customers;
    // B connects Google Drive with a service account key; A has no Google Drive connection.
    const key = provider.addServiceAccount();
    const uploaded = await t.gql(
      UPLOAD,
      { authService: 'GOOGLE_DRIVE', file: JSON.stringify(key) },
      b!.token,
    );
    expect(uploaded.errors).toBeUndefined();
    const sealedB = (await connection(b!.id, 'GOOGLE_DRIVE'))!.sealedData;

    // A job naming A and Google Drive finds nothing of A's to scan and leaves B's alone.
    await enqueueJob(t.db, {
      kind: CLOUD_SCAN_JOB,
      key: 'cloud-scan:forged',
      runAfter: at(100),
      payload: { tenantId: a!.id, authService: 'GOOGLE_DRIVE' },
    });
    await drainQueue(services, QUEUE_HANDLERS, at(100));
    expect((await items(a!.token)).map((i) => i.authService)).toEqual(['ONE_DRIVE']);
    expect(await connection(b!.id, 'GOOGLE_DRIVE')).toMatchObject({
      sealedData: sealedB,
      scanQueuedAt: null,
    });

    // B's sealed key copied into A's row does not open there: no repository, an error status.
    await t.db.insert(cloudAuthConnections).values({
      tenantId: a!.id,
      authService: 'GOOGLE_DRIVE',
      source: 'FILE',
      sealedData: sealedB,
      scanQueuedAt: at(0),
      scanFinishedAt: at(0),
    });
    await enqueueJob(t.db, {
      kind: CLOUD_SCAN_JOB,
      key: 'cloud-scan:copied',
      runAfter: at(100),
      payload: { tenantId: a!.id, authService: 'GOOGLE_DRIVE' },
    });
    const subjects = provider.serviceAccountSubjects.length;
    await drainQueue(services, QUEUE_HANDLERS, at(100));
    expect((await connection(a!.id, 'GOOGLE_DRIVE'))?.scanError).toBe(CloudScanMessages.unreadable);
    expect(provider.serviceAccountSubjects.length).toBe(subjects);
    expect((await items(a!.token)).map((i) => i.authService)).toEqual(['ONE_DRIVE']);
    await t.db
      .delete(cloudAuthConnections)
      .where(
        and(eq(cloudAuthConnections.tenantId, a!.id), eq(cloudAuthConnections.authService, 'GOOGLE_DRIVE')),
      );

    // B's own turn scans B's Google Drive with its service account, as B's repository.
    expect(await turn(at(101))).toBe(1);
    expect(provider.serviceAccountSubjects.length).toBe(subjects + 1);
    const repos = await items(b!.token);
    expect(repos).toMatchObject([
      { authService: 'GOOGLE_DRIVE', cloudDeviceId: 'gdrive://megan@contoso.test' },
    ]);
    expect(await risk(b!.token, repos[0]!.deviceId)).toBe(10);
    const aDevices = await t.db.select({ id: devices.id }).from(devices).where(eq(devices.tenantId, a!.id));
    const bFiles = await t.db
      .select({ deviceId: files.deviceId })
      .from(files)
      .where(eq(files.tenantId, b!.id));
    expect(bFiles.every((f) => f.deviceId === repos[0]!.deviceId)).toBe(true);
    expect(aDevices.map((d) => d.id)).not.toContain(repos[0]!.deviceId);
  }, 60_000);

  it('a customer with Scan New Repositories off is not scanned', async () => {
    const [, b] = customers;
    await t.db.update(tenants).set({ scanNewCloudDevices: false }).where(eq(tenants.id, b!.id));
    expect(await scheduleCloudScans(t.db, at(500))).toBe(1); // A's OneDrive only
    await drainQueue(services, QUEUE_HANDLERS, at(500));
    expect((await connection(b!.id, 'GOOGLE_DRIVE'))?.scanQueuedAt).toEqual(at(101));
    await t.db.update(tenants).set({ scanNewCloudDevices: true }).where(eq(tenants.id, b!.id));
  }, 60_000);

  it('a revoked token: the repository is marked suspected deleted and the connection says why', async () => {
    const [a] = customers;
    provider.revokeRefreshTokens();
    expect(await turn(at(600))).toBeGreaterThanOrEqual(1);
    const [repo] = await items(a!.token);
    expect(repo!.cloudDeviceId).toBeNull();
    expect((await connection(a!.id, 'MICROSOFT_ONEDRIVE'))?.scanError).toBe(CloudScanMessages.revoked);
  }, 60_000);
});
