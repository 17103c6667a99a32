import { wordParagraph } from './src/testing/office.ts';
import { officeXmlText } from './src/formats/ooxml.ts';
let seed = 1;
const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
const words = ['invoice', 'customer', 'Jane', 'Doe', 'card', 'account', 'total', 'EUR', 'the', 'of', 'and', 'address'];
const lines = Array.from({ length: 40000 }, () => Array.from({ length: 12 }, () => rnd() < 0.2 ? String(Math.floor(rnd() * 1e6)) : words[Math.floor(rnd() * words.length)]).join(' '));
const xml = Buffer.from(`<w:document xmlns:w="x"><w:body>${lines.map(wordParagraph).join('')}</w:body></w:document>`).toString();
for (let i = 0; i < 20; i++) officeXmlText(xml);
