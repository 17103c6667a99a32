import { agentPolicySchema, type AgentPolicy } from '@vigil/contracts';

/** A policy as the server would send it, with one sensitive content classifier (id 1). */
export function testPolicy(extra: Partial<AgentPolicy> = {}): AgentPolicy {
  return agentPolicySchema.parse({
    policyVersion: 'v1',
    deviceId: 7,
    settings: {
      isDiscoveryEnabled: true,
      isStatisticEnabled: true,
      isEncryptionDisabled: false,
      scannerDelayMinute: 0,
    },
    classifiers: [{ id: 1, name: 'Card numbers', type: 'BY_CONTENT' }],
    rules: [],
    uploadPermissions: [],
    excludedExtensions: [],
    parseAsTextExtensions: [],
    ...extra,
  });
}
