import { buildZip } from './zip.js';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const S = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function rels(items: { id: string; type: string; target: string }[]): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${PKG_RELS}">${items.map((r) => `<Relationship Id="${r.id}" Type="${REL}/${r.type}" Target="${r.target}"/>`).join('')}</Relationships>`;
}

function contentTypes(overrides: Record<string, string>): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${Object.entries(
    overrides,
  )
    .map(([part, type]) => `<Override PartName="/${part}" ContentType="${type}"/>`)
    .join('')}</Types>`;
}

/**
 * A Word paragraph from plain text, marked up as Word writes it: revision ids, paragraph and run
 * properties, the text split into a few runs; tabs and line breaks as w:tab and w:br.
 */
let revisions = 0;

/** Word tags each edit session with an id; a document has a few dozen of them. */
function revision(): string {
  revisions = (revisions + 17) % 40;
  return String(10 + revisions);
}

export function wordParagraph(text: string): string {
  const runProperties =
    '<w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="22"/><w:szCs w:val="22"/></w:rPr>';
  const runs = text.split(/(\t|\n)/).map((piece, index) => {
    if (piece === '\t') return '<w:r><w:tab/></w:r>';
    if (piece === '\n') return '<w:r><w:br/></w:r>';
    if (!piece) return '';
    // Word splits a paragraph into runs where formatting or revisions change: here at the middle word.
    const words = piece.split(/(?<= )/);
    const middle = Math.ceil(words.length / 2);
    return [words.slice(0, middle), words.slice(middle)]
      .filter((part) => part.length > 0)
      .map(
        (part, i) =>
          `<w:r w:rsidRPr="00${(index * 7 + i).toString(16).padStart(6, '0').toUpperCase()}">${i % 2 ? runProperties.replace('<w:rPr>', '<w:rPr><w:b/>') : runProperties}<w:t xml:space="preserve">${escapeXml(part.join(''))}</w:t></w:r>`,
      )
      .join('');
  });
  return `<w:p w:rsidR="00A12B${revision()}" w:rsidRDefault="00A12B34" w:rsidP="00C56D${revision()}"><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs><w:spacing w:after="120" w:line="276" w:lineRule="auto"/><w:rPr><w:lang w:val="en-US"/></w:rPr></w:pPr>${runs.join('')}</w:p>`;
}

export interface DocxContent {
  /** Raw body XML (paragraphs, tables), or plain paragraphs. */
  body: string | string[];
  headers?: string[];
  footers?: string[];
  footnotes?: string[];
  comments?: string[];
}

export function buildDocx(content: DocxContent): Uint8Array {
  const body = Array.isArray(content.body) ? content.body.map(wordParagraph).join('') : content.body;
  const files: Record<string, string> = {
    '[Content_Types].xml': contentTypes({
      'word/document.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    }),
    '_rels/.rels': rels([{ id: 'rId1', type: 'officeDocument', target: 'word/document.xml' }]),
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${W}" xmlns:r="${R}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><w:body>${body}<w:sectPr/></w:body></w:document>`,
  };
  const documentRels: { id: string; type: string; target: string }[] = [
    { id: 'rIdStyles', type: 'styles', target: 'styles.xml' },
  ];
  files['word/styles.xml'] =
    `<w:styles xmlns:w="${W}"><w:style w:styleId="Normal"><w:name w:val="Normal"/></w:style></w:styles>`;
  const addParts = (
    kind: string,
    root: string,
    texts: string[] | undefined,
    wrap: (inner: string, i: number) => string,
  ) => {
    texts?.forEach((t, i) => {
      const name = kind === 'header' || kind === 'footer' ? `${kind}${i + 1}.xml` : `${kind}.xml`;
      if (kind !== 'header' && kind !== 'footer' && i > 0) return;
      const inner = kind === 'header' || kind === 'footer' ? wordParagraph(t) : texts.map(wrap).join('');
      files[`word/${name}`] =
        `<?xml version="1.0" encoding="UTF-8"?><w:${root} xmlns:w="${W}">${inner}</w:${root}>`;
      documentRels.push({ id: `rId${kind}${i}`, type: kind, target: name });
    });
  };
  addParts('header', 'hdr', content.headers, (t) => t);
  addParts('footer', 'ftr', content.footers, (t) => t);
  addParts(
    'footnotes',
    'footnotes',
    content.footnotes,
    (t, i) => `<w:footnote w:id="${i + 1}">${wordParagraph(t)}</w:footnote>`,
  );
  addParts(
    'comments',
    'comments',
    content.comments,
    (t, i) => `<w:comment w:id="${i}" w:author="Reviewer">${wordParagraph(t)}</w:comment>`,
  );
  files['word/_rels/document.xml.rels'] = rels(documentRels);
  return buildZip(files);
}

