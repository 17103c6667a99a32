import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { openRiskAnswers } from '../db/risk-answers.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { keptAnswer } from './kept-answers.js';

/** A database handle that only ever listens (the answers here are computed by the test). */
async function listeningDb() {
  const db = {} as Db;
  const { cache } = await openRiskAnswers({
    db,
    listen: async (_channel, handlers) => {
      handlers.onState(true);
      return async () => undefined;
    },
  });
  return { db, cache };
}

// keptAnswer reads a scope's tenant id and path only.
const scope = { tenantId: 7, path: '/1/7/' } as unknown as TenantScope;

function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

describe('keptAnswer', () => {
  it('computes once for requests that miss together, then answers from memory', async () => {
    const { db } = await listeningDb();
    let computed = 0;
    const gate = deferred();
    const compute = () => {
      computed += 1;
      return gate.promise;
    };
    const both = Promise.all([
      keptAnswer(db, scope, 'op', { a: 1 }, compute, () => 1),
      keptAnswer(db, scope, 'op', { a: 1 }, compute, () => 1),
    ]);
    gate.resolve('answer');
    expect(await both).toEqual(['answer', 'answer']);
    expect(await keptAnswer(db, scope, 'op', { a: 1 }, compute, () => 1)).toBe('answer');
    expect(computed).toBe(1);
  });

  it('a request after a change does not wait for a computation that began before it', async () => {
    const { db, cache } = await listeningDb();
    const before = deferred();
    const first = keptAnswer(
      db,
      scope,
      'op',
      {},
      () => before.promise,
      () => 1,
    );
    cache.notified('/1/7/');
    const second = keptAnswer(
      db,
      scope,
      'op',
      {},
      async () => 'after the change',
      () => 1,
    );
    before.resolve('before the change');
    expect(await first).toBe('before the change');
    expect(await second).toBe('after the change');
    // The older answer was not kept; the newer one is.
    expect(
      await keptAnswer(
        db,
        scope,
        'op',
        {},
        async () => 'computed again',
        () => 1,
      ),
    ).toBe('after the change');
  });
});
