import type { PdfDocument } from './document.js';
import { PdfFont } from './fonts.js';
import { PdfLexer } from './lexer.js';
import { dictOf, isName, isOperator, isStream, isString } from './objects.js';
import type { PdfDict, PdfStream, PdfValue } from './objects.js';

type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const MAX_FORM_DEPTH = 8;
const MAX_OPERANDS = 10_000;

interface GraphicsState {
  ctm: Matrix;
  font: PdfFont | undefined;
  fontSize: number;
  charSpacing: number;
  wordSpacing: number;
  scale: number;
  leading: number;
}

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

function translate(m: Matrix, tx: number, ty: number): Matrix {
  return [m[0], m[1], m[2], m[3], tx * m[0] + ty * m[2] + m[4], tx * m[1] + ty * m[3] + m[5]];
}

/**
 * Lays shown strings out as lines: a jump down (or up) by half a line starts a new line; a gap to
 * the right wider than a fifth of the font size is a space. That tells word gaps from kerning
 * whether a writer positions each word, each glyph, or kerns inside TJ arrays.
 */
class TextLayout {
  private readonly parts: string[] = [];
  private endX = 0;
  private endY = 0;
  private lastSize = 0;
  private hasText = false;
  private endsWithSpace = true;

  place(x: number, y: number, size: number): void {
    if (!this.hasText) return;
    const lineHeight = Math.max(size, this.lastSize, 0.001);
    if (Math.abs(y - this.endY) > lineHeight * 0.5) {
      this.newLine();
      return;
    }
    const dx = x - this.endX;
    if ((dx > size * 0.2 || dx < -lineHeight) && !this.endsWithSpace) {
      this.parts.push(' ');
      this.endsWithSpace = true;
    }
  }

  append(text: string, endX: number, endY: number, size: number): void {
    this.endX = endX;
    this.endY = endY;
    this.lastSize = size;
    this.hasText = true;
    if (text.length === 0) return;
    this.parts.push(text);
    const last = text.charCodeAt(text.length - 1);
    this.endsWithSpace = last === 32 || last === 10 || last === 9;
  }

  newLine(): void {
    if (this.parts.length > 0 && this.parts[this.parts.length - 1] !== '\n') this.parts.push('\n');
    this.endsWithSpace = true;
  }

  toString(): string {
    return this.parts.join('').trim();
  }
}

/** Reads the text of one page (its content streams and the form XObjects they draw). */
export class PageTextReader {
  private readonly layout = new TextLayout();
  private readonly formsInUse = new Set<PdfStream>();

  constructor(
    private readonly doc: PdfDocument,
    private readonly fonts: Map<PdfDict, PdfFont>,
  ) {}

  read(page: PdfDict, resources: PdfDict | undefined): string {
    const contents = this.doc.get(page, 'Contents');
    const streams = Array.isArray(contents) ? contents : [contents];
    const chunks: Uint8Array[] = [];
    for (const item of streams) {
      const bytes = this.doc.streamBytes(item);
      if (bytes) chunks.push(bytes, NEWLINE);
    }
    const state: GraphicsState = {
      ctm: IDENTITY,
      font: undefined,
      fontSize: 0,
      charSpacing: 0,
      wordSpacing: 0,
      scale: 1,
      leading: 0,
    };
    this.run(Buffer.concat(chunks), resources, state, 0);
    return this.layout.toString();
  }

