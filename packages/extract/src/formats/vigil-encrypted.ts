import { ExtractError } from '../extraction.js';
import type { Extraction } from '../extraction.js';
import type { ExtractContext } from '../context.js';

/**
 * PROVISIONAL: Vigil's own encrypted-file format isn't specified yet. Until it is, a file is
 * "Vigil-encrypted" when it starts with the ASCII magic VIGILENC1, followed by one byte N
 * (1..255) and N bytes of UTF-8 key id; the rest is the encrypted payload, opaque here. A file
 * encrypted under another tenant's key is ENCRYPTED_DIFF_CUSTOMER; under the caller's own key it
 * is handed to the caller's `decrypt` hook and the plaintext is read like any file.
 */
export const VIGIL_ENCRYPTED_MAGIC: readonly number[] = Array.from('VIGILENC1', (c) => c.charCodeAt(0));

export interface VigilEncryptedHeader {
  keyId: string;
  payloadOffset: number;
}

export function readVigilEncryptedHeader(bytes: Uint8Array): VigilEncryptedHeader | undefined {
  const magic = VIGIL_ENCRYPTED_MAGIC;
  if (bytes.length < magic.length + 1 || magic.some((b, i) => bytes[i] !== b)) return undefined;
  const keyLength = bytes[magic.length] ?? 0;
  const keyStart = magic.length + 1;
  if (keyLength === 0 || keyStart + keyLength > bytes.length) return undefined;
  const keyId = Buffer.from(bytes.buffer, bytes.byteOffset + keyStart, keyLength).toString('utf8');
  return { keyId, payloadOffset: keyStart + keyLength };
}

/** Builds a file in the provisional layout; for tests and for the tool that will encrypt. */
export function writeVigilEncryptedHeader(keyId: string, payload: Uint8Array): Uint8Array {
  const key = Buffer.from(keyId, 'utf8');
  if (key.length === 0 || key.length > 255) throw new RangeError('A key id is 1 to 255 bytes of UTF-8.');
  return Buffer.concat([Buffer.from(VIGIL_ENCRYPTED_MAGIC), Buffer.from([key.length]), key, payload]);
}

export async function extractVigilEncrypted(
  bytes: Uint8Array,
  fileName: string,
  ctx: ExtractContext,
): Promise<Extraction> {
  const header = readVigilEncryptedHeader(bytes);
  if (!header)
    throw new ExtractError('PARSING_ERROR', 'The Vigil-encrypted file is damaged: its header is incomplete.');
  const keyring = ctx.keyring;
  if (!keyring?.keyIds.includes(header.keyId)) {
    throw new ExtractError(
      'ENCRYPTED_DIFF_CUSTOMER',
      'The file was encrypted by Vigil for another customer.',
    );
  }
  if (!keyring.decrypt) {
    throw new ExtractError(
      'ENCRYPTED_PASSWORD',
      'The file is encrypted by Vigil and no key was available to open it.',
    );
  }
  let plain: Uint8Array;
  try {
    plain = await keyring.decrypt(header.keyId, bytes.subarray(header.payloadOffset));
  } catch {
    throw new ExtractError(
      'ENCRYPTED_PASSWORD',
      "The file is encrypted by Vigil and could not be decrypted with this customer's key.",
    );
  }
  const inner = await ctx.extractNested(plain, fileName);
  return { ...inner, isEncrypted: true };
}
