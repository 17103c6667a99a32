import { TextDecoder } from 'node:util';

export interface ByteDecoder {
  decode(bytes: Uint8Array): string;
}

/** Windows-1252's 0x80–0x9F block (Node's TextDecoder reads these bytes as Latin-1 controls). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Windows-1252, the "Latin-1" of real files: decoded natively, then its 32 extra characters mapped. */
export const cp1252: ByteDecoder = {
  decode(bytes: Uint8Array): string {
    const latin = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    return /[\x80-\x9f]/.test(latin)
      ? latin.replace(/[\x80-\x9f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] ?? c)
      : latin;
  },
};

const decoders = new Map<string, ByteDecoder>();

/** A decoder for a WHATWG label; unknown labels fall back to Windows-1252. */
export function legacyDecoder(label: string): ByteDecoder {
  const normalized = label.toLowerCase();
  if (normalized === 'windows-1252' || normalized === 'latin1' || normalized === 'iso-8859-1') return cp1252;
  let decoder = decoders.get(normalized);
  if (!decoder) {
    try {
      decoder = new TextDecoder(normalized);
    } catch {
      decoder = cp1252;
    }
    decoders.set(normalized, decoder);
  }
  return decoder;
}
