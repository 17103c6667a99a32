// Local throughput of extractText per format on one core: `npx tsx packages/extract/src/testing/bench.ts`.
import { extractText } from '../index.js';
import { buildDocx, buildXlsx } from './office.js';
import { buildTestPdf, pdfString } from './pdf.js';
import { buildZip } from './zip.js';

const words = [
  'invoice',
  'customer',
  'Jane',
  'Doe',
  'card',
  'account',
  'total',
  'EUR',
  'address',
  'street',
  'the',
  'of',
  'and',
  'payment',
  'due',
  'Müller',
  'reference',
];

let seed = 1;
function random(): number {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
}

/** Words and numbers drawn at random, so that the files compress like real ones (not 100:1). */
function sentence(i: number, length = 12): string {
  const out: string[] = [];
  for (let k = 0; k < length; k++)
    out.push(
      random() < 0.25
        ? String(Math.floor(random() * 1e7))
        : (words[Math.floor(random() * words.length)] ?? 'x'),
    );
  return `${out.join(' ')} ${i}`;
}

function lines(count: number, length?: number): string[] {
  return Array.from({ length: count }, (_, i) => sentence(i, length));
}

async function measure(
  name: string,
  fileName: string,
  bytes: Uint8Array,
): Promise<{ format: string; mb: number; mbPerSecond: number }> {
  await extractText(bytes, { fileName });
  // CPU time, best of several rounds: other processes on the machine don't skew it.
  let best = Infinity;
  let chars = 0;
  for (let round = 0; round < 7; round++) {
    const before = process.cpuUsage();
    const result = await extractText(bytes, { fileName });
    const used = process.cpuUsage(before);
    best = Math.min(best, (used.user + used.system) / 1e6);
    if (result.parseResult !== 'OK')
      throw new Error(`${name}: ${result.parseResult} ${result.brokenDescription ?? ''}`);
    chars = result.segments.reduce((n, s) => n + s.text.length, 0);
  }
  const mb = bytes.length / 1e6;
  return {
    format: `${name} (${chars} chars out)`,
    mb: Math.round(mb * 10) / 10,
    mbPerSecond: Math.round((mb / best) * 10) / 10,
  };
}

const pdfPages = Array.from({ length: 200 }, (_, p) =>
  [
    'BT /F1 10 Tf 12 TL 72 760 Td',
    ...lines(60).map((l, i) =>
      i % 3 === 0
        ? `[${pdfString(l.slice(0, 20))} -250 ${pdfString(l.slice(20))}] TJ T*`
        : `${pdfString(l)} ' `,
    ),
    'ET',
  ]
    .join('\n')
    .replace(/^/, `% page ${p}\n`),
);

const results = [
  await measure('plain text', 'big.txt', Buffer.from(lines(400_000).join('\n'))),
  await measure(
    'csv',
    'big.csv',
    Buffer.from(
      lines(200_000)
        .map((l) => `"${l}",${l.length},"x ""y"""`)
        .join('\n'),
    ),
  ),
  await measure('docx', 'big.docx', buildDocx({ body: lines(60_000) })),
  await measure(
    'xlsx',
    'big.xlsx',
    buildXlsx([
      { name: 'S', rows: lines(40_000, 4).map((l, i) => [l, i, { formula: `B${i + 1}*2`, value: i * 2 }]) },
    ]),
  ),
  await measure('pdf', 'big.pdf', buildTestPdf({ pages: pdfPages })),
  await measure(
    'zip of text',
    'big.zip',
    buildZip(Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}.txt`, lines(5000).join('\n')]))),
  ),
];
process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
