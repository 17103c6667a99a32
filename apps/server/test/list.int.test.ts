import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Limits } from '@vigil/contracts';
import { auditEntries } from '../src/audit/audit.tables.js';
import { runsQueriesAtOnce } from '../src/db/client.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createTenant, createUser, setTenantRollup, tokenFor } from './helpers/factories.js';

/**
 * The generic list mechanism (skip/take/where/order → items/totalCount/pageInfo), exercised
 * operation by operation through two real lists: childTenants and entitiesAudit.
 */

type Where = Record<string, unknown>;
type Order = Record<string, 'ASC' | 'DESC'>[];
interface Segment<T> {
  items: T[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean };
}
interface GqlError {
  message: string;
  extensions?: Record<string, unknown>;
}

describe('list mechanism', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts at once with the page only on a pool of PostgreSQL connections', async () => {
    expect(runsQueriesAtOnce(t.db)).toBe(t.database.kind === 'postgres');
    await t.db.transaction(async (tx) => expect(runsQueriesAtOnce(tx)).toBe(false));
  });

  describe('childTenants', () => {
    let token: string;
    const ids: Record<string, number> = {};

    // name, type, devices, risk, encrypted
    const CHILDREN = [
      ['Alpha Health', 'CUSTOMER', 5, 1000, 500],
      ['Beta Partners', 'PARTNER', 10, 2000, 0],
      ['Gamma Retail', 'CUSTOMER', 0, 0, 0],
      ['Delta Legal', 'CUSTOMER', 25, 4000, 3000],
      ['a%b', 'CUSTOMER', 1, 1, 0],
      ['a_b', 'CUSTOMER', 1, 1, 0],
      ['axb', 'CUSTOMER', 1, 1, 0],
    ] as const;

    beforeAll(async () => {
      const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER', 'List MSP');
      for (const [name, type, devices, risk, encrypted] of CHILDREN) {
        const child = await createTenant(t.db, partner.id, type, name);
        ids[name] = child.id;
        await setTenantRollup(t.db, child.id, {
          devicesCount: devices,
          sensitiveRiskUsd: risk,
          encryptedSensitiveRiskUsd: encrypted,
        });
      }
      token = await tokenFor(t.config, await createUser(t.db, partner.id));
    });

    async function list(args: { where?: Where; order?: Order; skip?: number; take?: number }) {
      const res = await t.gql<{ childTenants: Segment<{ name: string }> }>(
        `query ($where: ChildTenantFilterInput, $order: [ChildTenantSortInput!], $skip: Int, $take: Int) {
          childTenants(where: $where, order: $order, skip: $skip, take: $take) {
            items { name } totalCount pageInfo { hasNextPage hasPreviousPage }
          }
        }`,
        args,
        token,
      );
      return { segment: res.data?.childTenants ?? null, errors: res.errors };
    }

    async function names(where: Where, order?: Order): Promise<string[]> {
      const { segment, errors } = await list({ where, ...(order ? { order } : {}) });
      expect(errors).toBeUndefined();
      return (segment?.items ?? []).map((i) => i.name);
    }

    it.each<[string, Where, string[]]>([
      ['eq on a string', { name: { eq: 'Delta Legal' } }, ['Delta Legal']],
      ['eq on an int', { devicesCount: { eq: 10 } }, ['Beta Partners']],
      ['eq on a boolean', { isPartner: { eq: true } }, ['Beta Partners']],
      ['eq on a float', { entriesCost: { eq: 4000 } }, ['Delta Legal']],
      ['neq', { tenantType: { neq: 'CUSTOMER' } }, ['Beta Partners']],
      [
        'neq on a boolean',
        { isPartner: { neq: true }, devicesCount: { gt: 1 } },
        ['Alpha Health', 'Delta Legal'],
      ],
      ['gt', { devicesCount: { gt: 5 } }, ['Beta Partners', 'Delta Legal']],
      ['gte', { devicesCount: { gte: 5 } }, ['Alpha Health', 'Beta Partners', 'Delta Legal']],
      ['lt', { devicesCount: { lt: 1 } }, ['Gamma Retail']],
      ['lte', { devicesCount: { lte: 1 } }, ['a%b', 'a_b', 'axb', 'Gamma Retail']],
      ['gt on a float', { residualEntriesCost: { gt: 999.5 } }, ['Beta Partners', 'Delta Legal']],
      [
        'lte on a computed percentage',
        { encryptionPercent: { lte: 0 }, entriesCost: { gt: 1 } },
        ['Beta Partners'],
      ],
      ['in', { name: { in: ['Alpha Health', 'Gamma Retail', 'Nobody'] } }, ['Alpha Health', 'Gamma Retail']],
      ['in, empty', { name: { in: [] } }, []],
      ['nin', { devicesCount: { nin: [1, 0] } }, ['Alpha Health', 'Beta Partners', 'Delta Legal']],
      [
        'contains, case-insensitive',
        { name: { contains: 'TA' } },
        ['Beta Partners', 'Delta Legal', 'Gamma Retail'],
      ],
      ['ncontains', { name: { ncontains: 'a' } }, []],
      ['ncontains, narrower', { name: { ncontains: 'e' } }, ['a%b', 'a_b', 'axb']],
      ['startsWith', { name: { startsWith: 'al' } }, ['Alpha Health']],
      ['endsWith', { name: { endsWith: 'LEGAL' } }, ['Delta Legal']],
      ['contains % is literal', { name: { contains: '%' } }, ['a%b']],
      ['contains _ is literal', { name: { contains: 'a_' } }, ['a_b']],
      ['startsWith % is literal', { name: { startsWith: '%' } }, []],
      [
        'and',
        { and: [{ tenantType: { eq: 'CUSTOMER' } }, { devicesCount: { gte: 5 } }] },
        ['Alpha Health', 'Delta Legal'],
      ],
      [
        'or',
        { or: [{ name: { eq: 'Gamma Retail' } }, { isPartner: { eq: true } }] },
        ['Beta Partners', 'Gamma Retail'],
      ],
      [
        'nested and/or',
        {
          or: [
            { and: [{ tenantType: { eq: 'CUSTOMER' } }, { entriesCost: { gt: 100 } }] },
            {
              and: [
                { name: { startsWith: 'a' } },
                { or: [{ name: { endsWith: '%b' } }, { name: { eq: 'axb' } }] },
              ],
            },
          ],
        },
        ['a%b', 'Alpha Health', 'axb', 'Delta Legal'],
      ],
      [
        'several fields in one filter are AND-ed',
        { tenantType: { eq: 'CUSTOMER' }, name: { contains: 'ta' } },
        ['Delta Legal', 'Gamma Retail'],
      ],
      [
        'several operations on one field are AND-ed',
        { devicesCount: { gt: 1, lt: 25 } },
        ['Alpha Health', 'Beta Partners'],
      ],
    ])('where: %s', async (_label, where, expected) => {
      // Compared as sets: ordering has tests of its own.
      const got = await names(where);
      expect([...got].sort()).toEqual([...expected].sort());
    });

    it('orders by name ascending by default', async () => {
      const got = await names({ devicesCount: { gte: 5 } });
      expect(got).toEqual(['Alpha Health', 'Beta Partners', 'Delta Legal']);
    });

    it('orders DESC and ASC on one key', async () => {
      const where = { devicesCount: { gte: 5 } };
      expect(await names(where, [{ devicesCount: 'DESC' }])).toEqual([
        'Delta Legal',
        'Beta Partners',
        'Alpha Health',
      ]);
      expect(await names(where, [{ entriesCost: 'ASC' }])).toEqual([
        'Alpha Health',
        'Beta Partners',
        'Delta Legal',
      ]);
    });

    it('orders on several keys in the given order', async () => {
      const where = { or: [{ devicesCount: { gte: 5 } }, { devicesCount: { eq: 0 } }] };
      expect(await names(where, [{ tenantType: 'DESC' }, { name: 'DESC' }])).toEqual([
        'Beta Partners',
        'Gamma Retail',
        'Delta Legal',
        'Alpha Health',
      ]);
      expect(await names(where, [{ isPartner: 'ASC' }, { devicesCount: 'DESC' }])).toEqual([
        'Delta Legal',
        'Alpha Health',
        'Gamma Retail',
        'Beta Partners',
      ]);
    });

    it('pages with skip and take, reporting totalCount and hasNextPage', async () => {
      const where = { devicesCount: { gte: 1 } };
      const order: Order = [{ devicesCount: 'DESC' }, { name: 'ASC' }];
      const first = await list({ where, order, skip: 0, take: 2 });
      expect(first.segment).toEqual({
        items: [{ name: 'Delta Legal' }, { name: 'Beta Partners' }],
        totalCount: 6,
        pageInfo: { hasNextPage: true, hasPreviousPage: false },
      });
      const second = await list({ where, order, skip: 2, take: 2 });
      expect(second.segment).toEqual({
        items: [{ name: 'Alpha Health' }, { name: 'a%b' }],
        totalCount: 6,
        pageInfo: { hasNextPage: true, hasPreviousPage: true },
      });
      const last = await list({ where, order, skip: 4, take: 2 });
      expect(last.segment?.items).toEqual([{ name: 'a_b' }, { name: 'axb' }]);
      expect(last.segment?.pageInfo.hasNextPage).toBe(false);
      const beyond = await list({ where, order, skip: 50, take: 2 });
      expect(beyond.segment).toEqual({
        items: [],
        totalCount: 6,
        pageInfo: { hasNextPage: false, hasPreviousPage: true },
      });
    });

    it('take 0 returns only the count', async () => {
      const res = await list({ take: 0 });
      expect(res.segment).toEqual({
        items: [],
        totalCount: CHILDREN.length,
        pageInfo: { hasNextPage: true, hasPreviousPage: false },
      });
    });

    it('accepts a take above the maximum and caps it', async () => {
      const res = await list({ take: 5000 });
      expect(res.errors).toBeUndefined();
      expect(res.segment?.items).toHaveLength(CHILDREN.length);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['negative skip', { skip: -1 }, 'BAD_USER_INPUT'],
      ['negative take', { take: -5 }, 'BAD_USER_INPUT'],
    ])('refuses a %s', async (_label, args, code) => {
      const res = await list(args);
      expect(res.segment).toBeNull();
      expect((res.errors as GqlError[])[0]?.extensions?.code).toBe(code);
    });

    it.each<[string, Record<string, unknown>]>([
      ['an unknown filter field', { where: { agentKey: { eq: 'x' } } }],
      ['an unknown filter operation', { where: { name: { like: '%' } } }],
      ['an operation of another type', { where: { isPartner: { gt: true } } }],
      ['an unknown sort field', { order: [{ agentKey: 'ASC' }] }],
      ['a value of the wrong type', { where: { devicesCount: { eq: 'five' } } }],
    ])('refuses %s', async (_label, args) => {
      const res = await list(args);
      expect(res.segment).toBeNull();
      expect(res.errors?.length).toBeGreaterThan(0);
    });

    it('refuses an overlong filter value', async () => {
      const res = await list({ where: { name: { contains: 'x'.repeat(1001) } } });
      expect(res.segment).toBeNull();
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('entitiesAudit', () => {
    let token: string;
    let tenantId: number;
    const base = new Date('2026-01-01T00:00:00.000Z').getTime();
    const day = (n: number) => new Date(base + n * 86_400_000);

    // entityId, operation, userEmail, day
    const ROWS = [
      [1, 'CREATE', 'ann@example.test', 1],
      [1, 'UPDATE', 'bob@example.test', 2],
      [2, 'CREATE', 'ann@example.test', 3],
      [2, 'DELETE', 'a%b@example.test', 4],
      [3, 'UPDATE', 'a_b@example.test', 5],
      [3, 'UPDATE', null, 6],
    ] as const;

    beforeAll(async () => {
      const customer = await createTenant(t.db, t.rootTenantId, 'CUSTOMER');
      tenantId = customer.id;
      await t.db.insert(auditEntries).values(
        ROWS.map(([entityId, operation, userEmail, d]) => ({
          tenantId,
          entityType: 'Classifier',
          entityId,
          entityName: `day ${d}`,
          operation,
          userId: userEmail ? 1 : null,
          userEmail,
          date: day(d),
        })),
      );
      token = await tokenFor(t.config, await createUser(t.db, tenantId));
    });

    async function list(
      args: { where?: Where; order?: Order; skip?: number; take?: number },
      as: string = token,
    ) {
      const res = await t.gql<{ entitiesAudit: Segment<{ entityName: string }> }>(
        `query ($where: AuditEntryFilterInput, $order: [AuditEntrySortInput!], $skip: Int, $take: Int) {
          entitiesAudit(request: { entityType: "Classifier" }, where: $where, order: $order, skip: $skip, take: $take) {
            items { entityName } totalCount pageInfo { hasNextPage hasPreviousPage }
          }
        }`,
        args,
        as,
      );
      return { segment: res.data?.entitiesAudit ?? null, errors: res.errors };
    }

    /** Days of the entries returned, in order. */
    async function days(where: Where, order?: Order): Promise<number[]> {
      const { segment, errors } = await list({ where, ...(order ? { order } : {}) });
      expect(errors).toBeUndefined();
      return (segment?.items ?? []).map((i) => Number(i.entityName.replace('day ', '')));
    }

    it.each<[string, Where, number[]]>([
      ['eq on an int', { entityId: { eq: 2 } }, [4, 3]],
      ['eq on a string', { operation: { eq: 'UPDATE' } }, [6, 5, 2]],
      ['eq on a date', { date: { eq: day(3).toISOString() } }, [3]],
      ['eq null', { userEmail: { eq: null } }, [6]],
      ['neq keeps nulls', { userEmail: { neq: 'ann@example.test' } }, [6, 5, 4, 2]],
      ['gt on a date', { date: { gt: day(4).toISOString() } }, [6, 5]],
      ['gte on a date', { date: { gte: day(4).toISOString() } }, [6, 5, 4]],
      ['lt on a date', { date: { lt: day(2).toISOString() } }, [1]],
      ['lte on a date', { date: { lte: day(2).toISOString() } }, [2, 1]],
      ['date range', { date: { gte: day(2).toISOString(), lte: day(4).toISOString() } }, [4, 3, 2]],
      ['gt on an int', { entityId: { gt: 2 } }, [6, 5]],
      ['in', { operation: { in: ['CREATE', 'DELETE'] } }, [4, 3, 1]],
      ['nin keeps nulls', { userEmail: { nin: ['ann@example.test', 'bob@example.test'] } }, [6, 5, 4]],
      ['contains', { userEmail: { contains: 'ANN' } }, [3, 1]],
      ['ncontains keeps nulls', { userEmail: { ncontains: 'ann' } }, [6, 5, 4, 2]],
      ['startsWith', { userEmail: { startsWith: 'b' } }, [2]],
      ['endsWith', { entityType: { endsWith: 'fier' }, entityId: { eq: 1 } }, [2, 1]],
      ['contains % is literal', { userEmail: { contains: '%' } }, [4]],
      ['contains _ is literal', { userEmail: { contains: '_' } }, [5]],
      ['startsWith with _ is literal', { userEmail: { startsWith: 'a_' } }, [5]],
      ['and', { and: [{ entityId: { eq: 1 } }, { operation: { eq: 'UPDATE' } }] }, [2]],
      ['or', { or: [{ entityId: { eq: 3 } }, { operation: { eq: 'DELETE' } }] }, [6, 5, 4]],
      [
        'nested and/or',
        {
          and: [
            { or: [{ entityId: { eq: 1 } }, { entityId: { eq: 3 } }] },
            {
              or: [
                { userEmail: { eq: null } },
                { and: [{ operation: { eq: 'CREATE' } }, { userEmail: { startsWith: 'ann' } }] },
              ],
            },
          ],
        },
        [6, 1],
      ],
    ])('where: %s', async (_label, where, expected) => {
      expect(await days(where)).toEqual(expected);
    });

    it('orders by date descending by default, and by any key on request', async () => {
      expect(await days({})).toEqual([6, 5, 4, 3, 2, 1]);
      expect(await days({}, [{ date: 'ASC' }])).toEqual([1, 2, 3, 4, 5, 6]);
      expect(await days({}, [{ id: 'DESC' }])).toEqual([6, 5, 4, 3, 2, 1]);
      expect(await days({}, [{ userEmail: 'ASC' }, { date: 'DESC' }])).toEqual([6, 4, 5, 3, 1, 2]);
      expect(await days({}, [{ operation: 'ASC' }, { entityId: 'DESC' }, { date: 'ASC' }])).toEqual([
        3, 1, 4, 5, 6, 2,
      ]);
    });

    it('pages with skip and take', async () => {
      const page = await list({ skip: 2, take: 3 });
      expect(page.segment).toEqual({
        items: [{ entityName: 'day 4' }, { entityName: 'day 3' }, { entityName: 'day 2' }],
        totalCount: 6,
        pageInfo: { hasNextPage: true, hasPreviousPage: true },
      });
      const last = await list({ skip: 3, take: 3 });
      expect(last.segment?.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
    });

    it.each<[string, Record<string, unknown>]>([
      ['a negative skip', { skip: -10 }],
      ['a negative take', { take: -1 }],
      ['an unknown filter field', { where: { stateAfter: { eq: 'x' } } }],
      ['an unknown sort field', { order: [{ entityName: 'ASC' }] }],
      ['an invalid date', { where: { date: { gt: 'yesterday' } } }],
    ])('refuses %s', async (_label, args) => {
      const res = await list(args);
      expect(res.segment).toBeNull();
      expect(res.errors?.length).toBeGreaterThan(0);
    });

    it(`caps take at ${Limits.maxPageSize}`, async () => {
      const big = await createTenant(t.db, t.rootTenantId, 'CUSTOMER');
      const rows = Array.from({ length: 1100 }, (_, i) => ({
        tenantId: big.id,
        entityType: 'Classifier',
        entityId: i,
        operation: 'UPDATE' as const,
      }));
      await t.db.insert(auditEntries).values(rows);
      const bigToken = await tokenFor(t.config, await createUser(t.db, big.id));
      const all = await list({ take: 5000 }, bigToken);
      expect(all.errors).toBeUndefined();
      expect(all.segment?.items).toHaveLength(Limits.maxPageSize);
      expect(all.segment?.totalCount).toBe(1100);
      expect(all.segment?.pageInfo.hasNextPage).toBe(true);
      const rest = await list({ skip: 1000, take: 5000 }, bigToken);
      expect(rest.segment?.items).toHaveLength(100);
      expect(rest.segment?.pageInfo.hasNextPage).toBe(false);
    });
  });
});
