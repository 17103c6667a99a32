import { zipSync } from 'fflate';
import type { Zippable } from 'fflate';

export type ZipFiles = Record<string, string | Uint8Array>;

const encoder = new TextEncoder();

/** A real ZIP written by fflate (an implementation independent of ours). `store` skips compression. */
export function buildZip(files: ZipFiles, options: { store?: boolean } = {}): Uint8Array {
  const zippable: Zippable = {};
  for (const [name, content] of Object.entries(files)) {
    const data = typeof content === 'string' ? encoder.encode(content) : content;
    zippable[name] = [data, { level: options.store ? 0 : 6 }];
  }
  return zipSync(zippable);
}

/** Sets the "encrypted" flag (general purpose bit 0) of one entry, in its local and central headers. */
export function markEncrypted(zip: Uint8Array, entryName: string): Uint8Array {
  const out = Uint8Array.from(zip);
  const view = Buffer.from(out.buffer, out.byteOffset, out.byteLength);
  const name = Buffer.from(entryName, 'utf8');
  for (let at = 0; at + 4 <= view.length; at++) {
    const signature = view.readUInt32LE(at);
    if (
      signature === 0x04034b50 &&
      view.subarray(at + 30, at + 30 + name.length).equals(name) &&
      view.readUInt16LE(at + 26) === name.length
    ) {
      view.writeUInt16LE(view.readUInt16LE(at + 6) | 1, at + 6);
    } else if (
      signature === 0x02014b50 &&
      view.subarray(at + 46, at + 46 + name.length).equals(name) &&
      view.readUInt16LE(at + 28) === name.length
    ) {
      view.writeUInt16LE(view.readUInt16LE(at + 8) | 1, at + 8);
    }
  }
  return out;
}

export function text(content: string): Uint8Array {
  return encoder.encode(content);
}
