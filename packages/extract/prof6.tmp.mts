import { extractText } from './src/index.ts';
import { buildTestPdf, pdfString } from './src/testing/pdf.ts';
import { buildDocx } from './src/testing/office.ts';
let seed = 1;
const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
const words = ['invoice', 'customer', 'Jane', 'Doe', 'card', 'account', 'total', 'EUR', 'the', 'of', 'and', 'address'];
const line = () => Array.from({ length: 12 }, () => rnd() < 0.2 ? String(Math.floor(rnd() * 1e6)) : words[Math.floor(rnd() * words.length)]).join(' ');
const pages = Array.from({ length: 200 }, () => ['BT /F1 10 Tf 12 TL 72 760 Td', ...Array.from({ length: 60 }, (_, i) => { const l = line(); return i % 3 === 0 ? `[${pdfString(l.slice(0, 20))} -250 ${pdfString(l.slice(20))}] TJ T*` : `${pdfString(l)} '`; }), 'ET'].join('\n'));
const pdf = buildTestPdf({ pages });
const contentBytes = pages.reduce((n, p) => n + p.length, 0);
const which = process.argv[2] ?? 'pdf';
const docx = buildDocx({ body: Array.from({ length: 20000 }, line) });
const file = which === 'pdf' ? pdf : docx;
let best = Infinity;
for (let i = 0; i < 25; i++) { const t = process.cpuUsage(); await extractText(file, { fileName: 'a.' + which }); const d = process.cpuUsage(t); best = Math.min(best, (d.user + d.system) / 1000); }
console.log(which, 'file MB', (file.length / 1e6).toFixed(2), 'content MB', (contentBytes / 1e6).toFixed(2), 'best ms', best.toFixed(1), 'file MB/s', (file.length / 1e6 / (best / 1000)).toFixed(1));
import { unzipSync } from 'fflate';
if (which === 'docx') { const u = unzipSync(docx); console.log('document.xml MB', (u['word/document.xml']!.length / 1e6).toFixed(2)); }
