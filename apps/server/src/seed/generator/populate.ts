import { fillRiskHistory } from './risk-history.js';
import { and, eq } from 'drizzle-orm';
import type { BatchRequest, ClassifierEntry, FileEvent, FileOperation } from '@vigil/contracts';
import { AgentLimits } from '@vigil/contracts';
import type { Db } from '../../db/client.js';
import { classifiers, templateClassifiers } from '../../classifiers/classifiers.tables.js';
import { registerDevice } from '../../agent-ingest/registration.service.js';
import { ingestBatch } from '../../agent-ingest/ingest.service.js';
import { resolveSystemScope } from '../../tenants/tenant-scope.js';
import type { Random } from './random.js';
import {
  BROWSERS,
  DEVICE_KINDS,
  FILE_STEMS,
  FIRST_NAMES,
  FOLDERS,
  LAST_NAMES,
  LOCAL_APPS,
  REMOVABLE_DRIVES,
  WEB_APPS,
} from './catalog.js';

export interface PopulateOptions {
  devices: number;
  filesPerDevice: number;
  eventsPerDevice: number;
  /** Share of sensitive files stored encrypted, per customer (varies the encryption %). */
  encryptedShare: number;
  now: Date;
  /** Days of file-event history. */
  days: number;
  /** Share of documents (not images) that hold identifiers; default 0.35. */
  sensitiveShare?: number;
  /**
   * Classifiers found in a sensitive file, as [count, weight] pairs; default mostly one, up to
   * three. When given, a file holds that many even beyond its folder's usual identifiers: the
   * benchmarks reach millions of findings with fewer files.
   */
  classifiersPerFile?: readonly (readonly [number, number])[];
  /** The catalog's folders (paths) its people keep files in; default every one. */
  folders?: readonly string[];
}

export interface PopulateResult {
  devices: number;
  files: number;
  findings: number;
  events: number;
}

interface ClassifierChoice {
  id: number;
  key: string;
}

/** Which identifiers live in which folders: the generator's data looks like a real company's. */
const FOLDER_AFFINITY: Record<string, readonly string[]> = {
  'Documents/Finance': ['PAYMENT_CARD', 'IBAN', 'SWIFT_BIC', 'US_EIN'],
  'Documents/HR/Payroll': ['US_SSN', 'IBAN', 'UK_NINO', 'US_ITIN', 'DE_STEUER_ID', 'CA_SIN'],
  'Documents/HR/Onboarding': ['US_SSN', 'PASSPORT', 'EMAIL', 'PHONE', 'UK_NINO'],
  'Documents/Contracts': ['EMAIL', 'PHONE', 'US_EIN'],
  'Documents/Patients': ['US_MBI', 'US_NPI', 'ICD10', 'UK_NHS', 'US_SSN'],
  'Documents/Customers': ['EMAIL', 'PHONE', 'PAYMENT_CARD'],
  Desktop: ['PAYMENT_CARD', 'US_SSN', 'EMAIL'],
  Downloads: ['PAYMENT_CARD', 'PASSPORT', 'EMAIL', 'IBAN'],
  'Projects/Exports': ['EMAIL', 'PHONE', 'PAYMENT_CARD'],
  'Projects/Reports': ['EMAIL'],
  'OneDrive/Shared': ['EMAIL', 'PHONE', 'US_SSN'],
};

async function customerClassifiers(db: Db, tenantId: number): Promise<ClassifierChoice[]> {
  const rows = await db
    .select({ id: classifiers.id, key: templateClassifiers.key })
    .from(classifiers)
    .innerJoin(templateClassifiers, eq(templateClassifiers.id, classifiers.templateId))
    .where(
      and(
        eq(classifiers.tenantId, tenantId),
        eq(classifiers.isActive, true),
        eq(classifiers.isDeleted, false),
        eq(classifiers.type, 'BY_CONTENT'),
      ),
    );
  return rows.filter((r): r is ClassifierChoice => r.key !== null).sort((a, b) => a.id - b.id);
}

function iso(d: Date): string {
  return d.toISOString();
}

