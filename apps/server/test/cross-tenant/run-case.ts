import { sql } from 'drizzle-orm';
import { Messages } from '@vigil/contracts';
import type { Guard } from '../../src/graphql/guards.js';
import { rowsOf } from '../../src/db/rows.js';
import { ARGUMENTS, isEntity, isTenantOwned, type EntityKind } from './id-arguments.js';
import type { OperationShape } from './schema-walker.js';
import {
  CALLERS,
  CUSTOMERS,
  HOME,
  MISSING_ID,
  REACH,
  TENANTS,
  TESTING_GROUP,
  isCustomer,
  isWithin,
  liveCustomersOf,
  type CallerName,
  type CustomerName,
  type CustomerObjects,
  type TenantName,
  type TreeFixture,
} from './tenant-tree.js';

/** Objects made for one call (mutations change them), by the argument path they stand for. */
export type Made = Record<string, number>;

/** What a case builds a call from. */
export interface Vars {
  /** The tenant acted for, as its argument takes it; undefined: left out (the caller's own). */
  target: number | undefined;
  /** Which tenant that is. */
  tenant: TenantName | 'missing';
  /** The id of an id-bound argument (`request.classifierId`): the target's own, or a foreign or missing one under test. */
  id(path: string): number;
  /** The argument under test, if any: a case whose valid call depends on the argument picks it by this. */
  focus: string | null;
  /** The customer whose objects stand for the target's: the target itself, or the first live customer below it. */
  customer: CustomerObjects;
  made: Made;
  caller: CallerName;
  fx: TreeFixture;
}

export interface CheckInput {
  data: Record<string, unknown>;
  /** The tenant acted for. */
  tenant: TenantName;
  tenantId: number;
  customer: CustomerObjects;
  caller: CallerName;
  made: Made;
  sent: Record<string, unknown>;
  fx: TreeFixture;
}

export interface MakeInput {
  fx: TreeFixture;
  tenant: TenantName;
  tenantId: number;
  customer: CustomerObjects;
  caller: CallerName;
}

/**
 * How to call one operation for a target tenant and how to check its answer against the database.
 * The harness (below) calls it as every caller for every tenant, and with a foreign id in every
 * id-bound argument.
 */
export interface OperationCase {
  document: string;
  /** The argument naming the tenant acted for: `tenantId` unless said; null: the operation names none. */
  target?: string | null;
  /**
   * Whose objects are the target's: `tenant` its own (classifiers, rules…), `subtree` those of the
   * live customers at or below it (devices, folders…: a partner sees its customers').
   */
  scope?: 'tenant' | 'subtree';
  /** Tenants the operation has data for; a tenant in reach without it answers like a missing object. */
  appliesTo(tenant: TenantName): boolean;
  variables(v: Vars): Record<string, unknown>;
  /** Mutations: objects of the target to change, so calls do not disturb one another. */
  make?(m: MakeInput): Promise<Made>;
  /** Compares an allowed answer with what the database holds for the target. */
  check(c: CheckInput): Promise<void>;
  /** Callers the operation itself refuses (beyond its guard), with the message they get. */
  refuses?: Partial<Record<CallerName, string>>;
  /** The back office's two roles see different data (SysAdmin alone sees the library's hidden objects). */
  backOfficeRolesDiffer?: boolean;
  /** Targets where foreign ids are tried (default: every target it applies to). */
  foreignAt?(tenant: TenantName): boolean;
}

export const anyTenant = (): boolean => true;
export const customersOnly = (t: TenantName): boolean => isCustomer(t);
export const backOfficeOnly = (t: TenantName): boolean => t === 'root';

interface GqlError {
  message: string;
  extensions?: Record<string, unknown>;
}
export interface Answer {
  status: number;
  data: Record<string, unknown> | null;
  errors: GqlError[] | undefined;
}

