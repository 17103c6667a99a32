import { CfbFile } from '../cfb/cfb-reader.js';
import type { ExtractContext } from '../context.js';
import { ExtractError, textSegment } from '../extraction.js';
import type { ExtractedSegment } from '../extraction.js';
import { cp1252 } from '../text/legacy-encodings.js';

export interface CfbText {
  format: 'doc' | 'ppt';
  segments: ExtractedSegment[];
}

/**
 * Compound files: a password-protected OOXML package (EncryptionInfo + EncryptedPackage), a
 * legacy Word .doc (text through its piece table), PowerPoint .ppt (text atoms), or an .xls
 * (checked for encryption only: its cells aren't read).
 */
export function extractCfb(bytes: Uint8Array, ctx: ExtractContext): CfbText {
  const cfb = new CfbFile(bytes);
  if (cfb.find('EncryptionInfo') && cfb.find('EncryptedPackage')) {
    throw new ExtractError('ENCRYPTED_PASSWORD', 'The Office document is protected with a password.');
  }
  const maxBytes = ctx.limits.maxEntryBytes;
  const word = cfb.find('WordDocument');
  if (word)
    return { format: 'doc', segments: textSegment(readWordText(cfb, cfb.read(word, maxBytes), maxBytes)) };
  const workbook = cfb.find('Workbook') ?? cfb.find('Book');
  if (workbook) {
    if (hasFilePass(cfb.read(workbook, maxBytes))) {
      throw new ExtractError('ENCRYPTED_PASSWORD', 'The Excel workbook is protected with a password.');
    }
    throw new ExtractError(
      'UNSUPPORTED',
      'Legacy Excel (.xls) workbooks are not read; save as .xlsx to scan it.',
    );
  }
  const powerpoint = cfb.find('PowerPoint Document');
  if (powerpoint) {
    if (cfb.find('EncryptedSummary')) {
      throw new ExtractError(
        'ENCRYPTED_PASSWORD',
        'The PowerPoint presentation is protected with a password.',
      );
    }
    return { format: 'ppt', segments: textSegment(readPowerPointText(cfb.read(powerpoint, maxBytes))) };
  }
  throw new ExtractError('UNSUPPORTED', 'This compound file (OLE) type is not read.');
}

/** Word 97-2003: the FIB names the piece table (CLX) that maps character positions to bytes. */
function readWordText(cfb: CfbFile, word: Buffer, maxBytes: number): string {
  if (word.length < 0x200 || word.readUInt16LE(0) !== 0xa5ec) {
    throw new ExtractError('PARSING_ERROR', 'The Word document is damaged: its header is invalid.');
  }
  const flags = word.readUInt16LE(0x0a);
  if (flags & 0x0100)
    throw new ExtractError('ENCRYPTED_PASSWORD', 'The Word document is protected with a password.');
  const table = cfb.find(flags & 0x0200 ? '1Table' : '0Table');
  if (!table)
    throw new ExtractError('PARSING_ERROR', 'The Word document is damaged: its table stream is missing.');
  const tableStream = cfb.read(table, maxBytes);
  const csw = word.readUInt16LE(32);
  const cslwAt = 34 + csw * 2;
  const cslw = word.readUInt16LE(cslwAt);
  const fcLcbAt = cslwAt + 2 + cslw * 4 + 2;
  const fcClx = word.readUInt32LE(fcLcbAt + 33 * 8);
  const lcbClx = word.readUInt32LE(fcLcbAt + 33 * 8 + 4);
  if (fcClx + lcbClx > tableStream.length || lcbClx === 0) {
    throw new ExtractError('PARSING_ERROR', 'The Word document is damaged: its text table is missing.');
  }
  const pieces = readPieceTable(tableStream.subarray(fcClx, fcClx + lcbClx));
  const parts: string[] = [];
  for (const piece of pieces) {
    if (piece.compressed) {
      const start = piece.fc / 2;
      parts.push(cp1252.decode(word.subarray(start, Math.min(word.length, start + piece.length))));
    } else {
      parts.push(word.toString('utf16le', piece.fc, Math.min(word.length, piece.fc + piece.length * 2)));
    }
  }
  return cleanWordText(parts.join(''));
}

