import type { FastifyInstance } from 'fastify';
import { DEVICES_CSV_ROUTE, Limits } from '@vigil/contracts';
import { authenticate } from '../auth/authenticate.js';
import { NotFoundError } from '../common/errors.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { installedDeviceList } from './installed-devices.schema.js';
import { installedDevices, type InstalledDeviceRow } from './installed-devices.service.js';

const COLUMNS: [string, (d: InstalledDeviceRow) => unknown][] = [
  ['Name', (d) => d.name],
  ['Nickname', (d) => d.nickName],
  ['Customer', (d) => d.customerName],
  ['Partner', (d) => d.partnerName],
  ['User', (d) => d.systemUserName],
  ['Operating System', (d) => d.systemName],
  ['Agent Version', (d) => d.agentVersion],
  ['License', (d) => (d.licenseStatus === 'ACTIVE' ? 'Licensed' : d.licenseStatus)],
  ['Status', (d) => d.onlineStatus],
  ['Archived', (d) => (d.isArchived ? 'Yes' : 'No')],
  ['Last Activity', (d) => (d.lastActivity ? new Date(d.lastActivity).toISOString() : '')],
  ['Local Files', (d) => d.existingFileCount],
  ['Cases', (d) => d.casesCount],
];

/** One CSV field: quoted, and a leading formula character defused so a spreadsheet shows it as text. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * GET /graphql/Rest/download/reports/devices: the installed devices of the tenant acted for (or
 * ?tenantId=) as CSV, every page of the list, archived ones included.
 */
export function registerDevicesCsvRoute(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  app.get(DEVICES_CSV_ROUTE, async (req, reply) => {
    const auth = await authenticate(deps.db, deps.config.jwtSecret, req.headers.authorization);
    if (auth.kind !== 'user') return reply.status(401).send({ message: 'Not signed in' });
    const raw = (req.query as { tenantId?: string }).tenantId;
    if (raw !== undefined && !/^\d{1,9}$/.test(raw)) {
      return reply.status(400).send({ message: 'tenantId must be a positive integer' });
    }
    let scope;
    try {
      scope = await resolveTenantScope(deps.db, auth.user, raw === undefined ? null : Number(raw));
    } catch (error) {
      // Out of reach answers like missing, as everywhere.
      if (error instanceof NotFoundError) return reply.status(404).send({ message: error.message });
      throw error;
    }
    const lines = [COLUMNS.map(([h]) => csvField(h)).join(',')];
    for (let skip = 0; ; skip += Limits.maxPageSize) {
      const page = await installedDevices(
        deps.db,
        scope,
        { skip, take: Limits.maxPageSize },
        installedDeviceList,
      );
      for (const d of page.items) lines.push(COLUMNS.map(([, get]) => csvField(get(d))).join(','));
      if (!page.pageInfo.hasNextPage) break;
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="devices.csv"')
      .header('cache-control', 'no-store')
      .send(`${lines.join('\r\n')}\r\n`);
  });
}