/** The same answer, the ids in messages aside: what a refused call must give compared with a missing one. */
export function normalised(a: Answer): unknown {
  return {
    status: a.status,
    data: a.data,
    errors: (a.errors ?? []).map((e) => ({ ...e, message: e.message.replace(/\d+/g, '#') })),
  };
}

const SELF_CALLERS: readonly CallerName[] = ['own', 'readOnly', 'partnerAdmin', 'sysAdmin'];

/** Who gets past each guard, written out by hand (graphql/guards.ts). */
const GUARD_ADMITS: Record<Guard, readonly CallerName[]> = {
  public: CALLERS,
  signedIn: CALLERS,
  self: CALLERS,
  write: CALLERS.filter((c) => c !== 'readOnly'),
  tenantAdmin: CALLERS.filter((c) => c !== 'readOnly' && c !== 'onboardingManager'),
  backOffice: ['sysAdmin', 'onboardingManager'],
  sysAdmin: ['sysAdmin'],
};

function refusal(guard: Guard, caller: CallerName, c: OperationCase): string | null {
  const own = c.refuses?.[caller];
  if (own) return own;
  if (GUARD_ADMITS[guard].includes(caller)) return null;
  const readOnlyBlocked = guard === 'write' || guard === 'tenantAdmin';
  return caller === 'readOnly' && readOnlyBlocked ? Messages.readOnlyUser : Messages.notAllowed;
}

/** The customer whose objects stand for a tenant's: itself, or the first live customer below it. */
export function standIn(tenant: TenantName | 'missing'): CustomerName {
  if (tenant === 'missing') return 'customerOfPartner';
  if (isCustomer(tenant)) return tenant;
  return liveCustomersOf(tenant)[0] ?? 'customerOfPartner';
}

/** Every tenant-owned object of the fixture of a kind, with its owner. */
function objectsOf(fx: TreeFixture, kind: EntityKind): { owner: TenantName; id: number }[] {
  const perCustomer = (pick: (c: CustomerObjects) => number) =>
    CUSTOMERS.map((owner) => ({ owner: owner as TenantName, id: pick(fx.customers[owner]) }));
  switch (kind) {
    case 'Classifier':
      return perCustomer((c) => c.card);
    case 'Rule':
      return perCustomer((c) => c.ruleId);
    case 'Device':
      return perCustomer((c) => c.deviceId);
    case 'DeviceGroup':
      return perCustomer((c) => c.deviceGroupId);
    case 'Folder':
      return perCustomer((c) => c.folderId);
    case 'Process':
      return perCustomer((c) => c.processId);
    case 'User':
      return [
        ...CALLERS.map((caller) => ({ owner: HOME[caller], id: fx.userIds[caller] })),
        ...perCustomer((c) => c.userId),
      ];
    case 'AuditEntry':
      return TENANTS.map((owner) => ({ owner, id: fx.auditIds[owner] }));
    default:
      return [];
  }
}

/**
 * One foreign object of each relation to the target, the first of each found: a tenant above the
 * target, one the caller may also act for, one out of the caller's reach, a deleted one.
 */
function oneOfEach<T extends { owner: TenantName }>(
  objects: T[],
  tenant: TenantName,
  caller: CallerName,
): T[] {
  const relation = (o: T) =>
    o.owner === 'deletedCustomer'
      ? 'deleted'
      : isWithin(tenant, o.owner)
        ? 'above'
        : REACH[caller].includes(o.owner)
          ? 'in reach'
          : 'elsewhere';
  const seen = new Set<string>();
  return objects.filter((o) => {
    const r = relation(o);
    if (seen.has(r)) return false;
    seen.add(r);
    return true;
  });
}

