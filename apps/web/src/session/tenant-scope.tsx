import { createContext, useContext, type ReactNode } from 'react';

/**
 * The tenant the console acts for. On the user's own tenant the paths are /partner, /customer,
 * /admin; acting for a child tenant they are /tenant/{id}/partner|customer, and every operation
 * passes tenantId explicitly.
 */
export interface TenantScope {
  tenantId: number;
  /** Set when acting for a child tenant (/tenant/{id}/…). */
  actingTenantId: number | null;
  /** '' or '/tenant/{id}'. */
  basePath: string;
}

const TenantScopeContext = createContext<TenantScope | null>(null);

export function TenantScopeProvider({ scope, children }: { scope: TenantScope; children: ReactNode }) {
  return <TenantScopeContext.Provider value={scope}>{children}</TenantScopeContext.Provider>;
}

export function useTenantScope(): TenantScope {
  const scope = useContext(TenantScopeContext);
  if (!scope) throw new Error('useTenantScope must be used inside TenantScopeProvider');
  return scope;
}

export function tenantPath(tenantId: number, area: 'partner' | 'customer'): string {
  return `/tenant/${tenantId}/${area}`;
}
