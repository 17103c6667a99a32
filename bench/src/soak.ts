import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { benchmarkCorpus } from '@vigil/classify';
import { AgentRoutes, agentPolicySchema } from '@vigil/contracts';
import { AGENT_BUNDLE_FILES, buildAgentBundle } from '@vigil/agent/build';
import { createFileAnalyzer } from '../../apps/agent/src/scan/analyze-file.js';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase, type Database } from '../../apps/server/src/db/client.js';
import { rowsOf } from '../../apps/server/src/db/rows.js';
import { ensureRootTenant } from '../../apps/server/src/seed/bootstrap.js';
import { seedLibrary } from '../../apps/server/src/classifiers/library.service.js';
import { provisionCustomer } from '../../apps/server/src/classifiers/provisioning.service.js';
import { recomputeRollups } from '../../apps/server/src/rollups/recompute.js';
import { resolveSystemScope } from '../../apps/server/src/tenants/tenant-scope.js';
import { insertTenant } from '../../apps/server/src/tenants/tenants.repo.js';
import { rollupSnapshot, type RollupSnapshot } from '../../apps/server/test/helpers/ingest-support.js';
import { progress, round } from './report.js';
import { withScratchPostgres } from './scratch-postgres.js';

/**
 * The SIGKILL soak (issue 18): the real agent, as a child process, is killed at a random moment
 * of its scan or upload, again and again, while the corpus changes under it; after one last
 * uninterrupted scan the server must hold exactly what the classifier finds on the final corpus,
 * and its rollups must equal a recompute.
 *
 * npm run bench -- --only soak [--cycles 200] [--seed 1] [--files 2000] [--soak-postgres]
 */

export interface SoakOptions {
  cycles: number;
  seed: number;
  /** Files in the initial corpus. */
  files: number;
  /** Kill windows given rather than measured by uninterrupted runs first. */
  killWindows?: KillWindows;
  workDir?: string;
  log?: (message: string) => void;
}

/** mulberry32: small, seeded, good enough to place kills and pick files. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A corpus of small text files cut from the classify package's benchmark text (about one planted
 * identifier per 3 KB): some files carry findings, most do not.
 */
class Corpus {
  private readonly text: string;
  private offset = 0;
  private next = 0;

  constructor(
    readonly dir: string,
    private readonly random: () => number,
    seed: number,
  ) {
    this.text = benchmarkCorpus(4 * 1024 * 1024, seed).text;
  }

  private content(): string {
    const size = 512 + Math.floor(this.random() * 6 * 1024);
    if (this.offset + size > this.text.length) this.offset = 0;
    const chunk = this.text.slice(this.offset, this.offset + size);
    this.offset += size;
    return chunk;
  }

  add(): string {
    const n = this.next++;
    const file = path.join(this.dir, `dept-${n % 12}`, `doc-${n}.${['txt', 'csv', 'log'][n % 3]}`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, this.content());
    return file;
  }

  list(): string[] {
    return (fs.readdirSync(this.dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((d) => d.isFile())
      .map((d) => path.join(d.parentPath, d.name))
      .sort();
  }

  private pick(): string | undefined {
    const all = this.list();
    return all[Math.floor(this.random() * all.length)];
  }

  /** Adds, rewrites (new content, so new findings or none) and deletes a few files. */
  mutate(): { added: number; modified: number; deleted: number } {
    const counts = { added: 0, modified: 0, deleted: 0 };
    const changes = 2 + Math.floor(this.random() * 14);
    for (let i = 0; i < changes; i++) {
      const r = this.random();
      if (r < 0.35) {
        this.add();
        counts.added++;
      } else if (r < 0.75) {
        const file = this.pick();
        if (!file) continue;
        fs.writeFileSync(file, this.content());
        counts.modified++;
      } else {
        const file = this.pick();
        if (!file) continue;
        fs.rmSync(file);
        counts.deleted++;
      }
    }
    return counts;
  }
}

type Phase = 'startup' | 'scan' | 'upload' | 'completed';

interface AgentRun {
  phase: Phase;
  exitCode: number | null;
  ms: number;
  /** When the agent said its scan started (--verbose), from its start. */
  scanStartedMs: number | null;
  stderr: string;
}

/**
 * Runs the bundled agent and SIGKILLs it after killAfterMs unless it has already exited. The phase of a
 * kill is what the agent had printed by then: nothing yet (startup: process start, lock, policy),
 * "scan started" or a progress line (scan), "uploading…" or a "sent" line (upload; batches are
 * sent while the scan goes on).
 */
function runAgent(cli: string, args: string[], killAfterMs: number | null): Promise<AgentRun> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [cli, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: os.tmpdir() },
    });
    let stderr = '';
    let phase: Phase = 'startup';
    let killedIn: Phase | null = null;
    let scanStartedMs: number | null = null;
    const timer =
      killAfterMs === null
        ? null
        : setTimeout(() => {
            if (child.kill('SIGKILL')) killedIn = phase;
          }, killAfterMs);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
      if (phase === 'startup' && /^(scan started|scanning: )/m.test(stderr)) {
        phase = 'scan';
        scanStartedMs = Date.now() - started;
      }
      // --verbose prints "sent <batchId>" per acknowledged batch; "uploading…" ends the scan.
      if (/^sent |uploading…/m.test(stderr)) phase = 'upload';
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (timer) clearTimeout(timer);
      resolve({
        phase: killedIn ?? 'completed',
        exitCode: code,
        ms: Date.now() - started,
        scanStartedMs,
        stderr,
      });
    });
  });
}

