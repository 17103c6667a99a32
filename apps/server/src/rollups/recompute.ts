import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { riskChanged } from '../tenants/risk-changes.js';
import { RISK_VECTOR_COLUMNS, type RiskVectorColumn } from './risk-columns.js';
import { rebuildApplicationWindow } from './application-window.js';
import { lockTenantRisk } from './rollups.repo.js';

/**
 * Rebuilds every rollup of a tenant from its rows: live files and their findings, file events
 * and cases. The incremental path (agent-ingest) must always agree with this; the property test
 * checks it, and a change of valuation (value per record, sensitivity, regulation links) calls it.
 * Run it inside a transaction.
 */
export async function recomputeRollups(db: Queryable, scope: TenantScope): Promise<void> {
  await lockTenantRisk(db, scope, 'exclusive');
  const t = scope.tenantId;
  const vector = RISK_VECTOR_COLUMNS.join(', ');

  await db.execute(sql`delete from classifier_risk_rollups where tenant_id = ${t}`);
  await db.execute(sql`insert into classifier_risk_rollups (tenant_id, classifier_id, ${sql.raw(vector)})
    ${vectorQuery(t, ['classifier_id'])}`);

  await db.execute(sql`delete from device_classifier_risk_rollups where tenant_id = ${t}`);
  await db.execute(sql`insert into device_classifier_risk_rollups (tenant_id, device_id, classifier_id, ${sql.raw(vector)})
    ${vectorQuery(t, ['device_id', 'classifier_id'])}`);

  await db.execute(sql`delete from regulation_risk_rollups where tenant_id = ${t}`);
  await db.execute(sql`insert into regulation_risk_rollups (tenant_id, regulation_id, ${sql.raw(vector)})
    ${vectorQuery(
      t,
      ['regulation_id'],
      sql`join classifier_regulations cr
        on cr.tenant_id = x.tenant_id and cr.classifier_id = x.classifier_id`,
    )}`);

  await db.execute(sql`delete from folder_risk_rollups where tenant_id = ${t}`);
  await db.execute(sql`insert into folder_risk_rollups (tenant_id, folder_id, ${sql.raw(vector)})
    ${vectorQuery(t, ['folder_id'])}`);
  await db.execute(sql`insert into folder_risk_rollups (tenant_id, folder_id, files_count, files_size_bytes)
    select ${t}, folder_id, count(*), coalesce(sum(size), 0) from files
    where tenant_id = ${t} and not is_deleted group by folder_id
    on conflict (tenant_id, folder_id) do update
      set files_count = excluded.files_count, files_size_bytes = excluded.files_size_bytes`);

  await db.execute(sql`delete from device_risk_rollups where tenant_id = ${t}`);
  await db.execute(sql`insert into device_risk_rollups (tenant_id, device_id, ${sql.raw(vector)})
    ${vectorQuery(t, ['device_id'])}`);
  await db.execute(sql`insert into device_risk_rollups (tenant_id, device_id, files_count, files_size_bytes)
    select ${t}, device_id, count(*), coalesce(sum(size), 0) from files
    where tenant_id = ${t} and not is_deleted group by device_id
    on conflict (tenant_id, device_id) do update
      set files_count = excluded.files_count, files_size_bytes = excluded.files_size_bytes`);
  await db.execute(sql`insert into device_risk_rollups
      (tenant_id, device_id, outbound_files_count, outbound_sensitive_files_count, prevented_events_count,
        events_count)
    select ${t}, device_id,
      count(*) filter (where is_outgoing and not is_prevented),
      count(*) filter (where is_outgoing and not is_prevented and sensitive_type = 'SENSITIVE'),
      count(*) filter (where is_prevented),
      count(*)
    from file_events where tenant_id = ${t} group by device_id
    on conflict (tenant_id, device_id) do update set
      outbound_files_count = excluded.outbound_files_count,
      outbound_sensitive_files_count = excluded.outbound_sensitive_files_count,
      prevented_events_count = excluded.prevented_events_count,
      events_count = excluded.events_count`);
  await db.execute(sql`insert into device_risk_rollups (tenant_id, device_id, cases_count)
    select ${t}, device_id, count(*) from cases where tenant_id = ${t} group by device_id
    on conflict (tenant_id, device_id) do update set cases_count = excluded.cases_count`);

  await db.execute(sql`delete from application_risk_daily where tenant_id = ${t}`);
  await db.execute(sql`insert into application_risk_daily (tenant_id, process_id, day, events_count,
      incoming_files_count, outgoing_files_count, outgoing_sensitive_files_count, prevented_count,
      incoming_sensitive_cost, outgoing_sensitive_cost, outgoing_encrypted_sensitive_cost)
    select ${t}, process_id, (at at time zone 'UTC')::date, count(*),
      count(*) filter (where not is_outgoing and not is_prevented),
      count(*) filter (where is_outgoing and not is_prevented),
      count(*) filter (where is_outgoing and not is_prevented and sensitive_type = 'SENSITIVE'),
      count(*) filter (where is_prevented),
      coalesce(sum(sensitive_cost) filter (where not is_outgoing and not is_prevented), 0),
      coalesce(sum(sensitive_cost) filter (where is_outgoing and not is_prevented), 0),
      coalesce(sum(sensitive_cost) filter (where is_outgoing and not is_prevented and is_encrypted), 0)
    from file_events where tenant_id = ${t} group by 2, 3`);
  await rebuildApplicationWindow(db, scope);
  // The running sums are read no more until the job has rebuilt them from the new daily rows.
  await db.execute(sql`delete from application_risk_running_bounds where tenant_id = ${t}`);
  await db.execute(sql`delete from application_risk_running where tenant_id = ${t}`);
  await db.execute(sql`delete from application_device_recency where tenant_id = ${t}`);

  await db.execute(sql`delete from application_device_daily where tenant_id = ${t}`);
  await db.execute(sql`insert into application_device_daily (tenant_id, process_id, device_id, day,
      events_count, incoming_files_count, outgoing_files_count, outgoing_sensitive_cost,
      outgoing_encrypted_sensitive_cost)
    select ${t}, process_id, device_id, (at at time zone 'UTC')::date, count(*),
      count(*) filter (where not is_outgoing and not is_prevented),
      count(*) filter (where is_outgoing and not is_prevented),
      coalesce(sum(sensitive_cost) filter (where is_outgoing and not is_prevented), 0),
      coalesce(sum(sensitive_cost) filter (where is_outgoing and not is_prevented and is_encrypted), 0)
    from file_events where tenant_id = ${t} group by 2, 3, 4`);

  await db.execute(sql`delete from application_classifier_daily where tenant_id = ${t}`);
  await db.execute(sql`insert into application_classifier_daily (tenant_id, process_id, classifier_id, day,
      entries_count, encrypted_entries_count, outgoing_entries_count)
    select ${t}, e.process_id, x."classifierId", (e.at at time zone 'UTC')::date,
      sum(x.count),
      coalesce(sum(x.count) filter (where e.is_encrypted), 0),
      coalesce(sum(x.count) filter (where e.is_outgoing), 0)
    from file_events e, jsonb_to_recordset(e.entries) as x("classifierId" int, count bigint)
    where e.tenant_id = ${t} and not e.is_prevented
    group by 2, 3, 4`);

  const zero = RISK_VECTOR_COLUMNS.map((c) => `${c} = 0`).join(', ');
  await db.execute(
    sql`insert into tenant_risk_rollups (tenant_id) values (${t}) on conflict (tenant_id) do nothing`,
  );
  await db.execute(sql`update tenant_risk_rollups set ${sql.raw(zero)} where tenant_id = ${t}`);
  const fromV = RISK_VECTOR_COLUMNS.map((c) => `${c} = v.${c}`).join(', ');
  await db.execute(sql`update tenant_risk_rollups r set ${sql.raw(fromV)}
    from (${vectorQuery(t, [])}) v where r.tenant_id = ${t}`);
  await db.execute(sql`update tenant_risk_rollups r set
      files_count = (select count(*) from files where tenant_id = ${t} and not is_deleted),
      files_size_bytes = (select coalesce(sum(size), 0) from files where tenant_id = ${t} and not is_deleted),
      devices_count = (select count(*) from devices where tenant_id = ${t} and kind = 'ENDPOINT' and not is_deleted and not is_archived),
      sensitive_risk_usd = r.sensitive_cost::float8,
      encrypted_sensitive_risk_usd = r.encrypted_sensitive_cost::float8,
      updated_at = now()
    where r.tenant_id = ${t}`);
  await riskChanged(db, [scope]);
}

