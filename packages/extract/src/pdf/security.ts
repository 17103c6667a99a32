import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { dictOf, isName, isString } from './objects.js';
import type { PdfDict, PdfValue } from './objects.js';

/**
 * The PDF Standard security handler (ISO 32000-2 §7.6.4) opened with the empty user password: a
 * file protected only against printing, copying or editing has an owner password and an empty user
 * password, and every reader opens it without asking. Revisions 2–4 (RC4 40–128 bits, AES-128) and
 * 5–6 (AES-256). A file whose user password isn't empty, or another handler (certificates), stays
 * unreadable: `openWithEmptyPassword` answers undefined.
 */
export interface PdfDecryptor {
  /** Decrypts a string or stream of object `num` `gen`. */
  decrypt(data: Uint8Array, num: number, gen: number, kind: 'string' | 'stream'): Uint8Array;
  /** Metadata streams stay in clear text when the dictionary says EncryptMetadata false. */
  readonly encryptMetadata: boolean;
}

type Method = 'none' | 'rc4' | 'aes128' | 'aes256';

const PASSWORD_PADDING = Buffer.from(
  '28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a',
  'hex',
);

export function openWithEmptyPassword(
  encrypt: PdfDict,
  firstId: Uint8Array,
  resolve: (value: PdfValue | undefined) => PdfValue | undefined,
): PdfDecryptor | undefined {
  const get = (dict: PdfDict | undefined, key: string) => resolve(dict?.entries.get(key));
  if (!isName(get(encrypt, 'Filter'), 'Standard')) return undefined;
  const v = numberOf(get(encrypt, 'V')) ?? 0;
  const r = numberOf(get(encrypt, 'R'));
  const o = bytesOf(get(encrypt, 'O'));
  const u = bytesOf(get(encrypt, 'U'));
  const p = numberOf(get(encrypt, 'P'));
  if (r === undefined || !o || !u || p === undefined) return undefined;
  const metadataValue = get(encrypt, 'EncryptMetadata');
  const encryptMetadata = metadataValue !== false;

  // Which cipher strings and streams use: V4/V5 name crypt filters, earlier versions RC4.
  let stringMethod: Method = 'rc4';
  let streamMethod: Method = 'rc4';
  if (v >= 4) {
    const filters = dictOf(get(encrypt, 'CF'));
    const methodOf = (name: PdfValue | undefined): Method | undefined => {
      if (!isName(name) || name.name === 'Identity') return 'none';
      const cfm = get(dictOf(get(filters, name.name)), 'CFM');
      if (!isName(cfm) || cfm.name === 'None') return 'none';
      if (cfm.name === 'V2') return 'rc4';
      if (cfm.name === 'AESV2') return 'aes128';
      if (cfm.name === 'AESV3') return 'aes256';
      return undefined;
    };
    const s = methodOf(get(encrypt, 'StrF'));
    const t = methodOf(get(encrypt, 'StmF'));
    if (!s || !t) return undefined;
    stringMethod = s;
    streamMethod = t;
  }

  const fileKey =
    r >= 5
      ? aes256Key(encrypt, r, u, get)
      : legacyKey({ r, o, u, p, firstId, encryptMetadata, length: keyLength(v, get(encrypt, 'Length')) });
  if (!fileKey) return undefined;

  return {
    encryptMetadata,
    decrypt(data, num, gen, kind) {
      const method = kind === 'string' ? stringMethod : streamMethod;
      if (method === 'none') return data;
      if (method === 'aes256') return aesCbcDecrypt(fileKey, data);
      const objectKey = createHash('md5')
        .update(fileKey)
        .update(
          Buffer.from([num & 0xff, (num >> 8) & 0xff, (num >> 16) & 0xff, gen & 0xff, (gen >> 8) & 0xff]),
        )
        .update(method === 'aes128' ? Buffer.from('sAlT', 'latin1') : Buffer.alloc(0))
        .digest()
        .subarray(0, Math.min(fileKey.length + 5, 16));
      return method === 'aes128' ? aesCbcDecrypt(objectKey, data) : rc4(objectKey, data);
    },
  };
}

function keyLength(v: number, length: PdfValue | undefined): number {
  if (v === 1) return 5;
  const bits = typeof length === 'number' ? length : 40;
  return Math.max(5, Math.min(16, Math.floor(bits / 8)));
}

