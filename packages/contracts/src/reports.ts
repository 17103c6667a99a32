import { z } from 'zod';
import { Limits } from './limits.js';
import { Messages } from './messages.js';

/**
 * Reports (spec part 2 §2.6 "Reports", §3 "Report file", §4, §7, §8, §9): the report types, the
 * schedules, the states of a report file and their limits, shared by the page and the server.
 */

export const REPORT_TYPES = [
  'EXECUTIVE_SUMMARY',
  'DETAILED_RISK_REPORT',
  'SENSITIVE_FILES_REPORT',
  'SENSITIVE_FILES_REPORT_CSV',
  'SENSITIVE_FILES_REPORT_CSV_FULL',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The Generate Report Now buttons, in the page's order. */
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  EXECUTIVE_SUMMARY: 'Executive Summary',
  DETAILED_RISK_REPORT: 'Detailed Risk Report',
  SENSITIVE_FILES_REPORT: 'Sensitive Files Report',
  SENSITIVE_FILES_REPORT_CSV: 'Sensitive Files Report (CSV)',
  SENSITIVE_FILES_REPORT_CSV_FULL: 'Sensitive Files Report (CSV, full)',
};

export const REPORT_SCHEDULE_TYPES = ['MONTHLY', 'QUARTERLY', 'NONE'] as const;
export type ReportScheduleType = (typeof REPORT_SCHEDULE_TYPES)[number];

/** The Schedule Reports radios. */
export const REPORT_SCHEDULE_LABELS: Record<ReportScheduleType, string> = {
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
  NONE: 'No Scheduled Reports',
};

/** A report file's pendingState: made by the job queue, downloadable when READY. */
export const REPORT_STATES = ['PENDING', 'READY', 'FAILED'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** The one tenant whose Reports page shows the Last accessed report button (spec part 2 §2.6, §6). */
export const LAST_ACCESSED_REPORT_TENANT_ID = 1163;

/** GET ?reportfilename=&tenantId= : a report file's bytes (spec part 2 §7.3). */
export const REPORT_FILE_ROUTE = '/graphql/rest/reportFile';

export const ReportLimits = {
  pageSize: 30,
  searchMax: Limits.searchMax,
  /** Report files one delete may name. */
  deleteIdsMax: 1000,
  /** A report file's stored size; a larger one fails rather than fill the database. */
  fileBytesMax: 256 * 1024 * 1024,
  /** Bytes per stored chunk: files are written and downloaded chunk by chunk. */
  chunkBytes: 512 * 1024,
  /** Rows of the tables of a PDF report (top regulations, devices, applications). */
  summaryRows: 10,
  detailedRows: 50,
  /** Files listed by the Sensitive Files PDF (the CSV has them all). */
  sensitiveFilesPdfRows: 500,
  /** Days of the trend chart and of the applications' period. */
  trendDays: 90,
  /** A report file's name, as the download names it. */
  fileNameMax: 255,
} as const;

export const ReportMessages = {
  /** After Generate Report Now (spec part 2 §4). */
  willBeReady: 'The report will be ready within minutes.',
  /** Success (spec part 2 §8). */
  reportsDeleted: 'Reports has been deleted successfully!',
  scheduleUpdated: 'Updated successfully',
  downloadFailed: 'Download failed',
  noAccessToken: 'No access token found',
  tooManyIds: (max: number) => `A request must not name more than ${max} report files`,
  searchTooLong: Messages.lengthBelow(Limits.searchMax),
  tooLarge: 'The report is larger than a report file may be',
  notReady: 'The report is not ready yet',
} as const;

export const reportTypeSchema = z.enum(REPORT_TYPES);
export const reportScheduleTypeSchema = z.enum(REPORT_SCHEDULE_TYPES);

export const reportIdsSchema = z
  .array(z.number().int().positive())
  .min(1)
  .max(ReportLimits.deleteIdsMax, ReportMessages.tooManyIds(ReportLimits.deleteIdsMax));

export const reportSearchSchema = z.string().max(ReportLimits.searchMax, ReportMessages.searchTooLong);

/** A stored report's name in the download: letters, digits, dot, dash and underscore only. */
export const reportFileNameSchema = z
  .string()
  .min(1)
  .max(ReportLimits.fileNameMax)
  .regex(/^[A-Za-z0-9._-]+$/, 'reportfilename must be a report file name');

/** The file extension of each type's document. */
export const reportFileExtension = (type: ReportType): 'pdf' | 'csv' =>
  type === 'SENSITIVE_FILES_REPORT_CSV' || type === 'SENSITIVE_FILES_REPORT_CSV_FULL' ? 'csv' : 'pdf';

/** Exact USD with cents, as the reports print amounts ("$1,234.56"): the API's figures to the cent. */
const usdCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
export function formatUsdCents(value: number): string {
  return usdCents.format(value);
}
