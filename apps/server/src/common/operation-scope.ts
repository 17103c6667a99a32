import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one GraphQL operation has done about tenancy, kept for the length of its resolver. The
 * tenant resolver notes every scope it grants; the backstop (graphql/apply-guards.ts) reads the
 * note when the resolver has finished and fails an operation that touched no scope.
 */
export interface OperationTenancy {
  readonly operation: string;
  scopesResolved: number;
}

const current = new AsyncLocalStorage<OperationTenancy>();

/** Runs `fn` as `operation`, and returns what it noted besides its result. */
export function runAsOperation<T>(operation: string, fn: () => T): { tenancy: OperationTenancy; result: T } {
  const tenancy: OperationTenancy = { operation, scopesResolved: 0 };
  const result = current.run(tenancy, fn);
  return { tenancy, result };
}

/** Called by the tenant resolver each time it grants a scope. */
export function noteScopeResolved(): void {
  const tenancy = current.getStore();
  if (tenancy) tenancy.scopesResolved += 1;
}
