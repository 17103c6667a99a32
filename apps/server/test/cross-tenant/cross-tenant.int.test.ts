import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimits } from '@vigil/contracts';
import { getSchema } from '../../src/api/schema.js';
import { createTestApp } from '../helpers/test-app.js';
import { ACCOUNT_ONLY, CASES } from './cases.js';
import { ARGUMENTS, isEntity } from './id-arguments.js';
import { CaseRunner, type Outcome } from './run-case.js';
import { walkSchema } from './schema-walker.js';
import { buildTree, type TreeFixture } from './tenant-tree.js';

/**
 * Tenant isolation, generated from the schema: every Query and Mutation, called by every kind of
 * caller (a customer's admin and read-only user, a partner's and a sub-partner's admin acting on
 * their children and grandchildren, an unrelated partner's admin, the back office's SysAdmin and
 * Onboarding Manager) for every tenant of the tree (own, child, grandchild, sibling, parent,
 * unrelated, deleted, never existing), and with a foreign id in every id-bound argument.
 * Allowed calls are compared with what the database holds for the tenant acted for; refused ones
 * must answer exactly like a missing id, and a refused mutation must change nothing.
 *
 * The cases live in cases.ts (how to call each operation and check its answer), the meaning of
 * every Int argument in id-arguments.ts, the tenant tree in tenant-tree.ts. A new operation or
 * argument without an entry there fails this file, by name.
 */
const { schema, guards } = getSchema();
const SHAPES = walkSchema(schema);
const GUARDS = new Map(guards.map((g) => [g.operation, g.guard]));
const LONG = 300_000;
const UNREACHED_PROVIDER = {
  clientId: 'cross-tenant-client',
  clientSecret: 'cross-tenant-secret',
  authorizeUrl: 'http://127.0.0.1:9/authorize',
  tokenUrl: 'http://127.0.0.1:9/token',
  apiUrl: 'http://127.0.0.1:9/api',
};

describe('cross-tenant isolation, generated from the schema', () => {
  let fx: TreeFixture;
  const outcomes = new Map<string, Outcome>();

  beforeAll(async () => {
    // Thousands of calls per user within a minute: the per-user /graphql limit (tested in
    // http.int.test.ts) would answer 429 here, which is no answer about tenancy.
    fx = await buildTree(
      await createTestApp({
        rateLimits: { ...RateLimits, graphql: { max: 1_000_000, windowSeconds: 60 } },
        // Cloud connections configured (nothing listens there: building URLs contacts no provider).
        cloudAuth: { microsoft: UNREACHED_PROVIDER, google: UNREACHED_PROVIDER },
      }),
    );
  }, LONG);
  afterAll(async () => {
    await fx?.t.close();
    const lines = [...outcomes].map(
      ([op, o]) =>
        `${op.padEnd(48)} ${String(o.calls).padStart(5)} calls: ${Object.entries(o.counts)
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')}`,
    );
    const untried = [...outcomes].flatMap(([op, o]) => [...o.untried].map((u) => `  ${op}.${u}`));
    const total = [...outcomes.values()].reduce((n, o) => n + o.calls, 0);
    // The coverage table, for a report: CROSS_TENANT_REPORT=1 npx vitest run … this file.
    if (process.env.CROSS_TENANT_REPORT)
      process.stdout.write(
        `${lines.join('\n')}\n${total} calls over ${outcomes.size} operations\n` +
          `No foreign object to try (nothing of the kind hidden from the caller):\n${untried.join('\n')}\n`,
      );
  });

  it('has a case for every operation and a meaning for every Int argument, and nothing stale', () => {
    const problems: string[] = [];
    const operations = new Set(SHAPES.map((s) => s.operation));
    const paths = new Set(SHAPES.flatMap((s) => s.intArguments.map((a) => a.path)));
    for (const shape of SHAPES) {
      if (!CASES[shape.operation] && !ACCOUNT_ONLY[shape.operation])
        problems.push(`${shape.operation}: no case in cross-tenant/cases.ts`);
      for (const arg of shape.intArguments)
        if (!(arg.path in ARGUMENTS))
          problems.push(`${arg.path}: an Int argument without a meaning in cross-tenant/id-arguments.ts`);
    }
    for (const op of [...Object.keys(CASES), ...Object.keys(ACCOUNT_ONLY)])
      if (!operations.has(op)) problems.push(`${op}: a case for an operation the schema no longer has`);
    for (const path of Object.keys(ARGUMENTS))
      if (!paths.has(path)) problems.push(`${path}: a meaning for an argument the schema no longer has`);
    expect(problems).toEqual([]);
  });

  it('builds every call of a case with every id-bound argument of its operation', () => {
    const problems: string[] = [];
    for (const shape of SHAPES) {
      const c = CASES[shape.operation];
      if (!c) continue;
      const target = c.target === undefined ? 'tenantId' : c.target;
      for (const arg of shape.intArguments) {
        if (arg.filter || arg.argPath === target || !isEntity(ARGUMENTS[arg.path])) continue;
        const requested = new Set<string>();
        c.variables({
          target: fx.ids.customerOfPartner,
          tenant: 'customerOfPartner',
          focus: arg.argPath,
          customer: fx.customers.customerOfPartner,
          made: {},
          caller: 'sysAdmin',
          fx,
          id: (path) => {
            requested.add(path);
            return 1;
          },
        });
        if (!requested.has(arg.argPath)) problems.push(`${arg.path}: the case never sends it`);
      }
    }
    expect(problems).toEqual([]);
  });

  for (const shape of SHAPES) {
    const c = CASES[shape.operation];
    if (ACCOUNT_ONLY[shape.operation]) continue;
    describe(shape.operation, () => {
      if (!c) {
        it('has a case', () => {
          expect.fail(`${shape.operation} has no case in cross-tenant/cases.ts: every operation needs one`);
        });
        return;
      }
      const runner = () => {
        const r = new CaseRunner(fx, shape, c, GUARDS.get(shape.operation) ?? 'signedIn');
        return r;
      };
      const record = (r: CaseRunner) => {
        const o = outcomes.get(shape.operation);
        if (!o) outcomes.set(shape.operation, r.outcome);
        else {
          o.calls += r.outcome.calls;
          for (const k of Object.keys(o.counts) as (keyof Outcome['counts'])[])
            o.counts[k] += r.outcome.counts[k];
          for (const u of r.outcome.untried) o.untried.add(u);
        }
      };

      it(
        'gives every caller the data of the tenant it may act for, and refuses the others exactly like a missing tenant',
        async () => {
          const r = runner();
          await r.reach();
          record(r);
          expect(r.outcome.failures).toEqual([]);
        },
        LONG,
      );

      it(
        'answers a foreign id in any id-bound argument exactly like a missing one',
        async () => {
          const r = runner();
          await r.foreign();
          await r.filters();
          record(r);
          expect(r.outcome.failures).toEqual([]);
        },
        LONG,
      );
    });
  }
});
