import { officeXmlText } from './src/formats/ooxml.ts';
import { wordParagraph } from './src/testing/office.ts';
let seed = 1;
const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
const words = ['invoice', 'customer', 'Jane', 'Doe', 'card', 'account', 'total', 'EUR', 'the', 'of', 'and', 'address'];
const lines = Array.from({ length: 40000 }, () => Array.from({ length: 12 }, () => rnd() < 0.2 ? String(Math.floor(rnd() * 1e6)) : words[Math.floor(rnd() * words.length)]).join(' '));
const xml = Buffer.from(`<w:document xmlns:w="x"><w:body>${lines.map(wordParagraph).join('')}</w:body></w:document>`).toString();
let best = Infinity;
for (let i = 0; i < 12; i++) { const t = process.cpuUsage(); officeXmlText(xml); const d = process.cpuUsage(t); best = Math.min(best, (d.user + d.system) / 1000); }
console.log('xml MB', (xml.length / 1e6).toFixed(1), 'best cpu ms', best.toFixed(0), 'MB/s', (xml.length / 1e6 / (best / 1000)).toFixed(0));
