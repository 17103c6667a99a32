import {
  parseBatchRequest,
  type BatchRequest,
  type BatchResponse,
  type ClassifierEntry,
  type FileEvent,
  type FileReport,
  type ParsedBatchRequest,
} from '@vigil/contracts';
import type { SQLWrapper } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client.js';
import { readAll } from '../db/rows.js';
import {
  findRegulationLinks,
  valuationsWithLinks,
  type ClassifierValuation,
} from '../classifiers/classifiers.repo.js';
import { deviceActivityUpdate, findDeviceGroupIds } from '../devices/devices.repo.js';
import { fullScanUpdate } from '../devices/cloud-devices.repo.js';
import { insertCases, insertEvents, type CaseWrite, type EventWrite } from '../files/file-events.repo.js';
import { extensionOf, folderChain, splitFilePath, type FolderLink } from '../files/file-paths.js';
import {
  batchTargets,
  deleteFindings,
  findFindings,
  planFolders,
  writeBatchFiles,
  type FileWrite,
  type FindingWrite,
  type StoredFile,
} from '../files/files.repo.js';
import { formatMicro, formatMicroShort, parseMicro } from '../rollups/money.js';
import { RollupDelta, type FileRiskState, type FindingValue } from '../rollups/risk-delta.js';
import { applyRollupDelta } from '../rollups/rollups.repo.js';
import { applicationKey, isLlmDomain } from '../processes/applications.js';
import { ensureProcesses, type ProcessSighting } from '../processes/processes.repo.js';
import { isOutgoingEvent, matchEvent, triggersOfEvent } from '../rules/rule-matching.js';
import { findActiveRules } from '../rules/rules.repo.js';
import { AgentMessages, AgentRequestError, invalidRequest } from './agent-errors.js';
import { batchResponseUpdate, findBatchResponse, openBatch } from './ingest-batches.repo.js';
import type { AgentDevice } from './device-auth.js';

interface ValuedEntry extends FindingValue {
  samples: string[];
}

/**
 * POST /agent/v1/batches: applies a batch of one device in one transaction — files upserted by
 * path, deletions, file events (once per eventId), folders, cases of matching rules, the device's
 * facts — and moves every risk rollup by the batch's delta. A batch id seen before returns the
 * stored response with duplicate: true and changes nothing.
 */
export async function ingestBatch(db: Db, device: AgentDevice, input: BatchRequest): Promise<BatchResponse> {
  const parsed = parseBatchRequest(input);
  if (!parsed.success) throw invalidRequest(parsed.error);
  const batch = parsed.data;
  const { scope, deviceId } = device;

  return db.transaction(async (tx) => {
    const { device: row, claimed } = await openBatch(tx, scope, deviceId, batch.batchId);
    if (!row || row.isDeleted) throw new AgentRequestError(403, AgentMessages.deviceDeleted);
    if (row.isArchived) throw new AgentRequestError(403, AgentMessages.deviceArchived);
    if (!claimed) {
      const stored = await findBatchResponse(tx, scope, deviceId, batch.batchId);
      if (!stored) throw new Error(`Batch ${batch.batchId} was claimed without a response`);
      return { ...stored, duplicate: true };
    }
    const { response, delta } = await applyBatch(tx, device, batch);
    // The device's facts, its response and the rollups go in one round trip, last.
    const writes: SQLWrapper[] = [
      deviceActivityUpdate(tx, scope, deviceId, batch.device ?? null, batch.heartbeat ?? null),
      batchResponseUpdate(tx, scope, deviceId, response),
    ];
    const beat = batch.heartbeat;
    if (
      row.kind === 'REPOSITORY' &&
      beat &&
      beat.scanTotalFiles > 0 &&
      beat.scanDoneFiles >= beat.scanTotalFiles
    ) {
      writes.push(fullScanUpdate(tx, scope, deviceId));
    }
    await applyRollupDelta(tx, scope, delta, writes);
    return response;
  });
}

