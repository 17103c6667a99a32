import { randomUUID } from 'node:crypto';
import type { TestApp } from '../helpers/test-app.js';
import type { ArgumentMeaning } from './id-arguments.js';
import type { TenantName } from './tenant-tree.js';

/*
 * Single sign-on's part of the tree and of the argument table. No value is imported from the
 * suite's other modules: the tree (tenant-tree.ts) and the table (id-arguments.ts) import this file.
 */

const paging: ArgumentMeaning = { notAnId: 'paging: rows to skip or take' };

/** The meaning of every Int argument of the auth provider operations (spread into id-arguments.ts). */
export const SSO_ARGUMENTS: Record<string, ArgumentMeaning> = {
  'Query.tenantAuthProvider.request.id': 'AuthProvider',
  'Query.tenantAuthProvider.tenantId': 'Tenant',
  'Query.tenantAuthProviders.skip': paging,
  'Query.tenantAuthProviders.take': paging,
  'Query.tenantAuthProviders.tenantId': 'Tenant',
  'Query.tenantAuthProviders.where.id': 'AuthProvider',
  'Mutation.createTenantAuthProvider.tenantId': 'Tenant',
  'Mutation.updateTenantAuthProvider.request.id': 'AuthProvider',
  'Mutation.updateTenantAuthProvider.tenantId': 'Tenant',
  'Mutation.deleteTenantAuthProviders.request.ids': 'AuthProvider',
  'Mutation.deleteTenantAuthProviders.tenantId': 'Tenant',
};

export const CREATE_AUTH_PROVIDER = `mutation ($request: CreateTenantAuthProviderRequestInput!, $tenantId: Int) {
  createTenantAuthProvider(request: $request, tenantId: $tenantId) { id } }`;

/** Client ids unique among runs that share a database (the checks find rows by them). */
const RUN = randomUUID().slice(0, 8);
let made = 0;
export const fresh = () => `client-${RUN}-${(made += 1)}`;

/** A provider's form, its client id unique in the run. */
export const providerInput = (clientId: string) => ({
  authProvider: 'OKTA',
  clientId,
  clientSecret: `secret of ${clientId}`,
  url: `https://${clientId}.okta.example`,
});

/** One provider in each of the tenants, made by the back office (the deleted customer's before it is deleted). */
export async function makeAuthProviders(
  t: TestApp,
  sysAdminToken: string,
  tenants: Partial<Record<TenantName, number>>,
): Promise<Partial<Record<TenantName, number>>> {
  const ids: Partial<Record<TenantName, number>> = {};
  for (const [name, tenantId] of Object.entries(tenants) as [TenantName, number][]) {
    const res = await t.gql<{ createTenantAuthProvider: { id: number } }>(
      CREATE_AUTH_PROVIDER,
      { request: providerInput(`fixture-${RUN}-${name}`), tenantId },
      sysAdminToken,
    );
    if (!res.data) throw new Error(`fixture provider of ${name} failed: ${JSON.stringify(res.errors)}`);
    ids[name] = res.data.createTenantAuthProvider.id;
  }
  return ids;
}
