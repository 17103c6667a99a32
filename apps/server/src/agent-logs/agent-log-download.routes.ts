import type { FastifyInstance } from 'fastify';
import { AGENT_LOG_DOWNLOAD_ROUTE } from '@vigil/contracts';
import { authenticate } from '../auth/authenticate.js';
import { NotFoundError } from '../common/errors.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { isSysAdmin } from '../graphql/guards.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { findDeviceLog } from './agent-logs.service.js';

const ID = /^\d{1,9}$/;

/**
 * GET /graphql/Rest/download/agent/log?id (spec part 2 §7.3): one uploaded agent log as a text
 * file, for SysAdmin (who requests logs, §6), within the tenant acted for (?tenantId=).
 */
export function registerAgentLogDownloadRoute(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  app.get(AGENT_LOG_DOWNLOAD_ROUTE, async (req, reply) => {
    const auth = await authenticate(deps.db, deps.config.jwtSecret, req.headers.authorization);
    if (auth.kind !== 'user') return reply.status(401).send({ message: 'Not signed in' });
    if (!isSysAdmin(auth.user)) return reply.status(403).send({ message: 'Not allowed' });
    const query = req.query as { id?: unknown; tenantId?: unknown };
    if (typeof query.id !== 'string' || !ID.test(query.id)) {
      return reply.status(400).send({ message: 'id must be a positive integer' });
    }
    if (query.tenantId !== undefined && (typeof query.tenantId !== 'string' || !ID.test(query.tenantId))) {
      return reply.status(400).send({ message: 'tenantId must be a positive integer' });
    }
    try {
      const scope = await resolveTenantScope(
        deps.db,
        auth.user,
        query.tenantId === undefined ? null : Number(query.tenantId),
      );
      const log = await findDeviceLog(deps.db, scope, Number(query.id));
      if (!log) throw new NotFoundError('Log', Number(query.id));
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${log.fileName}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(log.content);
    } catch (error) {
      // Out of reach answers like missing, as everywhere.
      if (error instanceof NotFoundError) return reply.status(404).send({ message: error.message });
      throw error;
    }
  });
}