async function prepareServer(database: Database) {
  await database.migrate();
  const root = await ensureRootTenant(database.db);
  await seedLibrary(database.db);
  const agentKey = randomBytes(16).toString('hex');
  const tenantId = await database.db.transaction(async (tx) => {
    const customer = await insertTenant(tx, {
      name: `Soak ${randomUUID().slice(0, 8)}`,
      tenantType: 'CUSTOMER',
      parentId: root.id,
      agentKey,
    });
    await provisionCustomer(tx, await resolveSystemScope(tx, customer.id));
    return customer.id;
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
  } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database, serveWeb: false });
  const applied = new Map<string, number>();
  let duplicateAnswers = 0;
  countAppliedBatches(app, applied, () => duplicateAnswers++);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    tenantId,
    agentKey,
    server: `http://127.0.0.1:${port}`,
    applied,
    duplicateAnswers: () => duplicateAnswers,
  };
}

/** Every batch the server answered as applied (not `duplicate`), by id, as the response says. */
function countAppliedBatches(app: FastifyInstance, applied: Map<string, number>, onDuplicate: () => void) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url !== AgentRoutes.batches || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload;
    }
    const body = JSON.parse(payload) as { batchId?: string; duplicate?: boolean };
    if (body.duplicate) onDuplicate();
    else if (body.batchId) applied.set(body.batchId, (applied.get(body.batchId) ?? 0) + 1);
    return payload;
  });
}

type Findings = Map<string, Map<number, number>>;

/** What the agent's own analyzer finds in each file of the corpus, under the policy it holds. */
async function expectedFindings(corpus: Corpus, stateDir: string, deviceId: number): Promise<Findings> {
  const policy = agentPolicySchema.parse(
    JSON.parse(fs.readFileSync(path.join(stateDir, 'policy.json'), 'utf8')),
  );
  const analyze = createFileAnalyzer({ classifiers: policy.classifiers, deviceId });
  const out: Findings = new Map();
  for (const file of corpus.list()) {
    const result = await analyze({
      path: file,
      extension: path.extname(file).slice(1),
      knownHash: null,
      parseAsText: false,
      isRemovable: false,
    });
    if (result.kind !== 'analyzed') throw new Error(`${file}: ${result.kind}`);
    out.set(file, new Map(result.entries.filter((e) => e.count > 0).map((e) => [e.classifierId, e.count])));
  }
  return out;
}

async function serverFindings(database: Database, tenantId: number, deviceId: number): Promise<Findings> {
  const rows = await rowsOf<{ path: string; classifier_id: number | null; entries: string | null }>(
    database.db,
    sql`select f.path, x.classifier_id, x.entries_count::text as entries
      from files f left join file_findings x on x.tenant_id = f.tenant_id and x.file_id = f.id
      where f.tenant_id = ${tenantId} and f.device_id = ${deviceId} and not f.is_deleted`,
  );
  const out: Findings = new Map();
  for (const row of rows) {
    const found = out.get(row.path) ?? new Map<number, number>();
    out.set(row.path, found);
    if (row.classifier_id !== null && Number(row.entries) > 0) {
      found.set(row.classifier_id, (found.get(row.classifier_id) ?? 0) + Number(row.entries));
    }
  }
  return out;
}

