import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The server's folders form layers: a folder imports only folders of the layers beneath its own,
 * never one above it and never a neighbour of its own layer. A new folder must be placed here
 * before its first import is accepted.
 */

/** Lowest first. A root file (app.ts) counts as the folder of its name (app). */
const LAYERS: readonly (readonly string[])[] = [
  // The signing secret's file, which the configuration reads.
  ['signing-secret'],
  ['db', 'config', 'http', 'mail'],
  // Prometheus metrics: the process's counters and histogram, gauges fed by their sources (app.ts).
  ['metrics'],
  ['common'],
  // The durable job queue on the database (lease-based; its handlers live in the domains).
  ['queue'],
  // The GraphQL mechanisms every domain's schema uses: the builder, guards, the list.
  ['graphql'],
  // The tenant tree and TenantScope, which every tenant-owned read and write takes.
  ['tenants'],
  ['users', 'audit'],
  ['auth'],
  // Single sign-on: tenants' auth providers and the OpenID Connect sign-in, which opens sessions.
  ['sso'],
  // Customer settings: decryption credentials (behind the auth's password re-verification).
  ['settings'],
  // The risk write side: rollup tables, deltas, recompute, the history and the application window.
  ['rollups'],
  ['devices', 'regulations', 'processes'],
  // Cloud connections of the repository scanner: OneDrive, Outlook, Google Drive, Gmail (OAuth, auth files).
  ['cloud-auth'],
  // Managing the users of a tenant: accounts (users), passwords (auth), groups (devices).
  ['people'],
  ['files'],
  // Allowlisting: extension rules and the applications × extensions lists over the file actions.
  ['allowlist'],
  ['classifiers'],
  ['rules'],
  ['policy-updates'],
  // The risk read side: the risk portal's queries over the rollups and every domain's rows.
  ['risk'],
  // Alert settings and the alert engine over the customers' file events, and its mail.
  ['alerts'],
  // The data explorer: Discovered Data, the Activity Log and their exports, false positives.
  ['explorer'],
  // Tenant management: creating, editing, listing and deleting tenants, onboarding, sign-up.
  ['tenant-management'],
  // What the back office asks of agents (log requests) and what they report of FIPS: the console's
  // side; agent-ingest answers the agents. Popups: the back office's popup templates, payment popups
  // launched per tenant and each user's answers to them.
  ['agent-logs', 'fips', 'popups'],
  ['agent-ingest'],
  // Installation packages (the bundled agent, the installers) and the installer's uninstall.
  ['installation'],
  // Reports: PDF and CSV documents of the risk figures, made by the job queue, and their schedules.
  ['reports'],
  // The server's own passes over the customers' stored cloud connections (the agent's repository pass).
  ['cloud-scan'],
  // The GraphQL API assembled from every domain's schema, and its Yoga server.
  ['api'],
  ['jobs'],
  ['seed'],
  ['app', 'tables'],
  ['main', 'cli'],
];

const SRC = import.meta.dirname;

interface Import {
  from: string;
  to: string;
  line: number;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every relative import and re-export of the server's source, type-only ones included. */
function imports(): Import[] {
  const out: Import[] = [];
  for (const file of sourceFiles(SRC)) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const add = (specifier: ts.Expression | undefined) => {
      if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), specifier.text.replace(/\.js$/, '.ts'));
      out.push({
        from: path.relative(SRC, file),
        to: path.relative(SRC, target),
        line: source.getLineAndCharacterOfPosition(specifier.getStart()).line + 1,
      });
    };
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
      else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
        add(node.arguments[0]);
      else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
        add(node.argument.literal as ts.Expression);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

/** `tenants/tenant-scope.ts` → tenants; `app.ts` → app. */
const folderOf = (file: string) => file.split(path.sep)[0]!.replace(/\.ts$/, '');
const layerOf = (folder: string) => LAYERS.findIndex((layer) => layer.includes(folder));

function upward(all: Import[]): Import[] {
  return all.filter((i) => {
    const from = folderOf(i.from);
    const to = folderOf(i.to);
    return from !== to && layerOf(to) >= layerOf(from);
  });
}

const ALL = imports();

describe('the layers of the server', () => {
  it('place every folder of apps/server/src, and only folders that exist', () => {
    const folders = new Set(sourceFiles(SRC).map((f) => folderOf(path.relative(SRC, f))));
    expect([...folders].filter((f) => layerOf(f) < 0)).toEqual([]);
    expect(LAYERS.flat().filter((f) => !folders.has(f))).toEqual([]);
  });

  it('are kept: no import runs up a layer or sideways into a neighbour', () => {
    expect(upward(ALL).map((i) => `${i.from}:${i.line} -> ${i.to}`)).toEqual([]);
  });
});
