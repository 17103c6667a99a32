import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ContainerError,
  isContainer,
  openContainer,
  readContainerHeader,
  sealContainer,
  type ContainerHeader,
  type DataKey,
} from './container.js';

const key: DataKey = { id: '0123456789abcdef', bytes: randomBytes(32) };
const header: ContainerHeader = {
  keyId: key.id,
  name: 'cards.txt',
  mode: 0o640,
  mtimeMs: 1_600_000_000_000,
  atimeMs: 1_600_000_000_000,
  encryptedAt: '2026-01-01T00:00:00.000Z',
  findings: [{ classifierId: 3, count: 2 }],
};

function reasonOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    if (error instanceof ContainerError) return error.reason;
    throw error;
  }
  return 'opened';
}

describe('encrypted-file container', () => {
  it('round-trips the exact bytes and keeps the header readable without the key', () => {
    const plain = randomBytes(5000);
    const sealed = sealContainer(plain, header, key);
    expect(isContainer(sealed)).toBe(true);
    expect(sealed.includes(plain.subarray(0, 64))).toBe(false);
    expect(readContainerHeader(sealed)).toEqual(header);
    const opened = openContainer(sealed, key);
    expect(opened.plain.equals(plain)).toBe(true);
    expect(opened.header).toEqual(header);
    expect(openContainer(sealContainer(Buffer.alloc(0), header, key), key).plain).toHaveLength(0);
  });

  it('uses a new nonce per file: the same content never gives the same container', () => {
    const plain = Buffer.from('same text');
    expect(sealContainer(plain, header, key).equals(sealContainer(plain, header, key))).toBe(false);
  });

  it('refuses any changed byte: header, nonce, tag or ciphertext', () => {
    const sealed = sealContainer(Buffer.from('4111 1111 1111 1111'), header, key);
    const headerEnd = 13 + sealed.readUInt32BE(9);
    // nonce, tag, ciphertext; the header is changed below, keeping it valid JSON
    for (const at of [headerEnd + 1, headerEnd + 20, sealed.length - 1]) {
      const tampered = Buffer.from(sealed);
      tampered[at]! ^= 0x01;
      expect({ at, reason: reasonOf(() => openContainer(tampered, key)) }).toEqual({
        at,
        reason: 'tampered',
      });
    }
    const findingsRaised = Buffer.from(sealed.toString('latin1').replace('"count":2', '"count":9'), 'latin1');
    expect(reasonOf(() => openContainer(findingsRaised, key))).toBe('tampered');
  });

  it('refuses a truncated or lengthened file', () => {
    const sealed = sealContainer(randomBytes(100), header, key);
    for (const length of [9, 12, 40, sealed.length - 1]) {
      const reason = reasonOf(() => openContainer(sealed.subarray(0, length), key));
      expect({
        length,
        ok: reason === 'truncated' || reason === 'tampered' || reason === 'malformed',
      }).toEqual({
        length,
        ok: true,
      });
    }
    expect(reasonOf(() => openContainer(Buffer.concat([sealed, Buffer.from([0])]), key))).toBe('tampered');
  });

  it("refuses another key: it names the container's key, never guesses", () => {
    const sealed = sealContainer(Buffer.from('x'), header, key);
    expect(reasonOf(() => openContainer(sealed, { id: key.id, bytes: randomBytes(32) }))).toBe('tampered');
    expect(reasonOf(() => openContainer(sealed, { id: 'ffffffffffffffff', bytes: key.bytes }))).toBe(
      'wrong-key',
    );
  });

  it('refuses what is not a container, or a version it does not know', () => {
    expect(reasonOf(() => openContainer(Buffer.from('plain text'), key))).toBe('not-a-container');
    const future = sealContainer(Buffer.from('x'), header, key);
    future[8] = 2;
    expect(reasonOf(() => openContainer(future, key))).toBe('unsupported');
  });
});
