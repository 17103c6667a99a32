import { XmlReader } from '../xml/xml-reader.js';

/**
 * Any XML: text content and attribute values ("name: value"), one per line. Data files keep
 * values in attributes as often as in text, so both are read; namespace declarations are not.
 */
export function xmlToText(xml: string): string {
  const reader = new XmlReader(xml);
  const lines: string[] = [];
  for (let token = reader.next(); token !== 'end'; token = reader.next()) {
    if (token === 'text') {
      const text = reader.text().trim();
      if (text) lines.push(text);
    } else if (token === 'open') {
      for (const [name, value] of reader.attributes()) {
        if (name === 'xmlns' || name.startsWith('xmlns:') || name.startsWith('xml:')) continue;
        const trimmed = value.trim();
        if (trimmed) lines.push(`${name}: ${trimmed}`);
      }
    }
  }
  return lines.join('\n');
}
