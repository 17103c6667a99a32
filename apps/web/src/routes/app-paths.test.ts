import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RouteRole } from '@vigil/contracts';
import { appRoutes } from './app-routes';
import { customerRoutes } from './customer-routes';
import { adminRoutes, partnerRoutes } from './partner-admin-routes';
import { publicRoutes } from './public-routes';
import { areaRoutesOf } from './route-builder';

const webRoot = path.resolve(import.meta.dirname, '../..');
const srcRoot = path.join(webRoot, 'src');
const testSupportRoot = path.join(webRoot, 'test');

/** The console's own sources: not the tables, not the generated documents, not the tests. */
function productFiles(dir = srcRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['routes', 'gql'].includes(entry.name) && dir === srcRoot ? [] : productFiles(full);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [full];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What an app path written by hand looks like: a string (or the text after `${…}` in a template)
 * that starts with an area or the acting-tenant prefix, a top-level page of the tables, or a
 * multi-segment path of an area ('risk-portal/data-risks').
 */
function handWrittenPathPattern(): RegExp {
  const areaRoots = [
    RouteRole.Customer,
    RouteRole.Partner,
    RouteRole.Admin,
    appRoutes.actingTenant.path.split('/')[1] ?? '',
  ];
  const topLevel = [...Object.values(appRoutes), ...Object.values(publicRoutes)]
    .map((route) => route.path)
    .filter((p) => p !== '/');
  const areaPaths = [customerRoutes, partnerRoutes, adminRoutes]
    .flatMap((table) => areaRoutesOf(table).map((route) => route.path))
    .filter((p) => p.includes('/') && !p.includes(':'));
  const end = String.raw`(?=[/?#'"\`]|\$\{)`;
  const alternatives = [
    String.raw`(?:['"\`]|\})/(?:${areaRoots.map(escape).join('|')})${end}`,
    String.raw`['"\`](?:${topLevel.map(escape).join('|')})${end}`,
    String.raw`['"\`](?:${[...new Set(areaPaths)].map(escape).join('|')})${end}`,
  ];
  return new RegExp(alternatives.join('|'));
}

function handWrittenPaths(source: string): string[] {
  const pattern = handWrittenPathPattern();
  return (
    source
      .split('\n')
      .map((line, i) => ({ line: line.trim(), number: i + 1 }))
      // Comments may name paths: they are read by people, not followed by the router.
      .filter(({ line }) => !/^(\/\/|\/\*|\*)/.test(line) && pattern.test(line))
      .map(({ line, number }) => `${number}: ${line}`)
  );
}

describe('app paths', () => {
  it('are written only in the route tables (src/routes)', () => {
    const found = productFiles().flatMap((file) =>
      handWrittenPaths(readFileSync(file, 'utf8')).map((hit) => `${path.relative(srcRoot, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });

  it('written by hand are found, and server paths are not taken for them', () => {
    const handWritten = [
      "navigate('/customer/risk-portal');",
      '<Link to="/admin/tenants">',
      'const to = `${basePath}/customer/reports?x=1`;',
      'return `/tenant/${id}/partner`;',
      "navigate('/partner', { replace: true });",
      "const signIn = '/auth/sign-in';",
      "if (pathname === '/change-password') return;",
      "{ from: 'deployment', to: 'deployment/regulations' }",
      "const settings = 'settings/partner-settings';",
    ];
    for (const line of handWritten) expect(handWrittenPaths(line), line).toHaveLength(1);

    const notAppPaths = [
      "await postJson('/api/Login/token', body);",
      'await fetchFn(`/sso/refresh?${query}`);',
      "export const GRAPHQL_ENDPOINT = '/graphql';",
      'countLabel={(n) => `${n} tenants`}',
      "field: 'users',",
      "navigate('/', { replace: true });",
      '// /customer/reports is where the link leads',
      '/** partner/* and /tenant/{id}/partner/*: the partner area */',
    ];
    for (const line of notAppPaths) expect(handWrittenPaths(line), line).toEqual([]);
  });
});

describe('test support', () => {
  it('is never imported by the console', () => {
    const imports = productFiles().flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return [...source.matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)]
        .map((m) => path.resolve(path.dirname(file), m[1] ?? ''))
        .filter((target) => target === testSupportRoot || target.startsWith(`${testSupportRoot}${path.sep}`))
        .map((target) => `${path.relative(srcRoot, file)} imports ${path.relative(webRoot, target)}`);
    });
    expect(imports).toEqual([]);
  });
});
