import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AlertData, AlertParameters } from '@vigil/contracts';
import type { AlertRule } from '../devices/devices.tables.js';
import { tenants } from '../tenants/tenants.tables.js';

/** A customer's rule that raises alerts (spec part 2 §3 "Alert setting"). */
export const alertSettings = pgTable(
  'alert_settings',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: serial('id').notNull(),
    name: text('name').notNull(),
    /** The position-independent id of its type in contracts' ALERT_TYPES. */
    warningTypeId: smallint('warning_type_id').notNull(),
    parameters: jsonb('parameters').$type<AlertParameters>().notNull(),
    /** The author, kept by value: the address mail goes to when emailForNotification is empty. */
    userId: integer('user_id'),
    userEmail: text('user_email').notNull(),
    emailForNotification: text('email_for_notification').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/**
 * An alert a setting raised (spec part 2 §3 "Alert"): at most one per setting and day, so the engine
 * can look at a day again and again and raise each alert once. Alerts outlive their setting (its
 * name is kept by value) and go with their tenant.
 */
export const alerts = pgTable(
  'alerts',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigserial('id', { mode: 'number' }).notNull(),
    alertSettingId: integer('alert_setting_id').notNull(),
    alertSettingName: text('alert_setting_name').notNull(),
    typeId: smallint('type_id').notNull(),
    /** The UTC day whose events raised it. */
    day: date('day', { mode: 'string' }).notNull(),
    data: jsonb('data').$type<AlertData>().notNull(),
    /** When its mail goes: the most urgent alert rule of the devices whose events raised it. */
    delivery: text('delivery').$type<AlertRule>().notNull(),
    recipient: text('recipient').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('alerts_setting_day_uq').on(t.tenantId, t.alertSettingId, t.day),
    index('alerts_unmailed_idx').on(t.delivery, t.mailedAt),
  ],
);

/**
 * How far the engine has looked at a customer's events: the last event id it had seen, and when.
 * A customer is evaluated again only when events arrived or a setting changed since.
 */
export const alertEvaluationMarks = pgTable('alert_evaluation_marks', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull(),
  evaluatedAt: timestamp('evaluated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
