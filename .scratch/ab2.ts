import { sql, type SQL } from 'drizzle-orm';
import { ExplorerLimits } from '@vigil/contracts';
import { openDatabase } from '../apps/server/src/db/client.js';
import { FILE_ACTION_LINE, fileActionsCsvLines } from '../apps/server/src/explorer/explorer-csv.routes.js';
import { FILE_ACTION_SQL } from '../apps/server/src/explorer/file-actions.read-model.js';
import { resolveSystemScope } from '../apps/server/src/tenants/tenant-scope.js';
import { buildDataset } from '../bench/src/risk-dataset.js';

const db = await openDatabase({});
const ds = await buildDataset(db, { partners: 1, subPartners: 0, customers: 2, devices: 10, bigCustomerDevices: 5, findings: 2000, events: 1000, concurrency: 1, seed: 1 });
const persona = ds.personas.find((p) => p.role === 'customer')!;
const [device] = ((await db.db.execute(sql`select id from devices where tenant_id = ${persona.tenantId} and not is_deleted limit 1`)) as any).rows;
await db.db.execute(sql`insert into file_events (tenant_id, device_id, event_id, at, operation, path,
      process_id, local_process_id, process_name, application_name, drive_type, user_name, sensitive_type, is_outgoing)
    select ${persona.tenantId}, ${device.id}, 'bench-' || g, now() - g * interval '30 seconds', 'OPEN',
      'C:\\Users\\bench\\Documents\\report-' || g || '.docx', 0, 0, 'winword.exe', 'Microsoft Word', 'FIXED',
      'bench.user', 'NO_SENSITIVE', false
    from generate_series(1, ${ExplorerLimits.csvMaxRows}) g`);
await db.db.execute(sql`analyze file_events`);
const time = async (name: string, expr: SQL) => {
  const t0 = performance.now();
  const r = (await db.db.execute(sql`select ${expr} as line from file_events e join devices d on d.tenant_id = e.tenant_id and d.id = e.device_id and not d.is_deleted
      where e.tenant_id = ${persona.tenantId} order by e.at desc nulls last, e.tenant_id desc, e.id desc nulls last limit 100000`)) as any;
  console.log(name, r.rows.length, Math.round(performance.now() - t0), 'ms');
};
import { fileActionsCsvLines as oldLines } from '../../explorer-base/apps/server/src/explorer/explorer-csv.routes.js';
const scope = await resolveSystemScope(db.db, persona.tenantId);
const end = new Date(); const start = new Date(end); start.setUTCMonth(start.getUTCMonth() - 3);
const res: Record<string, number[]> = {};
const outs: Record<string, string> = {};
for (let round = 0; round < 2; round++) {
  for (const [k, gen] of [['old', oldLines], ['new', fileActionsCsvLines]] as const) {
    const t0 = performance.now(); let out = '';
    for await (const c of gen(db.db, scope, { start, end })) out += c;
    (res[k] ??= []).push(Math.round(performance.now() - t0)); outs[k] = out;
  }
  const t0 = performance.now();
  await db.db.execute(sql`select ${FILE_ACTION_LINE} as line from file_events e join devices d on d.tenant_id = e.tenant_id and d.id = e.device_id where e.tenant_id = ${persona.tenantId} order by e.at desc, e.id desc limit 100000`);
  (res.selectNewLines ??= []).push(Math.round(performance.now() - t0));
}
console.log(JSON.stringify(res), 'same bytes:', outs.old === outs.new, outs.new.length);
await db.close();