/**
 * How each slot of the risk vector sums the files of a key, from a file's flags and sums (the
 * per_file columns below: enc, hs/se/sc for its sensitive findings, hn/ne/nc for the others).
 */
const SLOT_SUMS: Record<RiskVectorColumn, string> = {
  risk_files_count: 'count(*)',
  encrypted_risk_files_count: 'count(*) filter (where enc)',
  sensitive_files_count: 'count(*) filter (where hs)',
  sensitive_entries_count: 'coalesce(sum(se), 0)',
  sensitive_cost: 'coalesce(sum(sc), 0)',
  encrypted_sensitive_files_count: 'count(*) filter (where enc and hs)',
  encrypted_sensitive_entries_count: 'coalesce(sum(se) filter (where enc), 0)',
  encrypted_sensitive_cost: 'coalesce(sum(sc) filter (where enc), 0)',
  non_sensitive_files_count: 'count(*) filter (where hn)',
  non_sensitive_entries_count: 'coalesce(sum(ne), 0)',
  non_sensitive_cost: 'coalesce(sum(nc), 0)',
  encrypted_non_sensitive_files_count: 'count(*) filter (where enc and hn)',
  encrypted_non_sensitive_entries_count: 'coalesce(sum(ne) filter (where enc), 0)',
  encrypted_non_sensitive_cost: 'coalesce(sum(nc) filter (where enc), 0)',
};