interface Piece {
  fc: number;
  length: number;
  compressed: boolean;
}

function readPieceTable(clx: Buffer): Piece[] {
  let at = 0;
  while (at < clx.length && clx[at] === 0x01) at += 3 + clx.readUInt16LE(at + 1);
  if (clx[at] !== 0x02 || at + 5 > clx.length)
    throw new ExtractError('PARSING_ERROR', 'The Word document is damaged: its piece table is invalid.');
  const lcb = clx.readUInt32LE(at + 1);
  const plc = clx.subarray(at + 5, at + 5 + lcb);
  const count = Math.floor((plc.length - 4) / 12);
  const pieces: Piece[] = [];
  for (let i = 0; i < count; i++) {
    const cpStart = plc.readUInt32LE(i * 4);
    const cpEnd = plc.readUInt32LE((i + 1) * 4);
    const fcRaw = plc.readUInt32LE((count + 1) * 4 + i * 8 + 2);
    const compressed = (fcRaw & 0x40000000) !== 0;
    pieces.push({ fc: fcRaw & 0x3fffffff, length: Math.max(0, cpEnd - cpStart), compressed });
  }
  return pieces;
}

/** Word's control characters: field codes dropped (their results kept), cells and breaks mapped. */
function cleanWordText(text: string): string {
  const out: string[] = [];
  // Each open field: true while in its code part (before the separator).
  const fields: boolean[] = [];
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x20) continue;
    const inCode = fields.length > 0 && fields[fields.length - 1] === true;
    if (!inCode) out.push(text.slice(from, i));
    from = i + 1;
    if (c === 0x13) fields.push(true);
    else if (c === 0x14) {
      if (fields.length > 0) fields[fields.length - 1] = false;
    } else if (c === 0x15) fields.pop();
    else if (inCode) continue;
    else if (c === 0x0d || c === 0x0b || c === 0x0c) out.push('\n');
    else if (c === 0x07) out.push('\t');
    else if (c === 0x09) out.push('\t');
    else if (c === 0x1e) out.push('-');
  }
  if (!(fields.length > 0 && fields[fields.length - 1] === true)) out.push(text.slice(from));
  return out.join('').replace(/\t\n/g, '\n').trim();
}

/** Walks PowerPoint records for text atoms (UTF-16 chars and 8-bit bytes). */
function readPowerPointText(stream: Buffer): string {
  const lines: string[] = [];
  const walk = (start: number, end: number, depth: number): void => {
    let at = start;
    while (at + 8 <= end) {
      const verInstance = stream.readUInt16LE(at);
      const type = stream.readUInt16LE(at + 2);
      const length = stream.readUInt32LE(at + 4);
      const bodyEnd = Math.min(end, at + 8 + length);
      if ((verInstance & 0x0f) === 0x0f && depth < 16) walk(at + 8, bodyEnd, depth + 1);
      else if (type === 0x0fa0) lines.push(stream.toString('utf16le', at + 8, bodyEnd));
      else if (type === 0x0fa8) lines.push(cp1252.decode(stream.subarray(at + 8, bodyEnd)));
      at = at + 8 + length;
    }
  };
  walk(0, stream.length, 0);
  return lines.map((l) => l.replace(/\r/g, '\n').replace(/\v/g, '\n')).join('\n');
}

/** An encrypted workbook has a FILEPASS record in its first (globals) substream. */
function hasFilePass(workbook: Buffer): boolean {
  let at = 0;
  while (at + 4 <= workbook.length) {
    const type = workbook.readUInt16LE(at);
    const length = workbook.readUInt16LE(at + 2);
    if (type === 0x002f) return true;
    if (type === 0x000a) return false;
    at += 4 + length;
  }
  return false;
}
