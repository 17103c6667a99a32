import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { anyTenant, type CheckInput, type MakeInput, type OperationCase } from './case-types.js';
import { rows } from './query-cases.js';
import { CREATE_AUTH_PROVIDER, fresh, providerInput } from './sso-objects.js';
import { must, type TreeFixture } from './tenant-tree.js';

/*
 * Single sign-on's operations: a tenant's auth providers belong to that tenant alone (a partner does
 * not own its customers' providers, nor they the partner's), so every tenant of the tree has one.
 */

/** A provider of the tenant acted for, made for one call by the back office. */
async function madeProvider(m: MakeInput): Promise<number> {
  const data = await must<{ createTenantAuthProvider: { id: number } }>(
    m.fx.t,
    m.fx.tokens.sysAdmin,
    CREATE_AUTH_PROVIDER,
    { request: providerInput(fresh()), tenantId: m.tenantId },
  );
  return data.createTenantAuthProvider.id;
}

interface ProviderRow extends Record<string, unknown> {
  id: number;
  authProvider: string;
  clientId: string;
  url: string;
}

function providersOf(fx: TreeFixture, tenantId: number, extra = sql`true`): Promise<ProviderRow[]> {
  return rows<ProviderRow>(
    fx,
    sql`select id, provider as "authProvider", client_id as "clientId", url from auth_providers
      where tenant_id = ${tenantId} and ${extra} order by id`,
  );
}

const sentRequest = (c: CheckInput) => c.sent.request as Record<string, unknown>;

export const SSO_QUERY_CASES: Record<string, OperationCase> = {
  tenantAuthProvider: {
    document: `query ($request: TenantAuthProviderRequestInput!, $tenantId: Int) {
      tenantAuthProvider(request: $request, tenantId: $tenantId) { id authProvider clientId url } }`,
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target, request: { id: v.id('request.id') } }),
    async check(c) {
      const id = c.fx.authProviderIds[c.tenant];
      const [row] = await providersOf(c.fx, c.tenantId, sql`id = ${id}`);
      expect(row).toBeDefined();
      expect(c.data.tenantAuthProvider).toEqual(row);
    },
  },

  tenantAuthProviders: {
    document: `query ($tenantId: Int, $where: TenantAuthProviderFilterInput) {
      tenantAuthProviders(tenantId: $tenantId, where: $where, take: 1000) {
        totalCount items { id authProvider: provider clientId url } } }`,
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const got = c.data.tenantAuthProviders as { totalCount: number; items: ProviderRow[] };
      const want = await providersOf(c.fx, c.tenantId);
      expect(want.map((r) => r.id)).toContain(c.fx.authProviderIds[c.tenant]);
      expect({ total: got.totalCount, items: [...got.items].sort((a, b) => a.id - b.id) }).toEqual({
        total: want.length,
        items: want,
      });
    },
  },
};

export const SSO_MUTATION_CASES: Record<string, OperationCase> = {
  createTenantAuthProvider: {
    document: CREATE_AUTH_PROVIDER,
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target, request: providerInput(fresh()) }),
    async check(c) {
      const clientId = sentRequest(c).clientId as string;
      const stored = await rows<{ id: number; tenantId: number }>(
        c.fx,
        sql`select id, tenant_id as "tenantId" from auth_providers where client_id = ${clientId}`,
      );
      expect(stored).toEqual([
        { id: (c.data.createTenantAuthProvider as { id: number }).id, tenantId: c.tenantId },
      ]);
    },
  },

  updateTenantAuthProvider: {
    document: `mutation ($request: UpdateTenantAuthProviderRequestInput!, $tenantId: Int) {
      updateTenantAuthProvider(request: $request, tenantId: $tenantId) { id clientId } }`,
    appliesTo: anyTenant,
    make: async (m) => ({ 'request.id': await madeProvider(m) }),
    variables: (v) => {
      const clientId = fresh();
      return { tenantId: v.target, request: { ...providerInput(clientId), id: v.id('request.id') } };
    },
    async check(c) {
      const id = c.made['request.id'] as number;
      const [row] = await providersOf(c.fx, c.tenantId, sql`id = ${id}`);
      expect({ answer: c.data.updateTenantAuthProvider, stored: row?.clientId }).toEqual({
        answer: { id, clientId: sentRequest(c).clientId },
        stored: sentRequest(c).clientId,
      });
    },
  },

  deleteTenantAuthProviders: {
    document: `mutation ($request: DeleteTenantAuthProvidersRequestInput!, $tenantId: Int) {
      deleteTenantAuthProviders(request: $request, tenantId: $tenantId) }`,
    appliesTo: anyTenant,
    make: async (m) => ({ 'request.ids': await madeProvider(m) }),
    variables: (v) => ({ tenantId: v.target, request: { ids: [v.id('request.ids')] } }),
    async check(c) {
      const id = c.made['request.ids'] as number;
      const left = await rows(c.fx, sql`select id from auth_providers where id = ${id}`);
      expect({ answer: c.data.deleteTenantAuthProviders, left }).toEqual({ answer: [id], left: [] });
    },
  },
};
