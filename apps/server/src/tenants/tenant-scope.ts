import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { TenantType } from '@vigil/contracts';
import type { AuthUser } from '../common/context.js';
import type { Db, Queryable } from '../db/client.js';
import { NotifiedCache } from '../db/notified-cache.js';
import { rowsOf, pgArray } from '../db/rows.js';
import { NotFoundError } from '../common/errors.js';
import { noteScopeResolved } from '../common/operation-scope.js';
import { tenants } from './tenants.tables.js';

/** Only this module holds the key, so only this module makes a TenantScope. */
const constructionKey: unique symbol = Symbol('TenantScope');

interface ScopeRow {
  id: number;
  tenantType: TenantType;
  path: string;
  name: string;
  parentId: number | null;
}

/** Builds "`column` is one of the scope's live customers" for a row of tenant-owned data. */
export type ScopeFilter = (column: SQL | AnyPgColumn) => SQL;

/** Whose rows a scope-wide read covers: the scope's own tenant, or the live customers of its subtree. */
export type ScopeReach = 'tenant' | 'customers';

/**
 * A live tenant the caller may act for, and everything that follows from it: the tenant itself,
 * its subtree (this tenant and every tenant below it) and the live customers of that subtree.
 *
 * It cannot be made outside this module (the constructor needs a key only this module holds, and
 * the private field makes the type nominal, so a look-alike object does not type-check).
 * `resolveTenantScope` makes one for a signed-in user; `resolveSystemScope` for the server's own
 * work (agents, jobs, seeding), which the lint rules keep out of the GraphQL layer. Repositories
 * take a scope, never a bare tenant id.
 */
export class TenantScope {
  readonly tenantId: number;
  readonly tenantType: TenantType;
  /** Materialised path, "/1/4/9/": the subtree is every tenant whose path starts with it. */
  readonly path: string;
  readonly name: string;
  readonly parentId: number | null;
  #customers: Promise<readonly number[]> | undefined;

  constructor(key: typeof constructionKey, row: ScopeRow) {
    if (key !== constructionKey) throw new Error('A TenantScope is made only by the tenant resolver');
    this.tenantId = row.id;
    this.tenantType = row.tenantType;
    this.path = row.path;
    this.name = row.name;
    this.parentId = row.parentId;
  }

  get isCustomer(): boolean {
    return this.tenantType === TenantType.Customer;
  }

  /** The subtree rule in SQL (subtreeSql): `pathColumn`, a tenant's path, is this tenant or below it. */
  containsSql(pathColumn: SQL | AnyPgColumn): SQL {
    return subtreeSql(pathColumn, this.path);
  }

  /** The subtree rule for a path already read: the tenant of `path` is this one or below it. */
  containsPath(path: string): boolean {
    return path.startsWith(this.path);
  }

  /**
   * The subtree rule for a row of tenant-owned data joined to its tenant: a customer's rows by their
   * own `tenantColumn` (the distribution column: one shard on Citus), anyone else's by the path of
   * the joined tenant (`pathColumn`). A customer has no tenant below it, so the two agree.
   */
  ownsSql(tenantColumn: SQL | AnyPgColumn, pathColumn: SQL | AnyPgColumn): SQL {
    return this.isCustomer ? sql`${tenantColumn} = ${this.tenantId}` : this.containsSql(pathColumn);
  }

  /** The live customers of the subtree, as a subquery of their ids. */
  customerIdsSql(): SQL {
    return sql`select id from tenants
      where ${this.containsSql(sql`path`)} and tenant_type = 'CUSTOMER' and not is_deleted`;
  }

  /** "`tenantColumn` is a live customer of the subtree": a customer's own id (one shard on Citus), else the subquery. */
  customersSql(tenantColumn: SQL | AnyPgColumn): SQL {
    return this.isCustomer
      ? sql`${tenantColumn} = ${this.tenantId}`
      : sql`${tenantColumn} in (${this.customerIdsSql()})`;
  }

  /** The ids of the subtree's live customers, read once per scope. A customer is its own only one. */
  customerIds(db: Queryable): Promise<readonly number[]> {
    if (this.isCustomer) return Promise.resolve([this.tenantId]);
    this.#customers ??= rowsOf<{ id: number }>(db, this.customerIdsSql()).then((rows) =>
      rows.map((r) => r.id),
    );
    return this.#customers;
  }

  /**
   * The filter on a row's own tenant column that keeps it to the scope's live customers. Their ids
   * are read once and sent as a constant array, which PostgreSQL hashes: as a join, the planner
   * multiplied its misestimates of the rollup joins by the tenants and chose nested loops, and as
   * `= any(array(subquery))` every row of a back office was compared with every customer in turn.
   */
  async customerFilter(db: Queryable): Promise<ScopeFilter> {
    if (this.isCustomer) return (column) => sql`${column} = ${this.tenantId}`;
    return customersFilter(await this.customerIds(db));
  }

  /** The filter on a row's tenant column for a reach: the scope's own tenant, or its live customers. */
  reachFilter(db: Queryable, reach: ScopeReach): Promise<ScopeFilter> {
    if (reach === 'customers') return this.customerFilter(db);
    return Promise.resolve((column) => sql`${column} = ${this.tenantId}`);
  }

  /** Holds the scope's tenant row for the rest of the transaction: one writer of its policy at a time. */
  async lock(db: Queryable): Promise<void> {
    await db.execute(sql`select id from tenants where id = ${this.tenantId} for update`);
  }

  /**
   * A tenant of this scope's subtree, as a scope of its own: how an operation that already holds
   * a scope acts for one of its descendants. Anything else answers like a missing tenant.
   */
  async narrow(db: Queryable, tenantId: number): Promise<TenantScope> {
    if (tenantId === this.tenantId) return this;
    const scope = await loadScope(db, tenantId, this.path);
    noteScopeResolved();
    return scope;
  }
}

