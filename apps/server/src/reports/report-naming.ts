import { randomBytes } from 'node:crypto';
import { REPORT_TYPE_LABELS, reportFileExtension, type ReportType } from '@vigil/contracts';

/** A new report's name ("Executive Summary 2026-11-26 18:30") and its unique file name. */
export function reportNames(type: ReportType, at: Date, suffix?: string) {
  const stamp = at.toISOString().slice(0, 16).replace('T', ' ');
  const slug = REPORT_TYPE_LABELS[type]
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const compact = at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  const extension = reportFileExtension(type);
  return {
    reportName: suffix ? `${REPORT_TYPE_LABELS[type]} ${suffix}` : `${REPORT_TYPE_LABELS[type]} ${stamp}`,
    fileName: `${slug}-${compact}-${randomBytes(4).toString('hex')}.${extension}`,
    contentType: extension === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
  };
}
