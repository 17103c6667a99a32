import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { ensureRootTenant } from '../seed/bootstrap.js';
import { seedLibrary } from '../classifiers/library.service.js';
import { generate } from '../seed/generator/generate.js';

const HELP = `npm run seed -- [options]
Generates realistic tenants, devices, files, findings and file events through the ingest service,
into the configured database (DATA_DIR or DATABASE_URL). The same --seed gives the same data.

  --partners N    partners (default 2)
  --customers N   customers (default 5)
  --devices N     devices in all (default 20)
  --files N       files in all (default 2000)
  --events N      file events in all (default 2000)
  --seed N        random seed (default 1)
`;

const { values } = parseArgs({
  options: {
    partners: { type: 'string', default: '2' },
    customers: { type: 'string', default: '5' },
    devices: { type: 'string', default: '20' },
    files: { type: 'string', default: '2000' },
    events: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '1' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const num = (name: keyof typeof values): number => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number, 0 or more`);
    process.exit(2);
  }
  return n;
};

const config = loadConfig(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const root = await ensureRootTenant(database.db);
  await seedLibrary(database.db);
  const result = await generate(database.db, {
    seed: num('seed'),
    partners: num('partners'),
    customers: num('customers'),
    devices: num('devices'),
    files: num('files'),
    events: num('events'),
    rootTenantId: root.id,
    onProgress: (m) => process.stderr.write(`${m}\n`),
  });
  const { customerIds: _ids, ...summary } = result;
  console.log(JSON.stringify(summary));
} finally {
  await database.close();
}
