import { Messages } from '@vigil/contracts';
import type { Guard } from '../../src/graphql/guards.js';
import type { Made, OperationCase } from './case-types.js';
import { ARGUMENTS, isEntity, isTenantOwned, type EntityKind } from './id-arguments.js';
import type { OperationShape } from './schema-walker.js';
import { foreignIds, standIn, validId } from './tenant-objects.js';
import {
  CALLERS,
  HOME,
  MISSING_ID,
  REACH,
  TENANTS,
  isCustomer,
  isWithin,
  type CallerName,
  type TenantName,
  type TreeFixture,
} from './tenant-tree.js';
import { callersEntries, fingerprint } from './written-tables.js';

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
        if (typeof kept === 'number') return kept;
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

  private auditMark: number | null = null;

  private async snapshot(): Promise<string | null> {
    if (!this.mutation) return null;
    this.auditMark = await callersEntries(this.fx);
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
    if (this.mutation && this.auditMark !== null && (await callersEntries(this.fx)) !== this.auditMark) {
      this.fail(label, 'a refused mutation wrote to the change history');
      this.auditMark = await callersEntries(this.fx);
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
