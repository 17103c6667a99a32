import { extractText } from './src/index.ts';
import { buildTestPdf, pdfString } from './src/testing/pdf.ts';
let seed = 1;
const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
const words = ['invoice', 'customer', 'Jane', 'Doe', 'card', 'account', 'total', 'EUR', 'the', 'of', 'and', 'address'];
const line = () => Array.from({ length: 12 }, () => rnd() < 0.2 ? String(Math.floor(rnd() * 1e6)) : words[Math.floor(rnd() * words.length)]).join(' ');
const pages = Array.from({ length: 200 }, () => ['BT /F1 10 Tf 12 TL 72 760 Td', ...Array.from({ length: 60 }, (_, i) => { const l = line(); return i % 3 === 0 ? `[${pdfString(l.slice(0, 20))} -250 ${pdfString(l.slice(20))}] TJ T*` : `${pdfString(l)} '`; }), 'ET'].join('\n'));
const pdf = buildTestPdf({ pages });
for (let i = 0; i < 30; i++) await extractText(pdf, { fileName: 'a.pdf' });
