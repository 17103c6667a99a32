import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';

/** POST /api/Login/token, /api/Login/refresh, /api/Login/token/bySignInToken, /api/Login/logout. */
export function registerLoginRoutes(_app: FastifyInstance, _deps: { db: Db; config: Config }): void {}
