import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudTargetFromFile, scanRepository } from '@vigil/agent';
import {
  CloudAuthRoutes,
  scannerConfFileSchema,
  type CloudAuthService,
  type ScannerConfFile,
} from '@vigil/contracts';
import { fileFindings, files } from '../src/files/files.tables.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { startTestCloudProvider, type TestCloudProvider } from '../../../e2e/support/test-cloud-provider.js';
import { createUser, createTenant, tokenFor } from './helpers/factories.js';
import { createAgentCustomer, createClassifier } from './helpers/ingest-support.js';
import { cloudAuthFor, createTestApp, listenOnLoopback, type TestApp } from './helpers/test-app.js';

const URLS = `query ($redirectUrl: String!) {
  vigilScannerAuthUrls(request: { redirectUrl: $redirectUrl, downloadConfFile: true }) {
    googleDrive googleMail microsoftOneDrive microsoftOutlook } }`;
const LIST = `query { cloudDevices { items { deviceId name authService systemType systemName cloudDeviceId scan existingFileCount } } }`;
const RISK = `query ($id: Int!) { device(request: { id: $id }) { sensitiveRiskInUSD } }`;

const SECRET = 'secret secret secret';

const rfc822 = (subject: string, body: string) =>
  `From: a@contoso.test\r\nTo: b@contoso.test\r\nSubject: ${subject}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body}\r\n`;

