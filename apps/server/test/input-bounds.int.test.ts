import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputLimits } from '@vigil/contracts';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createTenant, createUser, tokenFor, unique } from './helpers/factories.js';

/**
 * Bounded input (issue 13, hole 6): a list's where/order, every variable and every literal is
 * measured before any work proportional to it, and refused with a 400 that says what is wrong.
 */

interface GqlError {
  message: string;
  extensions?: Record<string, unknown>;
}
interface Answer {
  status: number;
  data: Record<string, unknown> | null;
  errors: GqlError[] | undefined;
}

type Where = Record<string, unknown>;

const CHILDREN = `query ($where: ChildTenantFilterInput, $order: [ChildTenantSortInput!]) {
  childTenants(where: $where, order: $order, take: 100) { totalCount items { name } } }`;

const condition = (i: number): Where => ({ name: { eq: `no such tenant ${i}` } });
const branches = (n: number): Where[] => Array.from({ length: n }, (_, i) => condition(i));
const texts = (n: number, prefix = 'v'): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const numbers = (n: number): number[] => new Array<number>(n).fill(0);

/** `and` nested `levels` deep around one condition. */
function nestedAnd(levels: number): Where {
  let where: Where = { name: { neq: 'x' } };
  for (let i = 0; i < levels; i++) where = { and: [where] };
  return where;
}

