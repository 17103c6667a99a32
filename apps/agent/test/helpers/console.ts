import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { ClassifierDefinitionInput } from '@vigil/contracts';
import { ingestBatches } from '../../../server/src/agent-ingest/ingest-batches.tables.js';
import { fileEvents, fileFindings, files } from '../../../server/src/files/files.tables.js';
import { tenantRiskRollups } from '../../../server/src/rollups/rollups.tables.js';
import { definitionColumns } from '../../../server/src/classifiers/classifier-definition.js';
import { insertClassifiers } from '../../../server/src/classifiers/classifiers.repo.js';
import { resolveSystemScope } from '../../../server/src/tenants/tenant-scope.js';
import { insertTenant, type TenantRow } from '../../../server/src/tenants/tenants.repo.js';
import { createUser, tokenFor, unique } from '../../../server/test/helpers/factories.js';
import type { TestApp } from '../../../server/test/helpers/test-app.js';

export interface TestCustomer {
  partner: TenantRow;
  customer: TenantRow;
  agentKey: string;
  /** Classifier ids by the short names the tests use. */
  classifiers: { card: number; ssn: number };
  /** A partner admin's token, to read the console as a person would. */
  partnerToken: string;
}

/**
 * Two content classifiers with hand-picked values per record, so that the expected risk of a
 * folder is computed by hand: cards (Luhn-checked 16 digits) $10, US SSNs $5.
 */
const TEST_CLASSIFIERS: Omit<ClassifierDefinitionInput, 'id'>[] = [
  {
    name: 'Agent test card numbers',
    type: 'BY_CONTENT',
    valuePerRecord: 10,
    rules: [{ ruleType: 'REGEX', text: '\\b\\d{16}\\b', checkMethod: 'LUHN', entryCounter: true }],
  },
  {
    name: 'Agent test US SSN',
    type: 'BY_CONTENT',
    valuePerRecord: 5,
    rules: [{ ruleType: 'REGEX', text: '\\b\\d{3}-\\d{2}-\\d{4}\\b', entryCounter: true }],
  },
];

/** A partner with one customer that has an agent key and the two test classifiers (only). */
export async function createAgentCustomer(t: TestApp): Promise<TestCustomer> {
  const partner = await insertTenant(t.db, {
    name: unique('agent-partner'),
    tenantType: 'PARTNER',
    parentId: t.rootTenantId,
  });
  const agentKey = randomUUID();
  const customer = await insertTenant(t.db, {
    name: unique('agent-customer'),
    tenantType: 'CUSTOMER',
    parentId: partner.id,
    subscriptionType: 'MONITORING',
    agentKey,
  });
  const [card, ssn] = await insertClassifiers(
    t.db,
    await resolveSystemScope(t.db, customer.id),
    TEST_CLASSIFIERS.map((c) => definitionColumns(c)),
  );
  if (!card || !ssn) throw new Error('classifiers not created');
  const admin = await createUser(t.db, partner.id, { roles: ['TENANT_ADMIN'] });
  const partnerToken = await tokenFor(t.config, admin);
  return { partner, customer, agentKey, classifiers: { card: card.id, ssn: ssn.id }, partnerToken };
}

export interface TenantNumbers {
  devices: number;
  files: number;
  sensitiveFiles: number;
  sensitiveEntries: number;
  riskUsd: number;
}

/** The customer's rollup, as the console's numbers come from it. */
export async function tenantNumbers(t: TestApp, tenantId: number): Promise<TenantNumbers> {
  const [row] = await t.db.select().from(tenantRiskRollups).where(eq(tenantRiskRollups.tenantId, tenantId));
  if (!row) throw new Error(`no rollup for tenant ${tenantId}`);
  return {
    devices: row.devicesCount,
    files: row.filesCount,
    sensitiveFiles: row.sensitiveFilesCount,
    sensitiveEntries: row.sensitiveEntriesCount,
    riskUsd: Number(row.sensitiveCost),
  };
}

/** What the partner sees in the child-tenants list of the console. */
export async function childTenantRow(t: TestApp, customer: TestCustomer) {
  const result = await t.gql<{
    childTenants: { items: { id: number; devicesCount: number; entriesCost: number }[] };
  }>(
    'query { childTenants(take: 100) { items { id devicesCount entriesCost } } }',
    {},
    customer.partnerToken,
  );
  if (result.errors) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.data?.childTenants.items.find((item) => item.id === customer.customer.id) ?? null;
}

/** Live (not deleted) files of a device, by path, with their findings per classifier. */
export async function deviceFiles(t: TestApp, tenantId: number, deviceId: number) {
  const rows = await t.db
    .select()
    .from(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.deviceId, deviceId), eq(files.isDeleted, false)));
  const findings = await t.db
    .select()
    .from(fileFindings)
    .where(and(eq(fileFindings.tenantId, tenantId), eq(fileFindings.deviceId, deviceId)));
  return new Map(
    rows.map((row) => [
      row.path,
      {
        parseResult: row.parseResult,
        owner: row.owner,
        size: row.size,
        contentHash: row.contentHash,
        entries: Object.fromEntries(
          findings.filter((f) => f.fileId === row.id).map((f) => [f.classifierId, f.entriesCount]),
        ) as Record<number, number>,
      },
    ]),
  );
}

export async function deviceEvents(t: TestApp, tenantId: number, deviceId: number) {
  return t.db
    .select()
    .from(fileEvents)
    .where(and(eq(fileEvents.tenantId, tenantId), eq(fileEvents.deviceId, deviceId)))
    .orderBy(asc(fileEvents.id));
}

export async function appliedBatches(t: TestApp, tenantId: number, deviceId: number): Promise<number> {
  const rows = await t.db
    .select({ id: ingestBatches.batchId })
    .from(ingestBatches)
    .where(and(eq(ingestBatches.tenantId, tenantId), eq(ingestBatches.deviceId, deviceId)));
  return rows.length;
}
