import { createContext, useContext, type ReactNode } from 'react';
import type { TenantBase } from '../routes/route-builder';

/**
 * The tenant the console acts for. On the user's own tenant the paths are /partner, /customer,
 * /admin; acting for a child tenant they are /tenant/{id}/partner|customer, and every operation
 * passes tenantId explicitly.
 */
export interface TenantScope {
  tenantId: number;
  /** Set when acting for a child tenant (/tenant/{id}/…). */
  actingTenantId: number | null;
  /** '' or '/tenant/{id}': what comes before the area in every path of this scope. */
  basePath: TenantBase;
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
