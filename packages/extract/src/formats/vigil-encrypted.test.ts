import { describe, expect, it } from 'vitest';
import { extract } from '../testing/extract.js';
import { buildDocx } from '../testing/office.js';
import { text } from '../testing/zip.js';
import { readVigilEncryptedHeader, writeVigilEncryptedHeader } from './vigil-encrypted.js';

const xor = (bytes: Uint8Array) => Uint8Array.from(bytes, (b) => b ^ 0x5a);

describe('Vigil-encrypted files (provisional format)', () => {
  it('reads the header', () => {
    const file = writeVigilEncryptedHeader('tenant-7/key-1', text('payload'));
    expect(readVigilEncryptedHeader(file)).toEqual({ keyId: 'tenant-7/key-1', payloadOffset: 24 });
    expect(readVigilEncryptedHeader(text('VIGILENC1'))).toBeUndefined();
  });

  it("is ENCRYPTED_DIFF_CUSTOMER under another customer's key", async () => {
    const file = writeVigilEncryptedHeader('other-tenant', text('x'));
    expect(await extract(file, 'a.docx', { vigilKeys: { keyIds: ['mine'] } })).toEqual({
      parseResult: 'ENCRYPTED_DIFF_CUSTOMER',
      brokenDescription: 'The file was encrypted by Vigil for another customer.',
      isEncrypted: true,
      segments: [],
      format: 'vigil-encrypted',
    });
    expect((await extract(file, 'a.docx')).parseResult).toBe('ENCRYPTED_DIFF_CUSTOMER');
  });

  it("is read through the caller's decrypt hook under its own key", async () => {
    const file = writeVigilEncryptedHeader('mine', xor(buildDocx({ body: ['decrypted body'] })));
    const result = await extract(file, 'a.docx', {
      vigilKeys: { keyIds: ['mine'], decrypt: (_key, payload) => xor(payload) },
    });
    expect(result).toMatchObject({
      parseResult: 'OK',
      isEncrypted: true,
      format: 'docx',
      segments: [{ text: 'decrypted body' }],
    });
    const failing = await extract(file, 'a.docx', {
      vigilKeys: { keyIds: ['mine'], decrypt: () => Promise.reject(new Error('bad key')) },
    });
    expect(failing).toMatchObject({ parseResult: 'ENCRYPTED_PASSWORD', isEncrypted: true });
  });
});