async function applyBatch(
  tx: Queryable,
  device: AgentDevice,
  batch: ParsedBatchRequest,
): Promise<{ response: BatchResponse; delta: RollupDelta }> {
  const { scope, deviceId } = device;
  // The last report of a path and the first of an event id win within one batch.
  const reportByPath = new Map(batch.files.map((f) => [f.path, f]));
  const reports = [...reportByPath.values()];
  const reported = new Set(reports.map((f) => f.path));
  const deletions = [...new Set(batch.deletedPaths)].filter((p) => !reported.has(p));
  const events = [...new Map([...batch.fileEvents].reverse().map((e) => [e.eventId, e])).values()].reverse();

  const classifierIds = new Set<number>();
  for (const f of reports) for (const e of f.entries) classifierIds.add(e.classifierId);
  for (const e of events) for (const x of e.entries) classifierIds.add(x.classifierId);

  const links = new Map<string, FolderLink>();
  const folderOf = new Map<string, string>();
  for (const f of reports) {
    const { folder } = splitFilePath(f.path);
    folderOf.set(f.path, folder);
    if (!links.has(folder)) for (const l of folderChain(folder)) links.set(l.path, l);
  }
  // One round trip for the valuations and what the batch writes over: files, folders, and ids for
  // the new ones. Not with the transaction's first statement: its snapshot may predate the lock.
  const [{ valuations, regulationLinks }, targets] = await readAll(tx, [
    valuationsWithLinks(scope, [...classifierIds]),
    batchTargets(
      scope,
      deviceId,
      [...new Set([...reported, ...deletions, ...events.map((e) => e.path)])],
      [...links.keys()],
      reported,
      folderOf,
    ),
  ]);
  const stored = targets.files;
  const deletionSet = new Set(deletions);
  const liveOld = [...stored.values()].filter(
    (f) => !f.isDeleted && (reported.has(f.path) || deletionSet.has(f.path)),
  );
  const oldRows = await findFindings(
    tx,
    scope,
    liveOld.map((f) => f.id),
  );
  const oldFindings = groupFindings(oldRows);
  // Removing an old finding must reach the regulations it counted in, whatever this batch reports.
  const unlinked = [...new Set(oldRows.map((r) => r.classifierId))].filter((id) => !valuations.has(id));
  for (const [id, regulations] of await findRegulationLinks(tx, scope, unlinked)) {
    regulationLinks.set(id, regulations);
  }
  const delta = new RollupDelta((id) => regulationLinks.get(id) ?? []);
  const oldState = (f: StoredFile): FileRiskState => ({
    deviceId,
    folderId: f.folderId,
    isEncrypted: f.isEncrypted,
    size: f.size,
    findings: oldFindings.get(f.id) ?? [],
  });

  const folders = planFolders([...links.values()], targets.folders, targets.newFolderIds);
  const folderIds = folders.ids;
  // Every file's id is known before the write: found, or drawn for the new ones in report order.
  const fileIds = new Map<string, number>();
  const newFiles: FileWrite[] = [];
  const knownFiles: FileWrite[] = [];
  // Findings to replace: of files that had rows before (deleted ones keep theirs); new files have none.
  const replaced: number[] = [];
  const findingRows: FindingWrite[] = [];
  for (const f of reports) {
    const entries = valueEntries(f.entries, valuations);
    const folderId = folderIds.get(folderOf.get(f.path)!)!;
    const write = fileWrite(f, folderId, entries);
    const old = stored.get(f.path);
    let fileId: number;
    if (old) {
      knownFiles.push(write);
      fileId = old.id;
    } else {
      const drawn = targets.newFileIds[newFiles.length];
      if (drawn === undefined) throw new Error(`No file id drawn for ${f.path}`);
      newFiles.push(write);
      fileId = drawn;
    }
    fileIds.set(f.path, fileId);
    const next: FileRiskState = {
      deviceId,
      folderId,
      isEncrypted: f.isEncrypted,
      size: BigInt(f.size),
      findings: entries,
    };
    const prev = old && !old.isDeleted ? oldState(old) : null;
    if (prev && sameFindings(prev.findings, entries)) {
      if (prev.isEncrypted === next.isEncrypted && prev.size === next.size) continue;
    } else {
      if (old) replaced.push(old.id);
      for (const e of entries) {
        findingRows.push({
          fileId,
          classifierId: e.classifierId,
          entries: e.entries.toString(),
          cost: formatMicroShort(e.costMicro),
          isSensitive: e.isSensitive,
          samples: e.samples,
        });
      }
    }
    const falsePositive = old?.falsePositive ?? false;
    if (prev) delta.file(counted(prev, falsePositive), -1n);
    delta.file(counted(next, falsePositive), 1n);
  }

  const deleted = deletions.flatMap((p) => {
    const f = stored.get(p);
    return f && !f.isDeleted ? [f] : [];
  });
  for (const f of deleted) delta.file(counted(oldState(f), f.falsePositive), -1n);
  await deleteFindings(tx, scope, replaced);
  await writeBatchFiles(tx, scope, deviceId, {
    folders: folders.created,
    newFiles,
    newFileIds: targets.newFileIds,
    knownFiles,
    findings: findingRows,
    deletedFileIds: deleted.map((f) => f.id),
  });

  const { recorded, casesCreated } = await recordEvents(tx, device, events, {
    valuations,
    delta,
    fileAt: (path) => {
      const report = reportByPath.get(path);
      if (report) return { id: fileIds.get(path) ?? null, isEncrypted: report.isEncrypted };
      const old = stored.get(path);
      return old ? { id: old.id, isEncrypted: old.isEncrypted } : { id: null, isEncrypted: false };
    },
  });

  const response: BatchResponse = {
    batchId: batch.batchId,
    duplicate: false,
    filesUpserted: reports.length,
    filesDeleted: deleted.length,
    eventsRecorded: recorded,
    casesCreated,
  };
  return { response, delta };
}

