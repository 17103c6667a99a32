import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { LICENSE_STATUSES } from '@vigil/contracts';
import { ensureDir, readJsonFile, writeJsonAtomic } from './json-file.js';
import type { StatePaths } from './state-dir.js';

const identitySchema = z.object({
  deviceIdentifier: z.string().min(8).max(128),
  createdAt: z.string(),
});
export type Identity = z.output<typeof identitySchema>;

const registrationSchema = z.object({
  server: z.string().url(),
  deviceId: z.number().int(),
  deviceCredential: z.string().min(1),
  tenantId: z.number().int(),
  licenseStatus: z.enum(LICENSE_STATUSES),
  deviceName: z.string(),
  registeredAt: z.string(),
});
export type Registration = z.output<typeof registrationSchema>;

const statusSchema = z.object({
  lastUploadAt: z.string().nullable().default(null),
  lastScan: z
    .object({
      startedAt: z.string(),
      finishedAt: z.string(),
      roots: z.array(z.string()),
      filesSeen: z.number(),
      filesScanned: z.number(),
      sensitiveFiles: z.number(),
      megabytesPerSecond: z.number(),
    })
    .nullable()
    .default(null),
  policyVersion: z.string().nullable().default(null),
  policyPulledAt: z.string().nullable().default(null),
});
export type AgentStatus = z.output<typeof statusSchema>;

/** The device identifier is made once per state folder and kept across re-registrations. */
export async function loadOrCreateIdentity(paths: StatePaths): Promise<Identity> {
  const existing = await readJsonFile(paths.identity, identitySchema);
  if (existing) return existing;
  await ensureDir(paths.root);
  const identity: Identity = { deviceIdentifier: randomUUID(), createdAt: new Date().toISOString() };
  await writeJsonAtomic(paths.identity, identity);
  return identity;
}

export function readIdentity(paths: StatePaths): Promise<Identity | null> {
  return readJsonFile(paths.identity, identitySchema);
}

export function readRegistration(paths: StatePaths): Promise<Registration | null> {
  return readJsonFile(paths.registration, registrationSchema);
}

export async function writeRegistration(paths: StatePaths, registration: Registration): Promise<void> {
  await ensureDir(paths.root);
  // The credential is a secret: readable by the owner only.
  await writeJsonAtomic(paths.registration, registration, { mode: 0o600 });
}

export async function readStatus(paths: StatePaths): Promise<AgentStatus> {
  return (await readJsonFile(paths.status, statusSchema)) ?? statusSchema.parse({});
}

const statusWrites = new Map<string, Promise<unknown>>();

/**
 * Read-modify-write, serialised within the process (the uploader and the scanner both report);
 * only one process holds a state folder (see lock.ts).
 */
export function updateStatus(paths: StatePaths, patch: Partial<AgentStatus>): Promise<AgentStatus> {
  const previous = statusWrites.get(paths.status) ?? Promise.resolve();
  const write = previous
    .catch(() => undefined)
    .then(async () => {
      const next = { ...(await readStatus(paths)), ...patch };
      await ensureDir(paths.root);
      await writeJsonAtomic(paths.status, next);
      return next;
    });
  statusWrites.set(paths.status, write);
  return write;
}
