import type { Stats } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildFileReport } from './file-report.js';

const stats = (extra: Partial<Stats> = {}) =>
  ({
    size: 42,
    birthtimeMs: Date.UTC(2024, 0, 2),
    mtimeMs: Date.UTC(2024, 0, 3),
    atimeMs: Date.UTC(2024, 0, 4),
    uid: 1000,
    ...extra,
  }) as Stats;

const file = { path: '/data/a.txt', stats: stats(), extension: 'txt', owner: 'ann' };

describe('buildFileReport', () => {
  it('carries times as ISO, the owner, the hash and the entries of an analysed file', () => {
    const built = buildFileReport(file, {
      kind: 'analyzed',
      hash: 'f'.repeat(64),
      bytes: 42,
      parseResult: 'OK',
      brokenDescription: null,
      isEncrypted: false,
      entries: [{ classifierId: 3, count: 2, samples: ['4111 **** **** 1111'] }],
    });
    expect('report' in built && built.report).toEqual({
      path: '/data/a.txt',
      size: 42,
      createdAt: '2024-01-02T00:00:00.000Z',
      modifiedAt: '2024-01-03T00:00:00.000Z',
      accessedAt: '2024-01-04T00:00:00.000Z',
      owner: 'ann',
      extension: 'txt',
      parseResult: 'OK',
      brokenDescription: null,
      isEncrypted: false,
      contentHash: 'f'.repeat(64),
      entries: [{ classifierId: 3, count: 2, samples: ['4111 **** **** 1111'] }],
    });
  });

  it('reports a file too large to read without hash or entries', () => {
    const built = buildFileReport(file, { kind: 'too-large' });
    expect('report' in built && built.report).toMatchObject({
      parseResult: 'TOO_LARGE',
      contentHash: null,
      entries: [],
    });
  });

  it('reports unreadable and locked files with the reason', () => {
    const built = buildFileReport(file, {
      kind: 'unreadable',
      parseResult: 'LOCKED',
      description: 'EBUSY: busy',
    });
    expect('report' in built && built.report).toMatchObject({
      parseResult: 'LOCKED',
      brokenDescription: 'EBUSY: busy',
    });
  });

  it('leaves out a birth time the filesystem does not keep', () => {
    const built = buildFileReport({ ...file, stats: stats({ birthtimeMs: 0 }) }, { kind: 'too-large' });
    expect('report' in built && built.report.createdAt).toBeNull();
  });

  it('keeps file times within what the API accepts: none for odd ones, now for a future change', () => {
    const now = Date.UTC(2026, 5, 1);
    const future = now + 2 * 24 * 3600 * 1000;
    const built = buildFileReport(
      { ...file, stats: stats({ birthtimeMs: future, mtimeMs: future, atimeMs: -86_400_000 }) },
      { kind: 'too-large' },
      now,
    );
    expect('report' in built && built.report).toMatchObject({
      createdAt: null,
      modifiedAt: '2026-06-01T00:00:00.000Z',
      accessedAt: null,
    });
  });

  it('says why a file cannot be reported instead of producing an invalid one', () => {
    const built = buildFileReport(file, {
      kind: 'analyzed',
      hash: 'not-a-hash',
      bytes: 1,
      parseResult: 'OK',
      brokenDescription: null,
      isEncrypted: false,
      entries: [],
    });
    expect('error' in built && built.error).toContain('contentHash');
  });
});
