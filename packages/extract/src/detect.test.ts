import { describe, expect, it } from 'vitest';
import { isStandardFileExtension } from '@vigil/contracts';
import { detectFormat, extensionsReadByName } from './detect.js';
import { buildZip, text } from './testing/zip.js';

describe('detectFormat', () => {
  it('trusts magic bytes over the extension', () => {
    expect(detectFormat(buildZip({ 'a.txt': 'x' }), 'report.txt')).toEqual({
      kind: 'container',
      format: 'zip',
    });
    expect(detectFormat(text('%PDF-1.7\n...'), 'notes.txt')).toEqual({ kind: 'container', format: 'pdf' });
    expect(detectFormat(text('{\\rtf1\\ansi hi}'), 'x.txt')).toEqual({ kind: 'text', format: 'rtf' });
    expect(detectFormat(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]), 'a.docx')).toEqual({
      kind: 'container',
      format: 'cfb',
    });
    expect(detectFormat(Buffer.from([0x1f, 0x8b, 8, 0]), 'a.bin')).toEqual({
      kind: 'container',
      format: 'gzip',
    });
  });

  it('finds a PDF header after a preamble', () => {
    expect(detectFormat(text(`${'x'.repeat(300)}%PDF-1.4`), 'a.pdf')).toEqual({
      kind: 'container',
      format: 'pdf',
    });
  });

  it('reports images, executables and media as binary', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(detectFormat(png, 'photo.txt')).toEqual({ kind: 'binary', description: 'This is a PNG image.' });
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]);
    expect(detectFormat(elf, 'tool')).toMatchObject({ kind: 'binary' });
    const exe = Buffer.concat([text('MZ'), Buffer.alloc(64)]);
    expect(detectFormat(exe, 'setup.exe')).toEqual({
      kind: 'binary',
      description: 'This is a Windows executable.',
    });
    expect(detectFormat(Buffer.from([1, 2, 3, 0, 0, 0, 5, 6]), 'data.bin')).toMatchObject({ kind: 'binary' });
  });

  it('does not mistake text that starts like a signature for binary', () => {
    expect(detectFormat(text('MZ Corp quarterly report'), 'r.txt')).toEqual({ kind: 'text', format: 'text' });
    expect(detectFormat(text('ID3 tags explained'), 'r.md')).toEqual({ kind: 'text', format: 'text' });
  });

  it('uses the extension, then the content, for text formats', () => {
    expect(detectFormat(text('a,b\n1,2'), 'x.CSV')).toEqual({ kind: 'text', format: 'csv' });
    expect(detectFormat(text('a\tb'), 'x.tsv')).toEqual({ kind: 'text', format: 'tsv' });
    expect(detectFormat(text('{"a":1}'), 'x.json')).toEqual({ kind: 'text', format: 'json' });
    expect(detectFormat(text('<?xml version="1.0"?><a/>'), 'noext')).toEqual({ kind: 'text', format: 'xml' });
    expect(detectFormat(text('  <!DOCTYPE html><html></html>'), 'page')).toEqual({
      kind: 'text',
      format: 'html',
    });
    expect(detectFormat(text('plain'), 'C:\\docs\\page.htm')).toEqual({ kind: 'text', format: 'html' });
  });

  it('calls a container extension without its signature damaged', () => {
    expect(detectFormat(Buffer.from([1, 2, 3, 0, 9, 9]), 'report.docx')).toEqual({
      kind: 'damaged',
      description: "The file is named .docx but its content isn't a valid DOCX file.",
    });
  });

  it('reads anything as text when asked to', () => {
    expect(detectFormat(buildZip({ 'a.txt': 'x' }), 'a.zip', true)).toEqual({ kind: 'text', format: 'text' });
  });
});

describe('allowlisting standard file types', () => {
  it('lists every extension the extractor reads by name, so Parse As Text is never offered for one', () => {
    expect(extensionsReadByName().filter((ext) => !isStandardFileExtension(ext))).toEqual([]);
  });
});
