import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { SECURITY_GROUP_DEFAULTS, TestingGroup, UserRole } from '@vigil/contracts';
import type { Db, Queryable } from '../db/client.js';
import { hashPassword } from '../auth/passwords.js';
import { insertTenant, type NewTenant } from '../tenants/tenants.repo.js';
import { tenants } from '../tenants/tenants.tables.js';
import { Random } from './generator/random.js';
import { populateCustomer } from './generator/populate.js';
import { HISTORY_DAYS, summarizeFilledHistory } from './generator/risk-history.js';
import { users } from '../users/users.tables.js';
import { ensureRootTenant } from './bootstrap.js';
import { seedDemoRepositories } from './demo-repositories.js';
import { provisionCustomer } from '../classifiers/provisioning.service.js';
import { classifiers, templateClassifiers } from '../classifiers/classifiers.tables.js';
import { createRule } from '../rules/rules.service.js';
import { resolveSystemScope } from '../tenants/tenant-scope.js';
import { devices } from '../devices/devices.tables.js';
import { insertSettingsGroup, replaceSettingsGroupDevices } from '../devices/settings-groups.repo.js';
import { popupTemplates } from '../popups/popups.tables.js';
import { riskChanged } from '../tenants/risk-changes.js';

export interface DemoSignIn {
  email: string;
  password: string;
  description: string;
}

export const DEMO_PASSWORD = 'Vigil-demo-1';

type DemoTenantKey =
  'root' | 'northwind' | 'harbor' | 'contoso' | 'fabrikam' | 'tailspin' | 'bluefin' | 'litware';

/** How much agent data the generator sends for a demo customer (through the real ingest path). */
interface DemoData {
  devices: number;
  filesPerDevice: number;
  eventsPerDevice: number;
  encryptedShare: number;
  /** Folders of the catalog its people keep files in (a retailer has no patients' folder). */
  folders: readonly string[];
}

/** Fixed, so every demo shows the same data. */
const DEMO_SEED = 20261121;

