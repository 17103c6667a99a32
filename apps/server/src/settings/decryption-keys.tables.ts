import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables.js';

/**
 * A customer's decryption credentials (spec part 2 §2.6): the encryption key its agents encrypt
 * with, shown only after a password re-verification, and the temporary decryption key of the
 * agents' right-click decryption, valid for six hours from its start. One row per customer, made
 * the first time either is asked for.
 */
export const customerDecryptionKeys = pgTable('customer_decryption_keys', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  encryptionKey: text('encryption_key').notNull(),
  temporaryKey: text('temporary_key'),
  temporaryKeyStartAt: timestamp('temporary_key_start_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