describe('cloud repositories: the agent lists and downloads OneDrive, Outlook, Google Drive and Gmail through a local server', () => {
  let t: TestApp;
  let provider: TestCloudProvider;
  let server: string;
  let customer: { id: number; agentKey: string };
  let token: string;
  let stateDir: string;
  const confs = new Map<CloudAuthService, ScannerConfFile>();

  const items = async () => {
    const res = await t.gql<{
      cloudDevices: {
        items: {
          deviceId: number;
          name: string;
          authService: string;
          systemType: string;
          systemName: string;
          cloudDeviceId: string | null;
          scan: boolean;
          existingFileCount: number;
        }[];
      };
    }>(LIST, {}, token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.cloudDevices.items;
  };
  const pathsOf = (deviceId: number) =>
    t.db
      .select({ path: files.path, entries: fileFindings.entriesCount })
      .from(files)
      .leftJoin(
        fileFindings,
        and(eq(fileFindings.tenantId, files.tenantId), eq(fileFindings.fileId, files.id)),
      )
      .where(and(eq(files.tenantId, customer.id), eq(files.deviceId, deviceId), eq(files.isDeleted, false)))
      .orderBy(files.path);
  const risk = async (deviceId: number) =>
    (await t.gql<{ device: { sensitiveRiskInUSD: number } }>(RISK, { id: deviceId }, token)).data?.device
      .sensitiveRiskInUSD;

  beforeAll(async () => {
    provider = await startTestCloudProvider({
      data: {
        oneDrive: [
          { id: 'od1', name: 'salaries.txt', folder: 'Finance/2026', content: `${SECRET} salaries` },
          { id: 'od2', name: 'notes.txt', folder: 'Finance', content: 'nothing to see' },
          { id: 'od3', name: 'plan.txt', folder: '', content: 'the secret plan' },
        ],
        outlook: [
          { id: 'm1', subject: 'Lunch', body: 'see you at noon' },
          {
            id: 'm2',
            subject: 'Contract',
            body: 'attached',
            attachments: [{ id: 'a1', name: 'contract.txt', content: `${SECRET} contract` }],
          },
          { id: 'm3', subject: 'Re: secret', body: 'the secret is out' },
        ],
        googleDrive: [
          { id: 'g1', name: 'budget.csv', mimeType: 'text/csv', content: `item,value\n${SECRET},1\n` },
          {
            id: 'g2',
            name: 'Roadmap',
            mimeType: 'application/vnd.google-apps.document',
            content: 'secret roadmap',
          },
          { id: 'g3', name: 'Photos', mimeType: 'application/vnd.google-apps.folder', content: '' },
        ],
        gmail: [
          { id: 'x1', raw: rfc822('Hello', 'plain hello') },
          { id: 'x2', raw: rfc822('Keys', `${SECRET} keys`) },
          { id: 'x3', raw: rfc822('More', 'a secret') },
        ],
      },
    });
    t = await createTestApp({ cloudAuth: cloudAuthFor(provider.env()) });
    server = await listenOnLoopback(t);
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    const c = await createAgentCustomer(t.db, partner.id);
    customer = { id: c.id, agentKey: c.agentKey };
    await t.db.update(tenants).set({ scanNewCloudDevices: true }).where(eq(tenants.id, c.id));
    await createClassifier(t.db, c.id, { valuePerRecord: 10 });
    token = await tokenFor(t.config, await createUser(t.db, c.id));
    stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-cloud-agent-'));

    // Each service connected through the console's download callback: the conf file a scanner reads.
    const urls = await t.gql<{ vigilScannerAuthUrls: Record<string, string> }>(
      URLS,
      { redirectUrl: '/customer/deployment/cloud/cloud-installation' },
      token,
    );
    const byService: Record<CloudAuthService, string> = {
      MICROSOFT_ONEDRIVE: 'microsoftOneDrive',
      MICROSOFT_OUTLOOK: 'microsoftOutlook',
      GOOGLE_DRIVE: 'googleDrive',
      GOOGLE_MAIL: 'googleMail',
    };
    for (const [service, field] of Object.entries(byService) as [CloudAuthService, string][]) {
      const consent = await fetch(urls.data?.vigilScannerAuthUrls[field] ?? '', { redirect: 'manual' });
      const back = new URL(consent.headers.get('location') ?? '');
      expect(back.pathname).toBe(CloudAuthRoutes.download);
      const res = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
      confs.set(service, scannerConfFileSchema.parse(res.json()));
    }
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await provider?.close();
    fs.rmSync(stateDir, { recursive: true, force: true });
  });

  const scan = (service: CloudAuthService) =>
    scanRepository({
      server,
      agentKey: customer.agentKey,
      stateDir,
      target: { kind: 'cloud', conf: confs.get(service)! },
    });

  it('OneDrive: pages through the drive delta, downloads each file and reports its findings as the repository’s risk', async () => {
    const result = await scan('MICROSOFT_ONEDRIVE');
    expect(result).toMatchObject({
      missing: false,
      skipped: false,
      upload: { remaining: 0, lastError: null },
    });
    // Two items a page: the delta was followed through @odata.nextLink.
    expect(provider.requests.filter((r) => r === 'GET /graph/v1.0/me/drive/root/delta').length).toBe(2);
    expect(await pathsOf(result.deviceId)).toEqual([
      { path: 'onedrive://megan@contoso.test/Finance/2026/salaries.txt', entries: 1 },
      { path: 'onedrive://megan@contoso.test/Finance/notes.txt', entries: null },
      { path: 'onedrive://megan@contoso.test/plan.txt', entries: 1 },
    ]);
    const row = (await items()).find((i) => i.deviceId === result.deviceId);
    expect(row).toMatchObject({
      authService: 'ONE_DRIVE',
      systemType: 'CLOUD',
      cloudDeviceId: 'onedrive://megan@contoso.test',
      name: 'OneDrive megan@contoso.test',
      scan: true,
      existingFileCount: 3,
    });
    expect(await risk(result.deviceId)).toBe(20);
  }, 60_000);

  it('Outlook: messages and their file attachments', async () => {
    const result = await scan('MICROSOFT_OUTLOOK');
    expect(await pathsOf(result.deviceId)).toEqual([
      { path: 'outlook://megan@contoso.test/messages/m1/message.txt', entries: null },
      { path: 'outlook://megan@contoso.test/messages/m2/contract.txt', entries: 1 },
      { path: 'outlook://megan@contoso.test/messages/m2/message.txt', entries: null },
      { path: 'outlook://megan@contoso.test/messages/m3/message.txt', entries: 1 },
    ]);
    expect(await risk(result.deviceId)).toBe(20);
  }, 60_000);

  it('Google Drive: files.list pages, alt=media downloads, Google Docs exported, folders left out', async () => {
    const result = await scan('GOOGLE_DRIVE');
    expect(await pathsOf(result.deviceId)).toEqual([
      { path: 'gdrive://megan@contoso.test/Roadmap.txt', entries: 1 },
      { path: 'gdrive://megan@contoso.test/budget.csv', entries: 1 },
    ]);
    expect(provider.requests).toContain('GET /googleapis/drive/v3/files/g2/export');
    expect((await items()).find((i) => i.deviceId === result.deviceId)?.authService).toBe('GOOGLE_DRIVE');
  }, 60_000);

  it('Gmail: users.messages.list pages, each message fetched raw once', async () => {
    const result = await scan('GOOGLE_MAIL');
    expect(await pathsOf(result.deviceId)).toEqual([
      { path: 'gmail://megan@contoso.test/messages/x1.eml', entries: null },
      { path: 'gmail://megan@contoso.test/messages/x2.eml', entries: 1 },
      { path: 'gmail://megan@contoso.test/messages/x3.eml', entries: 1 },
    ]);
    expect(await risk(result.deviceId)).toBe(20);
    const fetched = provider.requests.filter((r) =>
      r.startsWith('GET /googleapis/gmail/v1/users/me/messages/'),
    ).length;
    await scan('GOOGLE_MAIL');
    // A message already in the mirror is not fetched again.
    expect(
      provider.requests.filter((r) => r.startsWith('GET /googleapis/gmail/v1/users/me/messages/')).length,
    ).toBe(fetched);
  }, 60_000);

  it('a file removed from the drive is reported deleted at the next pass', async () => {
    provider.data.oneDrive = provider.data.oneDrive.filter((i) => i.id !== 'od3');
    const result = await scan('MICROSOFT_ONEDRIVE');
    expect((await pathsOf(result.deviceId)).map((p) => p.path)).toEqual([
      'onedrive://megan@contoso.test/Finance/2026/salaries.txt',
      'onedrive://megan@contoso.test/Finance/notes.txt',
    ]);
    expect(await risk(result.deviceId)).toBe(10);
  }, 60_000);

  it('a provider that rotates refresh tokens: the conf file keeps each new one, the repository stays the same', async () => {
    const original = confs.get('MICROSOFT_ONEDRIVE')!;
    const deviceId = (await items()).find((i) => i.authService === 'ONE_DRIVE')?.deviceId;
    const paths = await pathsOf(deviceId!);
    const file = path.join(stateDir, 'vigil-scanner-onedrive.json');
    fs.writeFileSync(file, JSON.stringify(original), { mode: 0o600 });
    const saved = () => scannerConfFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    const refresh = (refreshToken: string) =>
      fetch(original.tokenUrl, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: provider.clientId,
          client_secret: provider.clientSecret,
        }),
      });
    provider.rotateRefreshTokens = true;
    try {
      const seen: string[] = ['refreshToken' in original ? original.refreshToken : ''];
      for (let pass = 0; pass < 2; pass += 1) {
        const result = await scanRepository({
          server,
          agentKey: customer.agentKey,
          stateDir,
          target: await cloudTargetFromFile(file),
        });
        expect(result).toMatchObject({ deviceId, missing: false, upload: { lastError: null } });
        const now = saved();
        const token = 'refreshToken' in now ? now.refreshToken : '';
        expect(seen).not.toContain(token);
        expect(provider.issuedRefreshTokens).toContain(token);
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);
        // The retired token no longer works: had the file kept it, the next pass would fail.
        expect((await refresh(seen.at(-1)!)).status).toBe(400);
        seen.push(token);
      }
      expect(await pathsOf(deviceId!)).toEqual(paths);
    } finally {
      provider.rotateRefreshTokens = false;
    }
  }, 60_000);

  it('Google Drive through a service account: a signed assertion for the user it acts for, no refresh token', async () => {
    const key = provider.addServiceAccount();
    const conf: ScannerConfFile = {
      vigilScannerAuth: 1,
      authService: 'GOOGLE_DRIVE',
      tokenUrl: `${provider.url}/google/token`,
      apiUrl: `${provider.url}/googleapis`,
      serviceAccount: key,
      subject: provider.account,
    };
    const scanWith = (c: ScannerConfFile) =>
      scanRepository({ server, agentKey: customer.agentKey, stateDir, target: { kind: 'cloud', conf: c } });
    const result = await scanWith(conf);
    expect(result).toMatchObject({ missing: false, skipped: false, upload: { remaining: 0 } });
    expect(await pathsOf(result.deviceId)).toEqual([
      { path: 'gdrive://megan@contoso.test/Roadmap.txt', entries: 1 },
      { path: 'gdrive://megan@contoso.test/budget.csv', entries: 1 },
    ]);
    expect(provider.serviceAccountSubjects.at(-1)).toBe(provider.account);

    // A key the provider does not know signs assertions it refuses: the account is not reachable.
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const refused = await scanWith({ ...conf, serviceAccount: { ...key, private_key: stranger } });
    expect(refused).toMatchObject({ deviceId: result.deviceId, missing: true });
  }, 60_000);

  it('a revoked connection is reported as a suspected deleted repository', async () => {
    const revoked = { ...confs.get('GOOGLE_DRIVE')!, refreshToken: 'rt-revoked' };
    const result = await scanRepository({
      server,
      agentKey: customer.agentKey,
      stateDir,
      target: { kind: 'cloud', conf: revoked },
    });
    expect(result.missing).toBe(true);
    expect((await items()).find((i) => i.deviceId === result.deviceId)?.cloudDeviceId).toBeNull();
  }, 60_000);
});
