import type { z } from 'zod';
import { PARSE_RESULTS } from './classifiers.js';
import {
  AgentLimits,
  agentDateRange,
  batchRequestSchema,
  CONTENT_HASH_PATTERN,
  deviceFactsSchema,
  fileEventSchema,
  hasNul,
  isoDateFormat,
  isTooEarly,
  isTooLate,
  type ClassifierEntry,
  type FileReport,
  type ParsedBatchRequest,
} from './agent-api.js';

/**
 * batchRequestSchema.safeParse for the agent's hot path. A batch's thousand files and five
 * thousand findings cost zod ~25 ms and a deep copy; here the files and their findings are checked
 * by hand against the same limits and leaf rules (agent-api.ts), the rest of the batch (its
 * device, heartbeat and events: few, or rare) by their own schemas. Anything this check does not
 * plainly accept goes to batchRequestSchema.safeParse, which gives the issues — so it may only ever
 * accept less than the schema, never more, and then gives what the schema gives
 * (agent-batch-parse.test.ts holds it to that). Arrays of strings (samples) may be the input's own.
 */
export function parseBatchRequest(
  input: unknown,
): { success: true; data: ParsedBatchRequest } | { success: false; error: z.ZodError } {
  const data = fastBatch(input);
  if (data) return { success: true, data };
  const parsed = batchRequestSchema.safeParse(input);
  return parsed.success ? { success: true, data: parsed.data } : { success: false, error: parsed.error };
}

type Plain = Record<string, unknown>;

const DATE_PATTERN = isoDateFormat._zod.def.pattern!;
const PARSE_RESULT_SET = new Set<unknown>(PARSE_RESULTS);
const batchIdSchema = batchRequestSchema.shape.batchId;
const heartbeatSchema = batchRequestSchema.shape.heartbeat;

function isPlain(v: unknown): v is Plain {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A schema's .default(): it stands in for undefined only (null is refused as the type's). */
const orDefault = (v: unknown, fallback: unknown): unknown => (v === undefined ? fallback : v);

const isText = (v: unknown, max: number): v is string =>
  typeof v === 'string' && v.length <= max && !hasNul(v);
const isCount = (v: unknown, max: number): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= max;
const isDate = (v: unknown, range: { min: number; max: number }): v is string =>
  typeof v === 'string' && DATE_PATTERN.test(v) && !isTooEarly(v, range) && !isTooLate(v, range);

/** Copies `key` when the input has it (zod keeps a key present as undefined, and omits an absent one). */
function copyOptional(out: Plain, input: Plain, key: string, ok: (v: unknown) => boolean): boolean {
  if (!(key in input)) return true;
  const v = input[key];
  if (v === undefined || v === null || ok(v)) {
    out[key] = v;
    return true;
  }
  return false;
}

/** The batch as the schema parses it, or null when the hand check does not plainly accept it. */
export function fastBatch(input: unknown): ParsedBatchRequest | null {
  if (!isPlain(input)) return null;
  // One clock for the whole batch, read before the schema would read it: never later, so never laxer.
  const range = agentDateRange();
  // Built from the keys the schema knows: it strips the others.
  const out: Plain = {};
  if (!batchIdSchema.safeParse(input.batchId).success) return null;
  out.batchId = input.batchId;
  if (!isDate(input.sentAt, range)) return null;
  out.sentAt = input.sentAt;
  for (const [key, schema] of [
    ['device', deviceFactsSchema],
    ['heartbeat', heartbeatSchema],
  ] as const) {
    if (!(key in input)) continue;
    const v = input[key];
    if (v === undefined || v === null) out[key] = v;
    else {
      const parsed = schema.safeParse(v);
      if (!parsed.success) return null;
      out[key] = parsed.data;
    }
  }
  const files = orDefault(input.files, []);
  if (!Array.isArray(files) || files.length > AgentLimits.filesPerBatch) return null;
  const parsedFiles = new Array<FileReport>(files.length);
  for (let i = 0; i < files.length; i += 1) {
    const f = fastFile(files[i], range);
    if (!f) return null;
    parsedFiles[i] = f;
  }
  out.files = parsedFiles;
  const deleted = orDefault(input.deletedPaths, []);
  if (!Array.isArray(deleted) || deleted.length > AgentLimits.deletedPerBatch) return null;
  for (const p of deleted) if (!isText(p, AgentLimits.pathMax) || p.length < 1) return null;
  out.deletedPaths = [...(deleted as string[])];
  const events = orDefault(input.fileEvents, []);
  if (!Array.isArray(events) || events.length > AgentLimits.eventsPerBatch) return null;
  const parsedEvents = new Array<unknown>(events.length);
  for (let i = 0; i < events.length; i += 1) {
    const parsed = fileEventSchema.safeParse(events[i]);
    if (!parsed.success) return null;
    parsedEvents[i] = parsed.data;
  }
  out.fileEvents = parsedEvents;
  return out as ParsedBatchRequest;
}

function fastFile(input: unknown, range: { min: number; max: number }): FileReport | null {
  if (!isPlain(input)) return null;
  const { path, size, modifiedAt, parseResult } = input;
  if (!isText(path, AgentLimits.pathMax) || path.length < 1) return null;
  if (!isCount(size, AgentLimits.fileSizeMax)) return null;
  if (!isDate(modifiedAt, range)) return null;
  if (!PARSE_RESULT_SET.has(parseResult)) return null;
  const owner = orDefault(input.owner, '');
  const extension = orDefault(input.extension, '');
  const isEncrypted = orDefault(input.isEncrypted, false);
  if (!isText(owner, AgentLimits.textMax) || !isText(extension, 32) || typeof isEncrypted !== 'boolean') {
    return null;
  }
  const out: Plain = { path, size, modifiedAt, owner, extension, parseResult, isEncrypted };
  const dateOk = (v: unknown) => isDate(v, range);
  if (
    !copyOptional(out, input, 'createdAt', dateOk) ||
    !copyOptional(out, input, 'accessedAt', dateOk) ||
    !copyOptional(out, input, 'brokenDescription', (v) => isText(v, 1000)) ||
    !copyOptional(out, input, 'contentHash', (v) => typeof v === 'string' && CONTENT_HASH_PATTERN.test(v))
  ) {
    return null;
  }
  const entries = orDefault(input.entries, []);
  if (!Array.isArray(entries) || entries.length > AgentLimits.entriesPerFile) return null;
  const parsedEntries = new Array<ClassifierEntry>(entries.length);
  for (let i = 0; i < entries.length; i += 1) {
    const e = fastEntry(entries[i]);
    if (!e) return null;
    parsedEntries[i] = e;
  }
  out.entries = parsedEntries;
  return out as FileReport;
}

function fastEntry(input: unknown): ClassifierEntry | null {
  if (!isPlain(input)) return null;
  const { classifierId, count } = input;
  if (!isCount(count, AgentLimits.entriesPerFinding)) return null;
  if (!isCount(classifierId, AgentLimits.idMax) || classifierId < 1) return null;
  const samples = orDefault(input.samples, []);
  if (!Array.isArray(samples) || samples.length > AgentLimits.samplesPerEntry) return null;
  for (const s of samples) if (!isText(s, 64)) return null;
  return { classifierId, count, samples: samples as string[] };
}
