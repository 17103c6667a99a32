import { defaultFieldResolver, type GraphQLFieldConfig, type GraphQLSchema } from 'graphql';
import type { Ctx } from '../common/context.js';
import { runAsOperation } from '../common/operation-scope.js';
import { enforceGuard, GUARDS, type Guard } from './guards.js';

export interface OperationGuard {
  operation: string;
  guard: Guard;
}

/** Guards whose operations touch no tenant's data: anyone's (public), or the caller's own account (self). */
const UNSCOPED_GUARDS: readonly Guard[] = ['public', 'self'];

/**
 * Wraps every Query and Mutation resolver with its declared guard and the tenancy backstop. An
 * operation without a guard stops the server from starting: a forgotten check cannot ship.
 *
 * The backstop: an operation of any other guard must have had a tenant scope resolved
 * (resolveTenantScope) by the time its resolver finishes; one that did not fails the request
 * instead of answering, and is logged as the bug it is. Like Fleet's authorization check, it
 * catches the resolver that forgot to ask whose data it touches.
 */
export function applyGuards(schema: GraphQLSchema): OperationGuard[] {
  const table: OperationGuard[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const declared = (field.extensions as { guard?: unknown }).guard;
      if (typeof declared !== 'string' || !(GUARDS as readonly string[]).includes(declared)) {
        throw new Error(`${root.name}.${field.name} declares no guard`);
      }
      const g = declared as Guard;
      const operation = `${root.name}.${field.name}`;
      const resolve = field.resolve ?? defaultFieldResolver;
      const scoped = !UNSCOPED_GUARDS.includes(g);
      const wrapped: GraphQLFieldConfig<unknown, Ctx>['resolve'] = async (parent, args, ctx, info) => {
        enforceGuard(g, ctx);
        if (!scoped) return resolve(parent, args, ctx, info);
        const { tenancy, result } = runAsOperation(operation, () => resolve(parent, args, ctx, info));
        const value: unknown = await result;
        if (tenancy.scopesResolved === 0) throw new MissingTenantScopeError(operation);
        return value;
      };
      field.resolve = wrapped;
      table.push({ operation, guard: g });
    }
  }
  return table.sort((a, b) => a.operation.localeCompare(b.operation));
}

/** Not a GraphQLError: the client reads "Unexpected error.", the log names the operation. */
export class MissingTenantScopeError extends Error {
  constructor(operation: string) {
    super(`${operation} finished without resolving a tenant scope`);
    this.name = 'MissingTenantScopeError';
  }
}
