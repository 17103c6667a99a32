import { z } from 'zod';
import { PARSE_RESULTS, type ParseResult } from './classifiers.js';

/** The data explorer: Discovered Data, Activity Log, their CSV exports (spec part 2 §2.6, §7, §9). */
export const ExplorerLimits = {
  pageSize: 30,
  /** Bounds of the files and records filters. */
  countMin: 0,
  countMax: 100_000_000,
  /** Rows an Activity Log export holds at most. */
  csvMaxRows: 100_000,
  /** With no range chosen, the export covers this many months back from now. */
  csvDefaultMonths: 3,
  /** Rows read from the database per round trip while a CSV streams. */
  csvBatchRows: 2_000,
} as const;

/** GET, bearer access token; ?tenantId&StartTimestamp&EndTimestamp (ISO-8601, both optional). */
export const FILE_ACTIONS_CSV_ROUTE = '/graphql/Rest/download/reports/fileActions';
/** GET, bearer access token; ?tenantId. */
export const FILES_LAST_ACCESSED_CSV_ROUTE = '/graphql/Rest/download/reports/filesLastAccessed';

export const SENSITIVITY_FILTERS = ['Both', 'Sensitive', 'Non-sensitive'] as const;
export type SensitivityFilter = (typeof SENSITIVITY_FILTERS)[number];

/** "Any Failed" is every parse result but OK; the others name one result (spec §9). */
export const PARSING_STATUS_FILTERS = [
  'All',
  'Any Failed',
  'CANCELED',
  'CANT_OPEN_FILE',
  'ENCRYPTED_DIFF_CUSTOMER',
  'LOCKED',
  'PARSING_ERROR',
] as const;
export type ParsingStatusFilter = (typeof PARSING_STATUS_FILTERS)[number];

/** The parse results a parsing status filter keeps, or null for all. */
export function parseResultsOf(filter: ParsingStatusFilter): ParseResult[] | null {
  if (filter === 'All') return null;
  if (filter === 'Any Failed') return PARSE_RESULTS.filter((r) => r !== 'OK');
  return [filter];
}

export const DELETION_FILTERS = ['Not Deleted', 'Deleted', 'All'] as const;
export type DeletionFilter = (typeof DELETION_FILTERS)[number];

export const ExplorerMessages = {
  falsePositiveMarked: 'File marked as a false positive',
  falsePositiveCleared: 'File no longer marked as a false positive',
  badTimestamp: 'StartTimestamp and EndTimestamp must be ISO-8601 dates',
  rangeReversed: 'StartTimestamp must not be after EndTimestamp',
  badTenantId: 'tenantId must be a positive integer',
  /** Under Data Risk and on the banner's figures. */
  overlapNote: 'One record can fall under several regulations, so the rows add up to more than the total.',
  /** Under Data Risk while it lists only the selected regulations (the default). */
  selectedRegulationsNote:
    'Only the regulations selected for this customer are listed; Show all regulations adds the others its data falls under.',
  showAllRegulations: 'Show all regulations',
} as const;

export const updateFileInputSchema = z.object({
  id: z.number().int().positive(),
  falsePositive: z.boolean(),
});

const isoDate = z
  .string()
  .max(40)
  .refine((s) => !Number.isNaN(Date.parse(s)), ExplorerMessages.badTimestamp);

/** The query of the Activity Log export. A missing end is now; a missing start, 3 months before the end. */
export const fileActionsCsvQuerySchema = z
  .object({
    tenantId: z
      .string()
      .regex(/^\d{1,9}$/, ExplorerMessages.badTenantId)
      .optional(),
    StartTimestamp: isoDate.optional(),
    EndTimestamp: isoDate.optional(),
  })
  .refine(
    (q) => !q.StartTimestamp || !q.EndTimestamp || Date.parse(q.StartTimestamp) <= Date.parse(q.EndTimestamp),
    { message: ExplorerMessages.rangeReversed, path: ['StartTimestamp'] },
  );

/** The range an export covers, from its query (dates already checked). */
export function fileActionsCsvRange(
  q: { StartTimestamp?: string; EndTimestamp?: string },
  now: Date = new Date(),
): { start: Date; end: Date } {
  const end = q.EndTimestamp ? new Date(q.EndTimestamp) : now;
  if (q.StartTimestamp) return { start: new Date(q.StartTimestamp), end };
  const start = new Date(end);
  start.setUTCMonth(start.getUTCMonth() - ExplorerLimits.csvDefaultMonths);
  return { start, end };
}

/** Precision of a classifier from reviews: files confirmed against files reviewed (null: none reviewed). */
export function classifierPrecision(reviewed: number, falsePositives: number): number | null {
  if (reviewed <= 0) return null;
  return (reviewed - falsePositives) / reviewed;
}
