import { extractText } from './src/index.ts';
import { buildDocx } from './src/testing/office.ts';
const words = ['invoice', 'customer', 'Jane', 'Doe', 'card', '4111', '1111', 'account', 'total', 'EUR'];
const lines = Array.from({ length: 60000 }, (_, i) => Array.from({ length: 12 }, (_, k) => words[(i * 7 + k * 13) % words.length]).join(' ') + ' ' + i);
const docx = buildDocx({ body: lines });
const t = performance.now();
for (let i = 0; i < 3; i++) await extractText(docx, { fileName: 'a.docx' });
console.log('ms per', (performance.now() - t) / 3);
