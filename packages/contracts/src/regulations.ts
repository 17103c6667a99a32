import { z } from 'zod';
import { Limits } from './limits.js';
import { Messages } from './messages.js';

/**
 * Regulations (spec part 1 §3 "Regulation (edit)", part 2 §3 "Regulation") and policy updates
 * (part 1 §4 "Policy updates"): the one set of rules the back-office dialog and the server share.
 */

/** The id classifierRegulations gives to "no regulation" (OTHER). */
export const OTHER_REGULATION_ID = -1;

/** The signature of every PNG file, base64-encoded: "\x89PNG\r\n\x1a\n". */
const PNG_BASE64_PREFIX = 'iVBORw0KGgo';
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Bytes a base64 string decodes to. */
export function base64DecodedBytes(value: string): number {
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0;
  return Math.floor((value.length * 3) / 4) - padding;
}

/** A data URL or bare base64 → bare base64. */
export function stripDataUrl(value: string): string {
  const m = /^data:image\/[a-z+.-]+;base64,/i.exec(value);
  return m ? value.slice(m[0].length) : value;
}

export const regulationImageSchema = z
  .string()
  .transform(stripDataUrl)
  .superRefine((value, ctx) => {
    if (!BASE64.test(value) || !value.startsWith(PNG_BASE64_PREFIX)) {
      ctx.addIssue({ code: 'custom', message: Messages.regulationImageNotPng });
      return;
    }
    if (base64DecodedBytes(value) > Limits.regulationImageMaxKb * 1024)
      ctx.addIssue({
        code: 'custom',
        message: Messages.regulationImageTooLarge(Limits.regulationImageMaxKb),
      });
  });

const requiredText = (max: number) =>
  z.string().trim().min(1, Messages.required).max(max, Messages.lengthBelow(max));

export const COUNTRY_CODE = /^[A-Z]{2}$/;

/** The New/Edit Regulation form and the createRegulation / updateRegulation input (without id). */
export const regulationFormSchema = z.object({
  name: requiredText(Limits.regulationNameMax),
  description: requiredText(Limits.regulationDescriptionMax),
  region: requiredText(Limits.regulationRegionMax),
  // Required: 0 counts as missing (spec part 1 §5, generic rules).
  sortNumber: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    z
      .number({ message: Messages.numeric })
      .int(Messages.numeric)
      .min(1, Messages.required)
      .max(Limits.regulationSortNumberMax, Messages.maxValue(Limits.regulationSortNumberMax)),
  ),
  image: regulationImageSchema.nullable().optional(),
  setByDefault: z.boolean().default(false),
  canBeSetForCountries: z.boolean().default(false),
  /** ISO 3166 alpha-2 codes; empty = global. */
  availableCountries: z
    .array(z.string().regex(COUNTRY_CODE, 'Invalid country'))
    .max(300, Messages.maxValue(300))
    .default([]),
});
export type RegulationFormInput = z.input<typeof regulationFormSchema>;
export type RegulationForm = z.output<typeof regulationFormSchema>;

/** A regulation is a test one (hidden from all but SysAdmin unless selected) when named so. */
export function isTestRegulation(name: string): boolean {
  return /test/i.test(name);
}

// ---- Policy updates ----

export const POLICY_UPDATE_STATUSES = [
  'MISSING',
  'NOT_ACTUAL',
  'DEPRECATED',
  'ACTUAL',
  'MULTIPLE_CLASSIFIERS_EXIST',
  'BLOCKED',
] as const;
export type PolicyUpdateStatus = (typeof POLICY_UPDATE_STATUSES)[number];

export const POLICY_UPDATE_ACTIONS = ['ADD', 'UPDATE', 'DELETE'] as const;
export type PolicyUpdateAction = (typeof POLICY_UPDATE_ACTIONS)[number];

export const POLICY_UPDATE_STATUS_LABELS: Record<PolicyUpdateStatus, string> = {
  MISSING: 'Missing',
  NOT_ACTUAL: 'Update available',
  DEPRECATED: 'Deprecated',
  ACTUAL: 'Up to date',
  MULTIPLE_CLASSIFIERS_EXIST: 'Multiple classifiers exist',
  BLOCKED: 'Auto-update blocked',
};

/** What clicking a row of this status does (null: the row is disabled). */
export function policyUpdateActionFor(status: PolicyUpdateStatus): PolicyUpdateAction | null {
  switch (status) {
    case 'MISSING':
      return 'ADD';
    case 'NOT_ACTUAL':
      return 'UPDATE';
    case 'DEPRECATED':
      return 'DELETE';
    default:
      return null;
  }
}

/** Customer view: Update All is enabled when any classifier is neither ACTUAL nor BLOCKED. */
export function canUpdateAll(statuses: readonly PolicyUpdateStatus[]): boolean {
  return statuses.some((s) => s !== 'ACTUAL' && s !== 'BLOCKED');
}

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** Codes Intl knows that are not countries. */
const NOT_COUNTRIES = new Set(['ZZ', 'EU', 'EZ', 'UN', 'QO']);

/** The English name of an ISO 3166 alpha-2 country code; null when it is not one. */
export function countryName(code: string): string | null {
  if (!COUNTRY_CODE.test(code) || NOT_COUNTRIES.has(code)) return null;
  try {
    return REGION_NAMES.of(code) ?? null;
  } catch {
    return null;
  }
}
