import { it, expect } from 'vitest';
import { createTestApp } from '../helpers/test-app.js';
import { buildTree } from './tenant-tree.js';

it('costs', { timeout: 300_000 }, async () => {
  const t = await createTestApp();
  const fx = await buildTree(t);
  const measure = async (label: string, n: number, fn: () => Promise<unknown>) => {
    const c0 = process.cpuUsage(); const w0 = performance.now();
    for (let i = 0; i < n; i++) await fn();
    const c = process.cpuUsage(c0);
    console.log(label, 'cpu ms/call', ((c.user + c.system) / 1000 / n).toFixed(2), 'wall', ((performance.now() - w0) / n).toFixed(2));
  };
  await measure('refused classifier', 100, () => t.gql('query ($t: Int, $id: Int!) { classifier(request: {id: $id}, tenantId: $t) { id } }', { t: 999999, id: 5 }, fx.tokens.own));
  await measure('userInfo', 100, () => t.gql('{ userInfo { id } }', {}, fx.tokens.own));
  await measure('healthz', 100, () => t.app.inject({ method: 'GET', url: '/healthz' }));
  await measure('sql select 1', 100, () => t.db.execute('select 1' as never));
  await measure('deviceRisks root', 30, () => t.gql('query ($t: Int) { deviceRisks(tenantId: $t) { totalCount } }', { t: fx.ids.root }, fx.tokens.sysAdmin));
  expect(1).toBe(1);
  await t.close();
});