  private run(
    bytes: Uint8Array,
    resources: PdfDict | undefined,
    initial: GraphicsState,
    depth: number,
  ): void {
    const lexer = new PdfLexer(bytes);
    const operands: PdfValue[] = [];
    const stack: GraphicsState[] = [];
    let gs: GraphicsState = { ...initial };
    let tm: Matrix = IDENTITY;
    let tlm: Matrix = IDENTITY;
    const num = (i: number): number => {
      const v = operands[operands.length - i];
      return typeof v === 'number' ? v : 0;
    };
    const moveLine = (tx: number, ty: number): void => {
      tlm = translate(tlm, tx, ty);
      tm = tlm;
    };
    // Hot path: positions are computed inline rather than through matrix objects.
    const show = (value: PdfValue | undefined): void => {
      if (!isString(value)) return;
      const ctm = gs.ctm;
      const c = tm[2] * ctm[0] + tm[3] * ctm[2];
      const d = tm[2] * ctm[1] + tm[3] * ctm[3];
      const size = Math.abs(gs.fontSize) * Math.hypot(c, d) || Math.abs(gs.fontSize);
      this.layout.place(
        tm[4] * ctm[0] + tm[5] * ctm[2] + ctm[4],
        tm[4] * ctm[1] + tm[5] * ctm[3] + ctm[5],
        size,
      );
      const shown = gs.font ? gs.font.decode(value.bytes) : fallbackDecode(value.bytes);
      const advance =
        (shown.width * gs.fontSize + gs.charSpacing * shown.glyphs + gs.wordSpacing * shown.spaces) *
        gs.scale;
      tm = translate(tm, advance, 0);
      const x = tm[4] * ctm[0] + tm[5] * ctm[2] + ctm[4];
      this.layout.append(shown.text, x, tm[4] * ctm[1] + tm[5] * ctm[3] + ctm[5], size);
    };

    while (lexer.pos < lexer.end) {
      const before = lexer.pos;
      const value = lexer.read(false);
      if (lexer.pos === before) {
        lexer.pos++;
        continue;
      }
      if (!isOperator(value)) {
        if (operands.length < MAX_OPERANDS) operands.push(value);
        continue;
      }
      switch (value.op) {
        case 'q':
          stack.push({ ...gs });
          break;
        case 'Q':
          gs = stack.pop() ?? gs;
          break;
        case 'cm':
          gs.ctm = multiply([num(6), num(5), num(4), num(3), num(2), num(1)], gs.ctm);
          break;
        case 'BT':
          tm = tlm = IDENTITY;
          break;
        case 'Tf': {
          const name = operands[operands.length - 2];
          gs.font = isName(name) ? this.font(resources, name.name) : undefined;
          gs.fontSize = num(1);
          break;
        }
        case 'Tc':
          gs.charSpacing = num(1);
          break;
        case 'Tw':
          gs.wordSpacing = num(1);
          break;
        case 'Tz':
          gs.scale = num(1) / 100;
          break;
        case 'TL':
          gs.leading = num(1);
          break;
        case 'Td':
          moveLine(num(2), num(1));
          break;
        case 'TD':
          gs.leading = -num(1);
          moveLine(num(2), num(1));
          break;
        case 'Tm':
          tlm = tm = [num(6), num(5), num(4), num(3), num(2), num(1)];
          break;
        case 'T*':
          moveLine(0, -gs.leading);
          break;
        case 'Tj':
          show(operands[operands.length - 1]);
          break;
        case "'":
          moveLine(0, -gs.leading);
          show(operands[operands.length - 1]);
          break;
        case '"':
          gs.wordSpacing = num(3);
          gs.charSpacing = num(2);
          moveLine(0, -gs.leading);
          show(operands[operands.length - 1]);
          break;
        case 'TJ': {
          const items = operands[operands.length - 1];
          if (!Array.isArray(items)) break;
          for (const item of items) {
            if (typeof item === 'number') tm = translate(tm, (-item / 1000) * gs.fontSize * gs.scale, 0);
            else show(item);
          }
          break;
        }
        case 'Do': {
          const name = operands[operands.length - 1];
          if (isName(name)) this.drawForm(resources, name.name, gs, depth);
          break;
        }
        case 'BI':
          skipInlineImage(lexer);
          break;
      }
      operands.length = 0;
    }
  }

  private drawForm(resources: PdfDict | undefined, name: string, gs: GraphicsState, depth: number): void {
    if (depth >= MAX_FORM_DEPTH) return;
    const xobjects = dictOf(this.doc.get(resources, 'XObject'));
    const form = this.doc.resolve(xobjects?.entries.get(name));
    if (!isStream(form) || !isName(this.doc.get(form.dict, 'Subtype'), 'Form') || this.formsInUse.has(form))
      return;
    const bytes = this.doc.streamBytes(form);
    if (!bytes) return;
    const matrix = this.doc.get(form.dict, 'Matrix');
    const formMatrix: Matrix =
      Array.isArray(matrix) && matrix.length === 6 && matrix.every((v) => typeof v === 'number')
        ? (matrix as Matrix)
        : IDENTITY;
    this.formsInUse.add(form);
    this.run(
      bytes,
      dictOf(this.doc.get(form.dict, 'Resources')) ?? resources,
      { ...gs, ctm: multiply(formMatrix, gs.ctm) },
      depth + 1,
    );
    this.formsInUse.delete(form);
  }

  private font(resources: PdfDict | undefined, name: string): PdfFont | undefined {
    const fonts = dictOf(this.doc.get(resources, 'Font'));
    const dict = dictOf(this.doc.resolve(fonts?.entries.get(name)));
    if (!dict) return undefined;
    let font = this.fonts.get(dict);
    if (!font) {
      font = new PdfFont(dict, this.doc);
      this.fonts.set(dict, font);
    }
    return font;
  }
}

const NEWLINE = Uint8Array.of(10);

function fallbackDecode(bytes: Uint8Array) {
  const text = Buffer.from(bytes).toString('latin1');
  return { text, width: text.length * 0.5, glyphs: text.length, spaces: 0 };
}

/** Inline image data is binary: skip from ID to the EI that ends it. */
function skipInlineImage(lexer: PdfLexer): void {
  while (lexer.pos < lexer.end) {
    const value = lexer.read(false);
    if (isOperator(value) && value.op === 'ID') break;
  }
  const bytes = lexer.bytes;
  let p = lexer.pos + 1;
  while (p + 1 < lexer.end) {
    if (
      bytes[p] === 69 &&
      bytes[p + 1] === 73 &&
      isSpaceByte(bytes[p - 1]) &&
      (p + 2 >= lexer.end || isSpaceByte(bytes[p + 2]))
    ) {
      lexer.pos = p + 2;
      return;
    }
    p++;
  }
  lexer.pos = lexer.end;
}

function isSpaceByte(c: number | undefined): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9 || c === 0 || c === 12;
}
