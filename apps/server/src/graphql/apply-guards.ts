import { defaultFieldResolver, type GraphQLFieldConfig, type GraphQLSchema } from 'graphql';
import type { Ctx } from '../common/context.js';
import { enforceGuard, GUARDS, type Guard } from './guards.js';

export interface OperationGuard {
  operation: string;
  guard: Guard;
}

/**
 * Wraps every Query and Mutation resolver with its declared guard. An operation without a
 * guard stops the server from starting: a forgotten check cannot ship.
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
      const resolve = field.resolve ?? defaultFieldResolver;
      const wrapped: GraphQLFieldConfig<unknown, Ctx>['resolve'] = (parent, args, ctx, info) => {
        enforceGuard(g, ctx);
        return resolve(parent, args, ctx, info);
      };
      field.resolve = wrapped;
      table.push({ operation: `${root.name}.${field.name}`, guard: g });
    }
  }
  return table.sort((a, b) => a.operation.localeCompare(b.operation));
}
