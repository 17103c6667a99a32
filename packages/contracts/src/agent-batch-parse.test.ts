import { describe, expect, it } from 'vitest';
import { AgentLimits, batchRequestSchema } from './agent-api.js';
import { fastBatch, parseBatchRequest } from './agent-batch-parse.js';

/** mulberry32: the same cases on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOUR = 60 * 60 * 1000;
const now = () => new Date().toISOString();

function validBatch(): Record<string, unknown> {
  return {
    batchId: '6f1c2b1e-8a4b-4c3e-9d2f-0a1b2c3d4e5f',
    sentAt: now(),
    device: { name: 'PC-1', os: 'Windows', userName: 'ann', agentVersion: '1.0' },
    heartbeat: { scanTotalFiles: 10, scanDoneFiles: 3 },
    files: [
      {
        path: '/home/ann/a.csv',
        size: 120,
        modifiedAt: '2026-01-15T10:00:00Z',
        accessedAt: '2026-01-15T10:00:00.123+02:00',
        createdAt: null,
        extension: 'csv',
        owner: 'ann',
        parseResult: 'OK',
        isEncrypted: true,
        contentHash: 'a'.repeat(64),
        brokenDescription: null,
        entries: [
          { classifierId: 3, count: 7, samples: ['4111 **** **** 1111'] },
          { classifierId: 5, count: 0 },
        ],
      },
      { path: '/home/ann/b.txt', size: 0, modifiedAt: now(), parseResult: 'UNSUPPORTED' },
    ],
    deletedPaths: ['/home/ann/old.txt'],
    fileEvents: [
      {
        eventId: 'evt-00000001',
        at: '2026-01-15T10:00:00Z',
        operation: 'OPEN',
        path: '/home/ann/a.csv',
        processName: 'excel.exe',
      },
    ],
  };
}

/** Values that sit on or just past a rule of some field. */
const ODD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  'x',
  'a\u0000b',
  'x'.repeat(32),
  'x'.repeat(33),
  'x'.repeat(64),
  'x'.repeat(65),
  'x'.repeat(AgentLimits.textMax + 1),
  'x'.repeat(1001),
  'x'.repeat(AgentLimits.pathMax),
  'x'.repeat(AgentLimits.pathMax + 1),
  -1,
  0,
  1,
  1.5,
  -0,
  NaN,
  Infinity,
  AgentLimits.idMax,
  AgentLimits.idMax + 1,
  AgentLimits.entriesPerFinding,
  AgentLimits.entriesPerFinding + 1,
  AgentLimits.fileSizeMax,
  AgentLimits.fileSizeMax + 1,
  2 ** 53,
  true,
  false,
  {},
  [],
  ['x'],
  [1],
  Array.from({ length: AgentLimits.samplesPerEntry + 1 }, () => 'x'),
  'OK',
  'TOO_LARGE',
  'ok',
  'A'.repeat(64),
  'a'.repeat(63),
  'f'.repeat(64),
  '2026-01-15T10:00:00Z',
  '2026-01-15T10:00:00',
  '2026-01-15 10:00:00Z',
  '2026-02-30T10:00:00Z',
  '2024-02-29T23:59:59.999999Z',
  '2026-01-15T24:00:00Z',
  '2026-01-15T10:00:00+14:00',
  '2026-01-15T10:00:00+24:00',
  AgentLimits.earliestDate,
  '1969-12-31T23:59:59Z',
  new Date(Date.now() + 23 * HOUR).toISOString(),
  new Date(Date.now() + 25 * HOUR).toISOString(),
  '6f1c2b1e-8a4b-4c3e-9d2f-0a1b2c3d4e5f',
  '6f1c2b1e-8a4b-4c3e-9d2f-0a1b2c3d4e5',
  new Date(),
  Object.create(null) as object,
];

type Node = Record<string, unknown> | unknown[];

/** Every object and array of the value, with the keys (or indexes) it holds. */
function containers(value: unknown, out: Node[] = []): Node[] {
  if (typeof value !== 'object' || value === null) return out;
  out.push(value as Node);
  for (const v of Object.values(value)) containers(v, out);
  return out;
}