/** Ids of a kind the target must not reach through this operation, one of each relation to it. */
export function foreignIds(
  fx: TreeFixture,
  kind: EntityKind,
  tenant: TenantName,
  scope: 'tenant' | 'subtree',
  caller: CallerName,
): { owner: string; id: number }[] {
  const liveWithin = (owner: TenantName) => owner !== 'deletedCustomer' && isWithin(owner, tenant);
  switch (kind) {
    case 'Tenant':
      // Another tenant argument (customer2's tenantId): one the caller may act for and that holds the target.
      return oneOfEach(
        TENANTS.filter((x) => !(REACH[caller].includes(x) && isWithin(tenant, x))).map((x) => ({
          owner: x,
          id: fx.ids[x],
        })),
        tenant,
        caller,
      );
    case 'Regulation': {
      if (caller === 'sysAdmin') return [];
      const other =
        CUSTOMERS.find((c) => c !== tenant && c !== 'deletedCustomer') ?? 'customerOfOtherPartner';
      return [
        { owner: `${other} (test regulation)`, id: fx.customers[other].testRegulationId },
        { owner: 'nobody (test regulation)', id: fx.hiddenTestRegulationId },
      ];
    }
    case 'TemplateClassifier': {
      if (tenant === 'root') return [];
      const groups = isCustomer(tenant) ? [TESTING_GROUP[tenant]] : [];
      return CUSTOMERS.filter((c) => c !== 'deletedCustomer' && !groups.includes(TESTING_GROUP[c])).map(
        (c) => ({
          owner: `testing group ${TESTING_GROUP[c]} (${c})`,
          id: fx.customers[c].templateId,
        }),
      );
    }
    default:
      return oneOfEach(
        objectsOf(fx, kind)
          // The caller's own account is its own to change, whatever the tenant acted for.
          .filter((o) => !(kind === 'User' && o.id === fx.userIds[caller]))
          .filter((o) => (scope === 'tenant' ? o.owner !== tenant : !liveWithin(o.owner))),
        tenant,
        caller,
      );
  }
}

/** The target's own object of a kind (or its stand-in customer's). */
function validId(
  fx: TreeFixture,
  kind: EntityKind,
  tenant: TenantName | 'missing',
  caller: CallerName,
): number {
  const c = fx.customers[standIn(tenant)];
  switch (kind) {
    case 'Tenant':
      return fx.ids[HOME[caller]];
    case 'Classifier':
      return c.card;
    case 'Rule':
      return c.ruleId;
    case 'Device':
      return c.deviceId;
    case 'DeviceGroup':
      return c.deviceGroupId;
    case 'Folder':
      return c.folderId;
    case 'Process':
      return c.processId;
    case 'User':
      return c.userId;
    case 'AuditEntry':
      return fx.auditIds[tenant === 'missing' ? 'customerOfPartner' : tenant];
    case 'Regulation':
      return c.regulationId;
    case 'TemplateClassifier':
      return tenant !== 'missing' && isCustomer(tenant) ? c.templateId : fx.prodTemplateId;
  }
}

/** Rows of every table a mutation may write: equal before and after means nothing changed anywhere. */
const WRITTEN_TABLES = [
  'tenants',
  'users',
  'refresh_tokens',
  'sign_in_tokens',
  'regulations',
  'tenant_regulations',
  'template_classifiers',
  'template_classifier_regulations',
  'classifiers',
  'classifier_regulations',
  'rules',
  'devices',
  'device_groups',
  'device_group_members',
  'processes',
  'files',
  'file_findings',
  'tenant_risk_rollups',
  'classifier_risk_rollups',
  'regulation_risk_rollups',
  'device_risk_rollups',
  'device_classifier_risk_rollups',
];

export async function fingerprint(fx: TreeFixture): Promise<string> {
  const parts = WRITTEN_TABLES.map(
    (table) =>
      `select '${table}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${table} x`,
  );
  parts.push(
    `select 'audit_entries' as t, count(*)::text || ':' || coalesce(max(id), 0)::text as h from audit_entries`,
  );
  const rows = await rowsOf<{ t: string; h: string }>(fx.t.db, sql.raw(parts.join(' union all ')));
  return rows.map((r) => `${r.t}=${r.h}`).join('\n');
}

