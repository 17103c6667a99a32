import type { FastifyBaseLogger } from 'fastify';
import type { TenantType, UserRole } from '@vigil/contracts';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';

/** The signed-in user, loaded fresh from the database on every request. */
export interface AuthUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  tenantId: number;
  tenantType: TenantType;
  /** Materialised path of the user's tenant ("/1/4/"): everything the user may act for starts with it. */
  tenantPath: string;
  roles: UserRole[];
  isReadOnlyUser: boolean;
  needToChangePassword: boolean;
  /** Tenant chosen at refresh (POST /api/Login/refresh tenantId): the default for operations without tenantId. */
  actingTenantId: number | null;
  /**
   * The session (refresh-token family) of the request's access token, checked live on every
   * request; absent for an actor that is not a signed-in request.
   */
  sessionId?: string;
}

export interface Ctx {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  auth: AuthUser | null;
  /** The bearer token of the request, when one was sent and valid. */
  accessToken: string | null;
  ip: string;
}
