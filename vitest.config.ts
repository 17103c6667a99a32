import path from 'node:path';
import { defineConfig } from 'vitest/config';

// graphql 16 has no "exports" map: Node resolves it to the CJS build (as Yoga and Pothos get it),
// Vite to the ESM one. Two instances break its instanceof checks, so our code gets the CJS build too.
const graphqlCjs = path.resolve(import.meta.dirname, 'node_modules/graphql/index.js');
const serverResolve = { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: serverResolve,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/agent/src/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // jsdom renders MUI slowly; on a loaded two-core CI machine a test that takes 1 s alone
          // has taken over 5 s. The budget is for starvation, not for slow code.
          testTimeout: 20_000,
        },
      },
      {
        resolve: serverResolve,
        test: {
          name: 'integration',
          include: ['apps/server/test/**/*.int.test.ts', 'apps/agent/test/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: more workers only fight over them, and PGlite runs in each worker.
          maxWorkers: 2,
        },
      },
    ],
  },
});