/** What one operation's run found wrong, and how many calls it made. */
export interface Outcome {
  failures: string[];
  calls: number;
  /** Calls by what they checked: allowed (against the database), refused targets, guard refusals, foreign ids, filters. */
  counts: Record<'allowed' | 'refused' | 'guard' | 'foreign' | 'filter', number>;
  /** Arguments that had no foreign object to try for some caller and target (reported, not failed). */
  untried: Set<string>;
}

export class CaseRunner {
  readonly outcome: Outcome = {
    failures: [],
    calls: 0,
    counts: { allowed: 0, refused: 0, guard: 0, foreign: 0, filter: 0 },
    untried: new Set(),
  };
  private readonly targetPath: string | null;
  private readonly mutation: boolean;

  constructor(
    private readonly fx: TreeFixture,
    private readonly shape: OperationShape,
    private readonly c: OperationCase,
    private readonly guard: Guard,
  ) {
    this.targetPath = c.target === undefined ? 'tenantId' : c.target;
    this.mutation = shape.kind === 'Mutation';
  }

  private fail(label: string, detail: string): void {
    this.outcome.failures.push(`${this.shape.operation} ${label}: ${detail}`);
  }

  private meaning(path: string) {
    return ARGUMENTS[`${this.shape.operation}.${path}`];
  }

  /** The id-bound arguments other than the target, as the walker found them. */
  private idArguments(filters: boolean) {
    return this.shape.intArguments.filter(
      (a) => a.filter === filters && isEntity(this.meaning(a.argPath)) && a.argPath !== this.targetPath,
    );
  }

  private variables(
    caller: CallerName,
    tenant: TenantName | 'missing',
    targetId: number | undefined,
    made: Made,
    focus: { path: string; id: number } | null,
    requested?: Set<string>,
  ): Record<string, unknown> {
    return this.c.variables({
      target: targetId,
      tenant,
      focus: focus?.path ?? null,
      customer: this.fx.customers[standIn(tenant)],
      made,
      caller,
      fx: this.fx,
      id: (path) => {
        requested?.add(path);
        if (focus && path === focus.path) return focus.id;
        const kept = made[path];
        if (kept !== undefined) return kept;
        const meaning = this.meaning(path);
        if (!isEntity(meaning))
          throw new Error(`${this.shape.operation}.${path} is not an id-bound argument`);
        return validId(this.fx, meaning, tenant, caller);
      },
    });
  }

  private async call(
    caller: CallerName,
    variables: Record<string, unknown>,
    kind: keyof Outcome['counts'],
  ): Promise<Answer> {
    this.outcome.calls += 1;
    this.outcome.counts[kind] += 1;
    const res = await this.fx.t.gql(this.c.document, variables, this.fx.tokens[caller]);
    return { status: res.status, data: res.data, errors: res.errors };
  }

  /** The newest change-history entry: every mutation writes one, so a refused call must leave it. */
  private async lastAudit(): Promise<number> {
    const [row] = await rowsOf<{ id: number }>(
      this.fx.t.db,
      sql`select coalesce(max(id), 0)::int as id from audit_entries`,
    );
    return row?.id ?? 0;
  }

  private auditMark: number | null = null;

  private async snapshot(): Promise<string | null> {
    if (!this.mutation) return null;
    this.auditMark = await this.lastAudit();
    return fingerprint(this.fx);
  }

  private async unchanged(label: string, before: string | null): Promise<void> {
    if (before === null) return;
    const after = await fingerprint(this.fx);
    if (after !== before) {
      const changed = after.split('\n').filter((line) => !before.split('\n').includes(line));
      this.fail(label, `a refused mutation changed ${changed.map((l) => l.split('=')[0]).join(', ')}`);
    }
  }