/** What a file adds to the rollups: a false positive's findings count nowhere (recomputeRollups agrees). */
function counted(state: FileRiskState, falsePositive: boolean): FileRiskState {
  return falsePositive ? { ...state, findings: [] } : state;
}

/** Entries of the tenant's classifiers with a count, merged per classifier and valued. */
function valueEntries(
  entries: ClassifierEntry[],
  valuations: Map<number, ClassifierValuation>,
): ValuedEntry[] {
  const byClassifier = new Map<number, ValuedEntry>();
  for (const e of entries) {
    const v = valuations.get(e.classifierId);
    if (!v || e.count <= 0) continue;
    const count = BigInt(e.count);
    const found = byClassifier.get(e.classifierId);
    if (found) {
      found.entries += count;
      found.costMicro = found.entries * v.valuePerRecordMicro;
      found.samples = [...found.samples, ...e.samples].slice(0, 5);
    } else {
      byClassifier.set(e.classifierId, {
        classifierId: e.classifierId,
        entries: count,
        costMicro: count * v.valuePerRecordMicro,
        isSensitive: v.isSensitive,
        samples: e.samples,
      });
    }
  }
  return [...byClassifier.values()].sort((a, b) => a.classifierId - b.classifierId);
}

function groupFindings(rows: Awaited<ReturnType<typeof findFindings>>): Map<number, FindingValue[]> {
  const out = new Map<number, FindingValue[]>();
  for (const r of rows) {
    const list = out.get(r.fileId) ?? [];
    list.push({
      classifierId: r.classifierId,
      entries: r.entries,
      costMicro: parseMicro(r.cost),
      isSensitive: r.isSensitive,
    });
    out.set(r.fileId, list);
  }
  for (const list of out.values()) list.sort((a, b) => a.classifierId - b.classifierId);
  return out;
}

/** Same classifiers, counts and valuation (both lists sorted by classifier). */
function sameFindings(a: readonly FindingValue[], b: readonly FindingValue[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i]!;
      return (
        x.classifierId === y.classifierId &&
        x.entries === y.entries &&
        x.costMicro === y.costMicro &&
        x.isSensitive === y.isSensitive
      );
    })
  );
}

function totals(entries: readonly FindingValue[]) {
  let count = 0n;
  let sensitive = 0n;
  let nonSensitive = 0n;
  for (const e of entries) {
    count += e.entries;
    if (e.isSensitive) sensitive += e.costMicro;
    else nonSensitive += e.costMicro;
  }
  return { count, sensitive, nonSensitive, hasSensitive: entries.some((e) => e.isSensitive) };
}

function fileWrite(f: FileReport, folderId: number, entries: ValuedEntry[]): FileWrite {
  const t = totals(entries);
  return {
    path: f.path,
    folderId,
    name: splitFilePath(f.path).name,
    extension: (f.extension || extensionOf(f.path)).toLowerCase(),
    size: String(f.size),
    fileCreatedAt: f.createdAt ?? null,
    modifiedAt: f.modifiedAt,
    accessedAt: f.accessedAt ?? null,
    owner: f.owner,
    parseResult: f.parseResult,
    brokenDescription: f.brokenDescription ?? null,
    isEncrypted: f.isEncrypted,
    contentHash: f.contentHash ?? null,
    entriesCount: t.count.toString(),
    sensitiveCost: formatMicroShort(t.sensitive),
    nonSensitiveCost: formatMicroShort(t.nonSensitive),
  };
}

interface EventContext {
  valuations: Map<number, ClassifierValuation>;
  delta: RollupDelta;
  fileAt: (path: string) => { id: number | null; isEncrypted: boolean };
}

function sightings(e: FileEvent): { local: ProcessSighting; application: ProcessSighting } {
  const local: ProcessSighting = {
    processName: applicationKey(e.processName),
    humanName: e.applicationName.trim() || e.processName.trim() || 'Unknown',
    processType: e.processType ?? null,
    isWebApp: false,
    isLlmApp: false,
    webDomain: null,
  };
  const domain = e.webDomain?.trim().toLowerCase();
  if (!domain) return { local, application: local };
  return {
    local,
    application: {
      processName: domain,
      humanName: domain,
      processType: 'TRANSPORT',
      isWebApp: true,
      isLlmApp: isLlmDomain(domain),
      webDomain: domain,
    },
  };
}

