import { agentPolicySchema, type AgentPolicy } from '@vigil/contracts';
import { readJsonFile, writeJsonAtomic } from '../state/json-file.js';
import { updateStatus } from '../state/agent-state.js';
import type { StatePaths } from '../state/state-dir.js';
import { AgentApiFailure, type AgentClient } from '../upload/agent-client.js';

export interface PolicyPull {
  policy: AgentPolicy;
  /** True when the server could not be reached and the last saved policy is used. */
  fromCache: boolean;
  error?: string;
}

/**
 * The policy from the server, saved for offline starts. When the server is unreachable the last
 * saved policy lets the agent keep scanning (its results wait in the queue); a refusal is final.
 */
export async function pullPolicy(
  client: Pick<AgentClient, 'policy'>,
  paths: StatePaths,
): Promise<PolicyPull> {
  try {
    const policy = await client.policy();
    await writeJsonAtomic(paths.policy, policy);
    await updateStatus(paths, {
      policyVersion: policy.policyVersion,
      policyPulledAt: new Date().toISOString(),
    });
    return { policy, fromCache: false };
  } catch (error) {
    if (!(error instanceof AgentApiFailure) || error.kind !== 'retry') throw error;
    const cached = await readJsonFile(paths.policy, agentPolicySchema).catch(() => null);
    if (!cached) throw error;
    return { policy: cached, fromCache: true, error: error.message };
  }
}