  private async same(label: string, got: Answer, missing: Answer): Promise<void> {
    if (this.mutation && this.auditMark !== null && (await this.lastAudit()) !== this.auditMark) {
      this.fail(label, 'a refused mutation wrote to the change history');
      this.auditMark = await this.lastAudit();
    }
    const a = JSON.stringify(normalised(got));
    const b = JSON.stringify(normalised(missing));
    if (a !== b) this.fail(label, `answered ${a}\n      a missing one answers ${b}`);
  }

  private async allowed(caller: CallerName, tenant: TenantName, targetId: number | undefined, label: string) {
    const customer = this.fx.customers[standIn(tenant)];
    const made = this.c.make
      ? await this.c.make({ fx: this.fx, tenant, tenantId: this.fx.ids[tenant], customer, caller })
      : {};
    const sent = this.variables(caller, tenant, targetId, made, null);
    const res = await this.call(caller, sent, 'allowed');
    if (res.errors?.length || !res.data) {
      this.fail(label, `an allowed call failed: ${JSON.stringify(res.errors)}`);
      return;
    }
    try {
      await this.c.check({
        data: res.data,
        tenant,
        tenantId: this.fx.ids[tenant],
        customer,
        caller,
        made,
        sent,
        fx: this.fx,
      });
    } catch (error) {
      this.fail(label, `answered other data than the database holds for ${tenant}: ${String(error)}`);
    }
  }

  /**
   * The callers an operation is run as. The Onboarding Manager acts for the same tenants as the
   * SysAdmin: it is run where the two are told apart (a guard or the case refuses one of them, or
   * the library's hidden objects, shown to SysAdmin only, are among the arguments or the answer).
   */
  private callers(): CallerName[] {
    const differ =
      refusal(this.guard, 'sysAdmin', this.c) !== refusal(this.guard, 'onboardingManager', this.c) ||
      this.c.backOfficeRolesDiffer === true ||
      this.idArguments(false).some((a) => !isTenantOwned(this.meaning(a.argPath) as EntityKind));
    return CALLERS.filter((c) => c !== 'onboardingManager' || differ);
  }

  /** Every caller × every tenant (and the caller's own, left out): the right tenant's data, or exactly a missing tenant's answer. */
  async reach(): Promise<void> {
    for (const caller of this.callers()) {
      const refused = refusal(this.guard, caller, this.c);
      if (refused) {
        await this.guardRefuses(caller, refused);
        continue;
      }
      if (this.targetPath === null) {
        await this.allowed(caller, HOME[caller], undefined, `as ${caller}`);
        continue;
      }
      const targetRequired = this.shape.intArguments.find((a) => a.argPath === this.targetPath)?.required;
      // The read-only user reaches what `own` reaches; its own tenant, its parent and a stranger show it.
      const tenants: readonly TenantName[] =
        caller === 'readOnly' ? ['customerOfPartner', 'partner', 'customerOfOtherPartner'] : TENANTS;
      // Leaving tenantId out acts for the caller's own tenant: shown for a customer, a partner and the back office.
      const implicit = !targetRequired && SELF_CALLERS.includes(caller);
      const targets: (TenantName | 'self')[] = [...tenants, ...(implicit ? ['self' as const] : [])];
      const at = (target: TenantName | 'self') => {
        const tenant = target === 'self' ? HOME[caller] : target;
        const own = `its own tenant (${tenant}, tenantId left out)`;
        return {
          tenant,
          targetId: target === 'self' ? undefined : this.fx.ids[tenant],
          label: `as ${caller} for ${target === 'self' ? own : target}`,
        };
      };
      const before = await this.snapshot();
      const missing = await this.call(
        caller,
        this.variables(caller, 'missing', MISSING_ID, {}, null),
        'refused',
      );
      // In reach but holding nothing of the kind (a partner, for a customer's classifier): the
      // stand-in customer's objects are foreign there, and answer like missing ones (asked once: the
      // answers differ only in the tenant's number).
      let none: Answer | null = null;
      const objects = Object.fromEntries(
        this.idArguments(false)
          .filter((a) => isTenantOwned(this.meaning(a.argPath) as EntityKind))
          .map((a) => [a.argPath, MISSING_ID]),
      );
      for (const target of targets) {
        const { tenant, targetId, label } = at(target);
        if (!REACH[caller].includes(tenant)) {
          const res = await this.call(caller, this.variables(caller, tenant, targetId, {}, null), 'refused');
          await this.same(label, res, missing);
        } else if (!this.c.appliesTo(tenant)) {
          none ??= await this.call(
            caller,
            this.variables(caller, tenant, targetId, objects, null),
            'refused',
          );
          const res = await this.call(caller, this.variables(caller, tenant, targetId, {}, null), 'refused');
          await this.same(label, res, none);
        }
      }
      await this.unchanged(`as ${caller} for the tenants refused`, before);
      for (const target of targets) {
        const { tenant, targetId, label } = at(target);
        if (REACH[caller].includes(tenant) && this.c.appliesTo(tenant))
          await this.allowed(caller, tenant, targetId, label);
      }
    }
  }

