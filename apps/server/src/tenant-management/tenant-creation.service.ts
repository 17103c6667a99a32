import { randomBytes, randomUUID } from 'node:crypto';
import {
  Messages,
  NEW_CUSTOMER_DEFAULTS,
  TenantMessages,
  TenantType,
  UserRole,
  normalisePhone,
  type BusinessSize,
  type CustomerSettingFlags,
  type NewTenantLogin,
  type SubscriptionType,
} from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import { isPasswordStrongEnough } from '../auth/password-strength.js';
import { hashPassword } from '../auth/passwords.js';
import { provisionCustomer } from '../classifiers/provisioning.service.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError, ValidationError } from '../common/errors.js';
import type { Db, Queryable } from '../db/client.js';
import { isSysAdmin } from '../graphql/guards.js';
import {
  findProvisionedRegulationIds,
  findSelection,
  replaceSelection,
} from '../regulations/regulations.repo.js';
import { checkNewSelection } from '../regulations/regulations.service.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { findTenantById, insertTenant, updateTenantColumns } from '../tenants/tenants.repo.js';
import { insertUser, isEmailTaken } from '../users/tenant-users.repo.js';

/*
 * createPartner2, createCustomer2 and the public sign-up: a new tenant below a partner (or the back
 * office), with its first administrator. The console's dialogs and the sign-up pages go through
 * the same two functions, so a tenant is made one way.
 */

/** Who asks: a signed-in user of the console, or a visitor of a partner's sign-up link. */
export type Creator = { kind: 'user'; user: AuthUser } | { kind: 'signUp' };

export interface NewPartner {
  name: string;
  countryId: string;
  phone: string;
  twoStepVerification?: boolean;
  user: NewTenantLogin;
}

export interface NewCustomer {
  name: string;
  /** Default: the parent's country. */
  countryId?: string | null;
  phoneNumber?: string | null;
  subscriptionType?: SubscriptionType | null;
  businessSize?: BusinessSize | null;
  scannerDelayMinute?: number | null;
  flags?: Partial<CustomerSettingFlags>;
  /** Default: the parent partner's own selection, else the library's regulations set by default. */
  contentTypes?: { id: number; countries?: string[] | null }[] | null;
  user?: NewTenantLogin | null;
}

export interface CreatedTenant {
  id: number;
  name: string;
}

const actorOf = (creator: Creator): AuthUser | null => (creator.kind === 'user' ? creator.user : null);

/** Partners and the back office have tenants below them; a customer answers like a missing tenant. */
function requireParent(parent: TenantScope): void {
  if (parent.tenantType === TenantType.Customer) throw new NotFoundError('Tenant', parent.tenantId);
}

interface PreparedAdmin {
  login: NewTenantLogin;
  passwordHash: string;
}

/**
 * The first administrator's account, checked before anything is written: the email is free and
 * the password is not guessable (the rule of every password, PasswordRules). Hashing happens
 * outside the transaction: it takes a while, and holds nothing.
 */
async function prepareAdmin(
  db: Queryable,
  login: NewTenantLogin,
  tenantName: string,
): Promise<PreparedAdmin> {
  if (await isEmailTaken(db, login.email)) throw new ValidationError(TenantMessages.emailTaken, 'email');
  if (!isPasswordStrongEnough(login.password, { ...login, tenantName }))
    throw new ValidationError(Messages.passwordTooEasy, 'password');
  return { login, passwordHash: await hashPassword(login.password) };
}

/**
 * The new tenant's first administrator: TENANT_ADMIN with two-step sign-in (spec part 2 §3). An
 * account whose password someone else chose (a partner in the console) must change it at first
 * sign-in; one who signed up chose their own.
 */
async function addAdmin(tx: Queryable, scope: TenantScope, admin: PreparedAdmin, creator: Creator) {
  try {
    return await insertUser(tx, scope, {
      email: admin.login.email,
      passwordHash: admin.passwordHash,
      firstName: admin.login.firstName,
      lastName: admin.login.lastName,
      roles: [UserRole.TenantAdmin],
      useTotp: true,
      needToChangePassword: creator.kind === 'user',
      isPrimaryAdmin: true,
    });
  } catch (error) {
    // Taken meanwhile by another request: the unique index decides.
    if (/users_email_uq|duplicate key/i.test(String((error as { message?: unknown }).message)))
      throw new ValidationError(TenantMessages.emailTaken, 'email');
    throw error;
  }
}

const adminState = (admin: PreparedAdmin | null) =>
  admin
    ? { email: admin.login.email, firstName: admin.login.firstName, lastName: admin.login.lastName }
    : null;

