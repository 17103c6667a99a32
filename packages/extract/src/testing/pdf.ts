import zlib from 'node:zlib';

/** Writes a PDF object by object, with a correct xref table, like a real producer. */
export class PdfWriter {
  /** null: a number used by an object that lives in an object stream (a free entry here). */
  private readonly bodies: (Uint8Array | undefined | null)[] = [];

  reserve(): number {
    this.bodies.push(undefined);
    return this.bodies.length;
  }

  reservePacked(): number {
    this.bodies.push(null);
    return this.bodies.length;
  }

  set(num: number, body: string | Uint8Array): number {
    this.bodies[num - 1] = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
    return num;
  }

  add(body: string): number {
    return this.set(this.reserve(), body);
  }

  /** A stream object; compressed with FlateDecode unless `compress` is false. */
  addStream(dict: string, data: string | Uint8Array, compress = true): number {
    const raw = typeof data === 'string' ? Buffer.from(data, 'latin1') : Buffer.from(data);
    const encoded = compress ? zlib.deflateSync(raw) : raw;
    const filter = compress ? ' /Filter /FlateDecode' : '';
    const head = Buffer.from(`<< ${dict}${filter} /Length ${encoded.length} >>\nstream\n`, 'latin1');
    return this.add(Buffer.concat([head, encoded, Buffer.from('\nendstream', 'latin1')]).toString('latin1'));
  }

  build(trailer: string): Uint8Array {
    const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    const offsets: number[] = [];
    let length = parts[0]!.length;
    this.bodies.forEach((body, i) => {
      if (body === null) {
        offsets.push(-1);
        return;
      }
      const chunk = Buffer.concat([
        Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
        body ?? Buffer.from('null'),
        Buffer.from('\nendobj\n', 'latin1'),
      ]);
      offsets.push(length);
      parts.push(chunk);
      length += chunk.length;
    });
    const xref = [
      `xref\n0 ${this.bodies.length + 1}\n0000000000 65535 f \n`,
      ...offsets.map((o) => (o < 0 ? '0000000000 65535 f \n' : `${String(o).padStart(10, '0')} 00000 n \n`)),
    ].join('');
    parts.push(
      Buffer.from(
        `${xref}trailer\n<< /Size ${this.bodies.length + 1} ${trailer} >>\nstartxref\n${length}\n%%EOF\n`,
        'latin1',
      ),
    );
    return Buffer.concat(parts);
  }
}

/** Codes of the test CID font: digits by a bfrange, "ABC" by an array bfrange, the rest by bfchar. */
const CID_CHARS: Record<string, number> = {
  ' ': 0x0003,
  fi: 0x0010,
  é: 0x0011,
  '-': 0x0012,
  S: 0x0013,
  N: 0x0014,
  ':': 0x0015,
};
'abcdefghijklmnopqrstuvwxyz'.split('').forEach((c, i) => (CID_CHARS[c] = 0x0050 + i));

export const TO_UNICODE_CMAP = `/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
1 begincodespacerange
<0000> <FFFF>
endcodespacerange
${Object.keys(CID_CHARS).filter((c) => !/^[a-z]$/.test(c)).length} beginbfchar
${Object.entries(CID_CHARS)
  .filter(([c]) => !/^[a-z]$/.test(c))
  .map(([c, code]) => `<${hex4(code)}> <${[...c].map((ch) => hex4(ch.charCodeAt(0))).join('')}>`)
  .join('\n')}
endbfchar
3 beginbfrange
<0020> <0029> <0030>
<0040> <0042> [<0041> <0042> <0043>]
<0050> <0069> <0061>
endbfrange
endcmap
CMapName currentdict /CMap defineresource pop
end
end`;

function hex4(n: number): string {
  return n.toString(16).toUpperCase().padStart(4, '0');
}

/** Hex string of `text` in the test CID font's codes ("fi" becomes its ligature glyph). */
export function cidHex(text: string): string {
  const codes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text.startsWith('fi', i)) {
      codes.push(CID_CHARS.fi!);
      i++;
      continue;
    }
    const c = text[i]!;
    if (c >= '0' && c <= '9') codes.push(0x20 + Number(c));
    else if (c >= 'A' && c <= 'C') codes.push(0x40 + c.charCodeAt(0) - 65);
    else if (CID_CHARS[c] !== undefined) codes.push(CID_CHARS[c]);
    else throw new Error(`The test CID font has no glyph for ${c}`);
  }
  return `<${codes.map(hex4).join('')}>`;
}