async function recordEvents(
  tx: Queryable,
  device: AgentDevice,
  events: FileEvent[],
  ctx: EventContext,
): Promise<{ recorded: number; casesCreated: number }> {
  if (events.length === 0) return { recorded: 0, casesCreated: 0 };
  const { scope, deviceId } = device;
  const seen = events.map(sightings);
  const firstSightings = new Map<string, ProcessSighting>();
  for (const p of seen.flatMap((s) => [s.local, s.application])) {
    if (!firstSightings.has(p.processName)) firstSightings.set(p.processName, p);
  }
  const processIds = await ensureProcesses(tx, scope, [...firstSightings.values()]);
  const prepared = events.map((e, i) => {
    const entries = valueEntries(e.entries, ctx.valuations);
    const t = totals(entries);
    const file = ctx.fileAt(e.path);
    const s = seen[i]!;
    const write: EventWrite = {
      eventId: e.eventId,
      at: e.at,
      operation: e.operation,
      path: e.path,
      destinationPath: e.destinationPath ?? null,
      fileId: file.id,
      processId: processIds.get(s.application.processName)!,
      localProcessId: processIds.get(s.local.processName)!,
      processName: e.processName,
      applicationName: e.applicationName,
      processType: e.processType ?? null,
      webDomain: s.application.webDomain,
      driveType: e.driveType,
      userName: e.userName,
      entries: entries.map((x) => ({
        classifierId: x.classifierId,
        count: Number(x.entries),
        samples: x.samples,
      })),
      entriesCount: t.count.toString(),
      sensitiveCost: formatMicro(t.sensitive),
      nonSensitiveCost: formatMicro(t.nonSensitive),
      sensitiveType: t.hasSensitive ? 'SENSITIVE' : 'NO_SENSITIVE',
      isOutgoing: isOutgoingEvent(e),
      isPrevented: e.prevented,
      isEncrypted: file.isEncrypted,
    };
    return { event: e, write, entries, hasSensitive: t.hasSensitive, sensitiveCost: t.sensitive };
  });
  const newIds = await insertEvents(
    tx,
    scope,
    deviceId,
    prepared.map((p) => p.write),
  );
  const fresh = prepared.filter((p) => newIds.has(p.write.eventId));
  for (const p of fresh) {
    ctx.delta.event({
      deviceId,
      processId: p.write.processId,
      day: new Date(p.write.at).toISOString().slice(0, 10),
      isOutgoing: p.write.isOutgoing,
      isPrevented: p.write.isPrevented,
      isEncrypted: p.write.isEncrypted,
      hasSensitive: p.hasSensitive,
      sensitiveCostMicro: p.sensitiveCost,
      entries: p.entries.map((x) => ({ classifierId: x.classifierId, entries: x.entries })),
    });
  }

  const cases = await matchCases(tx, device, fresh, newIds, ctx.valuations);
  const casesCreated = await insertCases(tx, scope, deviceId, cases);
  ctx.delta.cases(deviceId, casesCreated);
  return { recorded: fresh.length, casesCreated };
}

async function matchCases(
  tx: Queryable,
  device: AgentDevice,
  fresh: { event: FileEvent; write: EventWrite; entries: ValuedEntry[] }[],
  newIds: Map<string, number>,
  valuations: Map<number, ClassifierValuation>,
): Promise<CaseWrite[]> {
  const withTriggers = fresh
    .map((p) => ({ ...p, triggers: triggersOfEvent(p.event) }))
    .filter((p) => p.triggers.length > 0 && p.entries.length > 0);
  if (withTriggers.length === 0) return [];
  const ids = [...new Set(withTriggers.flatMap((p) => p.entries.map((e) => e.classifierId)))].filter(
    (id) => valuations.get(id)?.isActive,
  );
  const rules = await findActiveRules(tx, device.scope, ids);
  if (rules.length === 0) return [];
  const needsGroups = rules.some((r) => r.triggers.some((t) => t.devicesSelection !== 'ALL'));
  const ref = {
    deviceId: device.deviceId,
    groupIds: needsGroups ? await findDeviceGroupIds(tx, device.scope, device.deviceId) : [],
  };
  const cases: CaseWrite[] = [];
  for (const p of withTriggers) {
    const matches = matchEvent(
      {
        triggers: p.triggers,
        classifierIds: new Set(p.entries.map((e) => e.classifierId)),
        processIds: [p.write.processId, p.write.localProcessId],
      },
      rules,
      ref,
    );
    for (const m of matches) {
      if (!m.actions.includes('CREATE_CASE')) continue;
      cases.push({
        ruleId: m.ruleId,
        classifierId: m.classifierId,
        fileEventId: newIds.get(p.write.eventId)!,
        trigger: m.trigger,
      });
    }
  }
  return cases;
}
