import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Every module that speaks SQL (a repository, a read model, a service with queries) takes the
 * TenantScope it works in, never a bare tenant id: a scope is made only by the tenant resolver, so
 * a function that takes one cannot be handed a tenant its caller was not granted. This reads the
 * server's source with the TypeScript compiler and names every exported function that takes a
 * tenant id instead, or an object that merely looks like a scope.
 */

const SRC = path.resolve(import.meta.dirname, '..');

/** Files allowed to take tenant ids, each with its reason. Keep it tiny. */
const EXCEPTIONS: Readonly<Record<string, string>> = {
  'tenants/tenant-scope.ts': 'the resolvers: they turn a requested tenant id into a scope',
};

/** A parameter that names a tenant by its id. */
const TENANT_ID = /^(tenant|customer|partner)Ids?$|TenantIds?$/;

function sqlModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sqlModules(full);
    if (!entry.name.endsWith('.ts') || /\.(test|tables)\.ts$/.test(entry.name)) return [];
    const text = fs.readFileSync(full, 'utf8');
    return entry.name.endsWith('.repo.ts') || text.includes("from 'drizzle-orm'") ? [full] : [];
  });
}

function isExported(node: ts.Node): boolean {
  return (ts.getCombinedModifierFlags(node as ts.Declaration) & ts.ModifierFlags.Export) !== 0;
}

/** The exported functions of a file: declarations and consts bound to arrow or function expressions. */
function exportedFunctions(source: ts.SourceFile): { name: string; fn: ts.SignatureDeclaration }[] {
  const out: { name: string; fn: ts.SignatureDeclaration }[] = [];
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && isExported(statement)) {
      out.push({ name: statement.name.text, fn: statement });
    } else if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const d of statement.declarationList.declarations) {
        const init = d.initializer;
        if (ts.isIdentifier(d.name) && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)))
          out.push({ name: d.name.text, fn: init });
      }
    }
  }
  return out;
}

/** What is wrong with a parameter, if anything: a tenant id, or a hand-made look-alike of a scope. */
function problem(parameter: ts.ParameterDeclaration): string | null {
  const name = parameter.name.getText();
  if (TENANT_ID.test(name)) return `takes ${name}`;
  const type = parameter.type;
  if (type && ts.isTypeLiteralNode(type)) {
    const tenantMember = type.members.find((m) => m.name && TENANT_ID.test(m.name.getText()));
    if (tenantMember) return `takes ${name} with ${tenantMember.name!.getText()}`;
  }
  return null;
}

function findings(): string[] {
  const out: string[] = [];
  for (const file of sqlModules(SRC)) {
    const relative = path.relative(SRC, file);
    if (relative in EXCEPTIONS) continue;
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const { name, fn } of exportedFunctions(source)) {
      for (const parameter of fn.parameters) {
        const wrong = problem(parameter);
        if (wrong) out.push(`${relative}: ${name} ${wrong}`);
      }
    }
  }
  return out;
}

describe('modules that speak SQL', () => {
  const found = findings();

  it('take a TenantScope, never a bare tenant id', () => {
    expect(found).toEqual([]);
  });

  it('name their exceptions by files that exist', () => {
    expect(Object.keys(EXCEPTIONS).filter((file) => !fs.existsSync(path.join(SRC, file)))).toEqual([]);
  });

  it('would catch a function taking a tenant id or a look-alike of a scope', () => {
    const source = ts.createSourceFile(
      'probe.ts',
      `export async function findThings(db: Db, tenantId: number) {}
       export const listThings = (db: Db, parent: { tenantId: number; path: string }) => {};
       export function fine(db: Db, scope: TenantScope, thingId: number) {}`,
      ts.ScriptTarget.Latest,
      true,
    );
    const caught = exportedFunctions(source).flatMap(({ name, fn }) =>
      fn.parameters.flatMap((p) => {
        const wrong = problem(p);
        return wrong ? [`${name} ${wrong}`] : [];
      }),
    );
    expect(caught).toEqual(['findThings takes tenantId', 'listThings takes parent with tenantId']);
  });
});