  /** A caller its guard refuses gets the same refusal for any target or id: the guard reads none. */
  private async guardRefuses(caller: CallerName, message: string): Promise<void> {
    const tenants: (TenantName | 'missing')[] =
      this.targetPath === null ? ['customerOfPartner'] : [HOME[caller], 'customerOfOtherPartner', 'missing'];
    const before = await this.snapshot();
    const answers: Answer[] = [];
    for (const tenant of tenants) {
      const targetId = tenant === 'missing' ? MISSING_ID : this.fx.ids[tenant];
      answers.push(await this.call(caller, this.variables(caller, tenant, targetId, {}, null), 'guard'));
    }
    const objects = Object.fromEntries(this.idArguments(false).map((a) => [a.argPath, MISSING_ID]));
    answers.push(
      await this.call(caller, this.variables(caller, 'missing', MISSING_ID, objects, null), 'guard'),
    );
    const first = answers[0];
    const label = `as ${caller} (refused by its guard)`;
    if (first?.errors?.[0]?.message !== message || first.errors[0].extensions?.code !== 'FORBIDDEN')
      this.fail(
        label,
        `expected "${message}" (FORBIDDEN), got ${JSON.stringify(first?.errors ?? first?.data)}`,
      );
    for (const a of answers.slice(1)) if (first) await this.same(label, a, first);
    await this.unchanged(label, before);
  }

  /**
   * The targets where foreign ids are tried: where the caller may act and the operation has data.
   * The back office, for whom every tenant is alike, is tried on the grandchild of a partner.
   */
  private foreignTargets(caller: CallerName): TenantName[] {
    if (this.targetPath === null) return [HOME[caller]];
    const targets = REACH[caller].filter((t) => this.c.appliesTo(t) && (this.c.foreignAt?.(t) ?? true));
    if (caller !== 'sysAdmin' && caller !== 'onboardingManager') return targets;
    const preferred =
      targets.find((t) => t === 'customerOfSubPartner') ?? targets.find((t) => t === 'subPartner');
    return preferred ? [preferred] : targets.slice(0, 1);
  }

