import { describe, expect, it } from 'vitest';
import {
  decideBeforeRead,
  distinctRoots,
  extensionOf,
  findDeletedPaths,
  isSameContent,
  normalizeExtensions,
} from './decide.js';
import type { IndexEntry } from './scan-index.js';

const context = {
  policyVersion: 'v1',
  excludedExtensions: normalizeExtensions(['.EXE', 'iso']),
  maxFileBytes: 200 * 1024 * 1024,
  full: false,
};

const file = { path: '/data/report.txt', size: 100, mtimeMs: 1_700_000_000_000, extension: 'txt' };

const indexed = (extra: Partial<IndexEntry> = {}): IndexEntry => ({
  size: 100,
  mtimeMs: 1_700_000_000_000,
  hash: 'a'.repeat(64),
  policyVersion: 'v1',
  ino: 1,
  found: {},
  ...extra,
});

describe('decideBeforeRead', () => {
  it('reads a file the index does not know', () => {
    expect(decideBeforeRead(file, undefined, context)).toEqual({ action: 'read', knownHash: null });
  });

  it('does not read a file with the same size and time under the same policy', () => {
    expect(decideBeforeRead(file, indexed(), context)).toEqual({ action: 'unchanged' });
  });

  it('reads a file whose time or size changed, passing the hash last sent', () => {
    expect(decideBeforeRead({ ...file, mtimeMs: file.mtimeMs + 1 }, indexed(), context)).toEqual({
      action: 'read',
      knownHash: 'a'.repeat(64),
    });
    expect(decideBeforeRead({ ...file, size: 101 }, indexed(), context)).toMatchObject({ action: 'read' });
  });

  it('reads and resends everything under a new policy version', () => {
    expect(decideBeforeRead(file, indexed({ policyVersion: 'v0' }), context)).toEqual({
      action: 'read',
      knownHash: null,
    });
  });

  it('reads and resends everything on --full', () => {
    expect(decideBeforeRead(file, indexed(), { ...context, full: true })).toEqual({
      action: 'read',
      knownHash: null,
    });
  });

  it('skips excluded extensions, whatever their spelling in the policy', () => {
    expect(decideBeforeRead({ ...file, path: '/a/setup.exe', extension: 'exe' }, undefined, context)).toEqual(
      {
        action: 'skip',
        reason: 'excluded',
      },
    );
    expect(
      decideBeforeRead({ ...file, path: '/a/disk.iso', extension: 'iso' }, undefined, context),
    ).toMatchObject({
      action: 'skip',
    });
  });

  it('does not read files over the size limit', () => {
    expect(decideBeforeRead({ ...file, size: context.maxFileBytes + 1 }, undefined, context)).toEqual({
      action: 'too-large',
    });
    expect(decideBeforeRead({ ...file, size: context.maxFileBytes }, undefined, context)).toMatchObject({
      action: 'read',
    });
  });

  it('skips paths the API would refuse', () => {
    expect(decideBeforeRead({ ...file, path: `/${'p'.repeat(5000)}` }, undefined, context)).toEqual({
      action: 'skip',
      reason: 'path-too-long',
    });
  });
});

describe('isSameContent', () => {
  it('is true only for the hash already sent', () => {
    expect(isSameContent('a'.repeat(64), 'a'.repeat(64))).toBe(true);
    expect(isSameContent('a'.repeat(64), 'b'.repeat(64))).toBe(false);
    expect(isSameContent(null, 'a'.repeat(64))).toBe(false);
  });
});

describe('extensionOf', () => {
  it('is lower case without the dot, and empty for none or absurd lengths', () => {
    expect(extensionOf('/a/Report.DOCX')).toBe('docx');
    expect(extensionOf('/a/archive.tar.gz')).toBe('gz');
    expect(extensionOf('/a/.bashrc')).toBe('');
    expect(extensionOf('/a/README')).toBe('');
    expect(extensionOf(`/a/x.${'e'.repeat(40)}`)).toBe('');
  });
});

describe('findDeletedPaths', () => {
  it('reports indexed files the walk did not see', () => {
    expect(findDeletedPaths(['/d/a', '/d/b', '/d/c'], new Set(['/d/a', '/d/c']), [])).toEqual(['/d/b']);
  });

  it('keeps files below a folder that could not be read', () => {
    expect(findDeletedPaths(['/d/locked/a', '/d/lockedness', '/d/b'], new Set(), ['/d/locked'])).toEqual([
      '/d/lockedness',
      '/d/b',
    ]);
  });
});

describe('distinctRoots', () => {
  it('drops duplicates and roots inside other roots, but not siblings sharing a prefix', () => {
    expect(distinctRoots(['/d/sub', '/d', '/d/', '/dx', '/e/f.txt', '/e/f.txt'])).toEqual([
      '/d',
      '/dx',
      '/e/f.txt',
    ]);
    expect(distinctRoots(['/'])).toEqual(['/']);
    expect(distinctRoots(['/', '/home'])).toEqual(['/']);
  });
});