interface DemoTenant {
  key: Exclude<DemoTenantKey, 'root'>;
  parent: DemoTenantKey;
  tenant: Omit<NewTenant, 'parentId'>;
  /**
   * A customer's regulations (library keys): those its business answers to. It gets their
   * template classifiers, so what its agents find is what those regulations cover.
   */
  regulations?: readonly string[];
  data?: DemoData;
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

/** Folders every business keeps; each demo customer adds those of its trade. */
const OFFICE_FOLDERS = [
  'Documents/Finance',
  'Documents/HR/Payroll',
  'Documents/HR/Onboarding',
  'Documents/Contracts',
  'Desktop',
  'Downloads',
  'Projects/Reports',
  'OneDrive/Shared',
  'Pictures',
] as const;

/** Parents come before their children. */
function demoTenants(): DemoTenant[] {
  return [
    { key: 'northwind', parent: 'root', tenant: partner('Northwind MSP') },
    { key: 'harbor', parent: 'northwind', tenant: partner('Harbor IT') },
    {
      // US health care: patients' records (SSNs, Medicare and provider numbers, diagnoses), card payments.
      key: 'contoso',
      parent: 'northwind',
      tenant: customer('Contoso Health'),
      regulations: ['HIPAA', 'CCPA', 'PCI_DSS'],
      data: {
        devices: 12,
        filesPerDevice: 160,
        eventsPerDevice: 120,
        encryptedShare: 0.45,
        folders: [...OFFICE_FOLDERS, 'Documents/Patients', 'Projects/Exports'],
      },
    },
    {
      // Retail in the US and the EU: card payments, customers' contact details.
      key: 'fabrikam',
      parent: 'northwind',
      tenant: customer('Fabrikam Retail', { testingGroups: [TestingGroup.Dev], fipsRequestStatus: 1 }),
      regulations: ['PCI_DSS', 'CCPA', 'GDPR'],
      data: {
        devices: 7,
        filesPerDevice: 140,
        eventsPerDevice: 100,
        encryptedShare: 0.3,
        folders: [...OFFICE_FOLDERS, 'Documents/Customers', 'Projects/Exports'],
      },
    },
    {
      // Freight across the US and Europe: shippers' payments and contacts, drivers' identities.
      key: 'tailspin',
      parent: 'harbor',
      tenant: customer('Tailspin Logistics', {
        subscriptionType: 'MONITORING_AND_ENCRYPTION',
        // Beta: the LLM Apps page offers Block/Unblock/Custom (LlmUploadControlTestingGroup).
        testingGroups: [TestingGroup.Beta],
      }),
      regulations: ['PCI_DSS', 'GDPR', 'CCPA'],
      data: {
        devices: 5,
        filesPerDevice: 120,
        eventsPerDevice: 80,
        encryptedShare: 0.7,
        folders: [...OFFICE_FOLDERS, 'Documents/Customers', 'Projects/Exports'],
      },
    },
    { key: 'bluefin', parent: 'root', tenant: partner('Bluefin Partners') },
    {
      // A law firm: clients' SSNs, passports and bank accounts in contracts and case files.
      key: 'litware',
      parent: 'bluefin',
      tenant: customer('Litware Legal', { subscriptionType: 'ONE_TIME_SCAN' }),
      regulations: ['GDPR', 'CCPA'],
      data: {
        devices: 3,
        filesPerDevice: 100,
        eventsPerDevice: 60,
        encryptedShare: 0.1,
        folders: [...OFFICE_FOLDERS, 'Documents/Customers'],
      },
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
    description: 'Customer admin — Tailspin Logistics (under Harbor IT; Beta testing group)',
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
 * Seeds the demo tenants and users once, in one transaction, then sends each demo customer's
 * agents' data through registration and ingest (generated, the same every time). Returns the
 * sign-ins to print (on every start, so the demo stays usable after the first).
 */
export async function seedDemo(db: Db): Promise<DemoSignIn[]> {
  const root = await ensureRootTenant(db);
  if (await hasDemoData(db)) return signIns();
  // One hash for every demo account: they share the published demo password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created = await db.transaction(async (tx) => {
    const ids = new Map<DemoTenantKey, number>([['root', root.id]]);
    for (const demo of demoTenants()) {
      const parentId = ids.get(demo.parent);
      if (parentId === undefined) throw new Error(`Demo tenant ${demo.key} comes before its parent`);
      const created = await insertTenant(tx, { ...demo.tenant, parentId });
      ids.set(demo.key, created.id);
      // Its business's regulations and their template classifiers, from the library seeded at start-up.
      if (created.tenantType === 'CUSTOMER')
        await provisionCustomer(tx, await resolveSystemScope(tx, created.id), {
          regulationKeys: demo.regulations ? [...demo.regulations] : undefined,
        });
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
    await markOnboarding(tx, ids);
    return ids;
  });
  // Agents' data goes through registration and ingest like a real agent's, after the tenants exist.
  const rnd = new Random(DEMO_SEED);
  const now = new Date();
  for (const demo of demoTenants()) {
    const tenantId = created.get(demo.key);
    const agentKey = tenantId === undefined ? null : await agentKeyOf(db, tenantId);
    if (!demo.data || tenantId === undefined || !agentKey) continue;
    await demoCaseRule(db, tenantId);
    await populateCustomer(
      db,
      rnd.fork(demo.key),
      { id: tenantId, agentKey },
      { ...demo.data, now, days: HISTORY_DAYS },
    );
  }
  await summarizeFilledHistory(db, { now, days: HISTORY_DAYS });
  const contoso = created.get('contoso');
  if (contoso !== undefined) await demoSecurityGroups(db, contoso);
  const main = await demoCustomer(db);
  if (main) await seedDemoRepositories(db, main);
  await demoPopupTemplate(db);
  return signIns();
}

/** Tenants the back office is still onboarding, given to the demo's Onboarding Manager (its table). */
const ONBOARDING: readonly DemoTenantKey[] = ['harbor', 'tailspin'];

async function markOnboarding(tx: Queryable, ids: Map<DemoTenantKey, number>): Promise<void> {
  const [manager] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'onboarding@vigil.demo'))
    .limit(1);
  const tenantIds = ONBOARDING.map((key) => ids.get(key)).filter((id): id is number => id !== undefined);
  if (!manager || tenantIds.length === 0) return;
  await tx
    .update(tenants)
    .set({ onboarding: true, onboardingUserId: manager.id })
    .where(inArray(tenants.id, tenantIds));
  await riskChanged(tx, 'everyone');
}

/**
 * The main popup's text, as a DRAFT: published, it would stop every journey's sign-in (the back
 * office publishes it on Popup Configs; the popup journey does so with its own users).
 */
async function demoPopupTemplate(db: Db): Promise<void> {
  await db
    .insert(popupTemplates)
    .values({
      popupType: 'MAIN',
      title: 'New in Vigil: repositories and security groups',
      description:
        '<p>Cloud <b>repositories</b> now appear beside your endpoints, and <b>security groups</b> let you give a set of devices its own scan and encryption settings.</p>' +
        '<p>Read the <a href="https://example.com/release-notes">release notes</a> for the details.</p>',
      status: 'DRAFT',
    })
    .onConflictDoNothing();
}

async function demoCustomer(db: Db): Promise<{ id: number; agentKey: string } | null> {
  const [row] = await db
    .select({ id: tenants.id, agentKey: tenants.agentKey })
    .from(tenants)
    .innerJoin(users, eq(users.tenantId, tenants.id))
    .where(eq(users.email, 'customer@vigil.demo'));
  return row?.agentKey ? { id: row.id, agentKey: row.agentKey } : null;
}

/**
 * The main demo customer's security groups: Laptops and Servers, each holding two of its devices
 * (the last ones by name: the journeys open the first ones' own settings). The customer's
 * laptop/server defaults stay unset, so Customer Settings shows its default checkboxes.
 */
async function demoSecurityGroups(db: Db, tenantId: number): Promise<void> {
  const scope = await resolveSystemScope(db, tenantId);
  const rows = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.tenantId, tenantId), eq(devices.isDeleted, false)))
    .orderBy(desc(devices.name), desc(devices.id))
    .limit(4);
  const ids = rows.map((r) => r.id);
  const groups = [
    { name: 'Laptops', deviceIds: ids.slice(0, 2), settings: {} },
    {
      name: 'Servers',
      deviceIds: ids.slice(2, 4),
      settings: {
        statisticEnabled: false,
        scannerDelayMinute: 30,
        encryptionDelayDaysMin: 7,
        encryptionDelayDaysMax: 90,
      },
    },
  ];
  await db.transaction(async (tx) => {
    for (const g of groups) {
      const id = await insertSettingsGroup(tx, scope, {
        ...SECURITY_GROUP_DEFAULTS,
        ...g.settings,
        name: g.name,
      });
      await replaceSettingsGroupDevices(tx, scope, id, g.deviceIds);
    }
  });
}

