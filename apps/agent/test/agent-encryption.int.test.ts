import { promises as fs } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../server/src/devices/devices.tables.js';
import { createRule } from '../../server/test/helpers/ingest-support.js';
import { isContainer } from '../src/encrypt/container.js';
import { deviceFiles } from './helpers/console.js';
import { runCli } from './helpers/cli.js';
import { registerDevice, startAgentEnvironment, type AgentEnvironment } from './helpers/environment.js';

/**
 * Encryption after idle days against the real server: a card file idle past its rule's delay is
 * encrypted in place on a device allowed to encrypt, the console's Encrypted Risk rises by its
 * value, a full rescan keeps it, and `decrypt` gives the exact bytes back. A device not allowed,
 * a recent file and a classifier whose rule has encryption off are left alone.
 */

let env: AgentEnvironment;
const DAY = 24 * 60 * 60 * 1000;
const CARD = 'name,card\nAda,4111111111111111\n';
const SSN = 'ssn 123-45-6789\n';

interface Device {
  stateDir: string;
  data: string;
  deviceId: number;
}

async function register(name: string): Promise<Device> {
  const stateDir = path.join(env.work, `${name}-state`);
  const data = path.join(env.work, `${name}-data`);
  await fs.mkdir(data, { recursive: true });
  return { stateDir, data, deviceId: await registerDevice(env, stateDir) };
}

async function writeAged(file: string, content: string, ageMs: number) {
  await fs.writeFile(file, content);
  const at = new Date(Date.now() - ageMs);
  await fs.utimes(file, at, at);
}

const scan = (device: Device, ...extra: string[]) =>
  runCli(['scan', device.data, '--state-dir', device.stateDir, '--quiet', ...extra]);

async function encryptedRisk(deviceId: number): Promise<number> {
  const res = await env.t.gql<{ deviceRisks: { items: { deviceId: number; encryptedRiskInUSD: number }[] } }>(
    `query ($tenantId: Int) { deviceRisks(tenantId: $tenantId, take: 100) { items { deviceId encryptedRiskInUSD } } }`,
    { tenantId: env.customer.customer.id },
    env.customer.partnerToken,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.deviceRisks.items.find((d) => d.deviceId === deviceId)?.encryptedRiskInUSD ?? 0;
}

let allowed: Device;
let denied: Device;

beforeAll(async () => {
  env = await startAgentEnvironment();
  const { card, ssn } = env.customer.classifiers;
  await createRule(env.t.db, env.customer.customer.id, card, {
    encryption: { isEnabled: true, delayDays: 1, decryptProcesses: [] },
  });
  await createRule(env.t.db, env.customer.customer.id, ssn, {
    encryption: { isEnabled: false, delayDays: 0, decryptProcesses: [] },
  });
  allowed = await register('allowed');
  denied = await register('denied');
  await env.t.db
    .update(devices)
    .set({ isEncryptionDisabled: true })
    .where(and(eq(devices.tenantId, env.customer.customer.id), eq(devices.id, denied.deviceId)));
}, 120_000);

afterAll(async () => {
  await env?.close();
});

describe('encryption after idle days', () => {
  it('encrypts an idle card file on an allowed device, counts it as Encrypted Risk, and decrypts it exactly', async () => {
    const idle = path.join(allowed.data, 'old-cards.csv');
    const recent = path.join(allowed.data, 'new-cards.csv');
    const ssnFile = path.join(allowed.data, 'old-ssn.txt');
    await writeAged(idle, CARD, 3 * DAY);
    await writeAged(recent, CARD, 60_000);
    await writeAged(ssnFile, SSN, 3 * DAY);

    const first = await scan(allowed);
    expect(first.code).toBe(0);
    expect(isContainer(await fs.readFile(idle))).toBe(true);
    expect(await fs.readFile(recent, 'utf8')).toBe(CARD);
    expect(await fs.readFile(ssnFile, 'utf8')).toBe(SSN);

    const { card, ssn } = env.customer.classifiers;
    const reported = await deviceFiles(env.t, env.customer.customer.id, allowed.deviceId);
    expect(reported.get(idle)).toMatchObject({ parseResult: 'OK', entries: { [card]: 1 } });
    expect(reported.get(ssnFile)?.entries).toEqual({ [ssn]: 1 });
    // one card record at $10: exactly the encrypted file's value
    expect(await encryptedRisk(allowed.deviceId)).toBe(10);

    // A full rescan reads the container: its findings are kept, not lost as unreadable.
    expect((await scan(allowed, '--full')).code).toBe(0);
    expect(isContainer(await fs.readFile(idle))).toBe(true);
    expect((await deviceFiles(env.t, env.customer.customer.id, allowed.deviceId)).get(idle)).toMatchObject({
      parseResult: 'OK',
      entries: { [card]: 1 },
    });
    expect(await encryptedRisk(allowed.deviceId)).toBe(10);

    const decrypted = await runCli(['decrypt', idle, '--state-dir', allowed.stateDir]);
    expect(decrypted.code).toBe(0);
    expect(await fs.readFile(idle, 'utf8')).toBe(CARD);
    // decrypted now: modified now, so not encrypted again until a day passes
    expect((await scan(allowed)).code).toBe(0);
    expect(await fs.readFile(idle, 'utf8')).toBe(CARD);
    expect(await encryptedRisk(allowed.deviceId)).toBe(0);
  }, 180_000);

  it('leaves files alone on a device where Allow Encryption is off', async () => {
    const idle = path.join(denied.data, 'old-cards.csv');
    await writeAged(idle, CARD, 3 * DAY);
    expect((await scan(denied)).code).toBe(0);
    expect(await fs.readFile(idle, 'utf8')).toBe(CARD);
    expect(await encryptedRisk(denied.deviceId)).toBe(0);
  }, 120_000);

  it('status shows the console switches as recorded only, and what encrypts', async () => {
    const status = await runCli(['status', '--state-dir', allowed.stateDir]);
    expect(status.code).toBe(0);
    expect(status.stdout).toContain(
      'on Linux this agent has no tray icon, shell extension or browser extension',
    );
    expect(status.stdout).toContain(`classifier ${env.customer.classifiers.card} after 1 idle day(s)`);
    const off = await runCli(['status', '--state-dir', denied.stateDir]);
    expect(off.stdout).toContain('Encryption       not allowed on this device');
  }, 60_000);
});
