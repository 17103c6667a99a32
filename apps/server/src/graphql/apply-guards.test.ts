import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, GraphQLObjectType, GraphQLSchema, GraphQLString, type GraphQLFieldConfig } from 'graphql';
import pino from 'pino';
import { TenantType, UserRole } from '@vigil/contracts';
import type { AuthUser, Ctx } from '../common/context.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { insertTenant } from '../tenants/tenants.repo.js';
import { applyGuards, MissingTenantScopeError } from './apply-guards.js';
import type { Guard } from './guards.js';

type Field = GraphQLFieldConfig<unknown, Ctx>;

const field = (guard: Guard, resolve: NonNullable<Field['resolve']>): Field => ({
  type: GraphQLString,
  extensions: { guard },
  resolve,
});

/** A small schema of its own: what the backstop does, whatever the domains declare. */
function schema(): GraphQLSchema {
  const built = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        forgetsScope: field('signedIn', async () => 'what the resolver read without asking'),
        resolvesScope: field('signedIn', async (_r, _a, ctx) => {
          const scope = await resolveTenantScope(ctx.db, ctx.auth!);
          return scope.name;
        }),
        // The note survives awaits and nested calls: AsyncLocalStorage follows the resolver's work.
        resolvesLater: field('signedIn', async (_r, _a, ctx) => {
          await new Promise((r) => setTimeout(r, 5));
          const scope = await Promise.resolve().then(() => resolveTenantScope(ctx.db, ctx.auth!));
          return scope.name;
        }),
        anyonesVersion: field('public', () => '1.0'),
        ownAccount: field('self', (_r, _a, ctx) => ctx.auth!.email),
      },
    }),
    mutation: new GraphQLObjectType({
      name: 'Mutation',
      fields: { changesWithoutScope: field('write', async () => 'changed') },
    }),
  });
  applyGuards(built);
  return built;
}

describe('the tenancy backstop (applyGuards)', () => {
  let database: Database;
  let ctx: Ctx;
  let run: (source: string) => ReturnType<typeof graphql>;

  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
    const tenant = await insertTenant(database.db, {
      name: 'Backstop Health',
      tenantType: TenantType.Customer,
      parentId: null,
    });
    const user: AuthUser = {
      id: 1,
      email: 'carla@backstop.test',
      firstName: 'Carla',
      lastName: 'Chen',
      tenantId: tenant.id,
      tenantType: TenantType.Customer,
      tenantPath: tenant.path,
      roles: [UserRole.TenantAdmin],
      isReadOnlyUser: false,
      needToChangePassword: false,
      actingTenantId: null,
    };
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
    ctx = {
      db: database.db,
      config,
      log: pino({ level: 'silent' }),
      auth: user,
      accessToken: null,
      ip: '::1',
    };
    const built = schema();
    run = (source) => graphql({ schema: built, source, contextValue: ctx });
  }, 120_000);
  afterAll(() => database.close());

  it('fails a scoped operation whose resolver resolved no tenant scope', async () => {
    const result = await run('{ forgetsScope }');
    expect(result.data).toEqual({ forgetsScope: null });
    expect(result.errors?.[0]?.originalError).toBeInstanceOf(MissingTenantScopeError);
    expect(result.errors?.[0]?.message).toBe('Query.forgetsScope finished without resolving a tenant scope');
  });

  it('fails a mutation the same way', async () => {
    const result = await run('mutation { changesWithoutScope }');
    expect(result.errors?.[0]?.originalError).toBeInstanceOf(MissingTenantScopeError);
  });

  it('answers an operation that resolved its scope, however deep in its work', async () => {
    expect(await run('{ resolvesScope resolvesLater }')).toEqual({
      data: { resolvesScope: 'Backstop Health', resolvesLater: 'Backstop Health' },
    });
  });

  it('keeps each operation of a request to its own note', async () => {
    const result = await run('{ resolvesScope forgetsScope }');
    expect(result.data).toEqual({ resolvesScope: 'Backstop Health', forgetsScope: null });
    expect(result.errors?.map((e) => e.path)).toEqual([['forgetsScope']]);
  });

  it('asks nothing of public and self operations, which touch no tenant data', async () => {
    expect(await run('{ anyonesVersion ownAccount }')).toEqual({
      data: { anyonesVersion: '1.0', ownAccount: 'carla@backstop.test' },
    });
  });

  it('refuses to start a schema with an operation that declares no guard', () => {
    const unguarded = new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: { open: { type: GraphQLString } } }),
    });
    expect(() => applyGuards(unguarded)).toThrow('Query.open declares no guard');
  });
});
