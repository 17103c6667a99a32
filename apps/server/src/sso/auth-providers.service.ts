import type { z } from 'zod';
import {
  authProviderFormSchema,
  authProviderLabel,
  authProviderUpdateFormSchema,
  authProviderUrlIssue,
  Messages,
  SsoLimits,
  SsoMessages,
  type AuthProviderFormInput,
  type AuthProviderType,
  type AuthProviderUpdateFormInput,
} from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError, ValidationError } from '../common/errors.js';
import type { Config } from '../config.js';
import type { Db, Queryable } from '../db/client.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import {
  authProviderListQuery,
  deleteAuthProviderRows,
  findAuthProvider,
  findAuthProviders,
  insertAuthProvider,
  listProviderKinds,
  updateAuthProviderRow,
  type AuthProviderRow,
} from './auth-providers.repo.js';
import { secretBox } from './client-secret-box.js';

/** tenantAuthProvider: a provider without its secret, which no query returns. */
export interface AuthProviderView {
  id: number;
  authProvider: AuthProviderType;
  clientId: string;
  url: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A row of tenantAuthProviders. */
export interface AuthProviderItem {
  id: number;
  provider: AuthProviderType;
  clientId: string;
  url: string;
  createdAt: Date;
  updatedAt: Date;
}

type Secrets = Pick<Config, 'jwtSecret' | 'isProduction'>;

function firstIssue(error: z.ZodError): ValidationError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  return new ValidationError(issue?.message ?? Messages.required, field);
}

function parsed<S extends z.ZodType>(schema: S, input: unknown, config: Secrets): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw firstIssue(result.error);
  const url = (result.data as { url: string }).url;
  // The contracts accept http on this computer (a provider beside the server); production does not.
  const issue = authProviderUrlIssue(url, { allowLoopbackHttp: !config.isProduction });
  if (issue) throw new ValidationError(issue, 'url');
  return result.data;
}

function view(row: AuthProviderRow): AuthProviderView {
  return {
    id: row.id,
    authProvider: row.provider,
    clientId: row.clientId,
    url: row.url,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** What the change history keeps: never the secret, sealed or not. */
function auditState(row: AuthProviderRow) {
  return { id: row.id, authProvider: row.provider, clientId: row.clientId, url: row.url };
}

const entityName = (row: AuthProviderRow) => `${authProviderLabel(row.provider)} ${row.clientId}`;

export async function getAuthProvider(
  db: Queryable,
  scope: TenantScope,
  id: number,
): Promise<AuthProviderView> {
  const row = await findAuthProvider(db, scope, id);
  if (!row) throw new NotFoundError('AuthProvider', id);
  return view(row);
}

export function listAuthProviders(
  db: Queryable,
  scope: TenantScope,
  args: ListArgs,
  list: ListDefinition<AuthProviderItem>,
): Promise<ListResult<AuthProviderItem>> {
  return list.run(db, authProviderListQuery(scope), args);
}

/** The scope's providers for the sign-on page's buttons: ids and kinds, nothing else. */
export function providerKinds(db: Queryable, scope: TenantScope) {
  return listProviderKinds(db, scope);
}

export async function createAuthProvider(
  db: Db,
  config: Secrets,
  user: AuthUser,
  scope: TenantScope,
  input: AuthProviderFormInput,
): Promise<AuthProviderView> {
  const form = parsed(authProviderFormSchema, input, config);
  return db.transaction(async (tx) => {
    // One writer of the tenant's providers at a time, so the count below holds.
    await scope.lock(tx);
    if ((await listProviderKinds(tx, scope)).length >= SsoLimits.providersPerTenantMax)
      throw new ValidationError(SsoMessages.tooManyProviders(SsoLimits.providersPerTenantMax));
    const row = await insertAuthProvider(tx, scope, {
      provider: form.authProvider,
      clientId: form.clientId,
      url: form.url,
      clientSecretSealed: secretBox(config.jwtSecret).seal(form.clientSecret, scope.tenantId),
    });
    await recordAudit(tx, user, {
      scope,
      entityType: 'AuthProvider',
      entityId: row.id,
      entityName: entityName(row),
      operation: 'CREATE',
      after: auditState(row),
    });
    return view(row);
  });
}

export async function updateAuthProvider(
  db: Db,
  config: Secrets,
  user: AuthUser,
  scope: TenantScope,
  input: AuthProviderUpdateFormInput & { id: number },
): Promise<AuthProviderView> {
  const { id, ...rest } = input;
  const form = parsed(authProviderUpdateFormSchema, rest, config);
  return db.transaction(async (tx) => {
    const old = await findAuthProvider(tx, scope, id);
    if (!old) throw new NotFoundError('AuthProvider', id);
    const row = await updateAuthProviderRow(
      tx,
      scope,
      id,
      {
        provider: form.authProvider,
        clientId: form.clientId,
        url: form.url,
        // No new secret: the stored one stays, as it was sealed.
        clientSecretSealed:
          form.clientSecret === null
            ? old.clientSecretSealed
            : secretBox(config.jwtSecret).seal(form.clientSecret, scope.tenantId),
      },
      new Date(),
    );
    if (!row) throw new NotFoundError('AuthProvider', id);
    await recordAudit(tx, user, {
      scope,
      entityType: 'AuthProvider',
      entityId: id,
      entityName: entityName(row),
      operation: 'UPDATE',
      before: auditState(old),
      after: auditState(row),
      additionalData: { clientSecretReplaced: form.clientSecret !== null },
    });
    return view(row);
  });
}

/** deleteTenantAuthProviders: all of them or none; sign-ins started with them end. Returns the ids. */
export async function deleteAuthProviders(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  ids: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) throw new ValidationError(SsoMessages.nothingSelected, 'ids');
  if (unique.length > SsoLimits.deleteMax)
    throw new ValidationError(Messages.maxValue(SsoLimits.deleteMax), 'ids');
  return db.transaction(async (tx) => {
    const found = await findAuthProviders(tx, scope, unique);
    const missing = unique.find((id) => !found.some((r) => r.id === id));
    if (missing !== undefined) throw new NotFoundError('AuthProvider', missing);
    await deleteAuthProviderRows(tx, scope, unique);
    for (const row of found)
      await recordAudit(tx, user, {
        scope,
        entityType: 'AuthProvider',
        entityId: row.id,
        entityName: entityName(row),
        operation: 'DELETE',
        before: auditState(row),
      });
    return unique;
  });
}
