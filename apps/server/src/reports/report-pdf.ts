import PDFDocument from 'pdfkit';
import { formatUsdCents, REPORT_TYPE_LABELS, type ReportType } from '@vigil/contracts';
import type { ReportFigures } from './report-data.js';
import type { SensitiveFileRow } from './report-files.read-model.js';

/**
 * The PDF reports, drawn with pdfkit's standard fonts (WinAnsi: text outside it is replaced, see
 * `winAnsi`). Amounts are exact to the cent (formatUsdCents), so the document's figures can be
 * checked against the API's.
 */

type Doc = PDFKit.PDFDocument;

const MARGIN = 50;

/** Standard PDF fonts encode WinAnsi only: other characters would print as garbage. */
export function winAnsi(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff\u20ac\u2013\u2014\u2018\u2019\u201c\u201d\u2022]/g, '?');
}

function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function newDoc(title: string): Doc {
  return new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Creator: 'Vigil', Producer: 'Vigil' },
    // Fixed dates keep a report's bytes the same for the same figures.
    compress: true,
  });
}

function header(
  doc: Doc,
  type: ReportType,
  tenantName: string,
  generatedAt: Date,
  from?: string,
  to?: string,
) {
  doc.font('Helvetica-Bold').fontSize(20).text(REPORT_TYPE_LABELS[type]);
  doc.moveDown(0.3);
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(winAnsi(`Tenant: ${tenantName}`));
  doc.text(`Generated: ${generatedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`);
  if (from && to) doc.text(`Period: ${from} to ${to}`);
  doc.moveDown();
}

function section(doc: Doc, title: string) {
  if (doc.y > doc.page.height - MARGIN - 120) doc.addPage();
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(14).text(title, MARGIN);
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(9);
}

function table(doc: Doc, head: string[], rows: string[][], widths: (number | '*')[]) {
  if (rows.length === 0) {
    doc.fontSize(10).text('No data', MARGIN);
    return;
  }
  doc.fontSize(9);
  doc.table({
    position: { x: MARGIN },
    columnStyles: widths,
    rowStyles: (i) => (i === 0 ? { backgroundColor: '#e8eaf0' } : undefined),
    data: [
      head.map((text) => ({ text, font: { src: 'Helvetica-Bold' } })),
      ...rows.map((r) => r.map((c) => winAnsi(c))),
    ],
  });
  doc.x = MARGIN;
}

function totals(doc: Doc, f: ReportFigures) {
  section(doc, 'Risk totals');
  doc.fontSize(11);
  doc.text(`Total Risk: ${formatUsdCents(f.totals.total)}`);
  doc.text(`Risk Reduction: ${formatUsdCents(f.totals.reduction)}`);
  doc.text(`Residual Risk: ${formatUsdCents(f.totals.residual)}`);
}

/** The Risk Over Time line of the last three months: total and residual, one point per day. */
function trendChart(doc: Doc, f: ReportFigures) {
  section(doc, 'Risk over the last 3 months');
  const points = f.history;
  if (points.length === 0) {
    doc.fontSize(10).text('No risk history in the period', MARGIN);
    return;
  }
  const x0 = MARGIN + 60;
  const width = doc.page.width - x0 - MARGIN;
  const height = 150;
  const y0 = doc.y + 10;
  const max = Math.max(1, ...points.map((p) => p.total));
  const first = Date.parse(`${f.from}T00:00:00Z`);
  const span = Math.max(1, Date.parse(`${f.to}T00:00:00Z`) - first);
  const px = (day: string) => x0 + ((Date.parse(`${day}T00:00:00Z`) - first) / span) * width;
  const py = (v: number) => y0 + height - (v / max) * height;
  doc.save().lineWidth(0.5).strokeColor('#999999');
  doc
    .moveTo(x0, y0)
    .lineTo(x0, y0 + height)
    .lineTo(x0 + width, y0 + height)
    .stroke();
  doc.restore();
  doc.fontSize(7).fillColor('#555555');
  doc.text(formatUsdCents(max), MARGIN - 10, y0 - 4, { width: 68, align: 'right', lineBreak: false });
  doc.text('$0.00', MARGIN - 10, y0 + height - 4, { width: 68, align: 'right', lineBreak: false });
  doc.text(f.from, x0, y0 + height + 4, { lineBreak: false });
  doc.text(f.to, x0 + width - 40, y0 + height + 4, { lineBreak: false });
  const line = (value: (p: (typeof points)[number]) => number, color: string) => {
    doc.save().lineWidth(1.5).strokeColor(color);
    points.forEach((p, i) =>
      i === 0 ? doc.moveTo(px(p.day), py(value(p))) : doc.lineTo(px(p.day), py(value(p))),
    );
    if (points.length === 1) doc.lineTo(px(points[0]!.day) + 2, py(value(points[0]!)));
    doc.stroke().restore();
  };
  line((p) => p.total, '#1f4e9c');
  line((p) => p.residual, '#d9822b');
  doc.fillColor('#1f4e9c').text('Total risk', x0, y0 + height + 16, { lineBreak: false });
  doc.fillColor('#d9822b').text('Residual risk', x0 + 80, y0 + height + 16, { lineBreak: false });
  doc.fillColor('black');
  doc.x = MARGIN;
  doc.y = y0 + height + 34;
}

