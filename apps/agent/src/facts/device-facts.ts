import { readFileSync } from 'node:fs';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import type { DeviceFacts } from '@vigil/contracts';

export const AGENT_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

type Interfaces = ReturnType<typeof os.networkInterfaces>;

/** The first non-internal interface with a real MAC, by interface name so it is stable across runs. */
export function primaryMacAddress(interfaces: Interfaces = os.networkInterfaces()): string {
  const names = Object.keys(interfaces).sort();
  for (const name of names) {
    for (const info of interfaces[name] ?? []) {
      if (!info.internal && info.mac && info.mac !== '00:00:00:00:00:00') return info.mac;
    }
  }
  return '';
}

export async function storageOf(target: string): Promise<{ total: number; used: number }> {
  try {
    const stats = await fs.statfs(target);
    const total = stats.blocks * stats.bsize;
    return { total, used: Math.max(0, total - stats.bfree * stats.bsize) };
  } catch {
    return { total: 0, used: 0 };
  }
}

function currentUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    return process.env.USER ?? process.env.USERNAME ?? '';
  }
}

export const userName = currentUser;

/** What the console shows about this machine; storage is that of the volume holding `storagePath`. */
export async function collectDeviceFacts(options: {
  name?: string;
  storagePath: string;
}): Promise<DeviceFacts> {
  const storage = await storageOf(options.storagePath);
  return {
    name: (options.name ?? os.hostname()).slice(0, 255) || 'unknown',
    os: os.type().slice(0, 255),
    osVersion: os.release().slice(0, 255),
    userName: currentUser().slice(0, 255),
    macAddress: primaryMacAddress(),
    agentVersion: AGENT_VERSION,
    storageTotalBytes: Math.trunc(storage.total),
    storageUsedBytes: Math.trunc(storage.used),
  };
}
