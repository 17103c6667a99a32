import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { TestingGroup, UserRole } from '@vigil/contracts';
import type { Db, Queryable } from '../db/client.js';
import { hashPassword } from '../auth/passwords.js';
import { insertTenant, type NewTenant } from '../tenants/tenants.repo.js';
import { tenantRiskRollups } from '../tenants/tenants.tables.js';
import { users } from '../users/users.tables.js';
import { ensureRootTenant } from './bootstrap.js';
import { provisionCustomer } from '../classifiers/provisioning.service.js';

export interface DemoSignIn {
  email: string;
  password: string;
  description: string;
}

export const DEMO_PASSWORD = 'Vigil-demo-1';

type DemoTenantKey =
  'root' | 'northwind' | 'harbor' | 'contoso' | 'fabrikam' | 'tailspin' | 'bluefin' | 'litware';

interface DemoRisk {
  devices: number;
  files: number;
  sensitiveRiskUsd: number;
  encryptedSensitiveRiskUsd: number;
}

interface DemoTenant {
  key: Exclude<DemoTenantKey, 'root'>;
  parent: DemoTenantKey;
  tenant: Omit<NewTenant, 'parentId'>;
  risk?: DemoRisk;
}

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  tenant: DemoTenantKey;
  roles: UserRole[];
  description: string;
  isPrimaryAdmin?: boolean;
  isReadOnlyUser?: boolean;
  needToChangePassword?: boolean;
  useTotp?: boolean;
}

function partner(name: string): Omit<NewTenant, 'parentId'> {
  return { name, tenantType: 'PARTNER', partnerKey: randomUUID() };
}

function customer(
  name: string,
  extra: Partial<Omit<NewTenant, 'parentId' | 'name' | 'tenantType'>> = {},
): Omit<NewTenant, 'parentId'> {
  return {
    name,
    tenantType: 'CUSTOMER',
    subscriptionType: 'MONITORING',
    agentKey: randomUUID(),
    agentUninstallKey: randomBytes(8).toString('hex').toUpperCase(),
    ...extra,
  };
}

/** Parents come before their children. */
function demoTenants(): DemoTenant[] {
  // Placeholder risk so the child-tenants dropdown and the tenant list show something before any
  // agent has reported. A later issue replaces these numbers with data from the real ingest path.
  return [
    { key: 'northwind', parent: 'root', tenant: partner('Northwind MSP') },
    { key: 'harbor', parent: 'northwind', tenant: partner('Harbor IT') },
    {
      key: 'contoso',
      parent: 'northwind',
      tenant: customer('Contoso Health'),
      risk: { devices: 38, files: 12_480, sensitiveRiskUsd: 2_450_000, encryptedSensitiveRiskUsd: 1_102_500 },
    },
    {
      key: 'fabrikam',
      parent: 'northwind',
      tenant: customer('Fabrikam Retail', { testingGroups: [TestingGroup.Dev], fipsRequestStatus: 1 }),
      risk: { devices: 17, files: 4_315, sensitiveRiskUsd: 684_300, encryptedSensitiveRiskUsd: 205_290 },
    },
    {
      key: 'tailspin',
      parent: 'harbor',
      tenant: customer('Tailspin Logistics', { subscriptionType: 'MONITORING_AND_ENCRYPTION' }),
      risk: { devices: 9, files: 1_902, sensitiveRiskUsd: 212_800, encryptedSensitiveRiskUsd: 148_960 },
    },
    { key: 'bluefin', parent: 'root', tenant: partner('Bluefin Partners') },
    {
      key: 'litware',
      parent: 'bluefin',
      tenant: customer('Litware Legal', { subscriptionType: 'ONE_TIME_SCAN' }),
      risk: { devices: 3, files: 386, sensitiveRiskUsd: 38_500, encryptedSensitiveRiskUsd: 3_850 },
    },
  ];
}

