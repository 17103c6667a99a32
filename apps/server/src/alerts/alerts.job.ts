import { sql } from 'drizzle-orm';
import { TenantType, type AlertData } from '@vigil/contracts';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import type { Mailer } from '../mail/mailer.js';
import { resolveSystemScope } from '../tenants/tenant-scope.js';
import { alertDay, evaluateCustomerAlerts } from './alert-engine.js';
import { dailyDigestMail, immediateAlertMail, type MailedAlert } from './alert-mail.js';

/**
 * Evaluates the customers whose events or settings changed since their last evaluation (a
 * watermark per customer: the last event id seen and the time), each in its own transaction.
 * Returns how many alerts were raised.
 */
export async function evaluateAlerts(db: Db, now: Date): Promise<number> {
  const due = await rowsOf<{ id: number; lastEventId: number }>(
    db,
    sql`select t.id, coalesce((select max(e.id) from file_events e where e.tenant_id = t.id), 0)::float8 as "lastEventId"
      from tenants t left join alert_evaluation_marks m on m.tenant_id = t.id
      where t.tenant_type = ${TenantType.Customer} and not t.is_deleted
        and exists (select 1 from alert_settings s where s.tenant_id = t.id)
        and (m.tenant_id is null
          or exists (select 1 from file_events e where e.tenant_id = t.id and e.id > m.last_event_id)
          or exists (select 1 from alert_settings s where s.tenant_id = t.id and s.updated_at > m.evaluated_at))
      order by t.id`,
  );
  const day = alertDay(now);
  let raised = 0;
  for (const { id, lastEventId } of due) {
    await db.transaction(async (tx) => {
      const scope = await resolveSystemScope(tx, id);
      raised += (await evaluateCustomerAlerts(tx, scope, day)).length;
      await tx.execute(sql`insert into alert_evaluation_marks (tenant_id, last_event_id, evaluated_at)
        values (${id}, ${lastEventId}, ${now.toISOString()}::timestamptz)
        on conflict (tenant_id) do update set last_event_id = excluded.last_event_id,
          evaluated_at = excluded.evaluated_at`);
    });
  }
  return raised;
}

interface UnmailedRow extends Record<string, unknown> {
  id: number;
  tenantId: number;
  typeId: number;
  alertSettingName: string;
  day: string;
  data: AlertData;
  recipient: string;
}

function unmailed(db: Db, delivery: 'IMMEDIATE' | 'DAILY', before: string | null): Promise<UnmailedRow[]> {
  return rowsOf<UnmailedRow>(
    db,
    sql`select a.id::float8 as id, a.tenant_id as "tenantId", a.type_id as "typeId",
        a.alert_setting_name as "alertSettingName", a.day::text as day, a.data, a.recipient
      from alerts a join tenants t on t.id = a.tenant_id and not t.is_deleted
      where a.delivery = ${delivery} and a.mailed_at is null
        ${before ? sql`and a.day < ${before}::date` : sql``}
      order by a.id limit 500`,
  );
}

async function markMailed(db: Db, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`update alerts set mailed_at = ${now.toISOString()}::timestamptz
    where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

const mailed = (r: UnmailedRow): MailedAlert => ({
  id: r.id,
  typeId: r.typeId,
  alertSettingName: r.alertSettingName,
  day: r.day,
  data: r.data,
});

/**
 * Mails the alerts of devices whose alert rule is IMMEDIATE, one mail each. A failed send is left
 * for the next run (mail goes at least once). Returns how many went.
 */
export async function sendImmediateAlerts(db: Db, mailer: Mailer, now: Date): Promise<number> {
  let sent = 0;
  for (const row of await unmailed(db, 'IMMEDIATE', null)) {
    await mailer.send(immediateAlertMail(row.recipient, mailed(row)));
    await markMailed(db, [row.id], now);
    sent += 1;
  }
  return sent;
}

/**
 * DAILY: once a day is over, one digest per customer and recipient of that day's alerts (and any
 * earlier ones not sent yet). Returns how many digests went.
 */
export async function sendAlertDigests(db: Db, mailer: Mailer, now: Date): Promise<number> {
  const groups = new Map<string, UnmailedRow[]>();
  for (const row of await unmailed(db, 'DAILY', alertDay(now))) {
    const key = `${row.tenantId} ${row.recipient}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  for (const rows of groups.values()) {
    await mailer.send(dailyDigestMail(rows[0]?.recipient ?? '', rows.map(mailed)));
    await markMailed(
      db,
      rows.map((r) => r.id),
      now,
    );
  }
  return groups.size;
}

/** Alerts with the rule NONE are kept and listed, never mailed: nothing to do for them. */
export async function runAlertEngine(db: Db, mailer: Mailer, now: Date): Promise<string | undefined> {
  const raised = await evaluateAlerts(db, now);
  const sent = await sendImmediateAlerts(db, mailer, now);
  // Every 15 seconds: a turn with nothing raised or sent has nothing to log.
  return raised + sent === 0 ? undefined : `${raised} alerts raised, ${sent} mailed`;
}
