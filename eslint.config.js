import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/web/src/gql/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['scripts/**', 'apps/server/src/main.ts', 'apps/server/src/cli/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // A system scope trusts the tenant id it is given: only the server's own work may make one
    // (the agent API, whose credential names the tenant; single sign-on, whose provider does; timed
    // jobs; seeding; the command line).
    // Everything a GraphQL operation reaches resolves the caller's scope instead.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/agent-ingest/**',
      'apps/server/src/jobs/**',
      'apps/server/src/seed/**',
      'apps/server/src/cli/**',
      // Single sign-on's public routes: the provider's id names its tenant, as a device credential does.
      'apps/server/src/sso/sign-on/**',
      'apps/server/src/**/*.job.ts',
      'apps/server/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)tenant-scope(\\.js)?$',
              importNames: ['resolveSystemScope'],
              message:
                "resolveSystemScope is for the agent API, jobs, seed and cli; resolve the caller's scope with resolveTenantScope.",
            },
            {
              regex: '\\.job(\\.js)?$',
              message: 'A *.job.ts module runs as the server itself: only jobs/, seed/ and cli/ import it.',
            },
          ],
        },
      ],
    },
  },
);
