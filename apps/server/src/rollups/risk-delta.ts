import { RISK_VECTOR_COLUMNS, RISK_VECTOR_SLOT } from './risk-columns.js';

/**
 * What a batch changes in the rollups, summed in memory so that each rollup table gets one
 * statement per batch. A file's contribution is removed with its old state and added with its new
 * one; an unchanged file adds and removes the same amounts and so changes nothing.
 */

export interface FindingValue {
  classifierId: number;
  entries: bigint;
  costMicro: bigint;
  isSensitive: boolean;
}

export interface FileRiskState {
  deviceId: number;
  folderId: number;
  isEncrypted: boolean;
  size: bigint;
  findings: FindingValue[];
}

export interface EventRiskFacts {
  deviceId: number;
  processId: number;
  /** UTC day of the event, "YYYY-MM-DD". */
  day: string;
  isOutgoing: boolean;
  isPrevented: boolean;
  isEncrypted: boolean;
  hasSensitive: boolean;
  sensitiveCostMicro: bigint;
  entries: { classifierId: number; entries: bigint }[];
}

export type RiskVector = bigint[];
const VECTOR_LENGTH = RISK_VECTOR_COLUMNS.length;
const SLOT = RISK_VECTOR_SLOT;

/** The slots of one kind of finding (sensitive or not), and of the same in encrypted files. */
function halfOf(kind: 'sensitive' | 'non_sensitive') {
  return {
    files: SLOT[`${kind}_files_count`],
    entries: SLOT[`${kind}_entries_count`],
    cost: SLOT[`${kind}_cost`],
    encryptedFiles: SLOT[`encrypted_${kind}_files_count`],
    encryptedEntries: SLOT[`encrypted_${kind}_entries_count`],
    encryptedCost: SLOT[`encrypted_${kind}_cost`],
  };
}
const SENSITIVE = halfOf('sensitive');
const NON_SENSITIVE = halfOf('non_sensitive');

/** Adds (sign 1) or removes (sign −1) one kind's findings of a file (`enc` when it is encrypted) in `v`. */
function addHalf(
  v: RiskVector,
  half: typeof SENSITIVE,
  entries: bigint,
  cost: bigint,
  enc: boolean,
  sign: bigint,
): void {
  const e = sign === 1n ? entries : -entries;
  const c = sign === 1n ? cost : -cost;
  v[half.files]! += sign;
  v[half.entries]! += e;
  v[half.cost]! += c;
  if (!enc) return;
  v[half.encryptedFiles]! += sign;
  v[half.encryptedEntries]! += e;
  v[half.encryptedCost]! += c;
}

/**
 * fileVector(isEncrypted, findings) times `sign` added to `row` in place: only the slots the file
 * touches, with no vector built (the hot path of ingest).
 */
function addFileVector(
  row: RiskVector,
  isEncrypted: boolean,
  findings: readonly FindingValue[],
  sign: bigint,
): void {
  if (findings.length === 0) return;
  let hasSensitive = false;
  let hasNonSensitive = false;
  let sEntries = 0n;
  let sCost = 0n;
  let nEntries = 0n;
  let nCost = 0n;
  for (const f of findings) {
    if (f.isSensitive) {
      hasSensitive = true;
      sEntries += f.entries;
      sCost += f.costMicro;
    } else {
      hasNonSensitive = true;
      nEntries += f.entries;
      nCost += f.costMicro;
    }
  }
  row[SLOT.risk_files_count]! += sign;
  if (isEncrypted) row[SLOT.encrypted_risk_files_count]! += sign;
  if (hasSensitive) addHalf(row, SENSITIVE, sEntries, sCost, isEncrypted, sign);
  if (hasNonSensitive) addHalf(row, NON_SENSITIVE, nEntries, nCost, isEncrypted, sign);
}

/** The risk vector of one file over some of its findings (see RISK_VECTOR_COLUMNS). */
export function fileVector(isEncrypted: boolean, findings: readonly FindingValue[]): RiskVector {
  const v: RiskVector = new Array<bigint>(VECTOR_LENGTH).fill(0n);
  addFileVector(v, isEncrypted, findings, 1n);
  return v;
}

/** fileVector(isEncrypted, [f]) added to `row`, without building the vector (the hot path of ingest). */
function addOneFinding(row: bigint[], f: FindingValue, isEncrypted: boolean, sign: bigint): void {
  row[SLOT.risk_files_count]! += sign;
  if (isEncrypted) row[SLOT.encrypted_risk_files_count]! += sign;
  addHalf(row, f.isSensitive ? SENSITIVE : NON_SENSITIVE, f.entries, f.costMicro, isEncrypted, sign);
}

