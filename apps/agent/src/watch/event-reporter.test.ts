import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BatchRequest } from '@vigil/contracts';
import { DiskQueue } from '../queue/disk-queue.js';
import { ScanIndex } from '../scan/scan-index.js';
import { CARD, countingAnalyzer } from '../test-support/counting-analyzer.js';
import { testPolicy } from '../test-support/policy.js';
import { useTempDirs } from '../test-support/temp-dir.js';
import type { CorrelatedEvent, WatchOperation } from './event-correlator.js';
import { EventReporter } from './event-reporter.js';

const tempDir = useTempDirs();

async function setup(policy = testPolicy()) {
  const root = await tempDir();
  const data = path.join(root, 'data');
  const usb = path.join(root, 'usb');
  await fs.mkdir(data);
  await fs.mkdir(usb);
  const queue = await DiskQueue.open(path.join(root, 'queue'), path.join(root, 'dead'));
  const index = await ScanIndex.open(path.join(root, 'index'), { server: 'http://s/', deviceId: 7 });
  const reporter = new EventReporter({
    index,
    queue,
    analyzer: countingAnalyzer().analyzer,
    policy,
    driveContext: { platform: 'linux', mounts: [], windowsDrives: new Map(), removableRoots: [`${usb}/`] },
    ownerOf: () => 'ann',
    userName: 'ann',
    maxFileBytes: 1024 * 1024,
    flushMs: 60_000,
  });
  const event = async (operation: WatchOperation, file: string, destination: string | null = null) => {
    const target = destination ?? file;
    const stats = operation === 'DELETE' ? null : await fs.stat(target);
    const correlated: CorrelatedEvent = {
      operation,
      path: file,
      destinationPath: destination,
      at: new Date(),
      stats,
    };
    reporter.handle(correlated);
  };
  const batches = async () => {
    await reporter.flush();
    const all: BatchRequest[] = [];
    for (const item of await queue.list()) {
      all.push(JSON.parse((await queue.read(item)).body) as BatchRequest);
      await queue.remove(item);
    }
    return {
      files: all.flatMap((b) => b.files ?? []),
      deleted: all.flatMap((b) => b.deletedPaths ?? []),
      events: all.flatMap((b) => b.fileEvents ?? []),
    };
  };
  return { data, usb, index, reporter, event, batches };
}

describe('EventReporter', () => {
  it('reports a created file and its event, with the entries found in it', async () => {
    const t = await setup();
    const file = path.join(t.data, 'new.txt');
    await fs.writeFile(file, CARD);
    await t.event('CREATE', file);
    const { files, events } = await t.batches();
    expect(files.map((f) => f.path)).toEqual([file]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      operation: 'CREATE',
      path: file,
      processName: 'unknown',
      driveType: 'FIXED',
      userName: 'ann',
      entries: [{ classifierId: 1, count: 1 }],
    });
    expect(t.index.get(file)?.found).toEqual({ '1': 1 });
  });

  it('reports a deletion with the entries the file had, and forgets it', async () => {
    const t = await setup();
    const file = path.join(t.data, 'a.txt');
    await fs.writeFile(file, `${CARD} ${CARD}`);
    await t.event('CREATE', file);
    await t.batches();
    await fs.rm(file);
    await t.event('DELETE', file);
    const { deleted, events } = await t.batches();
    expect(deleted).toEqual([file]);
    expect(events[0]).toMatchObject({
      operation: 'DELETE',
      entries: [{ classifierId: 1, count: 2, samples: [] }],
    });
    expect(t.index.get(file)).toBeUndefined();
  });

  it('reports a move to a removable drive as such, and moves the file in the inventory', async () => {
    const t = await setup();
    const file = path.join(t.data, 'a.txt');
    const moved = path.join(t.usb, 'a.txt');
    await fs.writeFile(file, CARD);
    await t.event('CREATE', file);
    await t.batches();
    await fs.rename(file, moved);
    await t.event('MOVE', file, moved);
    const { files, deleted, events } = await t.batches();
    expect(deleted).toEqual([file]);
    expect(files.map((f) => f.path)).toEqual([moved]);
    expect(events[0]).toMatchObject({
      operation: 'MOVE',
      path: file,
      destinationPath: moved,
      driveType: 'REMOVABLE',
    });
    expect(events[0]?.entries?.[0]?.count).toBe(1);
  });

  it('does not resend an unchanged file when only an event happened to it', async () => {
    const t = await setup();
    const file = path.join(t.data, 'a.txt');
    await fs.writeFile(file, CARD);
    await t.event('CREATE', file);
    await t.batches();
    await t.event('CHANGE', file);
    const { files, events } = await t.batches();
    expect(files).toEqual([]);
    expect(events.map((e) => e.operation)).toEqual(['CHANGE']);
    expect(events[0]?.entries?.[0]?.count).toBe(1);
  });
});

describe('EventReporter under the console settings', () => {
  it('reports no file activity when statistics are off, but keeps the inventory', async () => {
    const base = testPolicy();
    const t = await setup({ ...base, settings: { ...base.settings, isStatisticEnabled: false } });
    const file = path.join(t.data, 'a.txt');
    await fs.writeFile(file, CARD);
    await t.event('CREATE', file);
    const { files, events } = await t.batches();
    expect(files).toHaveLength(1);
    expect(events).toEqual([]);
  });

  it('reads nothing when discovery is off, but reports the activity', async () => {
    const base = testPolicy();
    const t = await setup({ ...base, settings: { ...base.settings, isDiscoveryEnabled: false } });
    const file = path.join(t.data, 'a.txt');
    await fs.writeFile(file, CARD);
    await t.event('CREATE', file);
    const { files, events } = await t.batches();
    expect(files).toEqual([]);
    expect(events.map((e) => e.operation)).toEqual(['CREATE']);
  });
});
