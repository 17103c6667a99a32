import { agentPolicySchema, type AgentPolicy } from '@vigil/contracts';
import { booleanOption, type CommandSpec, type OptionValues } from '../cli/args.js';
import { ExitCode } from '../cli/exit-codes.js';
import type { Output } from '../cli/output.js';
import { encryptionPlan } from '../encrypt/encrypt-pass.js';
import { AGENT_VERSION } from '../facts/device-facts.js';
import { DiskQueue } from '../queue/disk-queue.js';
import { ScanIndex } from '../scan/scan-index.js';
import { totalsOf } from '../scan/scanner.js';
import { readIdentity, readRegistration, readStatus } from '../state/agent-state.js';
import { readJsonFile } from '../state/json-file.js';
import { statePaths } from '../state/state-dir.js';

export const statusCommand: CommandSpec = {
  name: 'status',
  summary:
    'Show registration, queue, last upload, indexed files, policy version, console switches and encryption',
  usage: 'status [--json]',
  options: { json: { type: 'boolean', description: 'Print as JSON' } },
  positionals: null,
};

export async function collectStatus(stateDir: string) {
  const paths = statePaths(stateDir);
  const registration = await readRegistration(paths);
  const status = await readStatus(paths);
  const identity = await readIdentity(paths);
  const queue = await DiskQueue.inspect(paths.queueDir, paths.deadLetterDir);
  const policy = await readJsonFile(paths.policy, agentPolicySchema).catch(() => null);
  let filesIndexed = 0;
  let sensitiveFiles = 0;
  if (registration) {
    const index = await ScanIndex.open(
      paths.indexDir,
      { server: registration.server, deviceId: registration.deviceId },
      { readOnly: true },
    );
    filesIndexed = index.size;
    if (policy)
      sensitiveFiles = totalsOf(
        (function* () {
          for (const [, entry] of index.entries()) yield entry;
        })(),
        policy,
      ).sensitiveFiles;
  }
  return {
    stateDir: paths.root,
    agentVersion: AGENT_VERSION,
    registered: registration !== null,
    server: registration?.server ?? null,
    deviceId: registration?.deviceId ?? null,
    deviceIdentifier: identity?.deviceIdentifier ?? null,
    deviceName: registration?.deviceName ?? null,
    tenantId: registration?.tenantId ?? null,
    licenseStatus: registration?.licenseStatus ?? null,
    queueLength: queue.queued,
    deadLetters: queue.deadLetters,
    lastUploadAt: status.lastUploadAt,
    lastScan: status.lastScan,
    filesIndexed,
    sensitiveFiles,
    policyVersion: status.policyVersion ?? policy?.policyVersion ?? null,
    policyPulledAt: status.policyPulledAt,
    consoleSwitches: policy
      ? {
          agentIconOn: policy.settings.agentIconOn,
          iconShellExtensionEnabled: policy.settings.iconShellExtensionEnabled,
          menuShellExtensionEnabled: policy.settings.menuShellExtensionEnabled,
          browserExtensionEnabled: policy.settings.browserExtensionEnabled,
          /** This agent has no tray icon, shell or browser extension: the switches are only recorded. */
          actedOn: false,
        }
      : null,
    encryption: policy ? encryptionStatus(policy) : null,
  };
}

function encryptionStatus(policy: AgentPolicy) {
  const plan = encryptionPlan(policy);
  return {
    allowed: policy.encryption.enabled,
    keyId: policy.encryption.key?.id ?? null,
    classifiers: plan
      ? [...plan.delayDays].map(([id, delayDays]) => ({ classifierId: Number(id), delayDays }))
      : [],
  };
}

const onOff = (on: boolean) => (on ? 'on' : 'off');

export async function runStatus(values: OptionValues, stateDir: string, output: Output): Promise<number> {
  const s = await collectStatus(stateDir);
  if (booleanOption(values, 'json')) {
    output.line(JSON.stringify(s, null, 2));
    return ExitCode.ok;
  }
  const lines = [
    `State folder     ${s.stateDir}`,
    `Agent version    ${s.agentVersion}`,
    s.registered
      ? `Registration     device ${s.deviceId} "${s.deviceName}" of tenant ${s.tenantId} (${s.licenseStatus})`
      : 'Registration     not registered (run "vigil-agent register --server URL --key AGENT_KEY")',
  ];
  if (s.registered) {
    lines.push(`Server           ${s.server}`, `Identifier       ${s.deviceIdentifier}`);
  }
  lines.push(
    `Queue            ${s.queueLength} batch(es) waiting${s.deadLetters ? `, ${s.deadLetters} rejected (dead-letter)` : ''}`,
    `Last upload      ${s.lastUploadAt ?? 'never'}`,
    `Files indexed    ${s.filesIndexed} (${s.sensitiveFiles} sensitive)`,
    `Policy version   ${s.policyVersion ?? 'none pulled yet'}`,
  );
  if (s.consoleSwitches) {
    const c = s.consoleSwitches;
    lines.push(
      `Console switches agent icon ${onOff(c.agentIconOn)}, icon shell extension ${onOff(c.iconShellExtensionEnabled)}, menu shell extension ${onOff(c.menuShellExtensionEnabled)}, browser extension ${onOff(c.browserExtensionEnabled)}`,
      '                 (recorded and reported only: on Linux this agent has no tray icon, shell extension or browser extension to switch)',
    );
  }
  if (s.encryption) {
    const e = s.encryption;
    const rules = e.classifiers.map((c) => `classifier ${c.classifierId} after ${c.delayDays} idle day(s)`);
    lines.push(
      !e.allowed
        ? 'Encryption       not allowed on this device (Allow Encryption is off in the console)'
        : rules.length === 0
          ? 'Encryption       allowed, but no classifier has encryption on'
          : `Encryption       allowed: ${rules.join(', ')} (key ${e.keyId ?? 'missing'})`,
    );
  }
  if (s.lastScan) {
    lines.push(
      `Last scan        ${s.lastScan.finishedAt}: ${s.lastScan.filesSeen} files, ${s.lastScan.filesScanned} read, ${s.lastScan.megabytesPerSecond} MB/s (${s.lastScan.roots.join(', ')})`,
    );
  }
  for (const line of lines) output.line(line);
  return ExitCode.ok;
}