/** The risk vector's select list, in the order of its columns. */
const VECTOR_SUMS = RISK_VECTOR_COLUMNS.map((c) => `${SLOT_SUMS[c]} as ${c}`).join(',\n      ');

const KEY_SOURCES: Record<string, string> = {
  device_id: 'f.device_id',
  folder_id: 'f.folder_id',
  classifier_id: 'x.classifier_id',
  regulation_id: 'cr.regulation_id',
};

/**
 * `select tenant_id, <keys>, <risk vector>` over the tenant's live findings, each file counted
 * once per key (a regulation with two of the file's classifiers counts the file once).
 */
function vectorQuery(tenantId: number, keys: string[], join: SQL = sql``): SQL {
  const k = keys.map((c) => `${c}, `).join('');
  const inner = keys.map((c) => `${KEY_SOURCES[c] ?? c} as ${c}, `).join('');
  const groupKeys = keys.map((c) => `${KEY_SOURCES[c] ?? c}, `).join('');
  return sql`
    select ${tenantId}::int as tenant_id, ${sql.raw(k)}
      ${sql.raw(VECTOR_SUMS)}
    from (
      select ${sql.raw(inner)} f.id as file_id,
        bool_or(f.is_encrypted) as enc,
        bool_or(x.is_sensitive) as hs,
        sum(x.entries_count) filter (where x.is_sensitive) as se,
        sum(x.cost_usd) filter (where x.is_sensitive) as sc,
        bool_or(not x.is_sensitive) as hn,
        sum(x.entries_count) filter (where not x.is_sensitive) as ne,
        sum(x.cost_usd) filter (where not x.is_sensitive) as nc
      from files f
      join file_findings x on x.tenant_id = f.tenant_id and x.file_id = f.id
      ${join}
      where f.tenant_id = ${tenantId} and not f.is_deleted and not f.false_positive
      group by ${sql.raw(groupKeys)} f.id
    ) per_file
    ${keys.length > 0 ? sql.raw(`group by ${keys.join(', ')}`) : sql``}`;
}