/** Sums of value columns per key; keys are tuples of ids (and days). */
export class KeyedSums {
  private readonly rows = new Map<string, { key: (number | string)[]; values: bigint[] }>();
  constructor(readonly width: number) {}

  add(key: (number | string)[], values: readonly bigint[], sign: bigint, offset = 0): void {
    const row = this.row(key);
    if (sign === 1n) for (let i = 0; i < values.length; i += 1) row[offset + i]! += values[i]!;
    else for (let i = 0; i < values.length; i += 1) row[offset + i]! += sign * values[i]!;
  }

  /** Every key's sums (those `keep` accepts) added to the key `keyOf` maps it to in `target`. */
  foldInto(
    target: KeyedSums,
    keyOf: (key: (number | string)[]) => (number | string)[],
    keep: (key: (number | string)[]) => boolean = () => true,
  ): void {
    for (const r of this.rows.values()) if (keep(r.key)) target.add(keyOf(r.key), r.values, 1n);
  }

  get isEmpty(): boolean {
    return this.rows.size === 0;
  }

  /** The running sums of a key, to add to in place. */
  row(key: (number | string)[]): bigint[] {
    const id = key.length === 1 ? String(key[0]) : key.join('|');
    let row = this.rows.get(id);
    if (!row) {
      row = { key, values: new Array<bigint>(this.width).fill(0n) };
      this.rows.set(id, row);
    }
    return row.values;
  }

  /** Rows with any non-zero value, sorted by key: a fixed order of row locks avoids deadlocks. */
  nonZero(): { key: (number | string)[]; values: bigint[] }[] {
    return [...this.rows.values()]
      .filter((r) => r.values.some((v) => v !== 0n))
      .sort((a, b) => compareKeys(a.key, b.key));
  }
}

function compareKeys(a: (number | string)[], b: (number | string)[]): number {
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i]!;
    const y = b[i]!;
    if (x < y) return -1;
    if (x > y) return 1;
  }
  return 0;
}

/** Value columns after the vector, per table (their order is the order of the SQL columns). */
export const FILE_COUNT_COLUMNS = ['files_count', 'files_size_bytes'] as const;
export const DEVICE_EVENT_COLUMNS = [
  'outbound_files_count',
  'outbound_sensitive_files_count',
  'prevented_events_count',
  'cases_count',
  'events_count',
] as const;
export const APPLICATION_DAILY_COLUMNS = [
  'events_count',
  'incoming_files_count',
  'outgoing_files_count',
  'outgoing_sensitive_files_count',
  'prevented_count',
  'incoming_sensitive_cost',
  'outgoing_sensitive_cost',
  'outgoing_encrypted_sensitive_cost',
] as const;
export const APPLICATION_DEVICE_COLUMNS = [
  'events_count',
  'incoming_files_count',
  'outgoing_files_count',
  'outgoing_sensitive_cost',
  'outgoing_encrypted_sensitive_cost',
] as const;
export const APPLICATION_CLASSIFIER_COLUMNS = [
  'entries_count',
  'encrypted_entries_count',
  'outgoing_entries_count',
] as const;

const V = VECTOR_LENGTH;

export class RollupDelta {
  readonly tenant = new KeyedSums(V + FILE_COUNT_COLUMNS.length);
  readonly device = new KeyedSums(V + FILE_COUNT_COLUMNS.length + DEVICE_EVENT_COLUMNS.length);
  readonly folder = new KeyedSums(V + FILE_COUNT_COLUMNS.length);
  readonly classifier = new KeyedSums(V);
  readonly deviceClassifier = new KeyedSums(V);
  readonly regulation = new KeyedSums(V);
  readonly applicationDaily = new KeyedSums(APPLICATION_DAILY_COLUMNS.length);
  readonly applicationDevice = new KeyedSums(APPLICATION_DEVICE_COLUMNS.length);
  readonly applicationClassifier = new KeyedSums(APPLICATION_CLASSIFIER_COLUMNS.length);
  /* The application sums of the days inside the tenant's window, without the day (see window()). */
  readonly applicationWindow = new KeyedSums(APPLICATION_DAILY_COLUMNS.length);
  readonly applicationClassifierWindow = new KeyedSums(APPLICATION_CLASSIFIER_COLUMNS.length);
  readonly applicationDeviceWindow = new KeyedSums(APPLICATION_DEVICE_COLUMNS.length);

  /*
   * Files add to their folder and device × classifier only; the device, tenant and classifier
   * sums are those summed up once, in settle() — a third of the work of adding every file to all.
   */
  private readonly folderDevice = new Map<number, number>();
  /** deviceClassifier's rows by device and classifier: five thousand look-ups a batch, without a key string each. */
  private readonly deviceClassifierRows = new Map<number, Map<number, bigint[]>>();
  private settled = false;

