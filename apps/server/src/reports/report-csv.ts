import type { Queryable } from '../db/client.js';
import { csvField } from '../devices/devices-csv.routes.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
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

/** SENSITIVE_FILES_REPORT_CSV: one row per live sensitive file, customer by customer, page by page. */
export async function writeSensitiveFilesCsv(db: Queryable, scope: TenantScope, out: ReportWriter) {
  await out.write(head(SENSITIVE_COLUMNS));
  let count = 0;
  for (const id of await scope.customerIds(db)) {
    const customer = await scope.narrow(db, id);
    let after = { id: 0 };
    for (;;) {
      const page = await sensitiveFilesAfter(db, customer, after, PAGE);
      if (page.length > 0) await out.write(page.map((r) => line(SENSITIVE_COLUMNS, r)).join(''));
      count += page.length;
      const last = page.at(-1);
      if (!last || page.length < PAGE) break;
      after = { id: Number(last.id) };
    }
  }
  return count;
}

/** SENSITIVE_FILES_REPORT_CSV_FULL: one row per finding (file × classifier) of every live file. */
export async function writeFullFindingsCsv(db: Queryable, scope: TenantScope, out: ReportWriter) {
  await out.write(head(FULL_COLUMNS));
  let count = 0;
  for (const id of await scope.customerIds(db)) {
    const customer = await scope.narrow(db, id);
    let after = { fileId: 0, classifierId: 0 };
    for (;;) {
      const page = await findingsAfter(db, customer, after, PAGE);
      if (page.length > 0) await out.write(page.map((r) => line(FULL_COLUMNS, r)).join(''));
      count += page.length;
      const last = page.at(-1);
      if (!last || page.length < PAGE) break;
      after = { fileId: Number(last.fileId), classifierId: last.classifierId };
    }
  }
  return count;
}
