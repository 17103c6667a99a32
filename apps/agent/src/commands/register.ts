import { promises as fs } from 'node:fs';
import type { RepositoryFacts } from '@vigil/contracts';
import { CliError, ExitCode } from '../cli/exit-codes.js';
import {
  requiredString,
  stringOption,
  usageError,
  type CommandSpec,
  type OptionValues,
} from '../cli/args.js';
import type { Output } from '../cli/output.js';
import { AGENT_VERSION, collectDeviceFacts } from '../facts/device-facts.js';
import {
  loadOrCreateIdentity,
  readRegistration,
  writeRegistration,
  type Registration,
} from '../state/agent-state.js';
import { ensureDir } from '../state/json-file.js';
import { acquireStateLock } from '../state/lock.js';
import { statePaths, type StatePaths } from '../state/state-dir.js';
import { DiskQueue } from '../queue/disk-queue.js';
import { AgentApiFailure, AgentClient } from '../upload/agent-client.js';

export const registerCommand: CommandSpec = {
  name: 'register',
  summary: 'Register this machine as a device of the customer whose agent key is given',
  usage: 'register --server URL --key AGENT_KEY [--name NAME]',
  options: {
    server: { type: 'string', value: 'URL', description: 'The Vigil server, e.g. https://vigil.example.com' },
    key: { type: 'string', value: 'AGENT_KEY', description: "The customer's agent install key" },
    name: {
      type: 'string',
      value: 'NAME',
      description: 'Device name shown in the console (default: host name)',
    },
  },
  positionals: null,
};

export function parseServerUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw usageError(`--server must be a URL such as https://vigil.example.com (got "${raw}").`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw usageError(`--server must use http or https (got "${url.protocol}").`);
  }
  return url.origin + url.pathname.replace(/\/+$/, '') + '/';
}

export interface RegisterDeviceOptions {
  server: string;
  agentKey: string;
  stateDir: string;
  name?: string;
  /** Repository mode: the state folder's device is this repository (a cloud device). */
  repository?: RepositoryFacts;
}

/** Registers the state folder's device with the server and stores the credential. */
export async function registerDevice(
  options: RegisterDeviceOptions,
): Promise<Registration & { deviceIdentifier: string }> {
  const server = parseServerUrl(options.server);
  const paths = statePaths(options.stateDir);
  await ensureDir(paths.root);
  // A running agent would keep using the credential this replaces.
  const lock = await acquireStateLock(paths.lock, paths.root);
  try {
    return await registerLocked(options, server, paths);
  } finally {
    await lock.release();
  }
}

async function registerLocked(
  options: RegisterDeviceOptions,
  server: string,
  paths: StatePaths,
): Promise<Registration & { deviceIdentifier: string }> {
  const identity = await loadOrCreateIdentity(paths);
  const device = await collectDeviceFacts({ name: options.name, storagePath: paths.root });
  const client = new AgentClient({ server, agentVersion: AGENT_VERSION });
  const previous = await readRegistration(paths);
  // Registering again proves the device is itself with its current credential; a credential is
  // only ever shown to the server that issued it.
  const proof = previous?.server === server ? previous.deviceCredential : undefined;

  let response;
  try {
    response = await client.register(
      {
        agentKey: options.agentKey,
        deviceIdentifier: identity.deviceIdentifier,
        device,
        ...(options.repository ? { repository: options.repository } : {}),
      },
      proof,
    );
  } catch (error) {
    if (!(error instanceof AgentApiFailure)) throw error;
    if (error.kind === 'retry' && error.status === 0) {
      throw new CliError(`Registration failed: ${error.message}`, ExitCode.unreachable);
    }
    // 409: the device is registered already, and this state folder cannot prove it is that device.
    if (error.kind === 'refused' || error.status === 404 || error.status === 400 || error.status === 409) {
      throw new CliError(`Registration refused by ${server}: ${error.message}`, ExitCode.refused);
    }
    throw new CliError(`Registration failed: ${error.message}`, ExitCode.failure);
  }

  const registration: Registration = {
    server,
    deviceId: response.deviceId,
    deviceCredential: response.deviceCredential,
    tenantId: response.tenantId,
    licenseStatus: response.licenseStatus,
    deviceName: device.name,
    registeredAt: new Date().toISOString(),
  };
  await writeRegistration(paths, registration);
  if (previous && (previous.server !== server || previous.deviceId !== response.deviceId)) {
    // The index and the queue describe another device record: start over for this one, and keep
    // the unsent batches for a person rather than send them to the wrong device or tenant.
    await fs.rm(paths.indexDir, { recursive: true, force: true });
    const queue = await DiskQueue.open(paths.queueDir, paths.deadLetterDir);
    for (const item of await queue.list()) {
      await queue.deadLetter(item, {
        message: `Not sent: the agent was registered again as device ${response.deviceId} of ${server}`,
      });
    }
  }
  return { ...registration, deviceIdentifier: identity.deviceIdentifier };
}

export async function runRegister(values: OptionValues, stateDir: string, output: Output): Promise<number> {
  const server = requiredString(values, 'server', 'register');
  const agentKey = requiredString(values, 'key', 'register').trim();
  const name = stringOption(values, 'name')?.trim();
  if (name !== undefined && name.length > 255) throw usageError('--name must be at most 255 characters.');
  const registered = await registerDevice({ server, agentKey, stateDir, name });
  output.line(
    `Registered "${registered.deviceName}" as device ${registered.deviceId} of tenant ${registered.tenantId}.`,
  );
  output.line(`License: ${registered.licenseStatus}`);
  output.line(`Device identifier: ${registered.deviceIdentifier}`);
  output.line(`State folder: ${stateDir}`);
  return ExitCode.ok;
}
