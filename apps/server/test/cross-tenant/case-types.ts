import {
  TENANTS,
  isCustomer,
  type CallerName,
  type CustomerObjects,
  type TenantName,
  type TreeFixture,
} from './tenant-tree.js';

/** Objects made for one call (mutations change them), by the argument path they stand for. */
export type Made = Record<string, number | readonly number[]>;

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

/**
 * The back office sees every tenant's rows, and on PostgreSQL the test files share one database:
 * a list's first 1 000 rows could all be other files' and leave the fixture's off the page.
 */
export const fixtureOnlyAtRoot = (v: Vars, field = 'tenantId') =>
  v.tenant === 'root' ? { where: { [field]: { in: TENANTS.map((t) => v.fx.ids[t]) } } } : {};