/** JSON nested `levels` deep, written as text: serialising it would overflow the test's own stack. */
const deepListJson = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('bounded GraphQL input', () => {
  let t: TestApp;
  let token: string;
  let customerToken: string;
  const childNames: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    for (const name of [unique('Alpha'), unique('Beta')]) {
      await createTenant(t.db, partner.id, 'CUSTOMER', name);
      childNames.push(name);
    }
    token = await tokenFor(t.config, await createUser(t.db, partner.id));
    const customer = await createTenant(t.db, t.rootTenantId, 'CUSTOMER');
    customerToken = await tokenFor(t.config, await createUser(t.db, customer.id));
  });
  afterAll(() => t.close());

  async function post(
    payload: string | Record<string, unknown>,
    tok: string = token,
    contentType = 'application/json',
  ): Promise<Answer> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${tok}`, 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    const body = res.json() as { data?: Record<string, unknown> | null; errors?: GqlError[] };
    return { status: res.statusCode, data: body.data ?? null, errors: body.errors };
  }

  const children = (variables: Record<string, unknown>) => post({ query: CHILDREN, variables });

  function expectRefused(res: Answer, message: string | RegExp): void {
    expect(res.status).toBe(400);
    expect(res.data).toBeNull();
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    if (typeof message === 'string') expect(res.errors?.[0]?.message).toContain(message);
    else expect(res.errors?.[0]?.message).toMatch(message);
  }

  function expectAnswered(res: Answer): void {
    expect(res.errors).toBeUndefined();
    expect(res.status).toBe(200);
    expect(res.data).not.toBeNull();
  }

  describe("a list's where", () => {
    it('refuses 34 000 "or" branches before doing anything with them', async () => {
      // Short conditions, so the body stays within the 1 MiB a JSON body may have.
      const or = Array.from({ length: 34_000 }, (_, i) => ({ id: { eq: i } }));
      const res = await children({ where: { or } });
      expectRefused(res, `"or" must not have more than ${InputLimits.filterBranchesMax} branches`);
    });

    it(`takes ${InputLimits.filterBranchesMax} branches of an "or" and refuses one more`, async () => {
      const atLimit = await children({
        where: { or: [...branches(InputLimits.filterBranchesMax - 1), { name: { eq: childNames[0] } }] },
      });
      expectAnswered(atLimit);
      expect(atLimit.data?.childTenants).toMatchObject({ totalCount: 1 });
      expectRefused(
        await children({ where: { and: branches(InputLimits.filterBranchesMax + 1) } }),
        `"and" must not have more than ${InputLimits.filterBranchesMax} branches`,
      );
    });

    it(`takes "and"/"or" nested ${InputLimits.filterNestingMax} deep and refuses one level more`, async () => {
      const atLimit = await children({ where: nestedAnd(InputLimits.filterNestingMax) });
      expectAnswered(atLimit);
      expect(atLimit.data?.childTenants).toMatchObject({ totalCount: childNames.length });
      expectRefused(
        await children({ where: nestedAnd(InputLimits.filterNestingMax + 1) }),
        `must not nest "and" / "or" more than ${InputLimits.filterNestingMax} levels deep`,
      );
    });

    it(`takes ${InputLimits.filterNodesMax} conditions and groups in one where, and refuses one more`, async () => {
      // The where, its id condition, and two "or" groups of 49 conditions each (a branch and its
      // operations are two): 1 + 1 + 2 × (1 + 49 × 2) = 200.
      const group = { or: branches(49) };
      const atLimit: Where = { id: { gte: 0 }, and: [group, group] };
      expectAnswered(await children({ where: atLimit }));
      expectRefused(
        await children({ where: { ...atLimit, devicesCount: { gte: 0 } } }),
        `must not have more than ${InputLimits.filterNodesMax} conditions`,
      );
    });

    it(`takes ${InputLimits.filterInMax} values in "in" and refuses a huge list`, async () => {
      const atLimit = await children({
        where: { name: { in: [...texts(InputLimits.filterInMax - 1), childNames[1]] } },
      });
      expectAnswered(atLimit);
      expect(atLimit.data?.childTenants).toMatchObject({ totalCount: 1 });
      expectRefused(
        await children({ where: { name: { in: texts(InputLimits.filterInMax + 1) } } }),
        `must not list more than ${InputLimits.filterInMax} values in "in"`,
      );
      expectRefused(
        await children({ where: { name: { nin: texts(40_000) } } }),
        `must not list more than ${InputLimits.filterInMax} values in "nin"`,
      );
    });

    it(`takes ${InputLimits.filterValuesMax} values in one where and refuses one more`, async () => {
      const atLimit: Where = {
        and: [{ name: { in: texts(1000, 'a') } }, { name: { nin: texts(1000, 'b') } }],
      };
      expectAnswered(await children({ where: atLimit }));
      expectRefused(
        await children({ where: { ...atLimit, id: { gte: 0 } } }),
        `must not compare more than ${InputLimits.filterValuesMax} values`,
      );
    });

    it(`takes a filter text of ${InputLimits.filterTextMax} characters and refuses a longer one`, async () => {
      expectAnswered(
        await children({ where: { name: { contains: 'x'.repeat(InputLimits.filterTextMax) } } }),
      );
      expectRefused(
        await children({ where: { name: { contains: 'x'.repeat(InputLimits.filterTextMax + 1) } } }),
        `The filter value for name must not be longer than ${InputLimits.filterTextMax} characters`,
      );
    });

    it('measures a where written as a literal, and one given as a variable default', async () => {
      const literal = `{ childTenants(where: { or: [${Array.from(
        { length: InputLimits.filterBranchesMax + 1 },
        (_, i) => `{ name: { eq: "n${i}" } }`,
      ).join(', ')}] }) { totalCount } }`;
      expectRefused(await post({ query: literal }), `"or" must not have more than`);
      const withDefault = `query ($w: ChildTenantFilterInput = ${JSON.stringify(nestedAnd(InputLimits.filterNestingMax + 1)).replace(/"(\w+)":/g, '$1:')}) {
        childTenants(where: $w) { totalCount } }`;
      expectRefused(await post({ query: withDefault }), 'levels deep');
    });

    it('measures variables used inside a literal where', async () => {
      const query = `query ($names: [String!]) { childTenants(where: { and: [{ name: { in: $names } }] }) { totalCount } }`;
      expectRefused(
        await post({ query, variables: { names: texts(InputLimits.filterInMax + 1) } }),
        `values in "in"`,
      );
      expectAnswered(await post({ query, variables: { names: childNames } }));
    });
  });

  describe("a list's order", () => {
    const allFields = {
      devicesCount: 'ASC',
      encryptedEntriesCost: 'ASC',
      encryptionPercent: 'ASC',
      entriesCost: 'ASC',
      id: 'ASC',
      isPartner: 'ASC',
      name: 'DESC',
      partnerId: 'ASC',
      residualEntriesCost: 'ASC',
      tenantType: 'ASC',
    };

    it(`takes ${InputLimits.orderFieldsMax} sort fields and refuses more`, async () => {
      expect(Object.keys(allFields)).toHaveLength(InputLimits.orderFieldsMax);
      expectAnswered(await children({ order: [allFields] }));
      expectRefused(
        await children({ order: [allFields, { name: 'ASC' }] }),
        `must not be sorted on more than ${InputLimits.orderFieldsMax} fields`,
      );
      expectRefused(await children({ order: new Array(10_000).fill({ name: 'ASC' }) }), 'sorted on more');
    });
  });

  describe('variables of any operation', () => {
    // Variables the operation does not declare are measured all the same.
    const TYPENAME = '{ __typename }';
    const raw = (variables: string) => post(`{"query":${JSON.stringify(TYPENAME)},"variables":${variables}}`);

    it('refuses a list nested 5 000 deep, and one nested 5 000 deep in a where', async () => {
      expectRefused(
        await raw(`{"pad":${deepListJson(5000)}}`),
        `must not be nested more than ${InputLimits.nestingMax} levels deep`,
      );
      const deepWhere = `${'{"and":['.repeat(5000)}{"name":{"eq":"x"}}${']}'.repeat(5000)}`;
      expectRefused(
        await post(`{"query":${JSON.stringify(CHILDREN)},"variables":{"where":${deepWhere}}}`),
        `must not nest "and" / "or" more than ${InputLimits.filterNestingMax} levels deep`,
      );
    });

    it(`takes lists nested ${InputLimits.nestingMax} deep and refuses one level more`, async () => {
      expectAnswered(await raw(`{"pad":${deepListJson(InputLimits.nestingMax)}}`));
      expectRefused(await raw(`{"pad":${deepListJson(InputLimits.nestingMax + 1)}}`), 'levels deep');
    });

    it(`takes a list of ${InputLimits.listMax} items and refuses one more`, async () => {
      expectAnswered(await children({ pad: numbers(InputLimits.listMax) }));
      expectRefused(
        await children({ pad: numbers(InputLimits.listMax + 1) }),
        `must not have more than ${InputLimits.listMax} items`,
      );
    });

    it(`takes ${InputLimits.variableValuesMax} values in all and refuses one more`, async () => {
      // Four lists: each list is a value, and so is each of its items.
      const items = InputLimits.variableValuesMax - 4;
      const lists = (extra: number) => ({
        a: numbers(InputLimits.listMax),
        b: numbers(InputLimits.listMax),
        c: numbers(InputLimits.listMax),
        d: numbers(items - 3 * InputLimits.listMax + extra),
      });
      expectAnswered(await children(lists(0)));
      expectRefused(
        await children(lists(1)),
        `must not carry more than ${InputLimits.variableValuesMax} values`,
      );
    });

    it(`takes a text of ${InputLimits.textMax} characters and refuses a longer one`, async () => {
      expectAnswered(await children({ pad: 'x'.repeat(InputLimits.textMax) }));
      expectRefused(
        await children({ pad: 'x'.repeat(InputLimits.textMax + 1) }),
        `Variable "$pad": Text must not be longer than ${InputLimits.textMax} characters`,
      );
    });

    it('refuses a 10 MB text and a 1 000 000-item list, as JSON or as multipart form data', async () => {
      expect((await children({ pad: 'x'.repeat(10_000_000) })).status).toBe(413);
      expect((await children({ pad: numbers(1_000_000) })).status).toBe(413);
      // 10 MB: more than any multipart body may have.
      expect((await multipart({ query: TYPENAME, variables: { pad: 'x'.repeat(10_000_000) } })).status).toBe(
        413,
      );
      // 2 MB: a multipart request's operations are one form field, which may hold 1 MiB.
      const form = await multipart({ query: TYPENAME, variables: { pad: numbers(1_000_000) } });
      expect(form.status).toBe(400);
      expect(form.errors?.[0]?.message).toContain('Field value size exceeded');
    });

    it('refuses a lone surrogate: PostgreSQL would store it silently replaced', async () => {
      expectRefused(await children({ where: { name: { eq: 'a\ud800b' } } }), 'valid Unicode');
      expectRefused(await children({ where: { name: { eq: 'a\udc00' } } }), 'valid Unicode');
      // A proper pair is text like any other.
      expectAnswered(await children({ where: { name: { eq: 'a\ud83d\ude00b' } } }));
    });

    it(`bounds a date to ${InputLimits.dateTextMax} characters`, async () => {
      const query =
        'query ($d: DateTime) { entitiesAudit(request: { entityType: "X" }, where: { date: { gt: $d } }) { totalCount } }';
      // JavaScript's date parser skips a parenthesised comment of any length.
      const res = await post({ query, variables: { d: `January 1, 2026 (${'x'.repeat(500)})` } });
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.message).toContain('Invalid date');
      expectAnswered(await post({ query, variables: { d: '2026-01-01T00:00:00.000+00:00' } }));
    });
  });

  describe('the NUL character', () => {
    const CREATE = `mutation ($input: ClassifierInput!) { createClassifier(input: $input) { id name } }`;
    const COUNT = `{ classifiersList(showAll: true, take: 0) { totalCount } }`;
    const content = (name: string) => ({
      type: 'BY_CONTENT',
      name,
      shortName: 'CARD',
      valuePerRecord: 10,
      matchers: [{ type: 'REGEX', value: '\\b\\d{16}\\b', checkMethod: 'LUHN' }],
    });
    const classifierCount = async () => {
      const res = await post({ query: COUNT }, customerToken);
      expectAnswered(res);
      return (res.data?.classifiersList as { totalCount: number }).totalCount;
    };

    it('is refused in a filter text, in a variable and in a literal', async () => {
      expectRefused(
        await children({ where: { name: { eq: 'a\u0000b' } } }),
        'Variable "$where" at name.eq: Text must not contain the NUL character',
      );
      expectRefused(
        await post({ query: '{ childTenants(where: { name: { contains: "a\\u0000b" } }) { totalCount } }' }),
        'Text must not contain the NUL character',
      );
    });

    it("is refused in a mutation's name, as a variable or a literal, and nothing is created", async () => {
      const before = await classifierCount();
      // The same input is accepted without the NUL: the refusal is the NUL's alone.
      const name = unique('Cards');
      expectRefused(
        await post({ query: CREATE, variables: { input: content(`${name}\u0000`) } }, customerToken),
        'Variable "$input" at name: Text must not contain the NUL character',
      );
      const literal = `mutation { createClassifier(input: { type: BY_CONTENT, name: "${name}\\u0000", shortName: "CARD",
        valuePerRecord: 10, matchers: [{ type: REGEX, value: "\\\\d{16}", checkMethod: LUHN }] }) { id } }`;
      expectRefused(await post({ query: literal }, customerToken), 'Text must not contain the NUL character');
      expect(await classifierCount()).toBe(before);
      const created = await post({ query: CREATE, variables: { input: content(name) } }, customerToken);
      expectAnswered(created);
      expect(await classifierCount()).toBe(before + 1);
    });
  });

  describe('multipart requests', () => {
    it('still run an operation sent as multipart form data, with a file of 3 MiB', async () => {
      const operations = { query: CHILDREN, variables: { where: { name: { eq: childNames[0] } } } };
      const res = await post(
        multipartBody(operations, 'x'.repeat(3 * 1024 * 1024)),
        token,
        `multipart/form-data; boundary=${BOUNDARY}`,
      );
      expectAnswered(res);
      expect(res.data?.childTenants).toMatchObject({ totalCount: 1, items: [{ name: childNames[0] }] });
    });

    it('are counted as they stream: a chunked body has no Content-Length to check first', async () => {
      // Over a real socket: a chunked body is a property of HTTP itself.
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address() as AddressInfo;
      const body = multipartBody({ query: '{ __typename }' }, 'x'.repeat(5 * 1024 * 1024));
      const res = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/graphql',
            // No keep-alive: the app closes after the tests without waiting on an idle socket.
            agent: false,
            headers: {
              connection: 'close',
              authorization: `Bearer ${token}`,
              'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
              'transfer-encoding': 'chunked',
            },
          },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.slice(i, i + 64 * 1024));
        req.end();
      });
      expect(res.status).toBe(400);
      expect(res.text).toContain('Request body too large');
    });
  });

  const BOUNDARY = 'vigil-input-bounds';

  /** A GraphQL multipart request (operations, map and, if given, one file not mapped to a variable). */
  function multipartBody(operations: Record<string, unknown>, file?: string): string {
    const filePart = file
      ? [`--${BOUNDARY}`, 'Content-Disposition: form-data; name="0"; filename="auth.conf"', '', file]
      : [];
    return [
      `--${BOUNDARY}`,
      'Content-Disposition: form-data; name="operations"',
      '',
      JSON.stringify(operations),
      `--${BOUNDARY}`,
      'Content-Disposition: form-data; name="map"',
      '',
      '{}',
      ...filePart,
      `--${BOUNDARY}--`,
      '',
    ].join('\r\n');
  }

  function multipart(operations: Record<string, unknown>): Promise<Answer> {
    return post(multipartBody(operations), token, `multipart/form-data; boundary=${BOUNDARY}`);
  }
});