export async function createPartner(
  db: Db,
  creator: Creator,
  parent: TenantScope,
  input: NewPartner,
): Promise<CreatedTenant> {
  requireParent(parent);
  const admin = await prepareAdmin(db, input.user, input.name);
  return db.transaction(async (tx) => {
    const row = await insertTenant(tx, {
      name: input.name,
      tenantType: TenantType.Partner,
      parentId: parent.tenantId,
      countryCode: input.countryId,
      partnerKey: randomUUID(),
      phone: normalisePhone(input.phone),
    });
    const scope = await parent.narrow(tx, row.id);
    if (input.twoStepVerification) await updateTenantColumns(tx, scope, { twoStepVerification: true });
    const user = await addAdmin(tx, scope, admin, creator);
    await recordAudit(tx, actorOf(creator), {
      scope: parent,
      entityType: 'Tenant',
      entityId: row.id,
      entityName: row.name,
      operation: 'CREATE',
      after: {
        tenantType: TenantType.Partner,
        name: row.name,
        country: row.countryCode,
        phone: row.phone,
        twoStepVerification: input.twoStepVerification ?? false,
        admin: { ...adminState(admin), id: user.id },
      },
      additionalData: { source: creator.kind === 'signUp' ? 'sign-up' : 'console' },
    });
    return { id: row.id, name: row.name };
  });
}

/** The new customer's regulations: those asked for (checked), else its partner's, else the library's defaults. */
async function chooseRegulations(
  tx: Queryable,
  parent: TenantScope,
  creator: Creator,
  asked: NewCustomer['contentTypes'],
): Promise<{ regulationId: number; countries: string[] }[]> {
  if (asked) {
    const sysAdmin = creator.kind === 'user' && isSysAdmin(creator.user);
    return checkNewSelection(tx, parent, sysAdmin, { contentTypes: asked });
  }
  const inherited = await findSelection(tx, parent);
  if (inherited.length > 0) return inherited.map((r) => ({ regulationId: r.id, countries: r.countries }));
  return (await findProvisionedRegulationIds(tx)).map((regulationId) => ({ regulationId, countries: [] }));
}

export async function createCustomer(
  db: Db,
  creator: Creator,
  parent: TenantScope,
  input: NewCustomer,
): Promise<CreatedTenant> {
  requireParent(parent);
  const admin = input.user ? await prepareAdmin(db, input.user, input.name) : null;
  return db.transaction(async (tx) => {
    const parentRow = await findTenantById(tx, parent.tenantId);
    if (!parentRow) throw new NotFoundError('Tenant', parent.tenantId);
    const regulations = await chooseRegulations(tx, parent, creator, input.contentTypes);
    const phone = input.phoneNumber ? normalisePhone(input.phoneNumber) : null;
    const row = await insertTenant(tx, {
      name: input.name,
      tenantType: TenantType.Customer,
      parentId: parent.tenantId,
      countryCode: input.countryId ?? parentRow.countryCode,
      subscriptionType: input.subscriptionType ?? NEW_CUSTOMER_DEFAULTS.subscriptionType,
      agentKey: randomUUID(),
      agentUninstallKey: randomBytes(8).toString('hex').toUpperCase(),
      phone,
    });
    const scope = await parent.narrow(tx, row.id);
    const settings = {
      businessSize: input.businessSize ?? NEW_CUSTOMER_DEFAULTS.businessSize,
      scannerDelayMinute: input.scannerDelayMinute ?? NEW_CUSTOMER_DEFAULTS.scannerDelayMinute,
      ...NEW_CUSTOMER_DEFAULTS.flags,
      ...Object.fromEntries(Object.entries(input.flags ?? {}).filter(([, v]) => typeof v === 'boolean')),
    };
    await updateTenantColumns(tx, scope, settings);
    // The selection with its countries first; provisioning then adds the regulations' templates.
    await replaceSelection(tx, scope, regulations);
    const provisioned = await provisionCustomer(tx, scope, {
      regulationIds: regulations.map((r) => r.regulationId),
    });
    const user = admin ? await addAdmin(tx, scope, admin, creator) : null;
    await recordAudit(tx, actorOf(creator), {
      scope: parent,
      entityType: 'Tenant',
      entityId: row.id,
      entityName: row.name,
      operation: 'CREATE',
      after: {
        tenantType: TenantType.Customer,
        name: row.name,
        country: row.countryCode,
        phoneNumber: phone,
        subscriptionType: row.subscriptionType,
        ...settings,
        regulations,
        classifiersAdded: provisioned.classifierIds.length,
        admin: user ? { ...adminState(admin), id: user.id } : null,
      },
      additionalData: { source: creator.kind === 'signUp' ? 'sign-up' : 'console' },
    });
    return { id: row.id, name: row.name };
  });
}
