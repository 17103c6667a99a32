import { ReportLimits, type ReportType } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { writeFullFindingsCsv, writeSensitiveFilesCsv } from './report-csv.js';
import { readReportFigures } from './report-data.js';
import { countSensitiveFiles, topSensitiveFiles } from './report-files.read-model.js';
import { riskReportPdf, sensitiveFilesPdf } from './report-pdf.js';
import { ReportWriter } from './report-writer.js';

/** Makes the document of a report type for the scope's tenant and writes it; returns its size. */
export async function writeReportDocument(
  db: Queryable,
  scope: TenantScope,
  type: ReportType,
  reportId: number,
  now: Date,
): Promise<number> {
  const out = new ReportWriter(db, scope, reportId);
  switch (type) {
    case 'EXECUTIVE_SUMMARY':
    case 'DETAILED_RISK_REPORT': {
      const rows = type === 'EXECUTIVE_SUMMARY' ? ReportLimits.summaryRows : ReportLimits.detailedRows;
      await out.write(await riskReportPdf(type, await readReportFigures(db, scope, now, rows)));
      break;
    }
    case 'SENSITIVE_FILES_REPORT': {
      const inScope = await scope.customerFilter(db);
      const files = await topSensitiveFiles(db, inScope, ReportLimits.sensitiveFilesPdfRows);
      const total = await countSensitiveFiles(db, inScope);
      await out.write(await sensitiveFilesPdf(scope.name, now, files, total));
      break;
    }
    case 'SENSITIVE_FILES_REPORT_CSV':
      await writeSensitiveFilesCsv(db, scope, out);
      break;
    case 'SENSITIVE_FILES_REPORT_CSV_FULL':
      await writeFullFindingsCsv(db, scope, out);
      break;
  }
  return out.close();
}
