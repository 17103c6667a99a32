import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  InstallationMessages,
  InstallationRoutes,
  installerQuerySchema,
  type InstallerPlatform,
} from '@vigil/contracts';
import { AgentRequestError } from '../agent-ingest/agent-errors.js';
import { authenticateDevice, type AgentDevice } from '../agent-ingest/device-auth.js';
import { authenticate } from '../auth/authenticate.js';
import { NotFoundError } from '../common/errors.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { mayReadKeys } from '../tenant-management/tenant-views.service.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { packagedAgent } from './agent-bundle.js';
import { uninstallWithKey } from './agent-uninstall.service.js';
import { findInstallationTenant } from './installation.repo.js';
import { cachedInstallerPackage } from './packages.js';

const PLATFORMS: readonly InstallerPlatform[] = ['linux', 'macos', 'macosScript', 'windows'];

/** The origin agents reach the console at: PUBLIC_URL, else the one this request came to. */
function serverUrl(config: Config, req: FastifyRequest): string {
  return config.publicUrl ? new URL(config.publicUrl).origin : `${req.protocol}://${req.host}`;
}

async function download(
  deps: { db: Db; config: Config },
  platform: InstallerPlatform,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const auth = await authenticate(deps.db, deps.config.jwtSecret, req.headers.authorization);
  if (auth.kind !== 'user') return reply.status(401).send({ message: 'Not signed in' });
  const query = installerQuerySchema.safeParse(req.query);
  if (!query.success) {
    return reply
      .status(400)
      .send({ message: query.error.issues[0]?.message ?? InstallationMessages.tenantIdInvalid });
  }
  let scope;
  try {
    scope = await resolveTenantScope(deps.db, auth.user, query.data.tenantId ?? null);
  } catch (error) {
    // Out of reach answers like missing, as everywhere.
    if (error instanceof NotFoundError) return reply.status(404).send({ message: error.message });
    throw error;
  }
  // A package carries the agent key: the same people who may read the key may download one.
  if (!mayReadKeys(auth.user)) return reply.status(403).send({ message: InstallationMessages.adminsOnly });
  if (!scope.isCustomer) return reply.status(400).send({ message: InstallationMessages.notACustomer });
  const tenant = await findInstallationTenant(deps.db, scope);
  if (!tenant?.agentKey) return reply.status(409).send({ message: InstallationMessages.noAgentKey });
  const pkg = await cachedInstallerPackage(platform, await packagedAgent(), {
    serverUrl: serverUrl(deps.config, req),
    agentKey: tenant.agentKey,
    customerName: tenant.name,
  });
  return reply
    .header('content-type', pkg.contentType)
    .header('content-disposition', `attachment; filename="${pkg.fileName}"`)
    .header('cache-control', 'no-store')
    .send(pkg.body);
}

/**
 * GET /graphql/Rest/download/installer/{platform}: the customer's installation packages (bearer
 * token; the tenant acted for or ?tenantId=, a foreign one answering like a missing one), and the
 * installed agent's POST /agent/v1/uninstall (device credential + the customer's uninstall key).
 */
export function registerInstallationRoutes(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  for (const platform of PLATFORMS) {
    app.get(InstallationRoutes[platform], (req, reply) => download(deps, platform, req, reply));
  }
  void app.register(async (scope) => {
    scope.setErrorHandler((error: Error & { statusCode?: number }, req, reply) => {
      if (error instanceof AgentRequestError) return reply.status(error.statusCode).send(error.toBody());
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) req.log.error({ err: error }, 'agent uninstall failed');
      return reply.status(status).send({ message: status === 500 ? 'Internal server error' : error.message });
    });
    // Before the body is read, as on every agent route: no credential, no body parsed.
    const devices = new WeakMap<FastifyRequest, AgentDevice>();
    const onRequest = async (req: FastifyRequest) => {
      devices.set(req, await authenticateDevice(deps.db, req.headers.authorization));
    };
    scope.post(InstallationRoutes.agentUninstall, { onRequest, bodyLimit: 4096 }, async (req, reply) => {
      const device = devices.get(req);
      if (!device) throw new Error('Agent uninstall without device authentication');
      return reply
        .header('cache-control', 'no-store')
        .send(await uninstallWithKey(deps.db, device, req.body));
    });
  });
}