/**
 * THE subtree rule, the one place it is written in SQL: the tenant at `path` is the tenant at
 * `ancestorPath` or below it. A known ancestor's path travels as one parameter (a prefix match
 * the path index serves); a column of another row (a system-wide join) as that column. Paths hold
 * only digits and slashes, so the prefix needs no LIKE escaping.
 */
export function subtreeSql(path: SQL | AnyPgColumn, ancestorPath: string | SQL | AnyPgColumn): SQL {
  return typeof ancestorPath === 'string'
    ? sql`${path} like ${`${ancestorPath}%`}`
    : sql`${path} like ${ancestorPath} || '%'`;
}

/** "`column` is one of these customers", as one constant array. */
export function customersFilter(ids: readonly number[]): ScopeFilter {
  return (column) => sql`${column} = any(${pgArray([...ids], 'int4')})`;
}

/** The scope caches of database handles (cacheScopesOf); a transaction has none, it reads its own. */
const scopeCaches = new WeakMap<Queryable, NotifiedCache<ScopeRow>>();

/**
 * Remembers the live tenant rows scopes are made of when read on `db` (not in a transaction), so
 * a request resolves its scope without a query. The caller empties the cache on every change to
 * tenants (openSessionCache: the auth-changed notification, whose trigger covers every column
 * read here) and listens for them; until it listens nothing is remembered.
 */
export function cacheScopesOf(db: Db): NotifiedCache<ScopeRow> {
  const cache = new NotifiedCache<ScopeRow>();
  scopeCaches.set(db, cache);
  return cache;
}

async function loadScope(db: Queryable, id: number, within: string | null): Promise<TenantScope> {
  const cache = scopeCaches.get(db);
  const row = cache?.get(String(id), 0) ?? (await readScopeRow(db, id, cache));
  if (!row || (within !== null && !row.path.startsWith(within))) throw new NotFoundError('Tenant', id);
  return new TenantScope(constructionKey, row);
}

async function readScopeRow(
  db: Queryable,
  id: number,
  cache: NotifiedCache<ScopeRow> | undefined,
): Promise<ScopeRow | undefined> {
  const generation = cache?.begin() ?? 0;
  const rows = await db
    .select({
      id: tenants.id,
      tenantType: tenants.tenantType,
      path: tenants.path,
      name: tenants.name,
      parentId: tenants.parentId,
    })
    .from(tenants)
    .where(and(eq(tenants.id, id), eq(tenants.isDeleted, false)))
    .limit(1);
  const row = rows[0];
  if (row) cache?.set(String(id), generation, row, Number.POSITIVE_INFINITY);
  return row;
}

/**
 * The one place that decides which tenant an operation acts for. No tenantId: the tenant chosen at
 * refresh, else the user's own. A tenantId: allowed when it is the user's tenant or below it in
 * the tree (partners see their sub-tree; the back office, at the root, sees every tenant).
 * Anything else, including a deleted tenant, answers exactly like a tenant that does not exist.
 */
export async function resolveTenantScope(
  db: Queryable,
  user: AuthUser,
  requestedTenantId?: number | null,
): Promise<TenantScope> {
  const id = requestedTenantId ?? user.actingTenantId ?? user.tenantId;
  const scope = await loadScope(db, id, user.tenantPath);
  noteScopeResolved();
  return scope;
}

/**
 * The caller's own tenant, whatever tenant it has chosen to act for: where the back office's own
 * data (the regulation library, the template classifiers) lives and its change history is written.
 */
export function resolveOwnScope(db: Queryable, user: AuthUser): Promise<TenantScope> {
  return resolveTenantScope(db, user, user.tenantId);
}

/**
 * The live partner a sign-up link names by its partner key (the public sign-up calls): the key is
 * the credential, as an agent key is the agent's. Any other key, including a deleted partner's,
 * answers null.
 */
export async function resolvePartnerKeyScope(db: Queryable, partnerKey: string): Promise<TenantScope | null> {
  const rows = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(
      and(
        eq(tenants.partnerKey, partnerKey),
        eq(tenants.tenantType, TenantType.Partner),
        eq(tenants.isDeleted, false),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const scope = await loadScope(db, row.id, null);
  noteScopeResolved();
  return scope;
}

/**
 * A scope for the server's own work on a tenant it already knows to be its to touch: the tenant of
 * an authenticated device, a timed job, the seed and the command line. Never for a GraphQL
 * operation (lint keeps it out of schema and service files reached from the API).
 */
export function resolveSystemScope(db: Queryable, tenantId: number): Promise<TenantScope> {
  return loadScope(db, tenantId, null);
}
