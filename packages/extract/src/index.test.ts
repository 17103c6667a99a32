import zlib from 'node:zlib';
import { PARSE_RESULTS } from '@vigil/contracts';
import { describe, expect, it } from 'vitest';
import { extractionForReadError, extractText } from './index.js';
import { buildWordDocument } from './testing/cfb.js';
import { buildDocx, buildOds, buildOdt, buildPptx, buildXlsx } from './testing/office.js';
import { buildTestPdf, cidHex } from './testing/pdf.js';
import { buildZip, text } from './testing/zip.js';

const fixtures: Record<string, Uint8Array> = {
  'a.docx': buildDocx({ body: ['Hello', 'World\tx'], headers: ['h'], comments: ['c'] }),
  'a.xlsx': buildXlsx([{ name: 'S', rows: [['a', 1, { formula: 'B1*2', value: 2 }]] }]),
  'a.pptx': buildPptx([{ paragraphs: ['one'], notes: 'n' }, { paragraphs: ['two'] }]),
  'a.odt': buildOdt(['Title', 'Body  text']),
  'a.ods': buildOds([{ name: 'S', rows: [['x', { formula: 'of:=1+1', value: 2 }]] }]),
  'a.pdf': buildTestPdf({
    pages: [`BT /F1 12 Tf 72 700 Td (Hello) Tj ET`, `BT /F2 10 Tf ${cidHex('SSN 123')} Tj ET`],
    objectStream: true,
  }),
  'a.rtf': text(String.raw`{\rtf1\ansi{\fonttbl{\f0 Arial;}}\f0 Hello \'e9\u8364? {\*\x y}\par}`),
  'a.zip': buildZip({ 'in.txt': 'inner', 'n.zip': buildZip({ 'deep.txt': 'deep' }) }),
  'a.doc': buildWordDocument('Word 97 text\rline'),
  'a.gz': zlib.gzipSync(text('gzipped text')),
  'a.html': text('<p>Hello &amp; <b>bye</b></p>'),
  'a.json': text('{"a": ["b", 1]}'),
};

/** A small deterministic generator, so that a failure reproduces. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

describe('extractText', () => {
  it('never throws on truncated or corrupted files, and always answers with a known parse result', async () => {
    const next = random(42);
    for (const [name, bytes] of Object.entries(fixtures)) {
      const variants: Uint8Array[] = [];
      for (let i = 1; i <= 12; i++) variants.push(bytes.subarray(0, Math.floor((bytes.length * i) / 13)));
      for (let i = 0; i < 25; i++) {
        const copy = Uint8Array.from(bytes);
        const flips = 1 + Math.floor(next() * 8);
        for (let k = 0; k < flips; k++) copy[Math.floor(next() * copy.length)] = Math.floor(next() * 256);
        variants.push(copy);
      }
      for (const variant of variants) {
        const result = await extractText(variant, { fileName: name });
        expect(PARSE_RESULTS).toContain(result.parseResult);
        if (result.parseResult !== 'OK') expect(result.brokenDescription).toBeTruthy();
        for (const segment of result.segments) expect(typeof segment.text).toBe('string');
      }
    }
  });

  it('extracts every fixture when intact', async () => {
    for (const [name, bytes] of Object.entries(fixtures)) {
      const result = await extractText(bytes, { fileName: name });
      expect(result.parseResult, name).toBe('OK');
      expect(result.segments.length, name).toBeGreaterThan(0);
    }
  });

  it('stays linear on hostile inputs', async () => {
    // Big enough that a quadratic path would take minutes, small enough to stay quick.
    const size = 256 * 1024;
    const hostile: [string, Uint8Array][] = [
      ['spaces.rtf', text(`{\\rtf1 ${' '.repeat(size)}x}`)],
      ['groups.rtf', text(`{\\rtf1 ${'{'.repeat(200_000)}`)],
      ['scripts.html', text('<script>x</script>'.repeat(50_000) + '<script>')],
      ['tags.html', text('<'.repeat(size))],
      ['quotes.json', text(`["${'\\'.repeat(size)}`)],
      ['brackets.pdf', text(`%PDF-1.4\n1 0 obj ${'['.repeat(size)}`)],
      ['dicts.pdf', text(`%PDF-1.4\n1 0 obj ${'<<'.repeat(200_000)}`)],
      ['open.xml', text(`<?xml version="1.0"?><a b="${'x'.repeat(size)}`)],
      ['cells.csv', text('"'.repeat(size))],
      ['amp.html', text('&'.repeat(size))],
      ['amp.xml', text(`<a>${'&amp'.repeat(size / 4)}</a>`)],
      ['lengths.pdf', text(`%PDF-1.4\n${'1 0 obj <</Length 9 0 R>> stream\nendstream\n'.repeat(20_000)}`)],
    ];
    const started = performance.now();
    for (const [name, bytes] of hostile) {
      const result = await extractText(bytes, { fileName: name });
      expect(PARSE_RESULTS, name).toContain(result.parseResult);
    }
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('stops with CANCELED when the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(
      await extractText(fixtures['a.zip']!, { fileName: 'a.zip', signal: controller.signal }),
    ).toMatchObject({
      parseResult: 'CANCELED',
      segments: [],
    });
  });

  it('maps read errors to LOCKED and CANT_OPEN_FILE', () => {
    const error = (code: string) => Object.assign(new Error(code), { code });
    expect(extractionForReadError(error('EBUSY'))).toEqual({
      parseResult: 'LOCKED',
      brokenDescription: 'The file is locked by another application.',
      isEncrypted: false,
      segments: [],
    });
    expect(extractionForReadError(error('EACCES'))).toMatchObject({
      parseResult: 'CANT_OPEN_FILE',
      brokenDescription: 'Access to the file was denied.',
    });
    expect(extractionForReadError(new Error('odd'))).toMatchObject({
      parseResult: 'CANT_OPEN_FILE',
      brokenDescription: "The file couldn't be opened.",
    });
  });
});
