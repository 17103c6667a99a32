import { describe, expect, it } from 'vitest';
import { AgentLimits, batchRequestSchema, type FileEvent, type FileReport } from '@vigil/contracts';
import { BatchBuilder, type BatchLimits, type BuiltBatch } from './batch-builder.js';

const report = (path: string, extra: Partial<FileReport> = {}): FileReport => ({
  path,
  size: 10,
  createdAt: null,
  modifiedAt: '2024-05-01T10:00:00.000Z',
  accessedAt: null,
  owner: 'ann',
  extension: 'txt',
  parseResult: 'OK',
  brokenDescription: null,
  isEncrypted: false,
  contentHash: null,
  entries: [],
  ...extra,
});

const event = (path: string): FileEvent => ({
  eventId: `evt-${path}`,
  at: '2024-05-01T10:00:00.000Z',
  operation: 'CREATE',
  path,
  destinationPath: null,
  processName: 'unknown',
  applicationName: '',
  processType: null,
  webDomain: null,
  driveType: 'FIXED',
  userName: 'ann',
  entries: [],
  prevented: false,
});

const small: BatchLimits = {
  filesPerBatch: 3,
  eventsPerBatch: 2,
  deletedPerBatch: 4,
  batchBodyBytes: AgentLimits.batchBodyBytes,
};

function collect<M>(builder: BatchBuilder<M>, add: (b: BatchBuilder<M>) => (BuiltBatch<M> | null)[]) {
  const built = add(builder).filter((b): b is BuiltBatch<M> => b !== null);
  const last = builder.flush();
  return last ? [...built, last] : built;
}

describe('BatchBuilder', () => {
  it('uses the API limits by default and produces batches the server schema accepts', () => {
    const builder = new BatchBuilder();
    builder.addFile(report('/a.txt'));
    builder.addEvent(event('/a.txt'));
    const built = builder.flush();
    expect(built).not.toBeNull();
    expect(batchRequestSchema.safeParse(built?.batch).success).toBe(true);
  });

  it('starts a new batch when a kind reaches its limit, keeping the order of items', () => {
    const batches = collect(new BatchBuilder({ limits: small }), (b) =>
      Array.from({ length: 7 }, (_, i) => b.addFile(report(`/f${i}`))),
    );
    expect(batches.map((b) => b.batch.files?.map((f) => f.path))).toEqual([
      ['/f0', '/f1', '/f2'],
      ['/f3', '/f4', '/f5'],
      ['/f6'],
    ]);
    expect(new Set(batches.map((b) => b.batch.batchId)).size).toBe(3);
  });

  it('counts each kind against its own limit', () => {
    const batches = collect(new BatchBuilder({ limits: small }), (b) => [
      b.addEvent(event('/e1')),
      b.addEvent(event('/e2')),
      b.addDeleted('/d1'),
      b.addFile(report('/f1')),
      b.addEvent(event('/e3')),
    ]);
    expect(batches).toHaveLength(2);
    expect(batches[0]?.batch.fileEvents).toHaveLength(2);
    expect(batches[0]?.batch.deletedPaths).toEqual(['/d1']);
    expect(batches[1]?.batch.fileEvents).toHaveLength(1);
  });

  it('keeps each body under the byte limit', () => {
    const limits = { ...small, filesPerBatch: 1000, batchBodyBytes: 64 * 1024 };
    const long = 'x'.repeat(3000);
    const batches = collect(new BatchBuilder({ limits }), (b) =>
      Array.from({ length: 100 }, (_, i) => b.addFile(report(`/${long}/${i}`))),
    );
    expect(batches.length).toBeGreaterThan(3);
    for (const { batch } of batches)
      expect(Buffer.byteLength(JSON.stringify(batch))).toBeLessThanOrEqual(64 * 1024);
    expect(batches.flatMap((b) => b.batch.files ?? [])).toHaveLength(100);
  });

  it('never puts an upsert and a deletion of the same path in one batch', () => {
    const batches = collect(new BatchBuilder(), (b) => [
      b.addDeleted('/a'),
      b.addFile(report('/a')),
      b.addDeleted('/a'),
    ]);
    expect(batches.map((b) => [b.batch.deletedPaths, b.batch.files?.map((f) => f.path)])).toEqual([
      [['/a'], []],
      [[], ['/a']],
      [['/a'], []],
    ]);
  });

  it('hands back the metadata of exactly the items in each batch', () => {
    const batches = collect(new BatchBuilder<string>({ limits: small }), (b) => [
      b.addFile(report('/1'), 'm1'),
      b.addFile(report('/2'), 'm2'),
      b.addFile(report('/3'), 'm3'),
      b.addFile(report('/4'), 'm4'),
      b.addEvent(event('/4')),
    ]);
    expect(batches.map((b) => b.metas)).toEqual([['m1', 'm2', 'm3'], ['m4']]);
  });

  it('sends the device facts with the first batch only, and the latest heartbeat', () => {
    const device = {
      name: 'pc',
      os: 'Linux',
      osVersion: '6',
      userName: 'ann',
      macAddress: '',
      agentVersion: '0.1.0',
      storageTotalBytes: 0,
      storageUsedBytes: 0,
    };
    const builder = new BatchBuilder({ device, limits: small });
    builder.setHeartbeat({ scanTotalFiles: 10, scanDoneFiles: 3 });
    const batches = collect(builder, (b) => Array.from({ length: 4 }, (_, i) => b.addFile(report(`/${i}`))));
    expect(batches.map((b) => b.batch.device?.name ?? null)).toEqual(['pc', null]);
    expect(batches[0]?.batch.heartbeat).toEqual({ scanTotalFiles: 10, scanDoneFiles: 3 });
  });

  it('refuses an item that could never fit', () => {
    const builder = new BatchBuilder({ limits: { ...small, batchBodyBytes: 20 * 1024 } });
    expect(() => builder.addFile(report(`/${'y'.repeat(10_000)}`))).toThrow('cannot fit');
  });
});
