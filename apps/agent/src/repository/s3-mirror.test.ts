import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mirrorPathOf } from './s3-mirror.js';

describe('bucket mirror paths', () => {
  it('keeps a key below the mirror and refuses one that would climb out', () => {
    const root = path.resolve('/tmp/mirror');
    expect(mirrorPathOf(root, 'payroll/2026.txt')).toBe(path.join(root, 'payroll', '2026.txt'));
    expect(mirrorPathOf(root, '/abs//x.txt')).toBe(path.join(root, 'abs', 'x.txt'));
    expect(mirrorPathOf(root, 'a/../../etc/passwd')).toBeNull();
    expect(mirrorPathOf(root, 'folder/')).toBe(path.join(root, 'folder'));
    expect(mirrorPathOf(root, './')).toBeNull();
  });
});