  /** A foreign id in each id-bound argument, with the rest the target's own: exactly a missing id's answer. */
  async foreign(): Promise<void> {
    const args = this.idArguments(false);
    if (args.length === 0) return;
    const madeFor = new Map<TenantName, Made>();
    // The read-only user acts for the same tenant as `own`, whose calls try the same ids.
    for (const caller of this.callers().filter((c) => c !== 'readOnly')) {
      if (refusal(this.guard, caller, this.c)) continue;
      for (const tenant of this.foreignTargets(caller)) {
        const targetId = this.targetPath === null ? undefined : this.fx.ids[tenant];
        const customer = this.fx.customers[standIn(tenant)];
        // Refused calls leave the objects made for a tenant as they were: later callers reuse them.
        const made = this.c.make
          ? (madeFor.get(tenant) ??
            (await this.c.make({ fx: this.fx, tenant, tenantId: this.fx.ids[tenant], customer, caller })))
          : {};
        madeFor.set(tenant, made);
        const before = await this.snapshot();
        for (const arg of args) {
          const kind = this.meaning(arg.argPath) as EntityKind;
          const scope = this.c.scope ?? 'tenant';
          // A partner owns no customer's objects: for it, every one is foreign (its calls are in reach()).
          if (scope === 'tenant' && !isCustomer(tenant) && kind !== 'Tenant' && isTenantOwned(kind)) continue;
          const foreign = foreignIds(this.fx, kind, tenant, scope, caller);
          if (foreign.length === 0) {
            this.outcome.untried.add(`${arg.argPath} (${kind}) as ${caller} for ${tenant}`);
            continue;
          }
          const requested = new Set<string>();
          const missingVars = this.variables(
            caller,
            tenant,
            targetId,
            made,
            { path: arg.argPath, id: MISSING_ID },
            requested,
          );
          if (!requested.has(arg.argPath)) {
            this.fail(`${arg.argPath}`, 'the case never sends this argument: give it a value from id()');
            continue;
          }
          const missing = await this.call(caller, missingVars, 'foreign');
          const label = `as ${caller} for ${tenant}, ${arg.argPath}`;
          // The missing id must be what the call trips over (its number or its field), else both fail for another reason.
          const field = arg.argPath.split('.').pop();
          const reachesIt =
            !missing.errors?.length ||
            missing.errors.some(
              (e) =>
                e.message.includes(String(MISSING_ID)) ||
                (field !== undefined && e.extensions?.field === field),
            );
          if (!reachesIt)
            this.fail(
              label,
              `a missing id is refused before the argument is read (${missing.errors?.[0]?.message}): the case's call is not valid enough to test it`,
            );
          for (const f of foreign) {
            const res = await this.call(
              caller,
              this.variables(caller, tenant, targetId, made, { path: arg.argPath, id: f.id }),
              'foreign',
            );
            await this.same(`${label} = ${kind} of ${f.owner}`, res, missing);
          }
        }
        await this.unchanged(`as ${caller} for ${tenant}, foreign ids`, before);
      }
    }
  }

  /** A list filtered on a foreign id answers like one filtered on a missing id. */
  async filters(): Promise<void> {
    const args = this.idArguments(true).filter((a) => isTenantOwned(this.meaning(a.argPath) as EntityKind));
    if (args.length === 0) return;
    if (!this.c.document.includes('$where')) {
      this.fail('where', 'the list takes filters on ids: its document must pass `where: $where`');
      return;
    }
    // A customer's lists hold its own rows only; a partner's lists are where rows of several tenants meet.
    for (const caller of ['partnerAdmin'] as const) {
      if (refusal(this.guard, caller, this.c)) continue;
      const tenant = HOME[caller];
      if (!this.c.appliesTo(tenant)) continue;
      for (const arg of args) {
        const field = arg.argPath.split('.').pop() as string;
        const kind = this.meaning(arg.argPath) as EntityKind;
        const withFilter = (id: number) => ({
          ...this.variables(caller, tenant, this.fx.ids[tenant], {}, null),
          where: { [field]: { eq: id } },
        });
        const missing = await this.call(caller, withFilter(MISSING_ID), 'filter');
        // A list's rows of a tenant outside the one acted for (or dead) are foreign to it.
        const foreign =
          kind === 'Tenant'
            ? TENANTS.filter((x) => x === 'deletedCustomer' || !isWithin(x, tenant)).map((x) => ({
                owner: x,
                id: this.fx.ids[x],
              }))
            : foreignIds(this.fx, kind, tenant, this.c.scope ?? 'tenant', caller);
        for (const f of foreign) {
          const res = await this.call(caller, withFilter(f.id), 'filter');
          await this.same(`as ${caller} for ${tenant}, where.${field} = ${kind} of ${f.owner}`, res, missing);
        }
      }
    }
  }
}
