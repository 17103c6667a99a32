import { promises as fs } from 'node:fs';
import path from 'node:path';
import { stringOption, type CommandSpec, type OptionValues } from '../cli/args.js';
import { CliError, ExitCode } from '../cli/exit-codes.js';
import type { Output } from '../cli/output.js';
import { ContainerError, dataKeyOf, HEADER_MAX, readContainerHeader } from '../encrypt/container.js';
import { processMayDecrypt } from '../encrypt/decrypt-permission.js';
import { decryptFileInPlace } from '../encrypt/file-crypt.js';
import { AGENT_VERSION } from '../facts/device-facts.js';
import { pullPolicy } from '../policy/policy-store.js';
import { statePaths } from '../state/state-dir.js';
import { AgentApiFailure, AgentClient } from '../upload/agent-client.js';
import { refusedError, requireRegistration } from './session.js';

/** Enough of a container to read its header: prefix, the largest header, nonce and tag. */
const HEADER_READ_BYTES = 13 + HEADER_MAX + 12 + 16;

export const decryptCommand: CommandSpec = {
  name: 'decrypt',
  summary: 'Decrypt files this agent encrypted, in place (with the customer key from the policy)',
  usage: 'decrypt FILE… [--process NAME]',
  options: {
    process: {
      type: 'string',
      value: 'NAME',
      description:
        "Decrypt on behalf of this application only if the console's Auto Decryption allows it (ALWAYS, or PER_POLICY with a classifier of the file listing it)",
    },
  },
  positionals: { name: 'FILE', min: 1 },
};

async function currentPolicy(stateDir: string, output: Output) {
  const paths = statePaths(stateDir);
  const registration = await requireRegistration(paths);
  const client = new AgentClient({
    server: registration.server,
    credential: registration.deviceCredential,
    agentVersion: AGENT_VERSION,
  });
  try {
    const pulled = await pullPolicy(client, paths);
    if (pulled.fromCache) output.warn(`Server unreachable (${pulled.error}); using the saved policy's key.`);
    return pulled.policy;
  } catch (error) {
    if (error instanceof AgentApiFailure && error.kind === 'refused') throw refusedError(error);
    if (error instanceof AgentApiFailure) {
      throw new CliError(
        `Cannot get the key from ${registration.server}: ${error.message}`,
        ExitCode.unreachable,
      );
    }
    throw error;
  }
}

export async function runDecrypt(
  values: OptionValues,
  positionals: string[],
  stateDir: string,
  output: Output,
): Promise<number> {
  const policy = await currentPolicy(stateDir, output);
  const key = dataKeyOf(policy.encryption.key);
  if (!key) throw new CliError('The policy holds no encryption key for this device.', ExitCode.failure);
  const processName = stringOption(values, 'process');
  let failures = 0;
  for (const given of positionals) {
    const file = path.resolve(given);
    try {
      if (processName) {
        const handle = await fs.open(file, 'r');
        const head = Buffer.alloc(HEADER_READ_BYTES);
        const { bytesRead } = await handle.read(head, 0, head.length, 0).finally(() => handle.close());
        const permission = processMayDecrypt(
          policy,
          readContainerHeader(head.subarray(0, bytesRead)),
          processName,
        );
        if (!permission.allowed) {
          failures += 1;
          output.warn(`${file}: not decrypted (${permission.reason})`);
          continue;
        }
      }
      await decryptFileInPlace(file, key);
      output.line(`${file}: decrypted`);
    } catch (error) {
      failures += 1;
      const message =
        error instanceof ContainerError || error instanceof Error ? error.message : String(error);
      output.warn(`${file}: not decrypted (${message})`);
    }
  }
  return failures === 0 ? ExitCode.ok : ExitCode.failure;
}
