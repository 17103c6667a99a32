import { describe, expect, it } from 'vitest';
import { createOwnerResolver, parsePasswd } from './owner.js';

describe('parsePasswd', () => {
  it('maps uids to names, first entry wins, comments and junk ignored', () => {
    const names = parsePasswd(
      [
        '# users',
        'root:x:0:0:root:/root:/bin/bash',
        'ann:x:1000:1000::/home/ann:/bin/sh',
        'dup:x:1000:1000::/:',
        'bad',
        '',
      ].join('\n'),
    );
    expect([...names]).toEqual([
      [0, 'root'],
      [1000, 'ann'],
    ]);
  });
});

describe('createOwnerResolver', () => {
  it('names the current user and falls back to the number', () => {
    const ownerOf = createOwnerResolver('linux');
    const uid = process.getuid?.() ?? 0;
    expect(ownerOf(uid)).not.toBe('');
    expect(ownerOf(4_000_000_123)).toBe('4000000123');
  });

  it('reports no owner on Windows', () => {
    expect(createOwnerResolver('win32')(0)).toBe('');
  });
});
