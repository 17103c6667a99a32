import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AuthProviderType } from '@vigil/contracts';
import { tenants } from '../tenants/tenants.tables.js';

/**
 * A tenant's OpenID Connect provider (spec part 2 §3 "Auth provider"). The client secret is kept
 * sealed (AES-256-GCM, client-secret-box.ts) and never leaves the server.
 */
export const authProviders = pgTable(
  'auth_providers',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: serial('id').notNull(),
    provider: text('provider').$type<AuthProviderType>().notNull(),
    clientId: text('client_id').notNull(),
    /** "v1.<iv>.<ciphertext>.<tag>", bound to the tenant: see client-secret-box.ts. */
    clientSecretSealed: text('client_secret_sealed').notNull(),
    /** The issuer: the base of the provider's discovery document. */
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // A sign-in names the provider alone (/sso/login?providerId), before its tenant is known (on
    // Citus, a lookup on every shard: ids stay unique by their sequence, not by a constraint).
    index('auth_providers_id_idx').on(t.id),
  ],
);

/**
 * A sign-in started at /sso/login and not yet back: what the callback needs to finish it. Looked up
 * by the state's hash and deleted by the lookup, so each is used once; it expires in minutes.
 */
export const ssoSignInStates = pgTable(
  'sso_sign_in_states',
  {
    id: serial('id').notNull(),
    stateHash: text('state_hash').notNull(),
    tenantId: integer('tenant_id').notNull(),
    providerId: integer('provider_id').notNull(),
    /** The PKCE verifier and the nonce: secrets of this sign-in that never reach the browser. */
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** SHA-256 of the cookie given to the browser that started it: another browser cannot finish it. */
    browserHash: text('browser_hash').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // The callback knows the state alone: the hash leads, the tenant completes the key (Citus).
    uniqueIndex('sso_sign_in_states_hash_uq').on(t.stateHash, t.tenantId),
    index('sso_sign_in_states_expires_idx').on(t.expiresAt),
    // Deleting a provider ends the sign-ins started with it.
    foreignKey({
      columns: [t.tenantId, t.providerId],
      foreignColumns: [authProviders.tenantId, authProviders.id],
    }).onDelete('cascade'),
  ],
);