/**
 * A rule on payment cards, so the demo's file events open cases (the device dashboard's Created
 * Cases): uploads and copies to removable devices of files with card numbers.
 */
async function demoCaseRule(db: Db, tenantId: number): Promise<void> {
  const [card] = await db
    .select({ id: classifiers.id })
    .from(classifiers)
    .innerJoin(templateClassifiers, eq(templateClassifiers.id, classifiers.templateId))
    .where(and(eq(classifiers.tenantId, tenantId), eq(templateClassifiers.key, 'PAYMENT_CARD')));
  if (!card) return;
  await createRule(db, await resolveSystemScope(db, tenantId), card.id, {
    name: 'Payment cards leaving the device',
    triggers: [
      { trigger: 'UPLOAD_FILE', actions: ['CREATE_CASE'] },
      { trigger: 'COPY_OR_MOVE_TO_REMOVABLE_DEVICE', actions: ['CREATE_CASE'] },
    ],
  });
}

async function agentKeyOf(db: Db, tenantId: number): Promise<string | null> {
  const [row] = await db.select({ agentKey: tenants.agentKey }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.agentKey ?? null;
}

/** The agent key of the demo's main customer, printed at start so a real agent can be connected. */
export async function demoAgentKey(db: Db): Promise<{ tenantName: string; agentKey: string } | null> {
  const [row] = await db
    .select({ name: tenants.name, agentKey: tenants.agentKey })
    .from(tenants)
    .innerJoin(users, eq(users.tenantId, tenants.id))
    .where(eq(users.email, 'customer@vigil.demo'));
  return row?.agentKey ? { tenantName: row.name, agentKey: row.agentKey } : null;
}
