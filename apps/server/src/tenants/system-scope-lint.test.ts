import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The lint rule that keeps resolveSystemScope (and the *.job.ts modules that use it) out of
 * everything a GraphQL operation reaches, run on code as it would stand in each folder.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: ROOT });

const SYSTEM_SCOPE = `import { resolveSystemScope } from '../tenants/tenant-scope.js';
export const probe = resolveSystemScope;
`;
const JOB = `import { moveApplicationWindows } from '../rollups/application-window.job.js';
export const probe = moveApplicationWindows;
`;

async function restricted(code: string, file: string): Promise<boolean> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, 'apps/server/src', file) });
  return (result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-imports');
}

describe('the system scope lint rule', () => {
  it.each([
    'risk/probe.ts',
    'devices/devices.service.ts',
    'tenants/tenants.schema.ts',
    'api/probe.ts',
    'sso/auth-providers.service.ts',
  ])(
    'refuses resolveSystemScope and job modules in %s',
    async (file) => {
      expect(await restricted(SYSTEM_SCOPE, file)).toBe(true);
      expect(await restricted(JOB, file)).toBe(true);
    },
    30_000,
  );

  it.each([
    'agent-ingest/probe.ts',
    'jobs/probe.ts',
    'seed/probe.ts',
    'cli/probe.ts',
    'rollups/probe.job.ts',
    'sso/sign-on/probe.ts',
  ])(
    'allows them in %s',
    async (file) => {
      expect(await restricted(SYSTEM_SCOPE, file)).toBe(false);
    },
    30_000,
  );

  it('allows the scope type anywhere', async () => {
    const code = `import type { TenantScope } from '../tenants/tenant-scope.js';
export type Probe = TenantScope;
`;
    expect(await restricted(code, 'risk/probe.ts')).toBe(false);
  }, 30_000);
});
