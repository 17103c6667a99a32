import type { FastifyInstance } from 'fastify';
import { printSchema } from 'graphql';
import { ApiAddresses } from '@vigil/contracts';
import { authenticate } from '../auth/authenticate.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { getSchema } from './schema.js';

let sdl: string | null = null;

/**
 * GET /graphql/schema.graphql: the schema in SDL, for partners' tools (the API and Extensions
 * page names it). Like introspection, only for signed-in callers (Authorization: Bearer …).
 */
export function registerSchemaRoute(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  app.get(ApiAddresses.graphqlSchema, async (req, reply) => {
    const result = await authenticate(deps.db, deps.config.jwtSecret, req.headers.authorization);
    if (result.kind !== 'user') {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'Sign in and send Authorization: Bearer <token> to read the schema.' });
    }
    sdl ??= `${printSchema(getSchema().schema)}\n`;
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(sdl);
  });
}
