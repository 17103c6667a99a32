import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CloudAuthLimits, CloudAuthRoutes } from '@vigil/contracts';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { AuthStateMode } from './cloud-auth-state.js';
import { finishConnection, type CallbackParams } from './cloud-auth.service.js';

/** A bounded text parameter (query or form body; the spec's names and their lower-case forms). */
function param(source: Record<string, unknown>, names: string[], max: number): string | null {
  for (const name of names) {
    const value = source[name];
    if (typeof value === 'string' && value.length > 0 && value.length <= max && !value.includes('\u0000'))
      return value;
  }
  return null;
}

function paramsOf(req: FastifyRequest): CallbackParams | null {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const source = { ...query, ...body };
  const rawTenant = source.tenantId;
  if (rawTenant !== undefined && (typeof rawTenant !== 'string' || !/^[1-9]\d{0,8}$/.test(rawTenant)))
    return null;
  return {
    state: param(source, ['state'], CloudAuthLimits.stateMax),
    code: param(source, ['code'], CloudAuthLimits.codeMax),
    error: param(source, ['error'], 256),
    tenantId: rawTenant === undefined ? null : Number(rawTenant),
  };
}

/**
 * The providers' callbacks (spec part 2 §7.3), GET (the browser sent back with ?code&state) or POST
 * (a form post): Store… keeps the connection and returns to the page that started it;
 * vigilScannerAuthData answers a scanner conf file. Neither takes a bearer token: the signed,
 * single-use state names the customer and the user who started it, checked again here.
 */
export function registerCloudAuthRoutes(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  const handle = (mode: AuthStateMode) => async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const params = paramsOf(req);
    if (!params) return reply.status(400).send({ message: 'tenantId must be a positive integer' });
    const outcome = await finishConnection(
      { db: deps.db, config: deps.config, now: () => new Date(), log: req.log },
      mode,
      params,
    );
    switch (outcome.kind) {
      case 'invalid':
        return reply.status(400).send({ message: outcome.message });
      case 'redirect':
        return reply.redirect(outcome.location, 302);
      case 'download':
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${outcome.fileName}"`)
          .send(outcome.body);
    }
  };
  for (const [route, mode] of [
    [CloudAuthRoutes.store, 'STORE'],
    [CloudAuthRoutes.download, 'DOWNLOAD'],
  ] as const) {
    app.get(route, handle(mode));
    app.post(route, handle(mode));
  }
}
