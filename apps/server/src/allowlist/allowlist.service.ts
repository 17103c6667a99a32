import type { z } from 'zod';
import {
  isStandardFileExtension,
  updateExtensionRuleSchema,
  type ParseType,
  type UpdateExtensionRuleRequest,
} from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError, ValidationError } from '../common/errors.js';
import type { Db, Queryable } from '../db/client.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import { resolveTenantScope, type TenantScope } from '../tenants/tenant-scope.js';
import {
  extensionRulesQuery,
  findExtensionClassifiers,
  extensionsOfProcesses,
  processesOfExtensions,
  processesWithExtensionsQuery,
  type ExtensionProcessRow,
  type ExtensionRuleRow,
  type ExtensionsRequest,
  type ProcessExtensionRow,
  type ProcessWithExtensionsRow,
} from './allowlist.read-model.js';
import { lockExtensionRule, updateExtensionRule as writeExtensionRule } from './extension-rules.repo.js';

/** A classifier that finds files by their extension (BY_EXTENSIONS) and names this one. */
export interface ExtensionClassifier {
  id: number;
  name: string;
}

export type ExtensionRuleWithProcesses = ExtensionRuleRow & {
  processes: ExtensionProcessRow[];
  classifiers: ExtensionClassifier[];
};

const bareExtension = (ext: string) => ext.trim().replace(/^\.+/, '').toLowerCase();

/** The tenant's active BY_EXTENSIONS classifiers, by each extension they name (any spelling). */
async function classifiersByExtension(
  db: Queryable,
  scope: TenantScope,
): Promise<Map<string, ExtensionClassifier[]>> {
  const byExtension = new Map<string, ExtensionClassifier[]>();
  for (const c of await findExtensionClassifiers(db, scope)) {
    for (const ext of new Set(c.extensions.map(bareExtension))) {
      byExtension.set(ext, [...(byExtension.get(ext) ?? []), { id: c.id, name: c.name }]);
    }
  }
  return byExtension;
}
export type ProcessRuleWithExtensions = ProcessWithExtensionsRow & { extensions: ProcessExtensionRow[] };

/** extensionsWithProcessRules2: a page of extensions, each with the applications that acted on it. */
export async function listExtensionRules(
  db: Queryable,
  scope: TenantScope,
  args: ListArgs & { request?: ExtensionsRequest | null },
  list: Pick<ListDefinition<ExtensionRuleRow>, 'run'>,
): Promise<ListResult<ExtensionRuleWithProcesses>> {
  const request = args.request ?? {};
  const page = await list.run(db, extensionRulesQuery(scope, request), args);
  const children = await processesOfExtensions(
    db,
    scope,
    page.items.map((i) => i.extension),
    request,
  );
  const classifiers = await classifiersByExtension(db, scope);
  return {
    ...page,
    items: page.items.map((i) => ({
      ...i,
      processes: children.get(i.extension) ?? [],
      classifiers: classifiers.get(i.extension) ?? [],
    })),
  };
}

/** processRulesWithExtentions: a page of applications, each with the extensions it acted on. */
export async function listProcessRulesWithExtensions(
  db: Queryable,
  scope: TenantScope,
  args: ListArgs & { request?: ExtensionsRequest | null },
  list: Pick<ListDefinition<ProcessWithExtensionsRow>, 'run'>,
): Promise<ListResult<ProcessRuleWithExtensions>> {
  const page = await list.run(db, processesWithExtensionsQuery(scope, args.request ?? {}), args);
  const children = await extensionsOfProcesses(
    db,
    scope,
    page.items.map((i) => i.id),
  );
  return { ...page, items: page.items.map((i) => ({ ...i, extensions: children.get(i.id) ?? [] })) };
}

export interface ExtensionRuleState {
  extension: string;
  isEnabled: boolean;
  isStandardFileExtension: boolean;
  parseType: ParseType | null;
}

function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ValidationError(issue?.message ?? 'Invalid value', issue?.path.map(String).pop());
}

/**
 * Include in Scanning (isTurnedOn) or Parse As Text (parseType TEXT, or null for off) of one
 * extension of a customer. Any well-formed extension may get a rule, seen or not: excluding one
 * before an agent meets it is how an administrator keeps, say, disk images out of the scan.
 */
export async function updateExtensionRule(
  db: Db,
  user: AuthUser,
  tenantId: number | null | undefined,
  input: Omit<UpdateExtensionRuleRequest, 'setsParseType'> & { parseType?: ParseType | null },
): Promise<ExtensionRuleState> {
  const request = parsed(updateExtensionRuleSchema, {
    extension: input.extension,
    isTurnedOn: input.isTurnedOn,
    parseType: input.parseType,
    setsParseType: input.parseType !== undefined,
  });
  return db.transaction(async (tx) => {
    const scope = await resolveTenantScope(tx, user, tenantId);
    if (!scope.isCustomer) throw new NotFoundError('Tenant', scope.tenantId);
    const rule = await lockExtensionRule(tx, scope, request.extension);
    const change =
      request.isTurnedOn != null
        ? { isEnabled: request.isTurnedOn }
        : { parseType: request.parseType ?? null };
    const before = { isEnabled: rule.isEnabled, parseType: rule.parseType };
    const stored = await writeExtensionRule(tx, scope, rule.id, change);
    const after = { isEnabled: stored.isEnabled, parseType: stored.parseType };
    if (before.isEnabled !== after.isEnabled || before.parseType !== after.parseType) {
      await recordAudit(tx, user, {
        scope,
        entityType: 'ExtensionRule',
        entityId: stored.id,
        entityName: stored.extension,
        operation: 'UPDATE',
        before,
        after,
      });
    }
    return {
      extension: stored.extension,
      isEnabled: stored.isEnabled,
      isStandardFileExtension: isStandardFileExtension(stored.extension),
      parseType: stored.parseType,
    };
  });
}
