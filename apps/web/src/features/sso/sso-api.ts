import { SsoRoutes, type PublicAuthProvider } from '@vigil/contracts';

/** GET /graphql/Rest/geTenantAuthProviders?tenantId: the sign-on page's buttons (public). */
export async function fetchTenantProviders(
  tenantId: string,
  signal?: AbortSignal,
): Promise<PublicAuthProvider[]> {
  const query = new URLSearchParams({ tenantId });
  const response = await fetch(`${SsoRoutes.providers}?${query.toString()}`, {
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`Unexpected response code: ${response.status}`);
  const body = (await response.json()) as unknown;
  if (!Array.isArray(body)) throw new Error('Unexpected answer');
  return body.filter(
    (p): p is PublicAuthProvider =>
      typeof p === 'object' && p !== null && Number.isInteger(p.id) && typeof p.provider === 'number',
  );
}

/** Where a provider's button leads: the server starts the sign-in there. */
export function signInHref(providerId: number): string {
  return `${SsoRoutes.login}?${new URLSearchParams({ providerId: String(providerId) }).toString()}`;
}
