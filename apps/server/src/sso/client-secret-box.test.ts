import { describe, expect, it } from 'vitest';
import { secretBox } from './client-secret-box.js';

const KEY = 'a-signing-secret-of-at-least-32-characters';

describe('the client secret box', () => {
  const box = secretBox(KEY);

  it('opens what it sealed, for the same tenant only', () => {
    const sealed = box.seal('s3cr3t', 7);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('s3cr3t');
    expect(box.open(sealed, 7)).toBe('s3cr3t');
    expect(box.open(sealed, 8)).toBeNull();
    expect(secretBox(`${KEY}!`).open(sealed, 7)).toBeNull();
  });

  it('seals the same secret differently each time, and refuses a damaged value', () => {
    const a = box.seal('same', 1);
    expect(box.seal('same', 1)).not.toBe(a);
    const [v, iv, body, tag] = a.split('.');
    const flipped = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`;
    expect(box.open([v, iv, flipped, tag].join('.'), 1)).toBeNull();
    expect(box.open([v, iv, body].join('.'), 1)).toBeNull();
    expect(box.open(['v2', iv, body, tag].join('.'), 1)).toBeNull();
    expect(box.open('', 1)).toBeNull();
  });
});
