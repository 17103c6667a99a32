import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AgentLimits,
  AgentRoutes,
  agentPolicySchema,
  type AgentPolicy,
  type BatchResponse,
} from '@vigil/contracts';
import { rowsOf } from '../src/db/rows.js';
import { deviceCredentials, devices } from '../src/devices/devices.tables.js';
import { randomToken, sha256 } from '../src/auth/opaque-tokens.js';
import { AgentMessages } from '../src/agent-ingest/agent-errors.js';
import { insertDeviceGroup } from '../src/devices/devices.repo.js';
import { processes } from '../src/processes/process-rules.tables.js';
import { classifiers } from '../src/classifiers/classifiers.tables.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { auditEntries } from '../src/audit/audit.tables.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';
import {
  batch,
  createAgentCustomer,
  createClassifier,
  createRule,
  deviceFacts,
  file,
  fileEvent,
  getPolicy,
  registerAgent,
  rollupSnapshot,
  sendBatch,
  type Agent,
} from './helpers/ingest-support.js';
import { resolveSystemScope } from '../src/tenants/tenant-scope.js';

describe('agent API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: unknown, credential?: string) =>
    t.app.inject({
      method: 'POST',
      url: AgentRoutes.register,
      headers: credential ? { authorization: `Device ${credential}` } : {},
      payload: payload as object,
    });

  describe('POST /agent/v1/register', () => {
    it('registers a device of the customer the agent key names, with an ACTIVE license', async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      const res = await register({
        agentKey: customer.agentKey,
        deviceIdentifier: 'device-0001',
        device: deviceFacts('ann-laptop'),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body).toEqual({
        deviceId: expect.any(Number),
        deviceCredential: expect.stringMatching(new RegExp(`^${customer.id}\\.[\\w-]{43}$`)),
        tenantId: customer.id,
        licenseStatus: 'ACTIVE',
      });
      const [device] = await t.db
        .select()
        .from(devices)
        .where(and(eq(devices.tenantId, customer.id), eq(devices.id, body.deviceId)));
      expect(device).toMatchObject({
        name: 'ann-laptop',
        os: 'Windows 11',
        userName: 'ann',
        deviceIdentifier: 'device-0001',
        isDeleted: false,
      });
      const [rollup] = await rowsOf<{ n: number }>(
        t.db,
        sql`select devices_count as n from tenant_risk_rollups where tenant_id = ${customer.id}`,
      );
      expect(rollup?.n).toBe(1);
      const audit = await t.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.tenantId, customer.id), eq(auditEntries.entityType, 'Device')))
        .orderBy(auditEntries.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ operation: 'CREATE', entityId: body.deviceId, userId: null });
    });

    it('refuses an unknown key, a partner key and a deleted customer with 401', async () => {
      const deleted = await createAgentCustomer(t.db, t.rootTenantId);
      await t.db.update(tenants).set({ isDeleted: true }).where(eq(tenants.id, deleted.id));
      const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
      const partnerKey = `key-${randomUUID()}`;
      await t.db.update(tenants).set({ agentKey: partnerKey }).where(eq(tenants.id, partner.id));
      for (const agentKey of ['no-such-key', deleted.agentKey, partnerKey]) {
        const res = await register({ agentKey, deviceIdentifier: 'device-0002', device: deviceFacts() });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'The agent key is not valid.' });
      }
    });

    it('answers 400 with the issues of a malformed request', async () => {
      const res = await register({ agentKey: 'k', deviceIdentifier: 'short', device: { name: '' } });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toMatch(/^Invalid request: /);
      expect(body.issues.map((i: { path: string }) => i.path)).toEqual(
        expect.arrayContaining([
          'deviceIdentifier',
          'device.name',
          'device.os',
          'device.userName',
          'device.agentVersion',
        ]),
      );
    });

    it('registers a device again with its own credential: the same device, the credential rotated', async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      const first = await registerAgent(t.app, customer.agentKey, 'device-reuse-1');
      const second = await registerAgent(t.app, customer.agentKey, 'device-reuse-1', first.credential);
      expect(second.deviceId).toBe(first.deviceId);
      expect(second.credential).not.toBe(first.credential);
      expect((await getPolicy(t.app, second.credential)).statusCode).toBe(200);
      const old = await getPolicy(t.app, first.credential);
      expect(old.statusCode).toBe(401);
      expect(old.json()).toEqual({ message: 'The device credential was revoked. Register the agent again.' });
      const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from devices where tenant_id = ${customer.id}`,
      );
      expect(n).toBe(1);
      // the revoked credential proves nothing any more
      const again = await register(
        { agentKey: customer.agentKey, deviceIdentifier: 'device-reuse-1', device: deviceFacts() },
        first.credential,
      );
      expect(again.statusCode).toBe(409);
    });

    it("issues a credential that names its tenant; another tenant's prefix names nothing; an older credential still works", async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      const other = await createAgentCustomer(t.db, t.rootTenantId);
      const agent = await registerAgent(t.app, customer.agentKey);
      const [prefix, secret] = agent.credential.split('.');
      expect(prefix).toBe(String(customer.id));
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await getPolicy(t.app, agent.credential)).statusCode).toBe(200);
      // The hash covers the prefix: pointed at another tenant (or none, or past int4) it is unknown.
      for (const forged of [
        `${other.id}.${secret}`,
        secret!,
        `99999999999.${secret}`,
        `0${agent.credential}`,
      ]) {
        const res = await getPolicy(t.app, forged);
        expect(res.statusCode, forged).toBe(401);
        expect(res.json()).toEqual({ message: AgentMessages.credentialUnknown });
      }
      // A credential issued before credentials named their tenant: found by its hash alone.
      const older = randomToken(32);
      await t.db
        .insert(deviceCredentials)
        .values({ tenantId: customer.id, deviceId: agent.deviceId, tokenHash: sha256(older) });
      expect((await getPolicy(t.app, older)).statusCode).toBe(200);
    });

    it('refuses to hand a registered device to the agent key alone (409); its credential keeps working', async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      const victim = await registerAgent(t.app, customer.agentKey, 'device-victim-1');
      const other = await registerAgent(t.app, customer.agentKey);
      const elsewhere = await registerAgent(
        t.app,
        (await createAgentCustomer(t.db, t.rootTenantId)).agentKey,
      );
      const credentialsBefore = await rowsOf<{ token_hash: string; revoked: boolean }>(
        t.db,
        sql`select token_hash, revoked_at is not null as revoked from device_credentials
          where tenant_id = ${customer.id} order by id`,
      );
      const takeover = {
        agentKey: customer.agentKey,
        deviceIdentifier: 'device-victim-1',
        device: deviceFacts('evil'),
      };
      // no credential, another device's, another customer's, a malformed header
      for (const credential of [undefined, other.credential, elsewhere.credential, 'x'.repeat(300)]) {
        const res = await register(takeover, credential);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          message:
            'This device is already registered. Re-register it from the device itself, or ask an administrator to release it.',
        });
      }
      expect((await getPolicy(t.app, victim.credential)).statusCode).toBe(200);
      expect(
        await rowsOf(
          t.db,
          sql`select token_hash, revoked_at is not null as revoked from device_credentials
            where tenant_id = ${customer.id} order by id`,
        ),
      ).toEqual(credentialsBefore);
      const [device] = await t.db
        .select()
        .from(devices)
        .where(and(eq(devices.tenantId, customer.id), eq(devices.id, victim.deviceId)));
      expect(device?.name).not.toBe('evil');
    });

    it('registers a device the console released (UNINSTALLING, UNINSTALLED) with the agent key alone', async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      for (const licenseStatus of ['UNINSTALLING', 'UNINSTALLED'] as const) {
        const before = await registerAgent(t.app, customer.agentKey);
        await t.db
          .update(devices)
          .set({ licenseStatus })
          .where(and(eq(devices.tenantId, customer.id), eq(devices.id, before.deviceId)));
        const after = await registerAgent(t.app, customer.agentKey, before.deviceIdentifier);
        expect(after.deviceId).toBe(before.deviceId);
        expect(after.licenseStatus).toBe('ACTIVE');
        expect((await getPolicy(t.app, after.credential)).statusCode).toBe(200);
        expect((await getPolicy(t.app, before.credential)).statusCode).toBe(401);
      }
    });

    it('gives UNLICENSED beyond the license count, and a seat when one frees up', async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId, { licenseCount: 2 });
      const a = await registerAgent(t.app, customer.agentKey);
      const b = await registerAgent(t.app, customer.agentKey);
      const c = await registerAgent(t.app, customer.agentKey);
      expect([a.licenseStatus, b.licenseStatus, c.licenseStatus]).toEqual(['ACTIVE', 'ACTIVE', 'UNLICENSED']);
      // the unlicensed device stays registered, but its agent does not scan
      const policy = (await getPolicy(t.app, c.credential)).json<AgentPolicy>();
      expect(policy.settings).toMatchObject({ isDiscoveryEnabled: false, isStatisticEnabled: false });
      // an active device re-registering keeps its seat
      expect(
        (await registerAgent(t.app, customer.agentKey, a.deviceIdentifier, a.credential)).licenseStatus,
      ).toBe('ACTIVE');
      await t.db
        .update(devices)
        .set({ licenseStatus: 'UNINSTALLED' })
        .where(and(eq(devices.tenantId, customer.id), eq(devices.id, b.deviceId)));
      expect(
        (await registerAgent(t.app, customer.agentKey, c.deviceIdentifier, c.credential)).licenseStatus,
      ).toBe('ACTIVE');
      expect((await registerAgent(t.app, customer.agentKey, b.deviceIdentifier)).licenseStatus).toBe(
        'UNLICENSED',
      );
    });

    it('refuses to re-register a device archived or deleted in the console (403)', async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      const a = await registerAgent(t.app, customer.agentKey);
      await t.db
        .update(devices)
        .set({ isArchived: true })
        .where(and(eq(devices.tenantId, customer.id), eq(devices.id, a.deviceId)));
      const res = await register({
        agentKey: customer.agentKey,
        deviceIdentifier: a.deviceIdentifier,
        device: deviceFacts(),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'This device was archived in the console.' });
    });
  });

  describe('device credentials', () => {
    it('every agent route without a valid credential answers 401', async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      const agent = await registerAgent(t.app, customer.agentKey);
      const headers: (Record<string, string> | undefined)[] = [
        undefined,
        { authorization: 'Device' },
        { authorization: `Bearer ${agent.credential}` },
        { authorization: 'Device not-a-credential' },
        { authorization: `Device ${agent.credential} extra` },
      ];
      for (const h of headers) {
        const policy = await t.app.inject({ method: 'GET', url: AgentRoutes.policy, headers: h ?? {} });
        const batches = await t.app.inject({
          method: 'POST',
          url: AgentRoutes.batches,
          headers: h ?? {},
          payload: batch(),
        });
        for (const res of [policy, batches]) {
          expect(res.statusCode).toBe(401);
          expect(res.json().message).toMatch(/credential/);
        }
      }
    });

    it('a device archived, deleted or uninstalled in the console gets 403', async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      const cases = [
        [{ isArchived: true }, 'This device was archived in the console.'],
        [{ isDeleted: true }, 'This device was deleted in the console.'],
        [{ licenseStatus: 'UNINSTALLED' as const }, 'This device was uninstalled in the console.'],
      ] as const;
      for (const [change, message] of cases) {
        const agent = await registerAgent(t.app, customer.agentKey);
        await t.db
          .update(devices)
          .set(change)
          .where(and(eq(devices.tenantId, customer.id), eq(devices.id, agent.deviceId)));
        for (const res of [
          await getPolicy(t.app, agent.credential),
          await sendBatch(t.app, agent.credential, batch()),
        ]) {
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual({ message });
        }
      }
    });
  });

  describe('GET /agent/v1/policy', () => {
    it("holds the tenant's active classifiers, this device's rules, settings and upload permissions", async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      const other = await createAgentCustomer(t.db, t.rootTenantId);
      const agent = await registerAgent(t.app, customer.agentKey);
      const peer = await registerAgent(t.app, customer.agentKey);
      const card = await createClassifier(t.db, customer.id, {
        name: 'Card',
        caption: 'PAN',
        valuePerRecord: 20,
        rulesMatch: 'ALL_RULES',
        rules: [{ ruleType: 'REGEX', text: '\\d{16}', checkMethod: 'LUHN' }],
      });
      const ssn = await createClassifier(t.db, customer.id, { name: 'SSN' });
      const inactive = await createClassifier(t.db, customer.id, { isActive: false });
      await createClassifier(t.db, customer.id, { isDeleted: true });
      await createClassifier(t.db, other.id, { name: 'Not mine' });
      const [chrome, slack] = await t.db
        .insert(processes)
        .values([
          {
            tenantId: customer.id,
            processName: 'chrome.exe',
            humanName: 'Chrome',
            dataUploadPermission: 'CUSTOM',
          },
          {
            tenantId: customer.id,
            processName: 'slack.exe',
            humanName: 'Slack',
            dataUploadPermission: 'BLOCKED',
          },
          { tenantId: customer.id, processName: 'excel.exe', humanName: 'Excel' },
        ])
        .returning();
      const group = await insertDeviceGroup(t.db, await resolveSystemScope(t.db, customer.id), 'Finance', [
        agent.deviceId,
      ]);
      await createRule(t.db, customer.id, card, {
        encryption: { isEnabled: true, delayDays: 7, decryptProcesses: [slack!.id] },
        triggers: [
          {
            trigger: 'UPLOAD_FILE',
            actions: ['PREVENT'],
            uploadFileProcessesSelection: 'SELECTED',
            uploadFileProcesses: [chrome!.id],
          },
          {
            trigger: 'DELETE_FILE',
            actions: ['CREATE_CASE'],
            devicesSelection: 'SELECTED',
            deviceGroups: [group],
          },
          {
            trigger: 'COPY_OR_MOVE_TO_REMOVABLE_DEVICE',
            actions: ['CREATE_CASE'],
            devicesSelection: 'EXCEPTED',
            devices: [agent.deviceId],
          },
          {
            trigger: 'UPLOAD_FILE',
            actions: ['CREATE_CASE'],
            uploadFileProcessesSelection: 'EXCEPTED',
            uploadFileProcesses: [slack!.id],
          },
        ],
      });
      // applies to the peer device only, no encryption: absent from this device's policy
      await createRule(t.db, customer.id, ssn, {
        triggers: [
          {
            trigger: 'DELETE_FILE',
            actions: ['PREVENT'],
            devicesSelection: 'SELECTED',
            devices: [peer.deviceId],
          },
        ],
      });
      // rule of an inactive classifier: absent
      await createRule(t.db, customer.id, inactive, { encryption: { isEnabled: true } });

      const res = await getPolicy(t.app, agent.credential);
      expect(res.statusCode).toBe(200);
      const policy = agentPolicySchema.parse(res.json());
      expect(policy.deviceId).toBe(agent.deviceId);
      expect(policy.settings).toEqual({
        isDiscoveryEnabled: true,
        isStatisticEnabled: true,
        isEncryptionDisabled: false,
        scannerDelayMinute: 0,
        settingsGroupId: null,
        encryptionDelayDaysMin: 0,
        encryptionDelayDaysMax: 0,
        agentIconOn: true,
        iconShellExtensionEnabled: true,
        menuShellExtensionEnabled: true,
        browserExtensionEnabled: true,
      });
      expect(policy.classifiers.map((c) => c.id)).toEqual([card, ssn]);
      expect(policy.classifiers[0]).toMatchObject({
        id: card,
        name: 'Card',
        caption: 'PAN',
        type: 'BY_CONTENT',
        valuePerRecord: 20,
        rulesMatch: 'ALL_RULES',
        rules: [
          expect.objectContaining({ ruleType: 'REGEX', text: '\\d{16}', checkMethod: 'LUHN', minRepeat: 1 }),
        ],
      });
      expect(policy.rules).toEqual([
        {
          id: expect.any(Number),
          classifierId: card,
          encryption: { isEnabled: true, delayDays: 7, decryptProcessNames: ['slack.exe'] },
          triggers: [
            {
              trigger: 'UPLOAD_FILE',
              actions: ['PREVENT'],
              uploadProcessNames: ['chrome.exe'],
              exceptUploadProcessNames: [],
            },
            {
              trigger: 'DELETE_FILE',
              actions: ['CREATE_CASE'],
              uploadProcessNames: [],
              exceptUploadProcessNames: [],
            },
            {
              trigger: 'UPLOAD_FILE',
              actions: ['CREATE_CASE'],
              uploadProcessNames: [],
              exceptUploadProcessNames: ['slack.exe'],
            },
          ],
        },
      ]);
      expect(policy.uploadPermissions).toEqual([
        { processName: 'chrome.exe', permission: 'CUSTOM' },
        { processName: 'slack.exe', permission: 'BLOCKED' },
      ]);
      expect(policy.excludedExtensions).toEqual([]);
      expect(policy.parseAsTextExtensions).toEqual([]);

      const peerPolicy = agentPolicySchema.parse((await getPolicy(t.app, peer.credential)).json());
      expect(peerPolicy.rules.map((r) => [r.classifierId, r.triggers.map((x) => x.trigger)])).toEqual([
        [card, ['UPLOAD_FILE', 'COPY_OR_MOVE_TO_REMOVABLE_DEVICE', 'UPLOAD_FILE']],
        [ssn, ['DELETE_FILE']],
      ]);
    });

    it('gets a new policyVersion when anything in it changes, and keeps it otherwise', async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      const agent = await registerAgent(t.app, customer.agentKey);
      const version = async () =>
        (await getPolicy(t.app, agent.credential)).json<AgentPolicy>().policyVersion;
      const seen = new Set<string>();
      const v0 = await version();
      expect(await version()).toBe(v0);
      seen.add(v0);
      const id = await createClassifier(t.db, customer.id);
      seen.add(await version());
      await t.db
        .update(classifiers)
        .set({ valuePerRecord: 42 })
        .where(and(eq(classifiers.tenantId, customer.id), eq(classifiers.id, id)));
      seen.add(await version());
      await createRule(t.db, customer.id, id, { encryption: { isEnabled: true } });
      seen.add(await version());
      await t.db
        .update(devices)
        .set({ isEncryptionDisabled: true })
        .where(and(eq(devices.tenantId, customer.id), eq(devices.id, agent.deviceId)));
      seen.add(await version());
      await t.db.insert(processes).values({
        tenantId: customer.id,
        processName: 'x.exe',
        humanName: 'X',
        dataUploadPermission: 'BLOCKED',
      });
      seen.add(await version());
      // another tenant's changes are not this device's policy
      const other = await createAgentCustomer(t.db, t.rootTenantId);
      await createClassifier(t.db, other.id);
      expect(seen.size).toBe(6);
      expect(await version()).toBe([...seen].at(-1));
    });
  });

  describe('POST /agent/v1/batches', () => {
    let agent: Agent;
    let classifierId: number;
    beforeAll(async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      agent = await registerAgent(t.app, customer.agentKey);
      classifierId = await createClassifier(t.db, customer.id, { valuePerRecord: 10 });
    });

    it('answers 400 with every issue, path by path, and changes nothing', async () => {
      const before = await rollupSnapshot(t.db, agent.tenantId);
      const res = await sendBatch(t.app, agent.credential, {
        batchId: 'not-a-uuid',
        sentAt: 'yesterday',
        files: [file('/ok.txt', [{ classifierId, count: 1 }]), { ...file('', []), size: -1 }],
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toBe('Invalid request: batchId: Invalid UUID (and 3 more)');
      expect(body.issues).toEqual([
        { path: 'batchId', message: 'Invalid UUID' },
        { path: 'sentAt', message: 'Invalid ISO datetime' },
        { path: 'files.1.path', message: expect.stringMatching(/>=1 characters/) },
        { path: 'files.1.size', message: expect.stringMatching(/>=0/) },
      ]);
      for (const issue of body.issues) expect(issue.message).toEqual(expect.any(String));
      expect(await rollupSnapshot(t.db, agent.tenantId)).toEqual(before);
    });

    it('answers 400, not a server error, for values the database cannot hold', async () => {
      const nul = await sendBatch(t.app, agent.credential, batch({ files: [file('/a\u0000b.txt')] }));
      expect(nul.statusCode).toBe(400);
      expect(nul.json()).toEqual({
        message: 'Invalid request: files.0.path: Text must not contain NUL characters',
        issues: [{ path: 'files.0.path', message: 'Text must not contain NUL characters' }],
      });
      const yearZero = await sendBatch(
        t.app,
        agent.credential,
        batch({ files: [file('/a.txt', [], { modifiedAt: '0000-01-01T00:00:00Z' })] }),
      );
      expect(yearZero.statusCode).toBe(400);
      expect(yearZero.json().issues).toEqual([
        { path: 'files.0.modifiedAt', message: 'Must not be before 1970-01-01' },
      ]);
      // an id no row can have is refused; an unknown one that could exist is ignored
      const hugeId = await sendBatch(
        t.app,
        agent.credential,
        batch({ files: [file('/huge.txt', [{ classifierId: 2 ** 40, count: 1 }])] }),
      );
      expect(hugeId.statusCode).toBe(400);
      expect(hugeId.json().issues[0].path).toBe('files.0.entries.0.classifierId');
      const unknownId = await sendBatch(
        t.app,
        agent.credential,
        batch({ files: [file('/unknown.txt', [{ classifierId: AgentLimits.idMax, count: 1 }])] }),
      );
      expect(unknownId.statusCode).toBe(200);
      const nulName = await register({
        agentKey: 'whatever',
        deviceIdentifier: 'device-nul-1',
        device: deviceFacts('a\u0000b'),
      });
      expect(nulName.statusCode).toBe(400);
    });

    it('refuses any value beyond the bounds with a 400 naming the field, and applies nothing of the batch', async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      const agent = await registerAgent(t.app, customer.agentKey);
      const classifierId = await createClassifier(t.db, customer.id, { valuePerRecord: 10 });
      const DAY = 24 * 60 * 60 * 1000;
      const ok = file('/bounds/ok.txt', [{ classifierId, count: 7 }]);
      const okEvent = fileEvent('/bounds/ok.txt', 'UPLOAD', [{ classifierId, count: 7 }]);
      const bad = (extra: object) => ({ ...file('/bounds/bad.txt', [{ classifierId, count: 1 }]), ...extra });
      const badEntry = (extra: object) =>
        bad({ entries: [{ classifierId, count: 1, samples: [], ...extra }] });
      const badEvent = (extra: object) => ({ ...fileEvent('/bounds/bad.txt', 'UPLOAD'), ...extra });
      const future = new Date(Date.now() + 2 * DAY).toISOString();
      const cases: [string, object, string][] = [
        [
          'the attack: 2^53 − 1 entries',
          { files: [ok, badEntry({ count: 2 ** 53 - 1 })] },
          'files.1.entries.0.count',
        ],
        [
          'entries past the bound',
          { files: [ok, badEntry({ count: AgentLimits.entriesPerFinding + 1 })] },
          'files.1.entries.0.count',
        ],
        [
          'an event with 2^53 − 1 entries',
          { fileEvents: [okEvent, badEvent({ entries: [{ classifierId, count: 2 ** 53 - 1 }] })] },
          'fileEvents.1.entries.0.count',
        ],
        ['negative entries', { files: [ok, badEntry({ count: -1 })] }, 'files.1.entries.0.count'],
        ['fractional entries', { files: [ok, badEntry({ count: 1.5 })] }, 'files.1.entries.0.count'],
        ['entries as text', { files: [ok, badEntry({ count: '5' })] }, 'files.1.entries.0.count'],
        ['classifier id 0', { files: [ok, badEntry({ classifierId: 0 })] }, 'files.1.entries.0.classifierId'],
        [
          'classifier id past int4',
          { files: [ok, badEntry({ classifierId: 2 ** 31 })] },
          'files.1.entries.0.classifierId',
        ],
        [
          '201 findings in a file',
          {
            files: [
              ok,
              bad({ entries: Array.from({ length: 201 }, (_, i) => ({ classifierId: i + 1, count: 1 })) }),
            ],
          },
          'files.1.entries',
        ],
        [
          '6 samples',
          { files: [ok, badEntry({ samples: ['a', 'b', 'c', 'd', 'e', 'f'] })] },
          'files.1.entries.0.samples',
        ],
        [
          'a long sample',
          { files: [ok, badEntry({ samples: ['x'.repeat(65)] })] },
          'files.1.entries.0.samples.0',
        ],
        ['a file past 1 PiB', { files: [ok, bad({ size: AgentLimits.fileSizeMax + 1 })] }, 'files.1.size'],
        ['a size as text', { files: [ok, bad({ size: '1' })] }, 'files.1.size'],
        [
          'a date before 1970',
          { files: [ok, bad({ modifiedAt: '1969-12-31T23:59:59Z' })] },
          'files.1.modifiedAt',
        ],
        ['year 0000', { files: [ok, bad({ accessedAt: '0000-01-01T00:00:00Z' })] }, 'files.1.accessedAt'],
        [
          'a file created the day after tomorrow',
          { files: [ok, bad({ createdAt: future })] },
          'files.1.createdAt',
        ],
        [
          'an event the day after tomorrow',
          { fileEvents: [okEvent, badEvent({ at: future })] },
          'fileEvents.1.at',
        ],
        ['a batch sent the day after tomorrow', { sentAt: future, files: [ok] }, 'sentAt'],
        [
          'a path past 4096 characters',
          { files: [ok, bad({ path: `/${'p'.repeat(AgentLimits.pathMax)}` })] },
          'files.1.path',
        ],
        ['NUL in an owner', { files: [ok, bad({ owner: 'ann\u0000' })] }, 'files.1.owner'],
        ['NUL in a deleted path', { files: [ok], deletedPaths: ['/x\u0000'] }, 'deletedPaths.0'],
        [
          'a long event id',
          { fileEvents: [okEvent, badEvent({ eventId: 'e'.repeat(65) })] },
          'fileEvents.1.eventId',
        ],
        [
          'a long process name',
          { fileEvents: [okEvent, badEvent({ processName: 'p'.repeat(256) })] },
          'fileEvents.1.processName',
        ],
        [
          'a scan of 10^10 + 1 files',
          { files: [ok], heartbeat: { scanTotalFiles: AgentLimits.scanFilesMax + 1 } },
          'heartbeat.scanTotalFiles',
        ],
        [
          'storage past 4 PiB',
          { files: [ok], device: { ...deviceFacts(), storageTotalBytes: 2 ** 53 - 1 } },
          'device.storageTotalBytes',
        ],
        [
          '5001 deleted paths',
          { files: [ok], deletedPaths: Array.from({ length: 5001 }, (_, i) => `/d/${i}`) },
          'deletedPaths',
        ],
        [
          '100 000 numbers for paths',
          { files: [ok], deletedPaths: Array.from({ length: 100_000 }, (_, i) => i) },
          'deletedPaths',
        ],
      ];
      const state = async () => ({
        rollups: await rollupSnapshot(t.db, agent.tenantId),
        files: await rowsOf(
          t.db,
          sql`select path, size::text, entries_count::text, sensitive_cost::text from files
            where tenant_id = ${agent.tenantId} order by path`,
        ),
        events: await rowsOf(t.db, sql`select event_id from file_events where tenant_id = ${agent.tenantId}`),
      });
      const before = await state();
      // A list nested 5000 deep is sent as text: no serializer of the test's own would survive it.
      const deep = JSON.stringify(batch({ files: [ok, bad({ entries: ['DEEP'] })] })).replace(
        '["DEEP"]',
        `${'['.repeat(5000)}${']'.repeat(5000)}`,
      );
      cases.push(['a list 5000 deep', { raw: deep }, 'files.1.entries.0']);
      for (const [what, parts, path] of cases) {
        const res =
          'raw' in parts
            ? await t.app.inject({
                method: 'POST',
                url: AgentRoutes.batches,
                headers: { authorization: `Device ${agent.credential}`, 'content-type': 'application/json' },
                payload: (parts as { raw: string }).raw,
              })
            : await sendBatch(t.app, agent.credential, batch(parts));
        expect({ what, status: res.statusCode }).toEqual({ what, status: 400 });
        const body = res.json<{ message: string; issues: { path: string }[] }>();
        expect({ what, path: body.issues[0]?.path }).toEqual({ what, path });
        expect(body.message.startsWith(`Invalid request: ${path}: `)).toBe(true);
      }
      expect(await state()).toEqual(before);
      // the same batch without the bad value is applied
      expect(
        (await sendBatch(t.app, agent.credential, batch({ files: [ok], fileEvents: [okEvent] }))).statusCode,
      ).toBe(200);
      expect((await state()).files).toHaveLength(before.files.length + 1);
    });

    it('accepts the largest values the bounds allow', async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      const own = await registerAgent(t.app, customer.agentKey);
      const classifierId = await createClassifier(t.db, customer.id, { valuePerRecord: 10 });
      const largest = batch({
        files: [
          file('/bounds/largest.txt', [{ classifierId, count: AgentLimits.entriesPerFinding }], {
            size: AgentLimits.fileSizeMax,
            modifiedAt: AgentLimits.earliestDate,
            accessedAt: new Date().toISOString(),
          }),
        ],
        heartbeat: { scanTotalFiles: AgentLimits.scanFilesMax, scanDoneFiles: AgentLimits.scanFilesMax },
        device: { ...deviceFacts(), storageTotalBytes: AgentLimits.storageBytesMax },
      });
      const res = await sendBatch(t.app, own.credential, largest);
      expect(res.statusCode).toBe(200);
      const [row] = await rowsOf<{ size: string; entries: string; cost: string }>(
        t.db,
        sql`select size::text as size, entries_count::text as entries, sensitive_cost::text as cost from files
          where tenant_id = ${own.tenantId} and path = '/bounds/largest.txt'`,
      );
      expect(row).toEqual({ size: String(2 ** 50), entries: '1000000000', cost: '10000000000.000000' });
    });

    it('refuses too many files for one batch (400) and a body over the limit (413)', async () => {
      const tooMany = Array.from({ length: AgentLimits.filesPerBatch + 1 }, (_, i) => file(`/f/${i}.txt`));
      const res = await sendBatch(t.app, agent.credential, batch({ files: tooMany }));
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe('files');
      const huge = { ...batch(), padding: 'x'.repeat(AgentLimits.batchBodyBytes) };
      const big = await sendBatch(t.app, agent.credential, huge);
      expect(big.statusCode).toBe(413);
      expect(big.json()).toEqual({ message: expect.stringMatching(/too large/i) });
    });

    it('refuses a body that is not JSON with a 4xx and a message', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: AgentRoutes.batches,
        headers: { authorization: `Device ${agent.credential}`, 'content-type': 'application/json' },
        payload: '{"batchId":',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    });

    it('applies a batch once: a resend answers the stored response with duplicate: true', async () => {
      const body = batch({
        files: [file('/docs/a.txt', [{ classifierId, count: 3 }]), file('/docs/b.txt')],
        fileEvents: [fileEvent('/docs/a.txt', 'OPEN', [{ classifierId, count: 3 }])],
      });
      const first = await sendBatch(t.app, agent.credential, body);
      expect(first.statusCode).toBe(200);
      expect(first.json<BatchResponse>()).toEqual({
        batchId: body.batchId,
        duplicate: false,
        filesUpserted: 2,
        filesDeleted: 0,
        eventsRecorded: 1,
        casesCreated: 0,
      });
      const after = await rollupSnapshot(t.db, agent.tenantId);
      expect(after.tenant?.[0]?.sensitive_cost).toBe('30.000000');
      const again = await sendBatch(t.app, agent.credential, body);
      expect(again.statusCode).toBe(200);
      expect(again.json<BatchResponse>()).toEqual({ ...first.json<BatchResponse>(), duplicate: true });
      expect(await rollupSnapshot(t.db, agent.tenantId)).toEqual(after);
      // the same events under a new batch id are recorded once too
      const replay = await sendBatch(t.app, agent.credential, { ...body, batchId: randomUUID() });
      expect(replay.json<BatchResponse>()).toMatchObject({ duplicate: false, eventsRecorded: 0 });
      expect(await rollupSnapshot(t.db, agent.tenantId)).toEqual(after);
    });
  });

  describe('tenancy', () => {
    it("a credential of tenant A never reads or changes tenant B's data", async () => {
      const a = await createAgentCustomer(t.db, t.rootTenantId);
      const b = await createAgentCustomer(t.db, t.rootTenantId);
      const agentA = await registerAgent(t.app, a.agentKey);
      const agentB = await registerAgent(t.app, b.agentKey);
      const classifierA = await createClassifier(t.db, a.id, { valuePerRecord: 1 });
      const classifierB = await createClassifier(t.db, b.id, { valuePerRecord: 100 });
      await createRule(t.db, b.id, classifierB, {
        triggers: [{ trigger: 'DELETE_FILE', actions: ['CREATE_CASE'] }],
      });
      await sendBatch(
        t.app,
        agentB.credential,
        batch({ files: [file('/shared/path.txt', [{ classifierId: classifierB, count: 1 }])] }),
      );
      const bBefore = await rollupSnapshot(t.db, b.id);

      // B's policy never shows in A's
      const policyA = (await getPolicy(t.app, agentA.credential)).json<AgentPolicy>();
      expect(policyA.classifiers.map((c) => c.id)).toEqual([classifierA]);
      expect(policyA.rules).toEqual([]);

      // tenant-looking fields, B's classifier id, B's path and B's device id in A's batch
      const res = await sendBatch(t.app, agentA.credential, {
        ...batch({
          deletedPaths: ['/shared/path.txt'],
          fileEvents: [fileEvent('/shared/path.txt', 'DELETE', [{ classifierId: classifierB, count: 1 }])],
        }),
        files: [
          {
            ...file('/shared/path.txt', [
              { classifierId: classifierB, count: 50 },
              { classifierId: classifierA, count: 2 },
            ]),
            tenantId: b.id,
            deviceId: agentB.deviceId,
          },
        ],
        tenantId: b.id,
        deviceId: agentB.deviceId,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<BatchResponse>()).toMatchObject({ filesUpserted: 1, casesCreated: 0 });

      // A got a file of its own, counting only its own classifier
      const [fileA] = await rowsOf<{ tenant_id: number; device_id: number; sensitive_cost: string }>(
        t.db,
        sql`select tenant_id, device_id, sensitive_cost::text from files where path = '/shared/path.txt' and tenant_id = ${a.id}`,
      );
      expect(fileA).toEqual({ tenant_id: a.id, device_id: agentA.deviceId, sensitive_cost: '2.000000' });
      const [eventA] = await rowsOf<{ entries: unknown }>(
        t.db,
        sql`select entries from file_events where tenant_id = ${a.id}`,
      );
      expect(eventA?.entries).toEqual([]);
      // B is untouched
      expect(await rollupSnapshot(t.db, b.id)).toEqual(bBefore);
      const [fileB] = await rowsOf<{ is_deleted: boolean; device_id: number }>(
        t.db,
        sql`select is_deleted, device_id from files where tenant_id = ${b.id}`,
      );
      expect(fileB).toEqual({ is_deleted: false, device_id: agentB.deviceId });
    });

    it("customer2 shows the agent keys to the customer's admins, partners above and the back office only", async () => {
      const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
      const customer = await createAgentCustomer(t.db, partner.id);
      await t.db.update(tenants).set({ agentUninstallKey: 'UNINSTALL-1' }).where(eq(tenants.id, customer.id));
      const query = 'query ($id: Int!) { customer2(request: { id: $id }) { id agentKey agentUninstallKey } }';
      const keysFor = async (tenantId: number, options: Parameters<typeof createUser>[2] = {}) => {
        const user = await createUser(t.db, tenantId, options);
        const res = await t.gql<{ customer2: { agentKey: string | null; agentUninstallKey: string | null } }>(
          query,
          { id: customer.id },
          await tokenFor(t.config, user),
        );
        return res.data?.customer2 ?? res.errors;
      };
      const visible = { agentKey: customer.agentKey, agentUninstallKey: 'UNINSTALL-1' };
      const hidden = { agentKey: null, agentUninstallKey: null };
      expect(await keysFor(customer.id, { roles: ['TENANT_ADMIN'] })).toMatchObject(visible);
      expect(await keysFor(customer.id, { roles: [] })).toMatchObject(hidden);
      expect(await keysFor(customer.id, { roles: ['TENANT_ADMIN'], isReadOnlyUser: true })).toMatchObject(
        hidden,
      );
      expect(await keysFor(partner.id, { roles: ['TENANT_ADMIN'] })).toMatchObject(visible);
      expect(await keysFor(t.rootTenantId, { roles: ['SysAdmin'] })).toMatchObject(visible);
      const outsider = await createTenant(t.db, t.rootTenantId, 'PARTNER');
      expect(await keysFor(outsider.id, { roles: ['TENANT_ADMIN'] })).toEqual([
        expect.objectContaining({ message: `Tenant ${customer.id} not found` }),
      ]);
    });
  });
});