export type CellInput = string | number | { formula: string; value?: string | number } | null;

export interface SheetInput {
  name: string;
  rows: CellInput[][];
}

/** An XLSX with shared strings for text, numbers inline, formulas with cached values; one inline string per sheet. */
export function buildXlsx(sheets: SheetInput[], options: { inlineStrings?: boolean } = {}): Uint8Array {
  const shared: string[] = [];
  const sharedIndex = (s: string): number => {
    let i = shared.indexOf(s);
    if (i < 0) i = shared.push(s) - 1;
    return i;
  };
  const files: Record<string, string> = {};
  sheets.forEach((sheet, index) => {
    const rows = sheet.rows
      .map((row, r) => {
        const cells = row
          .map((cell, c) => {
            const ref = `${String.fromCharCode(65 + c)}${r + 1}`;
            if (cell === null) return '';
            if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
            if (typeof cell === 'string') {
              if (options.inlineStrings)
                return `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`;
              return `<c r="${ref}" t="s"><v>${sharedIndex(cell)}</v></c>`;
            }
            const cached = cell.value === undefined ? '' : `<v>${escapeXml(String(cell.value))}</v>`;
            const type = typeof cell.value === 'string' ? ' t="str"' : '';
            return `<c r="${ref}"${type}><f>${escapeXml(cell.formula)}</f>${cached}</c>`;
          })
          .join('');
        return `<row r="${r + 1}">${cells}</row>`;
      })
      .join('');
    files[`xl/worksheets/sheet${index + 1}.xml`] = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="${S}" xmlns:r="${R}"><sheetPr/><dimension ref="A1"/><sheetData>${rows}</sheetData></worksheet>`;
  });
  files['xl/workbook.xml'] = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="${S}" xmlns:r="${R}"><sheets>${sheets.map((s, i) => `<sheet name="${escapeXml(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`;
  files['xl/_rels/workbook.xml.rels'] = rels([
    ...sheets.map((_, i) => ({
      id: `rId${i + 1}`,
      type: 'worksheet',
      target: `worksheets/sheet${i + 1}.xml`,
    })),
    { id: 'rIdShared', type: 'sharedStrings', target: 'sharedStrings.xml' },
  ]);
  files['xl/sharedStrings.xml'] = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="${S}" count="${shared.length}" uniqueCount="${shared.length}">${shared.map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`).join('')}</sst>`;
  files['[Content_Types].xml'] = contentTypes({
    'xl/workbook.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  });
  files['_rels/.rels'] = rels([{ id: 'rId1', type: 'officeDocument', target: 'xl/workbook.xml' }]);
  return buildZip(files);
}

export interface SlideInput {
  paragraphs: string[];
  notes?: string;
}

/** A PPTX whose slide files are numbered in reverse of the presentation order, to prove order comes from presentation.xml. */
export function buildPptx(slides: SlideInput[]): Uint8Array {
  const files: Record<string, string> = {};
  const count = slides.length;
  const presentationRels: { id: string; type: string; target: string }[] = [];
  slides.forEach((slide, index) => {
    const fileNumber = count - index;
    const shape = `<p:sp><p:txBody><a:bodyPr/>${slide.paragraphs.map((p) => `<a:p><a:r><a:rPr lang="en-US"/><a:t>${escapeXml(p)}</a:t></a:r></a:p>`).join('')}</p:txBody></p:sp>`;
    files[`ppt/slides/slide${fileNumber}.xml`] =
      `<?xml version="1.0" encoding="UTF-8"?><p:sld xmlns:a="${A}" xmlns:p="${P}" xmlns:r="${R}"><p:cSld><p:spTree>${shape}</p:spTree></p:cSld></p:sld>`;
    const slideRels: { id: string; type: string; target: string }[] = [
      { id: 'rId1', type: 'slideLayout', target: '../slideLayouts/slideLayout1.xml' },
    ];
    if (slide.notes !== undefined) {
      files[`ppt/notesSlides/notesSlide${fileNumber}.xml`] =
        `<?xml version="1.0" encoding="UTF-8"?><p:notes xmlns:a="${A}" xmlns:p="${P}"><p:cSld><p:spTree><p:sp><p:txBody><a:p><a:r><a:t>${escapeXml(slide.notes)}</a:t></a:r></a:p></p:txBody></p:sp><p:sp><p:txBody><a:p><a:fld id="{1}" type="slidenum"><a:t>${index + 1}</a:t></a:fld></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:notes>`;
      slideRels.push({
        id: 'rId2',
        type: 'notesSlide',
        target: `../notesSlides/notesSlide${fileNumber}.xml`,
      });
    }
    files[`ppt/slides/_rels/slide${fileNumber}.xml.rels`] = rels(slideRels);
    presentationRels.push({ id: `rId${index + 10}`, type: 'slide', target: `slides/slide${fileNumber}.xml` });
  });
  files['ppt/presentation.xml'] =
    `<?xml version="1.0" encoding="UTF-8"?><p:presentation xmlns:a="${A}" xmlns:p="${P}" xmlns:r="${R}"><p:sldIdLst>${slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 10}"/>`).join('')}</p:sldIdLst></p:presentation>`;
  files['ppt/_rels/presentation.xml.rels'] = rels(presentationRels);
  files['[Content_Types].xml'] = contentTypes({
    'ppt/presentation.xml':
      'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
  });
  files['_rels/.rels'] = rels([{ id: 'rId1', type: 'officeDocument', target: 'ppt/presentation.xml' }]);
  return buildZip(files);
}

const ODF_NS =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2"';

function odfPackage(mime: string, body: string, styles?: string): Uint8Array {
  const files: Record<string, string> = {
    mimetype: mime,
    'content.xml': `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${ODF_NS} office:version="1.3"><office:automatic-styles/><office:body>${body}</office:body></office:document-content>`,
    'META-INF/manifest.xml': `<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"><manifest:file-entry manifest:full-path="/" manifest:media-type="${mime}"/></manifest:manifest>`,
  };
  if (styles)
    files['styles.xml'] =
      `<?xml version="1.0" encoding="UTF-8"?><office:document-styles ${ODF_NS}>${styles}</office:document-styles>`;
  return buildZip(files);
}

/** ODT: paragraphs may use "  " runs (text:s), tabs and line breaks, which the builder encodes as ODF does. */
export function buildOdt(paragraphs: string[], footer?: string): Uint8Array {
  const encode = (text: string) =>
    escapeXml(text)
      .replace(/ {2,}/g, (spaces) => ` <text:s text:c="${spaces.length - 1}"/>`)
      .replace(/\t/g, '<text:tab/>')
      .replace(/\n/g, '<text:line-break/>');
  const body = `<office:text>${paragraphs.map((p, i) => (i === 0 ? `<text:h text:outline-level="1">${encode(p)}</text:h>` : `<text:p>${encode(p)}</text:p>`)).join('')}</office:text>`;
  const styles = footer
    ? `<office:master-styles><style:master-page style:name="Standard"><style:footer><text:p>${escapeXml(footer)}</text:p></style:footer></style:master-page></office:master-styles>`
    : undefined;
  return odfPackage('application/vnd.oasis.opendocument.text', body, styles);
}

export type OdsCell =
  string | number | { formula: string; value: number } | null | { repeat: number; text: string };

export function buildOds(sheets: { name: string; rows: OdsCell[][] }[]): Uint8Array {
  const cell = (c: OdsCell): string => {
    if (c === null) return '<table:table-cell/>';
    if (typeof c === 'number')
      return `<table:table-cell office:value-type="float" office:value="${c}"><text:p>${c}</text:p></table:table-cell>`;
    if (typeof c === 'string')
      return `<table:table-cell office:value-type="string"><text:p>${escapeXml(c)}</text:p></table:table-cell>`;
    if ('repeat' in c)
      return `<table:table-cell table:number-columns-repeated="${c.repeat}" office:value-type="string"><text:p>${escapeXml(c.text)}</text:p></table:table-cell>`;
    return `<table:table-cell table:formula="${escapeXml(c.formula)}" office:value-type="float" office:value="${c.value}"><text:p>${c.value}</text:p></table:table-cell>`;
  };
  const body = `<office:spreadsheet>${sheets
    .map(
      (s) =>
        `<table:table table:name="${escapeXml(s.name)}"><table:table-column table:number-columns-repeated="3"/>${s.rows
          .map(
            (row) =>
              `<table:table-row>${row.map(cell).join('')}<table:table-cell table:number-columns-repeated="1020"/></table:table-row>`,
          )
          .join(
            '',
          )}<table:table-row table:number-rows-repeated="1048000"><table:table-cell table:number-columns-repeated="1024"/></table:table-row></table:table>`,
    )
    .join('')}</office:spreadsheet>`;
  return odfPackage('application/vnd.oasis.opendocument.spreadsheet', body);
}

export function buildOdp(slides: { text: string; notes?: string }[]): Uint8Array {
  const body = `<office:presentation>${slides
    .map(
      (s, i) =>
        `<draw:page xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0" draw:name="page${i + 1}"><draw:frame><draw:text-box><text:p>${escapeXml(s.text)}</text:p></draw:text-box></draw:frame>${
          s.notes
            ? `<presentation:notes><draw:frame><draw:text-box><text:p>${escapeXml(s.notes)}</text:p></draw:text-box></draw:frame></presentation:notes>`
            : ''
        }</draw:page>`,
    )
    .join('')}</office:presentation>`;
  return odfPackage('application/vnd.oasis.opendocument.presentation', body);
}
