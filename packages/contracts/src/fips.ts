import { z } from 'zod';

/**
 * FIPS status (spec part 2 §2.6, §3 "FIPS list item", §7): what each device's agent reports about
 * FIPS mode, and whether the console asked for FIPS mode to be set on it.
 */

/** What the console asked of the device (updateFipsListItem). */
export const FIPS_REQUEST_STATUSES = ['REQUESTED_SET', 'NOT_REQUESTED'] as const;
export type FipsRequestStatus = (typeof FIPS_REQUEST_STATUSES)[number];

/** FIPS compliance mode as the agent sees it. */
export const FIPS_COMPLIANCE_MODES = ['true', 'false', 'unknown'] as const;
export type FipsComplianceMode = (typeof FIPS_COMPLIANCE_MODES)[number];

export const FIPS_VALIDATIONS = ['VALID', 'INVALID', 'UNKNOWN'] as const;
export type FipsValidation = (typeof FIPS_VALIDATIONS)[number];

export const FipsMessages = {
  updated: 'FIPS status updated successfully',
  /** The notice banner of the FIPS Status page. */
  notice:
    'Before enabling FIPS mode on a device, read the knowledge-base article on FIPS: some applications stop working in FIPS mode.',
  unknown: 'Unknown',
} as const;

/** The knowledge-base article the FIPS notice links to. */
export const FIPS_KNOWLEDGE_BASE_URL = 'https://support.vigil.example/kb/fips-mode';

export const FipsLimits = { pageSize: 30 } as const;

const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes('\u0000'), 'Text must not contain NUL characters');

/** POST /agent/v1/fips: what the agent can see; 'Unknown' where it cannot. */
export const fipsReportSchema = z.object({
  fipsComplianceMode: z.enum(FIPS_COMPLIANCE_MODES),
  validation: z.enum(FIPS_VALIDATIONS),
  bitlockerStatus: text(64).default('Unknown'),
  cngVersion: text(64).default('Unknown'),
  bCryptVersion: text(64).default('Unknown'),
  bCryptPrimitivesVersion: text(64).default('Unknown'),
  osVersion: text(255).default('Unknown'),
  /** How the agent found out (e.g. "/proc/sys/crypto/fips_enabled, OpenSSL"). */
  methodUsed: text(255).default('Unknown'),
});
export type FipsReport = z.output<typeof fipsReportSchema>;

/** The FIPS Status column (spec §2.6: Set / Not Set / Pending). */
export function fipsStatusLabel(row: {
  fipsComplianceMode: string;
  fipsRequestStatus: string;
}): 'Set' | 'Not Set' | 'Pending' {
  if (row.fipsComplianceMode === 'true') return 'Set';
  return row.fipsRequestStatus === 'REQUESTED_SET' ? 'Pending' : 'Not Set';
}

/** The customer's fipsrequestStatus (1 or 0) that shows the FIPS Status tab. */
export function fipsTabVisible(fipsrequestStatus: number | null | undefined): boolean {
  return fipsrequestStatus === 1;
}

/** The FIPS column (spec §2.6: Pass / Fail); a device that never reported is Unknown. */
export function fipsValidationLabel(validation: string): 'Pass' | 'Fail' | 'Unknown' {
  if (validation === 'VALID') return 'Pass';
  return validation === 'INVALID' ? 'Fail' : 'Unknown';
}
