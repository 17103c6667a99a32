import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { PopupTemplateStatus, PopupType } from '@vigil/contracts';
import { tenants } from '../tenants/tenants.tables.js';
import { users } from '../users/users.tables.js';

/**
 * The back office's popup templates (spec part 2 §3 "Popup template"): one per popup type, global
 * (the vendor writes them for every tenant). The description is stored sanitised. No row: the type
 * has never been saved (MAIN then shows nothing; a payment popup shows its default text).
 */
export const popupTemplates = pgTable('popup_templates', {
  popupType: text('popup_type').$type<PopupType>().primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  status: text('status').$type<PopupTemplateStatus>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A payment popup launched for a tenant (Payment Alert → partners list): it applies to the tenant's
 * users and every tenant below it. Stopping it clears `active`; launching again starts it anew.
 */
export const tenantPopups = pgTable(
  'tenant_popups',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    popupType: text('popup_type').$type<PopupType>().notNull(),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
    canBePostponed: boolean('can_be_postponed').notNull().default(true),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.popupType] })],
);

/** A user's own answer to a popup type: remind me later (dontShowUntil), don't show again. */
export const userPopupStates = pgTable(
  'user_popup_states',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    popupType: text('popup_type').$type<PopupType>().notNull(),
    dontShowUntil: timestamp('dont_show_until', { withTimezone: true, mode: 'date' }),
    dontShowAgain: boolean('dont_show_again').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.popupType] }),
    index('user_popup_states_type_idx').on(t.popupType),
    foreignKey({ columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
  ],
);
