import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/rows.js';
import type { TreeFixture } from './tenant-tree.js';

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

/** A digest of every written table, to compare before and after refused mutations. */
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
