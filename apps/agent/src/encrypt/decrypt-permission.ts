import type { AgentPolicy } from '@vigil/contracts';
import type { ContainerHeader } from './container.js';

export type DecryptPermission = { allowed: true } | { allowed: false; reason: string };

/**
 * Whether an application may have a file decrypted for it (Auto Decryption): ALWAYS, or PER_POLICY
 * when a rule of a classifier found in the file lists it among its decrypt processes. Without a
 * kernel file-system filter the agent cannot see an application open a file on Linux, so this is
 * checked only when `decrypt --process NAME` asks on an application's behalf.
 */
export function processMayDecrypt(
  policy: AgentPolicy,
  header: ContainerHeader,
  processName: string,
): DecryptPermission {
  const name = processName.toLowerCase();
  const rule = policy.processRules.find((p) => p.processName.toLowerCase() === name);
  const pattern = rule?.decryptPattern ?? 'LEAVE_ENCRYPTED';
  if (pattern === 'ALWAYS') return { allowed: true };
  if (pattern === 'LEAVE_ENCRYPTED') {
    return { allowed: false, reason: `${processName} is set to Keep Encrypted in the console's allowlist` };
  }
  const found = new Set(header.findings.filter((f) => f.count > 0).map((f) => f.classifierId));
  const listed = policy.rules.some(
    (r) =>
      found.has(r.classifierId) && r.encryption.decryptProcessNames.some((p) => p.toLowerCase() === name),
  );
  return listed
    ? { allowed: true }
    : {
        allowed: false,
        reason: `${processName} uses the classifier settings, and no classifier found in this file lets it decrypt`,
      };
}
