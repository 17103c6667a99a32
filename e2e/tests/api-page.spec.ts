import { ApiAddresses } from '@vigil/contracts';
import { decodeClaims } from '../support/api';
import { BASE_URL, DemoUsers } from '../support/env';
import { expect, test } from '../support/fixtures';
import { ApiPage, ExplorerPage } from '../support/pages/api-pages';

test.describe('API and Extensions', () => {
  test('shows the addresses and a fresh token that the API accepts', async ({
    page,
    request,
    signedInAs,
  }) => {
    const session = await signedInAs(DemoUsers.customer);
    const api = new ApiPage(page);
    await api.open('/customer/settings/api-and-extensions');
    await expect(api.endpoint).toHaveText(`${BASE_URL}${ApiAddresses.graphqlEndpoint}`);
    await expect(api.schema).toHaveText(`${BASE_URL}${ApiAddresses.graphqlSchema}`);
    await expect(page.getByText('Authorization: Bearer <token>')).toBeVisible();
    await expect(page.getByText('The API may change')).toBeVisible();

    const token = await api.copyToken();
    // A new token of the same session, not the one the page itself runs on.
    expect(token).not.toBe(session.accessToken);
    expect(decodeClaims(token).sid).toBe(decodeClaims(session.accessToken).sid);
    await expect(page.getByText(/This token is valid until/)).toBeVisible();

    const asScript = await request.post('/graphql', {
      headers: { Authorization: `Bearer ${token}` },
      data: { query: '{ userInfo { email } }' },
    });
    expect(await asScript.json()).toEqual({ data: { userInfo: { email: DemoUsers.customer } } });

    const schema = await request.get(ApiAddresses.graphqlSchema, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(schema.status()).toBe(200);
    expect(await schema.text()).toContain('gqlToken: String!');
    expect((await request.get(ApiAddresses.graphqlSchema)).status()).toBe(401);
  });

  test('the explorer runs a query with the signed-in session', async ({ page, signedInAs }) => {
    await signedInAs(DemoUsers.partner);
    const api = new ApiPage(page);
    await api.open('/partner/settings/api-and-extensions');
    await expect(page.getByText(/Your tenant's id is \d+/)).toBeVisible();
    await api.explorerLink.click();

    const explorer = new ExplorerPage(page);
    await expect(page).toHaveURL(/\/partner\/settings\/api-and-extensions\/explorer$/);
    await explorer.expectReady();
    await explorer.run('query whoAmI { userInfo { email tenantName } childTenants { totalCount } }');
    await expect(explorer.response).toContainText(`"email": "${DemoUsers.partner}"`);
    await expect(explorer.response).toContainText('"tenantName": "Northwind MSP"');
    await expect(explorer.response).toContainText('"totalCount"');

    // Errors of the API show as the API answers them.
    await explorer.run('{ customer2(request: { id: 999999 }) { id } }');
    await expect(explorer.response).toContainText('Tenant 999999 not found');
  });
});
