import { describe, expect, it } from 'vitest';
import { extract } from '../testing/extract.js';
import { text } from '../testing/zip.js';
import { xmlToText } from './xml.js';

describe('xml', () => {
  it('reads text, CDATA and attribute values, not namespace declarations', () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE c [<!ENTITY x "y">]><!-- comment --><customers xmlns="urn:x" xmlns:a="urn:a">
  <customer id="7" ssn="123-45-6789"><name>Jane &amp; John &#x41;&#66;</name><note><![CDATA[<raw> & text]]></note></customer>
</customers>`;
    expect(xmlToText(xml)).toBe('id: 7\nssn: 123-45-6789\nJane & John AB\n<raw> & text');
  });

  it('survives malformed XML', () => {
    expect(xmlToText('<a><b attr="unclosed>text')).toBe('');
    expect(xmlToText('text only & more')).toBe('text only & more');
    expect(xmlToText('<a>one</b>two<c')).toBe('one\ntwo');
  });

  it('reads UTF-16 XML files', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('<?xml version="1.0" encoding="UTF-16"?><r><v>Zoë</v></r>', 'utf16le'),
    ]);
    expect(await extract(bytes, 'data.xml')).toMatchObject({
      parseResult: 'OK',
      format: 'xml',
      segments: [{ text: 'Zoë' }],
    });
  });

  it('reads an XML file by its declaration when it has no extension', async () => {
    expect((await extract(text('<?xml version="1.0"?><a>hello</a>'), 'export')).segments).toEqual([
      { text: 'hello', scope: 'TEXT' },
    ]);
  });
});
