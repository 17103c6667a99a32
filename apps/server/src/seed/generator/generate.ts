import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { insertTenant } from '../../tenants/tenants.repo.js';
import { provisionCustomer } from '../../classifiers/provisioning.service.js';
import { resolveSystemScope } from '../../tenants/tenant-scope.js';
import { Random } from './random.js';
import { customerName, PARTNER_NAMES } from './catalog.js';
import { populateCustomer, type PopulateOptions, type PopulateResult } from './populate.js';
import { HISTORY_DAYS, summarizeFilledHistory } from './risk-history.js';

export interface GenerateOptions {
  seed: number;
  partners: number;
  customers: number;
  /** Devices in all, spread over the customers. */
  devices: number;
  /** Files in all, spread over the devices. */
  files: number;
  /** File events in all, spread over the devices. */
  events: number;
  now?: Date;
  /** Parent of the generated partners (the root tenant). */
  rootTenantId: number;
  onProgress?: (message: string) => void;
  /** Partners nested under the first partner; customers are dealt to the partners, then to these. Default 0. */
  subPartners?: number;
  /** Devices of the first customer (a big one); the others share the rest evenly. Default: an even share. */
  firstCustomerDevices?: number;
  /**
   * Customers filled at the same time, each through its own registrations and batches (PostgreSQL
   * runs them on separate connections). The data are the same as with 1; database ids interleave.
   */
  concurrency?: number;
  /** See PopulateOptions: denser findings for the benchmarks. */
  sensitiveShare?: number;
  classifiersPerFile?: PopulateOptions['classifiersPerFile'];
}

export interface GenerateResult extends PopulateResult {
  partners: number;
  customers: number;
  seconds: number;
  customerIds: number[];
}

function spread(total: number, parts: number, index: number): number {
  return Math.floor(total / parts) + (index < total % parts ? 1 : 0);
}

/**
 * Realistic tenants, devices, files, findings, folders and file events, the same for the same
 * seed, sent through the ingest service. Used by `npm run seed` and the benchmarks.
 */
export async function generate(db: Db, options: GenerateOptions): Promise<GenerateResult> {
  const started = Date.now();
  const rnd = new Random(options.seed);
  const now = options.now ?? new Date();
  const total: GenerateResult = {
    partners: 0,
    customers: 0,
    devices: 0,
    files: 0,
    findings: 0,
    events: 0,
    seconds: 0,
    customerIds: [],
  };
  const runTag = rnd.fork('tag').int(1000, 9999);

  const partnerIds: number[] = [];
  for (let p = 0; p < Math.max(1, options.partners); p++) {
    const partner = await insertTenant(db, {
      name: `${PARTNER_NAMES[p % PARTNER_NAMES.length]} ${runTag}${p >= PARTNER_NAMES.length ? `-${p}` : ''}`,
      tenantType: 'PARTNER',
      parentId: options.rootTenantId,
      // Keys are credentials (the sign-up link's): random, never derived from the seed, and unique.
      partnerKey: randomUUID(),
    });
    partnerIds.push(partner.id);
    total.partners++;
  }

  const parentIds = [...partnerIds];
  for (let s = 0; s < (options.subPartners ?? 0); s++) {
    const subPartner = await insertTenant(db, {
      name: `${PARTNER_NAMES[0]} ${runTag} Region ${s + 1}`,
      tenantType: 'PARTNER',
      parentId: partnerIds[0] as number,
      partnerKey: randomUUID(),
    });
    parentIds.push(subPartner.id);
    total.partners++;
  }

  const devicesOf = (c: number): number => {
    const first = options.firstCustomerDevices;
    if (first === undefined || options.customers <= 1) return spread(options.devices, options.customers, c);
    const big = Math.min(first, options.devices);
    return c === 0 ? big : spread(options.devices - big, options.customers - 1, c - 1);
  };

  let filled = 0;
  const fillCustomer = async (c: number) => {
    const crnd = rnd.fork(`customer-${c}`);
    const agentKey = randomBytes(16).toString('hex');
    const customer = await db.transaction(async (tx) => {
      const created = await insertTenant(tx, {
        name: customerName(c),
        tenantType: 'CUSTOMER',
        parentId: parentIds[c % parentIds.length] as number,
        agentKey,
        agentUninstallKey: randomBytes(8).toString('hex').toUpperCase(),
        subscriptionType: crnd.pick(['MONITORING', 'MONITORING_AND_ENCRYPTION', 'ONE_TIME_SCAN'] as const),
      });
      await provisionCustomer(tx, await resolveSystemScope(tx, created.id));
      return created;
    });
    total.customers++;
    total.customerIds[c] = customer.id;
    const devices = devicesOf(c);
    if (devices === 0) return;
    const result = await populateCustomer(
      db,
      crnd,
      { id: customer.id, agentKey },
      {
        devices,
        filesPerDevice: Math.max(0, Math.round(options.files / Math.max(1, options.devices))),
        eventsPerDevice: Math.max(0, Math.round(options.events / Math.max(1, options.devices))),
        encryptedShare: crnd.pick([0.05, 0.15, 0.3, 0.45, 0.6]),
        now,
        days: HISTORY_DAYS,
        sensitiveShare: options.sensitiveShare,
        classifiersPerFile: options.classifiersPerFile,
      },
    );
    total.devices += result.devices;
    total.files += result.files;
    total.findings += result.findings;
    total.events += result.events;
    options.onProgress?.(
      `customer ${++filled}/${options.customers}: ${total.files} files, ${total.findings} findings`,
    );
  };

  // Each stream takes the next customer; the first failure stops the others before they start another.
  let next = 0;
  let failed = false;
  const stream = async () => {
    while (!failed && next < options.customers) {
      const c = next++;
      try {
        await fillCustomer(c);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  const streams = Math.max(1, Math.min(options.concurrency ?? 1, options.customers));
  const outcomes = await Promise.allSettled(Array.from({ length: streams }, stream));
  const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failure) throw failure.reason;
  await summarizeFilledHistory(db, { now, days: HISTORY_DAYS });
  total.seconds = Math.round((Date.now() - started) / 100) / 10;
  return total;
}
