import { wordParagraph } from './src/testing/office.ts';
import { XmlReader } from './src/xml/xml-reader.ts';
let seed = 1;
const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
const words = ['invoice', 'customer', 'Jane', 'Doe', 'card', 'account', 'total', 'EUR', 'the', 'of', 'and', 'address'];
const lines = Array.from({ length: 40000 }, () => Array.from({ length: 12 }, () => rnd() < 0.2 ? String(Math.floor(rnd() * 1e6)) : words[Math.floor(rnd() * words.length)]).join(' '));
const xml = Buffer.from(`<w:document xmlns:w="x"><w:body>${lines.map(wordParagraph).join('')}</w:body></w:document>`).toString();
function bench(name: string, fn: () => number) {
  let best = Infinity; let r = 0;
  for (let i = 0; i < 10; i++) { const t = process.cpuUsage(); r = fn(); const d = process.cpuUsage(t); best = Math.min(best, (d.user + d.system) / 1000); }
  console.log(name, 'MB/s', (xml.length / 1e6 / (best / 1000)).toFixed(0), r);
}
bench('indexOf <', () => { let n = 0; for (let i = xml.indexOf('<'); i >= 0; i = xml.indexOf('<', i + 1)) n++; return n; });
bench('charCode loop', () => { let n = 0; for (let i = 0; i < xml.length; i++) if (xml.charCodeAt(i) === 60) n++; return n; });
bench('reader tokens', () => { const r = new XmlReader(xml); let n = 0; while (r.next() !== 'end') n++; return n; });
import { officeXmlText } from './src/formats/ooxml.ts';
bench('officeXmlText', () => officeXmlText(xml).length);
bench('tokens+switch', () => { const r = new XmlReader(xml); let n = 0; for (let t = r.next(); t !== 'end'; t = r.next()) { if (t === 'text') continue; switch (r.name) { case 't': n++; break; case 'delText': n++; break; case 'r': n += 2; break; case 'tab': case 'ptab': n += 3; break; case 'br': case 'cr': n++; break; case 'p': n++; break; case 'tc': n++; break; case 'tr': n++; break; } } return n; });
bench('tokens+text', () => { const r = new XmlReader(xml); let n = 0; for (let t = r.next(); t !== 'end'; t = r.next()) { if (t === 'text') n += r.text().length; } return n; });
