import type { Queryable } from '../db/client.js';
import { csvField } from '../devices/devices-csv.routes.js';
import type { ScopeFilter } from '../tenants/tenant-scope.js';
import {
  findingsAfter,
  sensitiveFilesAfter,
  type FindingRow,
  type SensitiveFileRow,
} from './report-files.read-model.js';
import type { ReportWriter } from './report-writer.js';

const PAGE = 2000;

type Columns<T> = readonly (readonly [string, (row: T) => unknown])[];

const SENSITIVE_COLUMNS: Columns<SensitiveFileRow> = [
  ['Device', (r) => r.deviceName],
  ['Path', (r) => r.path],
  ['Classifiers', (r) => r.classifiers],
  ['Entries', (r) => r.entriesCount],
  ['Sensitive Risk (USD)', (r) => r.sensitiveCost],
  ['Encrypted', (r) => (r.isEncrypted ? 'Yes' : 'No')],
  ['Modified', (r) => r.modifiedAt],
  ['Last Accessed', (r) => r.accessedAt],
];

const FULL_COLUMNS: Columns<FindingRow> = [
  ['Device', (r) => r.deviceName],
  ['Path', (r) => r.path],
  ['Classifier', (r) => r.classifierName],
  ['Sensitive', (r) => (r.isSensitive ? 'Yes' : 'No')],
  ['Entries', (r) => r.entriesCount],
  ['Risk (USD)', (r) => r.cost],
  ['Encrypted', (r) => (r.isEncrypted ? 'Yes' : 'No')],
  ['Size (bytes)', (r) => r.size],
  ['Owner', (r) => r.owner],
  ['Modified', (r) => r.modifiedAt],
  ['Last Accessed', (r) => r.accessedAt],
];

const line = <T>(columns: Columns<T>, row: T) =>
  `${columns.map(([, get]) => csvField(get(row))).join(',')}\r\n`;
const head = <T>(columns: Columns<T>) => `${columns.map(([h]) => csvField(h)).join(',')}\r\n`;

/** SENSITIVE_FILES_REPORT_CSV: one row per live sensitive file, page by page; returns the rows written. */
export async function writeSensitiveFilesCsv(db: Queryable, inScope: ScopeFilter, out: ReportWriter) {
  await out.write(head(SENSITIVE_COLUMNS));
  let after = { customer: 0, id: 0 };
  let count = 0;
  for (;;) {
    const page = await sensitiveFilesAfter(db, inScope, after, PAGE);
    if (page.length > 0) await out.write(page.map((r) => line(SENSITIVE_COLUMNS, r)).join(''));
    count += page.length;
    const last = page.at(-1);
    if (!last || page.length < PAGE) return count;
    after = { customer: last.tenantId, id: Number(last.id) };
  }
}

/** SENSITIVE_FILES_REPORT_CSV_FULL: one row per finding (file × classifier) of every live file. */
export async function writeFullFindingsCsv(db: Queryable, inScope: ScopeFilter, out: ReportWriter) {
  await out.write(head(FULL_COLUMNS));
  let after = { customer: 0, fileId: 0, classifierId: 0 };
  let count = 0;
  for (;;) {
    const page = await findingsAfter(db, inScope, after, PAGE);
    if (page.length > 0) await out.write(page.map((r) => line(FULL_COLUMNS, r)).join(''));
    count += page.length;
    const last = page.at(-1);
    if (!last || page.length < PAGE) return count;
    after = { customer: last.tenantId, fileId: Number(last.fileId), classifierId: last.classifierId };
  }
}
