import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../src/db/rows.js';
import { CUSTOMERS, TENANTS, type TreeFixture } from './tenant-tree.js';

/**
 * The rows of the fixture that a mutation may write, table by table, each as a condition on alias
 * `x`: equal digests before and after mean a refused call changed nothing. Only the fixture's own
 * rows count (its tenants below the root, its users, the library objects it made), so other test
 * files writing to a shared PostgreSQL at the same time change nothing here.
 */
function writtenRows(fx: TreeFixture): [string, SQL][] {
  const tenants = TENANTS.filter((t) => t !== 'root').map((t) => fx.ids[t]);
  const users = [...Object.values(fx.userIds), ...CUSTOMERS.map((c) => fx.customers[c].userId)];
  const own = sql`x.tenant_id = any(${array(tenants)})`;
  const library = fx.library;
  return [
    ['tenants', sql`x.id = any(${array(tenants)})`],
    ['users', sql`x.tenant_id = any(${array(tenants)}) or x.id = any(${array(users)})`],
    ['refresh_tokens', sql`x.user_id = any(${array(users)})`],
    ['sign_in_tokens', sql`x.user_id = any(${array(users)})`],
    ['regulations', sql`x.id = any(${array(library.regulations)})`],
    ['tenant_regulations', own],
    ['template_classifiers', sql`x.id = any(${array(library.templates)})`],
    ['template_classifier_regulations', sql`x.template_classifier_id = any(${array(library.templates)})`],
    ['classifiers', own],
    ['classifier_regulations', own],
    ['rules', own],
    ['devices', own],
    ['cloud_devices', own],
    ['cloud_auth_connections', own],
    ['device_groups', own],
    ['device_group_members', own],
    ['device_group_users', own],
    ['device_settings_groups', own],
    ['processes', own],
    ['extension_rules', own],
    ['files', own],
    ['file_findings', own],
    ['tenant_risk_rollups', own],
    ['classifier_risk_rollups', own],
    ['regulation_risk_rollups', own],
    ['device_risk_rollups', own],
    ['device_classifier_risk_rollups', own],
    ['auth_providers', sql`${own} or x.id = any(${array(Object.values(fx.authProviderIds))})`],
    ['customer_decryption_keys', own],
    ['alert_settings', own],
    ['alerts', own],
    ['report_files', own],
    ['report_schedules', own],
    ['tenant_popups', own],
    ['user_popup_states', sql`${own} or x.user_id = any(${array(users)})`],
  ];
}

const array = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** A digest per table of the fixture's rows. */
export async function fingerprint(fx: TreeFixture): Promise<string> {
  const parts = writtenRows(fx).map(
    ([table, where]) =>
      sql`select ${table} as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h
        from ${sql.identifier(table)} x where ${where}`,
  );
  const rows = await rowsOf<{ t: string; h: string }>(fx.t.db, sql.join(parts, sql` union all `));
  return rows.map((r) => `${r.t}=${r.h}`).join('\n');
}

/**
 * How many change-history entries the callers of the suite have written: every mutation writes one
 * (audit-coverage.int.test.ts), so a refused call must leave it as it was.
 */
export async function callersEntries(fx: TreeFixture): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    fx.t.db,
    sql`select count(*)::int as n from audit_entries where user_id = any(${array(Object.values(fx.userIds))})`,
  );
  return row?.n ?? 0;
}
