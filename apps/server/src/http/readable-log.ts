/** What the console writes to a terminal: one short line per event instead of a JSON object. */

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

interface LogLine {
  level?: number;
  time?: number;
  /** The request's id (app.ts genReqId), on every line logged for a request. */
  reqId?: string;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  job?: string;
  summary?: string;
  err?: { message?: string; stack?: string };
}

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toISOString().slice(11, 19);

/**
 * One pino JSON line as a person reads it: `12:04:31 GET /graphql 200 14 ms [<request id>]` for a
 * request, `12:04:31 INFO job done (snapshot-tenant-risk: 3 customers recorded)` otherwise (a line
 * logged during a request ends with its id too); errors keep their stack. A line that is not JSON
 * passes unchanged.
 */
export function readableLogLine(json: string): string {
  let line: LogLine;
  try {
    line = JSON.parse(json) as LogLine;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const at = clock(line.time);
  const id = typeof line.reqId === 'string' ? ` [${line.reqId}]` : '';
  if (line.msg === 'request completed' && line.req) {
    const ms = line.responseTime === undefined ? '' : ` ${Math.round(line.responseTime)} ms`;
    return `${at} ${line.req.method ?? ''} ${line.req.url ?? ''} ${line.res?.statusCode ?? ''}${ms}${id}\n`;
  }
  const level = LEVELS[line.level ?? 30] ?? String(line.level);
  const job = line.job ? ` (${line.job}${line.summary ? `: ${line.summary}` : ''})` : '';
  const err = line.err ? `\n${line.err.stack ?? line.err.message ?? ''}` : '';
  return `${at} ${level} ${line.msg ?? ''}${job}${id}${err}\n`;
}

/** A pino destination writing readable lines to `out` (the terminal). */
export function readableLogStream(out: { write(text: string): unknown } = process.stdout) {
  return { write: (json: string) => void out.write(readableLogLine(json)) };
}
