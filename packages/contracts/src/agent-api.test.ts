import { describe, expect, it } from 'vitest';
import {
  AgentLimits,
  AgentValidationMessages,
  batchRequestSchema,
  fileEventSchema,
  registerRequestSchema,
} from './agent-api.js';

const HOUR = 60 * 60 * 1000;

const event = (extra: object = {}) => ({
  eventId: 'evt-00000001',
  at: '2026-01-15T10:00:00Z',
  operation: 'OPEN',
  path: '/a.txt',
  processName: 'excel.exe',
  ...extra,
});

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => ({ path: i.path.join('.'), message: i.message }));

describe('agent API dates', () => {
  it('accept the epoch up to a day past the clock', () => {
    const soon = new Date(Date.now() + 23 * HOUR).toISOString();
    for (const at of [AgentLimits.earliestDate, '1970-01-01T00:00:00Z', soon]) {
      expect(fileEventSchema.safeParse(event({ at })).success).toBe(true);
    }
  });

  it('refuse a date before 1970 or more than a day ahead, each with its message', () => {
    expect(issuesOf(fileEventSchema.safeParse(event({ at: '1969-12-31T23:59:59Z' })))).toEqual([
      { path: 'at', message: AgentValidationMessages.tooEarly },
    ]);
    const late = new Date(Date.now() + 25 * HOUR).toISOString();
    expect(issuesOf(fileEventSchema.safeParse(event({ at: late })))).toEqual([
      { path: 'at', message: AgentValidationMessages.tooLate },
    ]);
  });

  it('say only that a text is no date at all', () => {
    expect(issuesOf(fileEventSchema.safeParse(event({ at: 'yesterday' })))).toEqual([
      { path: 'at', message: 'Invalid ISO datetime' },
    ]);
  });
});

describe('agent API text and numbers', () => {
  it('refuse NUL in any text, and keep each field’s own length rules', () => {
    expect(issuesOf(fileEventSchema.safeParse(event({ processName: 'a\u0000b' })))).toEqual([
      { path: 'processName', message: AgentValidationMessages.nul },
    ]);
    const register = registerRequestSchema.safeParse({
      agentKey: 'k',
      deviceIdentifier: 'short',
      device: { name: '', os: '', userName: '', agentVersion: '1' },
    });
    expect(issuesOf(register).map((i) => i.path)).toEqual(['deviceIdentifier', 'device.name']);
  });

  it('bound every count of a batch', () => {
    const batch = (extra: object) => ({
      batchId: '6f1c2b1e-8a4b-4c3e-9d2f-0a1b2c3d4e5f',
      sentAt: '2026-01-15T12:00:00Z',
      ...extra,
    });
    const largest = { classifierId: AgentLimits.idMax, count: AgentLimits.entriesPerFinding };
    expect(batchRequestSchema.safeParse(batch({ fileEvents: [event({ entries: [largest] })] })).success).toBe(
      true,
    );
    const over = { ...largest, count: AgentLimits.entriesPerFinding + 1 };
    expect(
      issuesOf(batchRequestSchema.safeParse(batch({ fileEvents: [event({ entries: [over] })] }))).map(
        (i) => i.path,
      ),
    ).toEqual(['fileEvents.0.entries.0.count']);
    expect(
      issuesOf(batchRequestSchema.safeParse(batch({ heartbeat: { scanTotalFiles: 2 ** 53 - 1 } }))).map(
        (i) => i.path,
      ),
    ).toEqual(['heartbeat.scanTotalFiles']);
  });
});