export interface TestPdfOptions {
  /** Content streams, one per page; fonts /F1 (Helvetica, WinAnsi) and /F2 (CID with ToUnicode) are available. */
  pages: string[];
  compress?: boolean;
  encrypt?: boolean;
  /** Put the fonts in an object stream, as PDF 1.5 writers do. */
  objectStream?: boolean;
  /** A form XObject /X1 drawing this content, usable from pages with "/X1 Do". */
  form?: string;
  /** AcroForm fields: name → value. */
  fields?: Record<string, string>;
  /** More fonts for the pages' resources: resource name → font dictionary. */
  extraFonts?: Record<string, string>;
}

export function buildTestPdf(options: TestPdfOptions): Uint8Array {
  const w = new PdfWriter();
  const catalog = w.reserve();
  const pagesNum = w.reserve();
  const compress = options.compress ?? true;
  const toUnicode = w.addStream('', TO_UNICODE_CMAP, compress);
  const fontDicts = {
    f1: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    descendant: `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /TestSans /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /DW 500 /W [3 [250] 16 [560]] >>`,
  };
  let f1: number;
  let f2: number;
  if (options.objectStream) {
    // Fonts live compressed inside an object stream: only the scanner's ObjStm support finds them.
    f1 = w.reservePacked();
    const descendant = w.reservePacked();
    f2 = w.reservePacked();
    const objects = [
      [f1, fontDicts.f1],
      [descendant, fontDicts.descendant],
      [
        f2,
        `<< /Type /Font /Subtype /Type0 /BaseFont /TestSans /Encoding /Identity-H /DescendantFonts [${descendant} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
      ],
    ] as const;
    let header = '';
    let body = '';
    for (const [num, dict] of objects) {
      header += `${num} ${body.length} `;
      body += `${dict}\n`;
    }
    w.addStream(`/Type /ObjStm /N ${objects.length} /First ${header.length}`, header + body, true);
  } else {
    f1 = w.add(fontDicts.f1);
    const descendant = w.add(fontDicts.descendant);
    f2 = w.add(
      `<< /Type /Font /Subtype /Type0 /BaseFont /TestSans /Encoding /Identity-H /DescendantFonts [${descendant} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
    );
  }
  const form =
    options.form === undefined
      ? undefined
      : w.addStream(
          `/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /Font << /F1 ${f1} 0 R >> >>`,
          options.form,
          compress,
        );
  const extra = Object.entries(options.extraFonts ?? {})
    .map(([name, dict]) => ` /${name} ${w.add(dict)} 0 R`)
    .join('');
  const resources = `<< /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R${extra} >>${form ? ` /XObject << /X1 ${form} 0 R >>` : ''} >>`;
  const pageNums = options.pages.map((content) => {
    const stream = w.addStream('', content, compress);
    return w.add(`<< /Type /Page /Parent ${pagesNum} 0 R /MediaBox [0 0 612 792] /Contents ${stream} 0 R >>`);
  });
  w.set(
    pagesNum,
    `<< /Type /Pages /Kids [${pageNums.map((n) => `${n} 0 R`).join(' ')}] /Count ${pageNums.length} /Resources ${resources} >>`,
  );
  let acroForm = '';
  if (options.fields) {
    const fieldNums = Object.entries(options.fields).map(([name, value]) =>
      w.add(`<< /FT /Tx /T (${name}) /V (${value}) >>`),
    );
    acroForm = ` /AcroForm << /Fields [${fieldNums.map((n) => `${n} 0 R`).join(' ')}] >>`;
  }
  w.set(catalog, `<< /Type /Catalog /Pages ${pagesNum} 0 R${acroForm} >>`);
  let trailer = `/Root ${catalog} 0 R`;
  if (options.encrypt) {
    const encrypt = w.add('<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <00> /U <00> >>');
    trailer += ` /Encrypt ${encrypt} 0 R /ID [<0123456789ABCDEF0123456789ABCDEF> <0123456789ABCDEF0123456789ABCDEF>]`;
  }
  return w.build(trailer);
}

/** A PDF literal string with the escapes a writer must use. */
export function pdfString(text: string): string {
  return `(${text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)')})`;
}