function regulations(doc: Doc, f: ReportFigures) {
  section(doc, `Top regulations (${f.regulations.length} of ${f.regulationsCount})`);
  table(
    doc,
    ['Regulation', 'Files', 'Total Risk', 'Residual Risk'],
    f.regulations.map((r) => [
      r.regulationName,
      String(r.filesCount),
      formatUsdCents(r.riskInUSD),
      formatUsdCents(r.residualRiskInUSD),
    ]),
    ['*', 60, 100, 100],
  );
}

function devices(doc: Doc, f: ReportFigures) {
  section(doc, `Top devices (${f.devices.length} of ${f.devicesCount})`);
  table(
    doc,
    ['Device', 'Sensitive Files', 'Sensitive Risk', 'Residual Sensitive Risk'],
    f.devices.map((d) => [
      d.deviceNickName ? `${d.deviceName} (${d.deviceNickName})` : d.deviceName,
      String(d.sensitiveFilesCount),
      formatUsdCents(d.sensitiveRiskInUSD),
      formatUsdCents(d.residualSensitiveRiskInUSD),
    ]),
    ['*', 70, 100, 110],
  );
}

function applications(doc: Doc, f: ReportFigures) {
  section(doc, `Top applications (${f.applications.length} of ${f.applicationsCount})`);
  table(
    doc,
    ['Application', 'Incoming Files', 'Outbound Files', 'Outgoing Risk', 'Residual Risk'],
    f.applications.map((a) => [
      a.processCaption,
      String(a.filesCountIncoming),
      String(a.filesCountOutgoing),
      formatUsdCents(a.totalEntriesCostOutgoing),
      formatUsdCents(a.residualEntriesCostOutgoing),
    ]),
    ['*', 60, 60, 85, 85],
  );
}

function forecast(doc: Doc, f: ReportFigures) {
  section(doc, 'Encryption forecast');
  doc
    .fontSize(9)
    .text(
      'Risk taken off by encrypting each file once unused for its rule\u2019s delay, assuming files are not opened again.',
      MARGIN,
    );
  doc.moveDown(0.3);
  table(
    doc,
    ['Date', 'Risk Reduction', 'Residual Risk'],
    f.forecast.map((p) => [p.date, formatUsdCents(p.reduction), formatUsdCents(p.residual)]),
    ['*', 120, 120],
  );
}

/** EXECUTIVE_SUMMARY and DETAILED_RISK_REPORT: the same sections, the detailed one with longer lists. */
export async function riskReportPdf(type: ReportType, f: ReportFigures): Promise<Buffer> {
  const doc = newDoc(`${REPORT_TYPE_LABELS[type]} - ${winAnsi(f.tenantName)}`);
  const done = collect(doc);
  header(doc, type, f.tenantName, f.generatedAt, f.from, f.to);
  totals(doc, f);
  trendChart(doc, f);
  regulations(doc, f);
  devices(doc, f);
  applications(doc, f);
  forecast(doc, f);
  doc.end();
  return done;
}

/** SENSITIVE_FILES_REPORT: the sensitive files with the most risk, and how many there are. */
export async function sensitiveFilesPdf(
  tenantName: string,
  generatedAt: Date,
  files: SensitiveFileRow[],
  total: number,
): Promise<Buffer> {
  const type: ReportType = 'SENSITIVE_FILES_REPORT';
  const doc = newDoc(`${REPORT_TYPE_LABELS[type]} - ${winAnsi(tenantName)}`);
  const done = collect(doc);
  header(doc, type, tenantName, generatedAt);
  doc.fontSize(11).text(`Sensitive files: ${total}`);
  if (total > files.length) doc.text(`The ${files.length} files with the most risk are listed.`);
  section(doc, 'Sensitive files');
  table(
    doc,
    ['Device', 'Path', 'Entries', 'Sensitive Risk', 'Encrypted'],
    files.map((r) => [
      r.deviceName,
      r.path,
      String(r.entriesCount),
      formatUsdCents(Number(r.sensitiveCost)),
      r.isEncrypted ? 'Yes' : 'No',
    ]),
    [80, '*', 50, 80, 50],
  );
  doc.end();
  return done;
}
