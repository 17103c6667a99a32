import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { AgentLimits, AgentPolicyLimits } from '@vigil/contracts';

/**
 * The agent's encrypted-file container (version 1), all integers big-endian:
 *
 *   offset 0   8 bytes   magic "VIGILENC"
 *          8   1 byte    version (1)
 *          9   4 bytes   header length H (at most HEADER_MAX)
 *         13   H bytes   header, UTF-8 JSON (containerHeaderSchema): key id, original name, mode
 *                        and times, the findings of the last scan, when it was encrypted
 *    13 + H   12 bytes   nonce (random per file)
 *    25 + H   16 bytes   GCM tag
 *    41 + H   rest       AES-256-GCM ciphertext of the original bytes
 *
 * Everything before the nonce is the additional authenticated data: a changed header, nonce, tag
 * or ciphertext, a cut or a lengthened file, all fail to open. The header is readable without the
 * key, so the scanner reports an encrypted file's last findings without decrypting it.
 */
export const CONTAINER_MAGIC = Buffer.from('VIGILENC', 'ascii');
export const CONTAINER_VERSION = 1;
const PREFIX_BYTES = CONTAINER_MAGIC.length + 1 + 4;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const HEADER_MAX = 64 * 1024;
export const DATA_KEY_BYTES = 32;

export const containerHeaderSchema = z.object({
  keyId: z
    .string()
    .regex(/^[0-9a-f]+$/)
    .length(AgentPolicyLimits.dataKeyIdLength),
  name: z.string().max(AgentLimits.pathMax),
  mode: z.number().int().min(0).max(0o7777),
  mtimeMs: z.number(),
  atimeMs: z.number(),
  encryptedAt: z.string().max(64),
  findings: z
    .array(
      z.object({
        classifierId: z.number().int().min(1).max(AgentLimits.idMax),
        count: z.number().int().min(0).max(AgentLimits.entriesPerFinding),
      }),
    )
    .max(AgentLimits.entriesPerFile),
});
export type ContainerHeader = z.output<typeof containerHeaderSchema>;

export class ContainerError extends Error {
  constructor(
    message: string,
    readonly reason: 'not-a-container' | 'unsupported' | 'truncated' | 'malformed' | 'wrong-key' | 'tampered',
  ) {
    super(message);
  }
}

export interface DataKey {
  id: string;
  bytes: Buffer;
}

/** The policy's key (base64) as bytes; null when it is not 256 bits. */
export function dataKeyOf(key: { id: string; value: string } | null): DataKey | null {
  if (!key) return null;
  const bytes = Buffer.from(key.value, 'base64');
  return bytes.length === DATA_KEY_BYTES ? { id: key.id, bytes } : null;
}

export function isContainer(bytes: Uint8Array): boolean {
  return (
    bytes.length >= CONTAINER_MAGIC.length &&
    CONTAINER_MAGIC.equals(bytes.subarray(0, CONTAINER_MAGIC.length))
  );
}

interface Parsed {
  header: ContainerHeader;
  aad: Buffer;
  nonce: Buffer;
  tag: Buffer;
  body: Buffer;
}

function parse(bytes: Buffer): Parsed {
  if (!isContainer(bytes)) throw new ContainerError('Not an encrypted Vigil file', 'not-a-container');
  if (bytes.length < PREFIX_BYTES) throw new ContainerError('The encrypted file is truncated', 'truncated');
  const version = bytes.readUInt8(CONTAINER_MAGIC.length);
  if (version !== CONTAINER_VERSION) {
    throw new ContainerError(`Container version ${version} is not supported by this agent`, 'unsupported');
  }
  const headerLength = bytes.readUInt32BE(CONTAINER_MAGIC.length + 1);
  if (headerLength > HEADER_MAX) throw new ContainerError('The container header is too large', 'malformed');
  const headerEnd = PREFIX_BYTES + headerLength;
  if (bytes.length < headerEnd + NONCE_BYTES + TAG_BYTES) {
    throw new ContainerError('The encrypted file is truncated', 'truncated');
  }
  let header: ContainerHeader;
  try {
    header = containerHeaderSchema.parse(
      JSON.parse(bytes.subarray(PREFIX_BYTES, headerEnd).toString('utf8')),
    );
  } catch {
    throw new ContainerError('The container header is damaged', 'malformed');
  }
  return {
    header,
    aad: bytes.subarray(0, headerEnd),
    nonce: bytes.subarray(headerEnd, headerEnd + NONCE_BYTES),
    tag: bytes.subarray(headerEnd + NONCE_BYTES, headerEnd + NONCE_BYTES + TAG_BYTES),
    body: bytes.subarray(headerEnd + NONCE_BYTES + TAG_BYTES),
  };
}

/** The header alone (no key needed, nothing authenticated yet). */
export function readContainerHeader(bytes: Buffer): ContainerHeader {
  return parse(bytes).header;
}

export function sealContainer(plain: Buffer, header: ContainerHeader, key: DataKey): Buffer {
  if (header.keyId !== key.id) throw new Error('The header names another key');
  const json = Buffer.from(JSON.stringify(containerHeaderSchema.parse(header)), 'utf8');
  if (json.length > HEADER_MAX) throw new Error('The container header is too large');
  const prefix = Buffer.alloc(PREFIX_BYTES);
  CONTAINER_MAGIC.copy(prefix, 0);
  prefix.writeUInt8(CONTAINER_VERSION, CONTAINER_MAGIC.length);
  prefix.writeUInt32BE(json.length, CONTAINER_MAGIC.length + 1);
  const aad = Buffer.concat([prefix, json]);
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.bytes, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([aad, nonce, cipher.getAuthTag(), body]);
}

/** The original bytes; throws ContainerError when the key is another or anything was changed. */
export function openContainer(bytes: Buffer, key: DataKey): { plain: Buffer; header: ContainerHeader } {
  const parsed = parse(bytes);
  if (parsed.header.keyId !== key.id) {
    throw new ContainerError(
      `The file was encrypted with another key (${parsed.header.keyId}), not this customer's (${key.id})`,
      'wrong-key',
    );
  }
  const decipher = createDecipheriv('aes-256-gcm', key.bytes, parsed.nonce, { authTagLength: TAG_BYTES });
  decipher.setAAD(parsed.aad);
  decipher.setAuthTag(parsed.tag);
  try {
    return { plain: Buffer.concat([decipher.update(parsed.body), decipher.final()]), header: parsed.header };
  } catch {
    throw new ContainerError('The encrypted file was changed or damaged: not decrypted', 'tampered');
  }
}
