import { users } from '../users/users.tables.js';
import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  boolean,
} from 'drizzle-orm/pg-core';

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. Each sign-in starts a family; every refresh
 * rotates the token inside its family, and presenting an already-rotated token revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    familyId: uuid('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keepMeLoggedIn: boolean('keep_me_logged_in').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Single-use, short-lived tokens exchanged at POST /api/Login/token/bySignInToken. Each hands over
 * the session it was made in, and only while that session is live.
 */
export const signInTokens = pgTable(
  'sign_in_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The refresh-token family of the session that made the token. */
    sessionId: uuid('session_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sign_in_tokens_hash_uq').on(t.tokenHash)],
);

/**
 * Failed sign-ins for throttling, keyed by account ("email:…"), by address ("ip:…") and by the
 * pair of both ("pair:<address>|<email>").
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_at_idx').on(t.key, t.at)],
);

/**
 * Addresses each account signed in from (by its normalised email, as the throttle keys it): their
 * attempts keep a share of the account's hourly budget that guessers elsewhere cannot spend.
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    address: text('address').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('sign_in_addresses_account_address_uq').on(t.account, t.address),
    index('sign_in_addresses_last_idx').on(t.lastSignedInAt),
  ],
);