function daysAgo(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

function fileStem(rnd: Random, ext: string): string {
  const stem = rnd.pick(FILE_STEMS[ext] ?? ['file_{n}']);
  return stem
    .replace(
      '{m}',
      `${rnd.pick(['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'])}`,
    )
    .replace('{q}', String(rnd.int(1, 4)))
    .replace('{y}', String(rnd.int(2021, 2026)))
    .replace('{n}', String(rnd.int(1, 9999)).padStart(4, '0'));
}

function maskedSample(key: string, rnd: Random): string {
  const d = () => String(rnd.int(0, 9));
  switch (key) {
    case 'PAYMENT_CARD':
      return `${rnd.pick(['4111', '5500', '3782', '6011'])} **** **** ${d()}${d()}${d()}${d()}`;
    case 'EMAIL':
      return `${rnd.pick(['jo', 'ma', 'an', 'li'])}*****@${rnd.pick(['gm', 'ou', 'ya'])}*****om`;
    default:
      return `${d()}${d()}*****${d()}${d()}`;
  }
}

const CLASSIFIERS_PER_FILE = [
  [1, 60],
  [2, 28],
  [3, 12],
] as const;

function entriesFor(
  rnd: Random,
  folder: string,
  available: ClassifierChoice[],
  classifiersPerFile: PopulateOptions['classifiersPerFile'],
): ClassifierEntry[] {
  const affinity = FOLDER_AFFINITY[folder] ?? [];
  const preferred = available.filter((c) => affinity.includes(c.key));
  const pool = preferred.length > 0 && rnd.chance(0.85) ? preferred : available;
  const count = rnd.weighted(classifiersPerFile ?? CLASSIFIERS_PER_FILE);
  const chosen = rnd.sample(pool, Math.min(count, pool.length));
  if (classifiersPerFile && chosen.length < count) {
    const others = available.filter((c) => !chosen.includes(c));
    chosen.push(...rnd.sample(others, count - chosen.length));
  }
  return chosen.map((c) => ({
    classifierId: c.id,
    count: rnd.pareto(1, 1.1, 20_000),
    samples: [maskedSample(c.key, rnd)],
  }));
}

interface GeneratedFile {
  path: string;
  entries: ClassifierEntry[];
  extension: string;
}

/** Account and host names are ASCII letters: Müller's laptop is LT-MULLER, his account nora.muller. */
function ascii(name: string): string {
  return name.normalize('NFD').replace(/[^A-Za-z]/g, '');
}

/**
 * Registers `devices` agents for a customer and sends their scans and file events through the
 * ingest service — the same path as real agents — so every rollup is built as in production.
 */
export async function populateCustomer(
  db: Db,
  rnd: Random,
  customer: { id: number; agentKey: string },
  options: PopulateOptions,
): Promise<PopulateResult> {
  const scope = await resolveSystemScope(db, customer.id);
  const available = await customerClassifiers(db, customer.id);
  const folders = options.folders ? FOLDERS.filter((f) => options.folders?.includes(f.path)) : FOLDERS;
  if (folders.length === 0) throw new Error('populateCustomer: no folder of the catalog given');
  const result: PopulateResult = { devices: 0, files: 0, findings: 0, events: 0 };
  const users = Array.from({ length: Math.max(3, options.devices) }, () => ({
    first: rnd.pick(FIRST_NAMES),
    last: rnd.pick(LAST_NAMES),
  }));

  for (let d = 0; d < options.devices; d++) {
    const kind = rnd.weighted(DEVICE_KINDS.map((k) => [k, k.weight] as const));
    const user = users[d % users.length] as { first: string; last: string };
    const userName = `${user.first.toLowerCase()}.${ascii(user.last).toLowerCase()}`;
    const windows = kind.os.startsWith('Windows');
    const home = windows
      ? `C:\\Users\\${userName}`
      : kind.os === 'macOS'
        ? `/Users/${userName}`
        : `/home/${userName}`;
    const sep = windows ? '\\' : '/';
    const registered = await registerDevice(db, {
      agentKey: customer.agentKey,
      deviceIdentifier: rnd.uuid(),
      device: {
        name: `${kind.prefix}-${ascii(user.last)
          .toUpperCase()
          .slice(0, 6)}-${String(d + 1).padStart(3, '0')}`,
        os: kind.os,
        osVersion: kind.osVersion,
        userName,
        macAddress: Array.from({ length: 6 }, () => rnd.int(0, 255).toString(16).padStart(2, '0')).join(':'),
        agentVersion: rnd.pick(['4.12.3', '4.12.3', '4.13.0', '4.11.8']),
        storageTotalBytes: rnd.pick([256, 512, 1024, 2048]) * 1e9,
        storageUsedBytes: rnd.int(60, 400) * 1e9,
      },
    });
    const device = { scope, deviceId: registered.deviceId };
    result.devices++;

    const files: GeneratedFile[] = [];
    let pending: NonNullable<BatchRequest['files']> = [];
    const flush = async (events: FileEvent[] = []) => {
      if (pending.length === 0 && events.length === 0) return;
      await ingestBatch(db, device, {
        batchId: rnd.uuid(),
        sentAt: iso(options.now),
        files: pending,
        fileEvents: events,
      });
      pending = [];
    };

    for (let f = 0; f < options.filesPerDevice; f++) {
      const folder = rnd.pick(folders);
      const ext = rnd.pick(folder.kinds);
      const path = `${home}${sep}${folder.path.split('/').join(sep)}${sep}${fileStem(rnd, ext)}_${f}.${ext}`;
      const sensitive =
        available.length > 0 && !['png', 'jpg'].includes(ext) && rnd.chance(options.sensitiveShare ?? 0.35);
      const entries = sensitive ? entriesFor(rnd, folder.path, available, options.classifiersPerFile) : [];
      const parseResult = rnd.weighted([
        ['OK', 970],
        ['PARSING_ERROR', 12],
        ['ENCRYPTED_PASSWORD', 8],
        ['LOCKED', 6],
        ['CANT_OPEN_FILE', 4],
      ] as const);
      const modified = daysAgo(options.now, rnd.pareto(1, 0.6, 900));
      const accessed = new Date(
        Math.min(options.now.getTime(), modified.getTime() + rnd.int(0, 200) * 86_400_000),
      );
      pending.push({
        path,
        size: rnd.pareto(2_000, 0.9, 400_000_000),
        createdAt: iso(daysAgo(modified, rnd.int(0, 400))),
        modifiedAt: iso(modified),
        accessedAt: iso(accessed),
        owner: userName,
        extension: ext,
        parseResult,
        isEncrypted: entries.length > 0 && rnd.chance(options.encryptedShare),
        entries: parseResult === 'OK' ? entries : [],
      });
      files.push({ path, entries: parseResult === 'OK' ? entries : [], extension: ext });
      result.files++;
      result.findings += parseResult === 'OK' ? entries.length : 0;
      if (pending.length >= AgentLimits.filesPerBatch) await flush();
    }
    await flush();

    const events: FileEvent[] = [];
    for (let e = 0; e < options.eventsPerDevice; e++) {
      const file = rnd.pick(files);
      if (!file) break;
      const at = new Date(options.now.getTime() - rnd.next() * options.days * 86_400_000);
      const operation = rnd.weighted<FileOperation>([
        ['OPEN', 30],
        ['CHANGE', 18],
        ['UPLOAD', 20],
        ['COPY', 12],
        ['CREATE', 8],
        ['MOVE', 4],
        ['RENAME', 4],
        ['DELETE', 4],
      ]);
      const toRemovable = (operation === 'COPY' || operation === 'MOVE') && rnd.chance(0.5);
      const web = operation === 'UPLOAD' && rnd.chance(0.7) ? rnd.pick(WEB_APPS) : null;
      const app = web ? null : rnd.pick(LOCAL_APPS);
      const name = file.path.split(/[\\/]/).pop() ?? 'file';
      events.push({
        eventId: rnd.uuid(),
        at: iso(at),
        operation,
        path: file.path,
        destinationPath: toRemovable ? `${rnd.pick(REMOVABLE_DRIVES)}\\${name}` : null,
        processName: web ? rnd.pick(BROWSERS) : (app?.processName ?? 'explorer.exe'),
        applicationName: web ? web.humanName : (app?.humanName ?? 'Windows Explorer'),
        processType: web ? 'TRANSPORT' : (app?.processType ?? 'SYSTEM'),
        webDomain: web?.domain ?? null,
        driveType: toRemovable ? 'REMOVABLE' : 'FIXED',
        userName: file.path.split(/[\\/]/)[2] ?? '',
        entries: file.entries.map((x) => ({ classifierId: x.classifierId, count: x.count, samples: [] })),
        prevented: operation === 'UPLOAD' && file.entries.length > 0 && rnd.chance(0.05),
      });
      result.events++;
      if (events.length >= AgentLimits.eventsPerBatch) await flush(events.splice(0));
    }
    await flush(events);
  }
  await fillRiskHistory(db, rnd.fork('history'), scope, options);
  return result;
}
