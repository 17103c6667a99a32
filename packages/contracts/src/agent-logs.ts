import { z } from 'zod';

/**
 * Agent log requests (spec part 2 §2.3, §3 "Agent log request", §7): the back office asks a device
 * for its agent's log; the agent sees it on its next policy pull and uploads its log file.
 */
export const AgentLogLimits = {
  /** One rotating log file of the agent; it keeps two (the current one and the one before). */
  logFileBytes: 1024 * 1024,
  logFilesKept: 2,
  /** An upload: both files, the older first. */
  uploadBytes: 2 * 1024 * 1024,
  /** Uploaded logs kept per device; an upload beyond it removes the oldest. */
  logsKeptPerDevice: 5,
  /** deviceIdentifier of requestDeviceLog2 (as the agent API bounds it). */
  deviceIdentifierMax: 128,
  /** The back office's lists (spec §9: agent log request lists 30 a page). */
  pageSize: 30,
  /** Updater countdown (spec §9): five minutes after the updater's last check-in, one tick a second. */
  updaterCountdownMs: 5 * 60 * 1000,
} as const;

export const AgentLogMessages = {
  requested: 'Log requested successfully',
  notRequested: 'No log was requested for this device',
  tooLarge: `A log upload must not exceed ${AgentLogLimits.uploadBytes} bytes`,
  nul: 'A log must not contain NUL characters',
  deviceIdentifierRequired: 'Device identifier is required',
} as const;

/** GET, bearer access token (spec part 2 §7.3): one uploaded log as a text file. */
export const AGENT_LOG_DOWNLOAD_ROUTE = '/graphql/Rest/download/agent/log';

/** requestDeviceLog2's request: the device named by the identifier its agent generated. */
export const requestDeviceLog2Schema = z.object({
  deviceIdentifier: z
    .string()
    .trim()
    .min(1, AgentLogMessages.deviceIdentifierRequired)
    .max(AgentLogLimits.deviceIdentifierMax)
    .refine((s) => !s.includes('\u0000'), 'Text must not contain NUL characters'),
});

/**
 * The updater countdown of a row (spec part 2 §4): mm:ss to five minutes after the updater's last
 * check-in, 'Waiting' once that has passed, '' when there is no time.
 */
export function updaterCountdown(updaterLastDateTime: string | null | undefined, nowMs: number): string {
  if (!updaterLastDateTime) return '';
  const at = Date.parse(updaterLastDateTime);
  if (Number.isNaN(at)) return '';
  const left = Math.ceil((at + AgentLogLimits.updaterCountdownMs - nowMs) / 1000);
  if (left <= 0) return 'Waiting';
  const mm = Math.floor(left / 60);
  const ss = left % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}
