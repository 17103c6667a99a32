import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { REPORT_FILE_ROUTE, ReportMessages, reportFileNameSchema } from '@vigil/contracts';
import { authenticate } from '../auth/authenticate.js';
import { NotFoundError } from '../common/errors.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { resolveTenantScope, type TenantScope } from '../tenants/tenant-scope.js';
import { findReportFileByName, readReportChunk } from './reports.repo.js';

async function* chunks(db: Db, scope: TenantScope, reportId: number) {
  for (let seq = 0; ; seq += 1) {
    const chunk = await readReportChunk(db, scope, reportId, seq);
    if (!chunk) return;
    yield Buffer.from(chunk);
  }
}

/**
 * GET /graphql/rest/reportFile?reportfilename=&tenantId= (spec part 2 §7.3): a READY report file
 * of the tenant acted for, streamed chunk by chunk. A file of another tenant, or of a tenant out
 * of the caller's reach, answers 404 like a missing one.
 */
export function registerReportFileRoute(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  app.get(REPORT_FILE_ROUTE, async (req, reply) => {
    const auth = await authenticate(deps.db, deps.config.jwtSecret, req.headers.authorization);
    if (auth.kind !== 'user') return reply.status(401).send({ message: 'Not signed in' });
    const query = req.query as { reportfilename?: unknown; tenantId?: unknown };
    const name = reportFileNameSchema.safeParse(query.reportfilename);
    if (!name.success)
      return reply.status(400).send({ message: 'reportfilename must be a report file name' });
    const raw = query.tenantId;
    if (raw !== undefined && (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw))) {
      return reply.status(400).send({ message: 'tenantId must be a positive integer' });
    }
    let scope: TenantScope;
    try {
      scope = await resolveTenantScope(deps.db, auth.user, raw === undefined ? null : Number(raw));
    } catch (error) {
      if (error instanceof NotFoundError) return reply.status(404).send({ message: 'Report file not found' });
      throw error;
    }
    const report = await findReportFileByName(deps.db, scope, name.data);
    if (!report) return reply.status(404).send({ message: 'Report file not found' });
    if (report.pendingState !== 'READY') return reply.status(409).send({ message: ReportMessages.notReady });
    return reply
      .header('content-type', report.contentType)
      .header('content-length', String(report.byteSize))
      .header('content-disposition', `attachment; filename="${report.fileName}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(chunks(deps.db, scope, report.id)));
  });
}