const DEMO_USERS: DemoUser[] = [
  {
    email: 'sysadmin@vigil.demo',
    firstName: 'Sam',
    lastName: 'Sysadmin',
    tenant: 'root',
    roles: [UserRole.SysAdmin],
    description: 'SysAdmin — back office',
  },
  {
    email: 'onboarding@vigil.demo',
    firstName: 'Olivia',
    lastName: 'Onboarding',
    tenant: 'root',
    roles: [UserRole.OnboardingManager],
    description: 'Onboarding manager — back office',
  },
  {
    email: 'partner@vigil.demo',
    firstName: 'Priya',
    lastName: 'Patel',
    tenant: 'northwind',
    roles: [UserRole.TenantAdmin],
    isPrimaryAdmin: true,
    description: 'Partner admin — Northwind MSP',
  },
  {
    email: 'subpartner@vigil.demo',
    firstName: 'Hugo',
    lastName: 'Harbor',
    tenant: 'harbor',
    roles: [UserRole.TenantAdmin],
    isPrimaryAdmin: true,
    description: 'Sub-partner admin — Harbor IT (under Northwind MSP)',
  },
  {
    email: 'customer@vigil.demo',
    firstName: 'Carla',
    lastName: 'Chen',
    tenant: 'contoso',
    roles: [UserRole.TenantAdmin],
    isPrimaryAdmin: true,
    description: 'Customer admin — Contoso Health',
  },
  {
    email: 'totp@vigil.demo',
    firstName: 'Tomás',
    lastName: 'Torres',
    tenant: 'contoso',
    roles: [UserRole.TenantAdmin],
    useTotp: true,
    description: 'Customer admin with two-step sign-in (QR code at first sign-in) — Contoso Health',
  },
  {
    email: 'newhire@vigil.demo',
    firstName: 'Nina',
    lastName: 'Novak',
    tenant: 'contoso',
    roles: [],
    needToChangePassword: true,
    description: 'User who must change the password at first sign-in — Contoso Health',
  },
  {
    email: 'readonly@vigil.demo',
    firstName: 'Ray',
    lastName: 'Reader',
    tenant: 'contoso',
    roles: [],
    isReadOnlyUser: true,
    description: 'Read-only user — Contoso Health',
  },
  {
    email: 'fabrikam@vigil.demo',
    firstName: 'Farah',
    lastName: 'Fischer',
    tenant: 'fabrikam',
    roles: [UserRole.TenantAdmin],
    isPrimaryAdmin: true,
    description: 'Customer admin — Fabrikam Retail (Dev testing group, FIPS requested)',
  },
  {
    email: 'tailspin@vigil.demo',
    firstName: 'Theo',
    lastName: 'Tan',
    tenant: 'tailspin',
    roles: [UserRole.TenantAdmin],
    isPrimaryAdmin: true,
    description: 'Customer admin — Tailspin Logistics (under Harbor IT)',
  },
  {
    email: 'bluefin@vigil.demo',
    firstName: 'Bea',
    lastName: 'Blue',
    tenant: 'bluefin',
    roles: [UserRole.TenantAdmin],
    isPrimaryAdmin: true,
    description: 'Partner admin — Bluefin Partners',
  },
  {
    email: 'litware@vigil.demo',
    firstName: 'Liam',
    lastName: 'Lowe',
    tenant: 'litware',
    roles: [UserRole.TenantAdmin],
    isPrimaryAdmin: true,
    description: 'Customer admin — Litware Legal (under Bluefin Partners)',
  },
];

export const DEMO_EMAILS: readonly string[] = DEMO_USERS.map((u) => u.email);

function signIns(): DemoSignIn[] {
  return DEMO_USERS.map((u) => ({ email: u.email, password: DEMO_PASSWORD, description: u.description }));
}

/** True once any demo user exists (deleted ones too: their emails stay taken). */
export async function hasDemoData(db: Queryable): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [...DEMO_EMAILS]))
    .limit(1);
  return rows.length > 0;
}

/**
 * Seeds the demo tenants and users once, in one transaction, and returns the sign-ins to print
 * (on every start, so the demo stays usable after the first).
 */
export async function seedDemo(db: Db): Promise<DemoSignIn[]> {
  const root = await ensureRootTenant(db);
  if (await hasDemoData(db)) return signIns();
  // One hash for every demo account: they share the published demo password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const ids = new Map<DemoTenantKey, number>([['root', root.id]]);
    for (const demo of demoTenants()) {
      const parentId = ids.get(demo.parent);
      if (parentId === undefined) throw new Error(`Demo tenant ${demo.key} comes before its parent`);
      const created = await insertTenant(tx, { ...demo.tenant, parentId });
      ids.set(demo.key, created.id);
      // Default regulations and their template classifiers, from the library seeded at start-up.
      if (created.tenantType === 'CUSTOMER') await provisionCustomer(tx, created.id);
      if (demo.risk) {
        await tx
          .update(tenantRiskRollups)
          .set({
            devicesCount: demo.risk.devices,
            filesCount: demo.risk.files,
            sensitiveRiskUsd: demo.risk.sensitiveRiskUsd,
            encryptedSensitiveRiskUsd: demo.risk.encryptedSensitiveRiskUsd,
          })
          .where(eq(tenantRiskRollups.tenantId, created.id));
      }
    }
    await tx.insert(users).values(
      DEMO_USERS.map((u) => {
        const tenantId = ids.get(u.tenant);
        if (tenantId === undefined) throw new Error(`Demo user ${u.email} has no tenant`);
        return {
          tenantId,
          email: u.email,
          passwordHash,
          firstName: u.firstName,
          lastName: u.lastName,
          roles: u.roles,
          isPrimaryAdmin: u.isPrimaryAdmin ?? false,
          isReadOnlyUser: u.isReadOnlyUser ?? false,
          needToChangePassword: u.needToChangePassword ?? false,
          // No secret yet: the first sign-in shows the QR code to register an authenticator.
          useTotp: u.useTotp ?? false,
        };
      }),
    );
  });
  return signIns();
}
