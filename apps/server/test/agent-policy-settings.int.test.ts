import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentPolicySchema, type AgentPolicy } from '@vigil/contracts';
import { devices, deviceSettingsGroups } from '../src/devices/devices.tables.js';
import { processes } from '../src/processes/process-rules.tables.js';
import { dataKeyBox } from '../src/settings/data-key-box.js';
import { customerDecryptionKeys } from '../src/settings/decryption-keys.tables.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createAgentCustomer, getPolicy, registerAgent, type Agent } from './helpers/ingest-support.js';

describe('agent policy: the console switches, encryption and process rules (issue 15)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const policyOf = async (agent: Agent): Promise<AgentPolicy> => {
    const res = await getPolicy(t.app, agent.credential);
    expect(res.statusCode).toBe(200);
    return agentPolicySchema.parse(res.json());
  };
  const setDevice = (agent: Agent, change: Partial<typeof devices.$inferInsert>) =>
    t.db
      .update(devices)
      .set(change)
      .where(and(eq(devices.tenantId, agent.tenantId), eq(devices.id, agent.deviceId)));

  it("sends the device's own icon, shell and browser extension switches and Allow Encryption", async () => {
    const customer = await createAgentCustomer(t.db, t.rootTenantId);
    const agent = await registerAgent(t.app, customer.agentKey);
    await setDevice(agent, {
      isVigilAgentIconOn: false,
      iconShellExtensionEnabled: true,
      menuShellExtensionEnabled: false,
      browserExtensionEnabled: false,
      isEncryptionDisabled: true,
    });
    const policy = await policyOf(agent);
    expect(policy.settings).toMatchObject({
      agentIconOn: false,
      iconShellExtensionEnabled: true,
      menuShellExtensionEnabled: false,
      browserExtensionEnabled: false,
      isEncryptionDisabled: true,
    });
    expect(policy.encryption).toMatchObject({ enabled: false, delayDaysMin: 0, delayDaysMax: 0 });
    await setDevice(agent, { isEncryptionDisabled: false });
    expect((await policyOf(agent)).encryption.enabled).toBe(true);
  });

  it("sends its security group's switches instead, with the group's encryption delay range", async () => {
    const customer = await createAgentCustomer(t.db, t.rootTenantId);
    const agent = await registerAgent(t.app, customer.agentKey);
    await setDevice(agent, { isEncryptionDisabled: true, isVigilAgentIconOn: true });
    const [group] = await t.db
      .insert(deviceSettingsGroups)
      .values({
        tenantId: customer.id,
        name: 'Laptops',
        encryptionEnabled: true,
        vigilAgentIconOn: false,
        iconShellExtensionEnabled: false,
        menuShellExtensionEnabled: true,
        browserExtensionEnabled: true,
        encryptionDelayDaysMin: 3,
        encryptionDelayDaysMax: 60,
      })
      .returning();
    await setDevice(agent, { settingsGroupId: group!.id });
    const policy = await policyOf(agent);
    expect(policy.settings).toMatchObject({
      settingsGroupId: group!.id,
      agentIconOn: false,
      iconShellExtensionEnabled: false,
      menuShellExtensionEnabled: true,
      browserExtensionEnabled: true,
    });
    expect(policy.encryption).toMatchObject({ enabled: true, delayDaysMin: 3, delayDaysMax: 60 });
  });

  it("gives every device of a customer the customer's data key (Decryption Credentials), and no other customer's", async () => {
    const customer = await createAgentCustomer(t.db, t.rootTenantId);
    const other = await createAgentCustomer(t.db, t.rootTenantId);
    const first = await policyOf(await registerAgent(t.app, customer.agentKey));
    const second = await policyOf(await registerAgent(t.app, customer.agentKey));
    const foreign = await policyOf(await registerAgent(t.app, other.agentKey));
    const [row] = await t.db
      .select()
      .from(customerDecryptionKeys)
      .where(eq(customerDecryptionKeys.tenantId, customer.id));
    // the key Decryption Credentials shows, stored sealed
    expect(row!.encryptionKey).not.toContain(first.encryption.key!.value);
    expect(dataKeyBox(t.config.jwtSecret).open(row!.encryptionKey, customer.id)).toBe(
      first.encryption.key?.value,
    );
    expect(Buffer.from(first.encryption.key!.value, 'base64')).toHaveLength(32);
    expect(first.encryption.key?.id).toMatch(/^[0-9a-f]{16}$/);
    expect(second.encryption.key).toEqual(first.encryption.key);
    expect(foreign.encryption.key?.id).not.toBe(first.encryption.key?.id);
    expect(foreign.encryption.key?.value).not.toBe(first.encryption.key?.value);
  });

  it('lists applications whose Auto Decryption or upload permission is set, and changes version with them', async () => {
    const customer = await createAgentCustomer(t.db, t.rootTenantId);
    const agent = await registerAgent(t.app, customer.agentKey);
    const [word] = await t.db
      .insert(processes)
      .values([
        {
          tenantId: customer.id,
          processName: 'winword.exe',
          humanName: 'Word',
          processType: 'LOCAL',
          decryptPattern: 'ALWAYS',
        },
        {
          tenantId: customer.id,
          processName: 'outlook.exe',
          humanName: 'Outlook',
          processType: 'TRANSPORT',
          decryptPattern: 'PER_POLICY',
          dataUploadPermission: 'CUSTOM',
        },
        { tenantId: customer.id, processName: 'notepad.exe', humanName: 'Notepad' },
      ])
      .returning();
    const before = await policyOf(agent);
    expect(before.processRules).toEqual([
      {
        processName: 'outlook.exe',
        processType: 'TRANSPORT',
        decryptPattern: 'PER_POLICY',
        dataUploadPermission: 'CUSTOM',
      },
      {
        processName: 'winword.exe',
        processType: 'LOCAL',
        decryptPattern: 'ALWAYS',
        dataUploadPermission: 'UNBLOCKED',
      },
    ]);
    await t.db
      .update(processes)
      .set({ decryptPattern: 'LEAVE_ENCRYPTED' })
      .where(and(eq(processes.tenantId, customer.id), eq(processes.id, word!.id)));
    const after = await policyOf(agent);
    expect(after.processRules.map((p) => p.processName)).toEqual(['outlook.exe']);
    expect(after.policyVersion).not.toBe(before.policyVersion);
    await setDevice(agent, { browserExtensionEnabled: false });
    expect((await policyOf(agent)).policyVersion).not.toBe(after.policyVersion);
  });
});