/** Entries (and whole files) the server lacks, and those it has beyond the corpus. */
export function compareFindings(expected: Findings, actual: Findings) {
  let lost = 0;
  let duplicated = 0;
  let missingFiles = 0;
  let extraFiles = 0;
  for (const [file, want] of expected) {
    const got = actual.get(file);
    if (!got) missingFiles++;
    for (const [id, n] of want) lost += Math.max(0, n - (got?.get(id) ?? 0));
    for (const [id, n] of got ?? []) duplicated += Math.max(0, n - (want.get(id) ?? 0));
  }
  for (const [file, got] of actual) {
    if (expected.has(file)) continue;
    extraFiles++;
    for (const n of got.values()) duplicated += n;
  }
  let entries = 0;
  for (const want of expected.values()) for (const n of want.values()) entries += n;
  return { expectedEntries: entries, lost, duplicated, missingFiles, extraFiles };
}

/** Rows that differ between two rollup snapshots, table by table. */
export function rollupMismatches(incremental: RollupSnapshot, recomputed: RollupSnapshot): number {
  let mismatches = 0;
  for (const table of new Set([...Object.keys(incremental), ...Object.keys(recomputed)])) {
    const a = new Set((incremental[table] ?? []).map((row) => JSON.stringify(row)));
    const b = new Set((recomputed[table] ?? []).map((row) => JSON.stringify(row)));
    for (const row of a) if (!b.has(row)) mismatches++;
    for (const row of b) if (!a.has(row)) mismatches++;
  }
  return mismatches;
}

export interface KillWindows {
  /** Median time of an uninterrupted run, start to exit, by kind of scan. */
  fullMs: number;
  incrementalMs: number;
  /** Median time until the scan starts (the agent's start-up), by kind of scan. */
  fullStartMs: number;
  incrementalStartMs: number;
}

const CALIBRATION_RUNS = 3;

/** Kill windows: how long a full and an incremental scan with its upload take here, now. */
async function measureWindows(
  cli: string,
  scanArgs: (full: boolean) => string[],
  corpus: Corpus,
): Promise<KillWindows> {
  const middle = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  const median = async (full: boolean) => {
    const times: number[] = [];
    const starts: number[] = [];
    for (let i = 0; i < CALIBRATION_RUNS; i++) {
      if (!full) corpus.mutate();
      const run = await runAgent(cli, scanArgs(full), null);
      if (run.exitCode !== 0 || run.scanStartedMs === null)
        throw new Error(`calibration scan failed: ${run.stderr}`);
      times.push(run.ms);
      starts.push(run.scanStartedMs);
    }
    return { ms: middle(times), startMs: middle(starts) };
  };
  const full = await median(true);
  const incremental = await median(false);
  return {
    fullMs: full.ms,
    incrementalMs: incremental.ms,
    fullStartMs: full.startMs,
    incrementalStartMs: incremental.startMs,
  };
}

