import { randomBytes } from 'node:crypto';
import { SettingsLimits } from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import { requireReverification } from '../auth/password-reverification.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError } from '../common/errors.js';
import type { Db, Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { dataKeyBox, openDataKey } from './data-key-box.js';
import {
  ensureDecryptionKeys,
  findDecryptionKeys,
  setTemporaryKey,
  type DecryptionKeysRow,
} from './decryption-keys.repo.js';

/** 32 symbols without look-alikes (0/O, 1/I): a temporary key is read aloud and typed by hand. */
const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** XXXX-XXXX-XXXX-XXXX: 80 random bits (256 is a multiple of 32, so every symbol is as likely). */
export function newTemporaryKey(): string {
  const symbols = [...randomBytes(16)].map((b) => KEY_ALPHABET[b % KEY_ALPHABET.length]);
  return [0, 4, 8, 12].map((i) => symbols.slice(i, i + 4).join('')).join('-');
}

/** A 256-bit key, base64. */
export function newEncryptionKey(): string {
  return randomBytes(32).toString('base64');
}

export function temporaryKeyEnd(startAt: Date): Date {
  return new Date(startAt.getTime() + SettingsLimits.temporaryDecryptKeyHours * 3_600_000);
}

/**
 * The scope's row, made with a new key when it has none; the key is stored sealed (data-key-box.ts)
 * and returned opened.
 */
export async function ensureCustomerDataKey(
  db: Queryable,
  secret: string,
  scope: TenantScope,
): Promise<DecryptionKeysRow> {
  const box = dataKeyBox(secret);
  const row =
    (await findDecryptionKeys(db, scope)) ??
    (await ensureDecryptionKeys(db, scope, box.seal(newEncryptionKey(), scope.tenantId)));
  return { ...row, encryptionKey: openDataKey(box, row.encryptionKey, scope.tenantId) };
}

/** Decryption credentials belong to customers: any other tenant answers like a missing one. */
function requireCustomer(scope: TenantScope): void {
  if (!scope.isCustomer) throw new NotFoundError('Tenant', scope.tenantId);
}

export interface EncryptionPasswordView {
  customerId: number;
  encryptionKey: string;
}

/** customerEncryptionPassword: the customer's encryption key, behind a fresh password re-verification. */
export async function customerEncryptionPassword(
  db: Queryable,
  secret: string,
  user: AuthUser,
  scope: TenantScope,
  reverificationToken: string,
  now: Date,
): Promise<EncryptionPasswordView> {
  requireCustomer(scope);
  requireReverification(secret, user, reverificationToken, now);
  const row = await ensureCustomerDataKey(db, secret, scope);
  return { customerId: scope.tenantId, encryptionKey: row.encryptionKey };
}

export interface TemporaryDecryptKeyView {
  key: string;
  startDateTime: Date;
  endDateTime: Date;
}

/** refreshTemporaryDecryptKey: a new key, valid six hours from now; the previous one stops working. */
export async function refreshTemporaryDecryptKey(
  db: Db,
  secret: string,
  user: AuthUser,
  scope: TenantScope,
  now: Date,
): Promise<TemporaryDecryptKeyView> {
  requireCustomer(scope);
  const key = newTemporaryKey();
  return db.transaction(async (tx) => {
    const before = await ensureCustomerDataKey(tx, secret, scope);
    await setTemporaryKey(tx, scope, key, now);
    // The keys themselves never enter the change history, only when they were valid.
    await recordAudit(tx, user, {
      scope,
      entityType: 'TemporaryDecryptKey',
      entityId: scope.tenantId,
      entityName: scope.name,
      operation: 'UPDATE',
      before: {
        startDateTime: before.temporaryKeyStartAt,
        endDateTime: before.temporaryKeyStartAt ? temporaryKeyEnd(before.temporaryKeyStartAt) : null,
      },
      after: { startDateTime: now, endDateTime: temporaryKeyEnd(now) },
    });
    return { key, startDateTime: now, endDateTime: temporaryKeyEnd(now) };
  });
}

/** The customer's temporary key while it is valid, else null (Customer.tempDecryptKey). */
export async function currentTemporaryDecryptKey(
  db: Queryable,
  scope: TenantScope,
  now: Date,
): Promise<TemporaryDecryptKeyView | null> {
  requireCustomer(scope);
  const row = await findDecryptionKeys(db, scope);
  if (!row?.temporaryKey || !row.temporaryKeyStartAt) return null;
  const endDateTime = temporaryKeyEnd(row.temporaryKeyStartAt);
  if (endDateTime.getTime() <= now.getTime()) return null;
  return { key: row.temporaryKey, startDateTime: row.temporaryKeyStartAt, endDateTime };
}