/** Algorithms 2 and 6 (revisions 2–4): the key from the empty password, checked against /U. */
function legacyKey(input: {
  r: number;
  o: Uint8Array;
  u: Uint8Array;
  p: number;
  firstId: Uint8Array;
  encryptMetadata: boolean;
  length: number;
}): Buffer | undefined {
  const { r, o, u, p, firstId, encryptMetadata } = input;
  const length = r === 2 ? 5 : input.length;
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(p | 0);
  const hash = createHash('md5').update(PASSWORD_PADDING).update(o.subarray(0, 32)).update(permissions);
  hash.update(firstId);
  if (r >= 4 && !encryptMetadata) hash.update(Buffer.from([0xff, 0xff, 0xff, 0xff]));
  let key = hash.digest().subarray(0, length);
  if (r >= 3) {
    for (let i = 0; i < 50; i++) key = createHash('md5').update(key).digest().subarray(0, length);
  }
  if (r === 2) {
    const check = rc4(key, PASSWORD_PADDING);
    return Buffer.from(u.subarray(0, 32)).equals(check) ? Buffer.from(key) : undefined;
  }
  let check: Uint8Array = createHash('md5').update(PASSWORD_PADDING).update(firstId).digest();
  for (let i = 0; i < 20; i++) {
    const roundKey = Buffer.from(key.map((b) => b ^ i));
    check = rc4(roundKey, check);
  }
  return Buffer.from(u.subarray(0, 16)).equals(Buffer.from(check)) ? Buffer.from(key) : undefined;
}

/** Revisions 5 and 6 (AES-256): /U's validation salt checks the empty password, /UE holds the key. */
function aes256Key(
  encrypt: PdfDict,
  r: number,
  u: Uint8Array,
  get: (dict: PdfDict | undefined, key: string) => PdfValue | undefined,
): Buffer | undefined {
  const ue = bytesOf(get(encrypt, 'UE'));
  if (u.length < 48 || !ue || ue.length < 32) return undefined;
  const password = Buffer.alloc(0);
  const hashOf = (salt: Uint8Array) =>
    r === 5 ? createHash('sha256').update(password).update(salt).digest() : hardenedHash(password, salt);
  if (!hashOf(u.subarray(32, 40)).equals(Buffer.from(u.subarray(0, 32)))) return undefined;
  const intermediate = hashOf(u.subarray(40, 48));
  const decipher = createDecipheriv('aes-256-cbc', intermediate, Buffer.alloc(16));
  decipher.setAutoPadding(false);
  return Buffer.concat([decipher.update(ue.subarray(0, 32)), decipher.final()]);
}

/** Algorithm 2.B (revision 6), for the user password (no /U data mixed in). */
function hardenedHash(password: Buffer, salt: Uint8Array): Buffer {
  let k: Buffer = createHash('sha256').update(password).update(salt).digest();
  for (let round = 0; ; round++) {
    const block = Buffer.concat([password, k]);
    const k1 = Buffer.concat(Array.from({ length: 64 }, () => block));
    const cipher = createCipherNoPad(k.subarray(0, 16), k.subarray(16, 32));
    const e = Buffer.concat([cipher.update(k1), cipher.final()]);
    let sum = 0;
    for (let i = 0; i < 16; i++) sum += e[i] ?? 0;
    k = createHash(['sha256', 'sha384', 'sha512'][sum % 3]!)
      .update(e)
      .digest();
    if (round >= 63 && (e[e.length - 1] ?? 0) <= round - 31) break;
  }
  return k.subarray(0, 32);
}

function createCipherNoPad(key: Buffer, iv: Buffer) {
  const cipher = createCipheriv('aes-128-cbc', key, iv);
  cipher.setAutoPadding(false);
  return cipher;
}

/** AES-CBC with the IV in the first 16 bytes and PKCS#5 padding; damaged data gives what decrypts. */
function aesCbcDecrypt(key: Uint8Array, data: Uint8Array): Uint8Array {
  if (data.length < 32 || data.length % 16 !== 0) return new Uint8Array(0);
  const algorithm = key.length === 32 ? 'aes-256-cbc' : 'aes-128-cbc';
  const decipher = createDecipheriv(algorithm, key, data.subarray(0, 16));
  decipher.setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(data.subarray(16)), decipher.final()]);
  const pad = plain[plain.length - 1] ?? 0;
  return pad >= 1 && pad <= 16 ? plain.subarray(0, plain.length - pad) : plain;
}

/** RC4 (not offered by OpenSSL 3's default provider). */
export function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const s = new Uint8Array(256);
  for (let i = 0; i < 256; i++) s[i] = i;
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 0xff;
    const t = s[i]!;
    s[i] = s[j]!;
    s[j] = t;
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]!) & 0xff;
    const t = s[i]!;
    s[i] = s[j]!;
    s[j] = t;
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 0xff]!;
  }
  return out;
}

function numberOf(value: PdfValue | undefined): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

function bytesOf(value: PdfValue | undefined): Uint8Array | undefined {
  return isString(value) ? value.bytes : undefined;
}