  constructor(private readonly regulationsOf: (classifierId: number) => readonly number[]) {}

  /** Adds (sign 1) or removes (sign −1) a live file's contribution to every scope. */
  file(state: FileRiskState, sign: 1n | -1n): void {
    if (this.settled) throw new Error('RollupDelta: a file after settle()');
    this.folderDevice.set(state.folderId, state.deviceId);
    const row = this.folder.row([state.folderId]);
    addFileVector(row, state.isEncrypted, state.findings, sign);
    row[V]! += sign;
    row[V + 1]! += sign * state.size;
    const byRegulation = new Map<number, FindingValue[]>();
    for (const f of state.findings) {
      addOneFinding(this.deviceClassifierRow(state.deviceId, f.classifierId), f, state.isEncrypted, sign);
      for (const r of this.regulationsOf(f.classifierId)) {
        const list = byRegulation.get(r);
        if (list) list.push(f);
        else byRegulation.set(r, [f]);
      }
    }
    for (const [regulationId, findings] of byRegulation) {
      addFileVector(this.regulation.row([regulationId]), state.isEncrypted, findings, sign);
    }
  }

  private deviceClassifierRow(deviceId: number, classifierId: number): bigint[] {
    let rows = this.deviceClassifierRows.get(deviceId);
    if (!rows) {
      rows = new Map();
      this.deviceClassifierRows.set(deviceId, rows);
    }
    let row = rows.get(classifierId);
    if (!row) {
      row = this.deviceClassifier.row([deviceId, classifierId]);
      rows.set(classifierId, row);
    }
    return row;
  }

  /** A newly recorded file event. Prevented events count as prevented only. */
  event(e: EventRiskFacts): void {
    const live = !e.isPrevented;
    const outgoing = live && e.isOutgoing;
    const incoming = live && !e.isOutgoing;
    const b = (x: boolean) => (x ? 1n : 0n);
    this.device.add(
      [e.deviceId],
      [b(outgoing), b(outgoing && e.hasSensitive), b(e.isPrevented), 0n, 1n],
      1n,
      V + FILE_COUNT_COLUMNS.length,
    );
    this.applicationDaily.add(
      [e.processId, e.day],
      [
        1n,
        b(incoming),
        b(outgoing),
        b(outgoing && e.hasSensitive),
        b(e.isPrevented),
        incoming ? e.sensitiveCostMicro : 0n,
        outgoing ? e.sensitiveCostMicro : 0n,
        outgoing && e.isEncrypted ? e.sensitiveCostMicro : 0n,
      ],
      1n,
    );
    this.applicationDevice.add(
      [e.processId, e.deviceId, e.day],
      [
        1n,
        b(incoming),
        b(outgoing),
        outgoing ? e.sensitiveCostMicro : 0n,
        outgoing && e.isEncrypted ? e.sensitiveCostMicro : 0n,
      ],
      1n,
    );
    if (!live) return;
    for (const entry of e.entries) {
      this.applicationClassifier.add(
        [e.processId, entry.classifierId, e.day],
        [entry.entries, e.isEncrypted ? entry.entries : 0n, outgoing ? entry.entries : 0n],
        1n,
      );
    }
  }

  /** Sums the folders into their devices and the tenant, and devices × classifiers into classifiers. */
  settle(): this {
    if (this.settled) return this;
    this.settled = true;
    const width = V + FILE_COUNT_COLUMNS.length;
    const deviceFiles = new KeyedSums(width);
    this.folder.foldInto(deviceFiles, ([folderId]) => [this.folderDevice.get(folderId as number)!]);
    deviceFiles.foldInto(this.device, (key) => key);
    deviceFiles.foldInto(this.tenant, () => []);
    this.deviceClassifier.foldInto(this.classifier, ([, classifierId]) => [classifierId!]);
    return this;
  }

  /**
   * Adds the application sums of the days from `firstDay` to `lastDay` to the window sums: the
   * same keys without the day, which is always the last.
   */
  window(firstDay: string, lastDay: string): this {
    const inside = (key: (number | string)[]) => {
      const day = key[key.length - 1] as string;
      return day >= firstDay && day <= lastDay;
    };
    const withoutDay = (key: (number | string)[]) => key.slice(0, -1);
    this.applicationDaily.foldInto(this.applicationWindow, withoutDay, inside);
    this.applicationClassifier.foldInto(this.applicationClassifierWindow, withoutDay, inside);
    this.applicationDevice.foldInto(this.applicationDeviceWindow, withoutDay, inside);
    return this;
  }

  cases(deviceId: number, count: number): void {
    if (count === 0) return;
    this.device.add([deviceId], [BigInt(count)], 1n, V + FILE_COUNT_COLUMNS.length + 3);
  }
}