function mutate(batch: Record<string, unknown>, next: () => number): void {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const steps = 1 + Math.floor(next() * 3);
  for (let s = 0; s < steps; s += 1) {
    const node = pick(containers(batch));
    const keys = Object.keys(node);
    const choice = next();
    if (Array.isArray(node)) {
      if (choice < 0.2) node.push(structuredClone(node[0] ?? 'x'));
      else if (choice < 0.3) node.length = 0;
      else if (keys.length > 0) node[Number(pick(keys))] = pick(ODD_VALUES);
    } else if (choice < 0.15 && keys.length > 0) {
      delete node[pick(keys)];
    } else if (choice < 0.25) {
      node[pick(['unknown', 'samples', 'entries', 'owner', 'createdAt', 'heartbeat'])] = pick(ODD_VALUES);
    } else if (keys.length > 0) {
      node[pick(keys)] = pick(ODD_VALUES);
    }
  }
}

describe('parseBatchRequest', () => {
  it('takes the hand-checked path for ordinary batches, and gives what the schema gives', () => {
    const batch = validBatch();
    const fast = fastBatch(batch);
    expect(fast).not.toBeNull();
    expect(fast).toStrictEqual(batchRequestSchema.parse(batch));
    const bare = { batchId: batch.batchId, sentAt: batch.sentAt };
    expect(fastBatch(bare)).toStrictEqual(batchRequestSchema.parse(bare));
  });

  /** Holds parseBatchRequest to the schema on one input; true when the hand check accepted it. */
  function agrees(batch: Record<string, unknown>): boolean {
    const expected = batchRequestSchema.safeParse(batch);
    const fast = fastBatch(batch);
    if (fast) {
      expect(expected.success, JSON.stringify(batch)).toBe(true);
      expect(fast).toStrictEqual(expected.data);
    }
    const actual = parseBatchRequest(batch);
    expect(actual.success).toBe(expected.success);
    if (actual.success) expect(actual.data).toStrictEqual(expected.data);
    else expect(actual.error.issues).toEqual(expected.error?.issues);
    return fast !== null;
  }

  it('accepts no value the schema refuses, in any field, and parses the others as the schema does', () => {
    let cases = 0;
    let fastAccepted = 0;
    // Every field of every object, and every element of every array, set to every odd value,
    // removed, or joined by a key the schema does not know.
    const slots = containers(validBatch()).length;
    for (let n = 0; n < slots; n += 1) {
      const keys = Object.keys(containers(validBatch())[n]!);
      const edits: ((node: Node) => void)[] = [
        (node) => {
          if (!Array.isArray(node)) node.unknown = 1;
        },
        (node) => {
          if (Array.isArray(node)) node.push(structuredClone(node[0] ?? 'x'));
          else for (const k of ['samples', 'entries', 'owner', 'createdAt', 'heartbeat']) node[k] ??= 'x';
        },
      ];
      for (const key of keys) {
        edits.push((node) => {
          if (Array.isArray(node)) node.length = 0;
          else delete node[key];
        });
        for (const value of ODD_VALUES) {
          edits.push((node) => {
            if (Array.isArray(node)) node[Number(key)] = value;
            else node[key] = value;
          });
        }
      }
      for (const edit of edits) {
        const batch = validBatch();
        edit(containers(batch)[n]!);
        cases += 1;
        if (agrees(batch)) fastAccepted += 1;
      }
    }
    expect(cases).toBeGreaterThan(2000);
    expect(fastAccepted).toBeGreaterThan(300);
  });

  it('agrees with the schema on batches with several odd values', () => {
    const next = random(18);
    for (let i = 0; i < 1000; i += 1) {
      const batch = validBatch();
      mutate(batch, next);
      agrees(batch);
    }
  });

  it('refuses a full batch one bad value away, naming its field', () => {
    const batch = validBatch();
    const files = batch.files as Record<string, unknown>[];
    const entries = files[0]!.entries as Record<string, unknown>[];
    entries[1]!.count = AgentLimits.entriesPerFinding + 1;
    const result = parseBatchRequest(batch);
    expect(result.success).toBe(false);
    if (!result.success)
      expect(result.error.issues.map((i) => i.path.join('.'))).toEqual(['files.0.entries.1.count']);
  });
});