export async function runSoak(database: Database, options: SoakOptions) {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const work = options.workDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-soak-'));
  const random = seededRandom(options.seed);
  const server = await prepareServer(database);
  let closed = false;
  try {
    const bundleDir = path.join(work, 'agent');
    await buildAgentBundle({ outDir: bundleDir });
    const cli = path.join(bundleDir, AGENT_BUNDLE_FILES.cli);
    const stateDir = path.join(work, 'state');
    const corpus = new Corpus(path.join(work, 'files'), random, options.seed);
    for (let i = 0; i < options.files; i++) corpus.add();

    const register = await runAgent(
      cli,
      [
        'register',
        '--server',
        server.server,
        '--key',
        server.agentKey,
        '--state-dir',
        stateDir,
        '--name',
        'SOAK',
      ],
      null,
    );
    if (register.exitCode !== 0) throw new Error(`register failed: ${register.stderr}`);
    const { deviceId } = JSON.parse(fs.readFileSync(path.join(stateDir, 'registration.json'), 'utf8')) as {
      deviceId: number;
    };
    const scanArgs = (full: boolean) => [
      'scan',
      corpus.dir,
      '--state-dir',
      stateDir,
      '--workers',
      '1',
      '--verbose',
      ...(full ? ['--full'] : []),
    ];

    const windows = options.killWindows ?? (await measureWindows(cli, scanArgs, corpus));
    log(`soak: kill windows ${JSON.stringify(windows)}`);

    const kills = { startup: 0, scan: 0, upload: 0, completed: 0 };
    const mutations = { added: 0, modified: 0, deleted: 0 };
    const agentErrors: string[] = [];
    for (let cycle = 0; cycle < options.cycles; cycle++) {
      if (random() < 0.7) {
        const m = corpus.mutate();
        mutations.added += m.added;
        mutations.modified += m.modified;
        mutations.deleted += m.deleted;
      }
      const full = random() < 0.4;
      // A moment of the scan or its upload: uniform between the end of start-up and the end.
      const [from, to] = full
        ? [windows.fullStartMs, windows.fullMs]
        : [windows.incrementalStartMs, windows.incrementalMs];
      const run = await runAgent(cli, scanArgs(full), Math.floor(from + random() * (to - from)));
      kills[run.phase]++;
      if (run.phase === 'completed' && run.exitCode !== 0) {
        agentErrors.push(`cycle ${cycle}: exit ${run.exitCode}: ${run.stderr.trim().slice(0, 500)}`);
      }
      if ((cycle + 1) % 20 === 0) log(`soak: ${cycle + 1}/${options.cycles} cycles`);
    }

    const final = await runAgent(cli, scanArgs(false), null);
    if (final.exitCode !== 0) agentErrors.push(`final scan: exit ${final.exitCode}: ${final.stderr.trim()}`);
    const queueLeft = fs.readdirSync(path.join(stateDir, 'queue')).length;
    // Requests of killed agents still in flight end before anything is compared.
    await server.app.close();
    closed = true;

    const findings = compareFindings(
      await expectedFindings(corpus, stateDir, deviceId),
      await serverFindings(database, server.tenantId, deviceId),
    );
    const incrementalRollups = await rollupSnapshot(database.db, server.tenantId);
    const scope = await resolveSystemScope(database.db, server.tenantId);
    await database.db.transaction((tx) => recomputeRollups(tx, scope));
    const mismatches = rollupMismatches(
      incrementalRollups,
      await rollupSnapshot(database.db, server.tenantId),
    );
    const [unanswered] = await rowsOf<{ n: string }>(
      database.db,
      sql`select count(*)::text as n from ingest_batches
        where tenant_id = ${server.tenantId} and response is null`,
    );
    const appliedTwice = [...server.applied.values()].filter((n) => n > 1).length;

    return {
      cycles: options.cycles,
      seed: options.seed,
      files: corpus.list().length,
      killWindows: windows,
      kills: {
        duringStartup: kills.startup,
        duringScan: kills.scan,
        duringUpload: kills.upload,
        finishedBeforeKill: kills.completed,
      },
      mutations,
      batchesApplied: server.applied.size,
      duplicateBatchesAnswered: server.duplicateAnswers(),
      batchesAppliedTwice: appliedTwice,
      batchesClaimedWithoutResponse: Number(unanswered?.n ?? 0),
      queueLeft,
      ...findings,
      rollupMismatches: mismatches,
      agentErrors,
      seconds: round((Date.now() - started) / 1000, 1),
    };
  } finally {
    if (!closed) await server.app.close();
    if (!options.workDir) fs.rmSync(work, { recursive: true, force: true });
  }
}

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function boundedInt(name: string, fallback: number, min: number, max: number): number {
  const raw = argValue(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${name} must be an integer ${min}–${max}`);
  return n;
}

export async function soakBench() {
  const options: SoakOptions = {
    cycles: boundedInt('cycles', 200, 1, 10_000),
    seed: boundedInt('seed', 1, 0, 2 ** 31 - 1),
    files: boundedInt('files', 2000, 10, 100_000),
    log: progress,
  };
  progress(`soak: PGlite, ${options.cycles} cycles, seed ${options.seed}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-soak-db-'));
  const lite = await openDatabase({ dataDir });
  const pglite = await runSoak(lite, options).finally(async () => {
    await lite.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  if (!process.argv.includes('--soak-postgres')) return { pglite };
  progress(`soak: PostgreSQL, ${options.cycles} cycles`);
  const postgres = await withScratchPostgres('vigil_soak', async (url) => {
    const database = await openDatabase({ databaseUrl: url });
    return runSoak(database, options).finally(() => database.close());
  });
  return { pglite, postgres };
}
