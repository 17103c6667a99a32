import type { z } from 'zod';
import type { AgentApiError } from '@vigil/contracts';

/** An error of the agent API: its status and the body the agent reads. */
export class AgentRequestError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413,
    message: string,
    readonly issues?: AgentApiError['issues'],
  ) {
    super(message);
  }

  toBody(): AgentApiError {
    return this.issues ? { message: this.message, issues: this.issues } : { message: this.message };
  }
}

const ISSUES_SHOWN = 50;

/** A 400 listing what was wrong, field by field ("files.3.path: …"). */
export function invalidRequest(error: z.ZodError): AgentRequestError {
  const issues = error.issues.slice(0, ISSUES_SHOWN).map((i) => ({
    path: i.path.map(String).join('.'),
    message: i.message,
  }));
  const first = issues[0];
  const summary = first
    ? first.path
      ? `${first.path}: ${first.message}`
      : first.message
    : 'Invalid request';
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : '';
  return new AgentRequestError(400, `Invalid request: ${summary}${more}`, issues);
}

export const AgentMessages = {
  credentialRequired: 'A device credential is required (Authorization: Device <credential>).',
  credentialUnknown: 'The device credential is not valid. Register the agent again.',
  credentialRevoked: 'The device credential was revoked. Register the agent again.',
  agentKeyUnknown: 'The agent key is not valid.',
  deviceArchived: 'This device was archived in the console.',
  deviceDeleted: 'This device was deleted in the console.',
  deviceUninstalled: 'This device was uninstalled in the console.',
  deviceAlreadyRegistered:
    'This device is already registered. Re-register it from the device itself, or ask an administrator to release it.',
  tenantUnavailable: 'The customer of this device no longer exists.',
  uninstallNotRequested: 'The console has not asked this device to uninstall.',
} as const;
