import { describe, expect, it } from 'vitest';
import { extract } from '../testing/extract.js';
import { text } from '../testing/zip.js';
import { htmlToText } from './html.js';

describe('html', () => {
  it('strips tags, scripts and styles, decodes entities and keeps text attributes', () => {
    // A no-break space reads as a space, so that "4111&nbsp;1111" matches like "4111 1111".
    const html = `<!DOCTYPE html><html><head><title>Patient &amp; record</title><style>p { color: red }</style>
<script>var card = "4111111111111111";</script><meta name="description" content="Private file"></head>
<body><h1>Report</h1><p>Name:   <b>Zoë</b>&nbsp;Doe &euro;5 &#8364;6 &#x20AC;7 &bogus; a &lt; b</p>
<img src="x.png" alt="Scan of passport"><!-- hidden comment -->
<table><tr><td>SSN</td><td>123-45-6789</td></tr><tr><td>DOB</td><td>1990-01-01</td></tr></table>
<input type="text" value="typed value" placeholder="Your email"><SCRIPT>ignored()</SCRIPT>tail</body></html>`;
    expect(htmlToText(html)).toBe(
      'Patient & record\nPrivate file\nReport\nName: Zoë Doe €5 €6 €7 &bogus; a < b\nScan of passport\nSSN\t123-45-6789\t\nDOB\t1990-01-01\t\ntyped value Your email tail',
    );
  });

  it('keeps preformatted text as written', () => {
    expect(htmlToText('<pre>a   b\n  c</pre><p>x   y</p>')).toBe('a   b\n  c\nx y');
  });

  it('survives broken markup', () => {
    expect(htmlToText('<p>open <b>bold <i>text')).toBe('open bold text');
    expect(htmlToText('<script>never closed')).toBe('');
    expect(htmlToText('a < b and <3 hearts <')).toBe('a < b and <3 hearts <');
  });

  it('reads .html through extractText', async () => {
    expect(await extract(text('<p>Hello <i>world</i></p>'), 'page.html')).toMatchObject({
      parseResult: 'OK',
      format: 'html',
      segments: [{ text: 'Hello world', scope: 'TEXT' }],
    });
  });
});
