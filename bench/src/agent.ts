import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchmarkCorpus } from '@vigil/classify';
import { registerDevice, scanFolder } from '@vigil/agent';
import { buildDocx } from '../../packages/extract/src/testing/office.js';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { ensureRootTenant } from '../../apps/server/src/seed/bootstrap.js';
import { seedLibrary } from '../../apps/server/src/classifiers/library.service.js';
import { provisionCustomer } from '../../apps/server/src/classifiers/provisioning.service.js';
import { resolveSystemScope } from '../../apps/server/src/tenants/tenant-scope.js';
import { insertTenant } from '../../apps/server/src/tenants/tenants.repo.js';
import { progress, round, target } from './report.js';

/** A folder like a user's: mostly text-like files, a quarter Word documents, sizes 64 KB–2 MB. */
function writeFolder(dir: string, totalBytes: number): number {
  const { text } = benchmarkCorpus(totalBytes, 11);
  let offset = 0;
  let n = 0;
  let written = 0;
  while (offset < text.length) {
    const size = [64, 256, 512, 1024, 2048][n % 5]! * 1024;
    const chunk = text.slice(offset, offset + size);
    offset += size;
    const sub = path.join(dir, `folder-${n % 16}`);
    fs.mkdirSync(sub, { recursive: true });
    if (n % 4 === 3) {
      const bytes = buildDocx({ body: chunk.split('\n').filter(Boolean) });
      fs.writeFileSync(path.join(sub, `report-${n}.docx`), bytes);
      written += bytes.length;
    } else {
      const ext = ['txt', 'csv', 'log'][n % 3]!;
      fs.writeFileSync(path.join(sub, `data-${n}.${ext}`), chunk);
      written += Buffer.byteLength(chunk);
    }
    n++;
  }
  return written;
}

/** read → extract → classify → upload, by the real agent against a real server, on both cores. */
export async function agentBench({ size }: { size: 'small' | 'large' }) {
  const bytes = size === 'large' ? 512 * 1024 * 1024 : 64 * 1024 * 1024;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-agent-'));
  const database = await openDatabase({ dataDir: path.join(work, 'db') });
  try {
    await database.migrate();
    const root = await ensureRootTenant(database.db);
    await seedLibrary(database.db);
    const agentKey = randomBytes(16).toString('hex');
    await database.db.transaction(async (tx) => {
      const customer = await insertTenant(tx, {
        name: `Agent bench ${randomUUID().slice(0, 8)}`,
        tenantType: 'CUSTOMER',
        parentId: root.id,
        agentKey,
      });
      await provisionCustomer(tx, await resolveSystemScope(tx, customer.id));
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
    } as NodeJS.ProcessEnv);
    const app = await buildApp({ config, database, serveWeb: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      progress(`agent: writing a ${bytes / 1024 / 1024} MB folder`);
      const folder = path.join(work, 'files');
      const written = writeFolder(folder, bytes);
      const stateDir = path.join(work, 'state');
      await registerDevice({ server: `http://127.0.0.1:${port}`, agentKey, stateDir, name: 'BENCH-AGENT' });
      progress('agent: scanning with 2 workers');
      const result = await scanFolder({ paths: [folder], stateDir, workers: 2, full: true });
      const mbs = round(result.megabytesPerSecond);
      return {
        folderMB: round(written / 1e6),
        filesScanned: result.summary.filesScanned,
        sensitiveFiles: result.summary.sensitiveFiles,
        entries: result.summary.entriesByClassifier.reduce((sum, c) => sum + c.entries, 0),
        scanSeconds: round(result.seconds, 2),
        megabytesPerSecond: mbs,
        uploadRemaining: result.upload.remaining,
        ...target(mbs, 50, 'MB/s on two cores'),
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
