import { sql } from 'drizzle-orm';
import { tenants } from '../tenants/tenants.tables.js';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Stored lower-cased: sign-in is case-insensitive on the email. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isReadOnlyUser: boolean('is_read_only_user').notNull().default(false),
    isPrimaryAdmin: boolean('is_primary_admin').notNull().default(false),
    needToChangePassword: boolean('need_to_change_password').notNull().default(false),
    useTotp: boolean('use_totp').notNull().default(false),
    totpSecret: text('totp_secret'),
    totpConfirmed: boolean('totp_confirmed').notNull().default(false),
    /** Last accepted TOTP time step: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    sendEmailMode: text('send_email_mode', { enum: ['DISABLED', 'ENABLED'] })
      .notNull()
      .default('ENABLED'),
    lastSignedIn: timestamp('last_signed_in', { withTimezone: true, mode: 'date' }),
    /** Access tokens issued before this instant are refused (set when an admin resets the password). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true, mode: 'date' }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    index('users_tenant_idx').on(t.tenantId),
    // One primary admin per tenant at most.
    uniqueIndex('users_primary_admin_uq')
      .on(t.tenantId)
      .where(sql`is_primary_admin and not is_deleted`),
  ],
);
