import { describe, expect, it } from 'vitest';
import { readableLogLine } from './readable-log.js';

const time = Date.parse('2026-11-26T12:04:31.250Z');

describe('readable log lines', () => {
  it('writes a request as one short line: time, method, URL, status, duration', () => {
    const json = JSON.stringify({
      level: 30,
      time,
      msg: 'request completed',
      req: { method: 'POST', url: '/graphql?riskOverview' },
      res: { statusCode: 200 },
      responseTime: 13.6,
    });
    expect(readableLogLine(json)).toBe('12:04:31 POST /graphql?riskOverview 200 14 ms\n');
  });

  it('writes other events with their level, a job with its summary, an error with its stack', () => {
    expect(
      readableLogLine(
        JSON.stringify({
          level: 30,
          time,
          msg: 'job done',
          job: 'snapshot-tenant-risk',
          summary: '3 customers',
        }),
      ),
    ).toBe('12:04:31 INFO job done (snapshot-tenant-risk: 3 customers)\n');
    expect(
      readableLogLine(
        JSON.stringify({
          level: 50,
          time,
          msg: 'job failed',
          err: { message: 'gone', stack: 'Error: gone\n  at x' },
        }),
      ),
    ).toBe('12:04:31 ERROR job failed\nError: gone\n  at x\n');
  });

  it("ends a request's lines with the request id, so a request's events can be found together", () => {
    const reqId = '5b0e2c1e-8f1a-4c55-9a47-2f6d8b1e0c3a';
    expect(
      readableLogLine(
        JSON.stringify({
          level: 30,
          time,
          reqId,
          msg: 'request completed',
          req: { method: 'GET', url: '/readyz' },
          res: { statusCode: 200 },
          responseTime: 2.2,
        }),
      ),
    ).toBe(`12:04:31 GET /readyz 200 2 ms [${reqId}]\n`);
    expect(
      readableLogLine(
        JSON.stringify({
          level: 50,
          time,
          reqId,
          msg: 'request failed',
          err: { message: 'gone', stack: 'E' },
        }),
      ),
    ).toBe(`12:04:31 ERROR request failed [${reqId}]\nE\n`);
  });

  it('passes a line that is not JSON unchanged', () => {
    expect(readableLogLine('plain text')).toBe('plain text\n');
  });
});
