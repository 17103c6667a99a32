import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CloudAuthService, CloudAuthSource } from '@vigil/contracts';
import { tenants } from '../tenants/tenants.tables.js';

/**
 * A customer's connection to a cloud service (spec part 2 §3 "Scanner auth data"): one per customer
 * and service. What it holds — a refresh token, or an uploaded auth file — is sealed (AES-256-GCM,
 * sso/client-secret-box.ts, bound to the tenant and the service) and never leaves the server.
 */
export const cloudAuthConnections = pgTable(
  'cloud_auth_connections',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    authService: text('auth_service').$type<CloudAuthService>().notNull(),
    source: text('source').$type<CloudAuthSource>().notNull(),
    /** "v1.<iv>.<ciphertext>.<tag>": the JSON of the refresh token and its scope, or the uploaded file. */
    sealedData: text('sealed_data').notNull(),
    connectedByUserId: integer('connected_by_user_id'),
    connectedAt: timestamp('connected_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The server's own passes (cloud-scan/): when the last one was queued; the interval counts from it. */
    scanQueuedAt: timestamp('scan_queued_at', { withTimezone: true, mode: 'date' }),
    /** When the last queued pass ended (done or given up); none is queued again before. */
    scanFinishedAt: timestamp('scan_finished_at', { withTimezone: true, mode: 'date' }),
    /** The last pass's failure (a CloudScanMessages text), null when it succeeded. */
    scanError: text('scan_error'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.authService] })],
);

/**
 * A connection started by vigilScannerAuthUrls and not yet back: the PKCE verifier and where to
 * return. Looked up by the hash of the state's nonce and deleted by the lookup (single use); the
 * state itself is signed, so a tampered one is refused before any lookup.
 */
export const cloudAuthStates = pgTable(
  'cloud_auth_states',
  {
    id: serial('id').notNull(),
    nonceHash: text('nonce_hash').notNull(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    authService: text('auth_service').$type<CloudAuthService>().notNull(),
    /** STORE (StorevigilScannerAuthData) or DOWNLOAD (vigilScannerAuthData): the redirect_uri given. */
    mode: text('mode').$type<'STORE' | 'DOWNLOAD'>().notNull(),
    codeVerifier: text('code_verifier').notNull(),
    returnPath: text('return_path').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // The callback knows the nonce alone: the hash leads, the tenant completes the key (Citus).
    uniqueIndex('cloud_auth_states_nonce_uq').on(t.nonceHash, t.tenantId),
    index('cloud_auth_states_expires_idx').on(t.expiresAt),
  ],
);
