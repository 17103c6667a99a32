import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import AdminArea from '../features/admin/AdminArea';
import CustomerArea from '../features/customer/CustomerArea';
import PartnerArea from '../features/partner/PartnerArea';
import { TenantScopeProvider, type TenantScope } from '../session/tenant-scope';
import { tenantBase } from '../routes/app-routes';
import { OWN_TENANT } from '../routes/route-builder';

// The people and deployment screens ask the API and the signed-in user for their data; these tests
// are about the route tables, so those pages show their placeholders here.
vi.mock('../features/people/people-screens', () => ({ PEOPLE_SCREENS: {}, PEOPLE_BACK_OFFICE_SCREENS: {} }));
vi.mock('../features/deployment/deployment-screens', () => ({ DEPLOYMENT_SCREENS: {} }));

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const OWN: TenantScope = { tenantId: 1, actingTenantId: null, basePath: OWN_TENANT };
const ACTING_3: TenantScope = { tenantId: 3, actingTenantId: 3, basePath: tenantBase(3) };

/** Built screens load their data; here it never arrives (the tests look at routes and headings). */
const idleClient = new ApolloClient({
  link: new ApolloLink(() => new Observable(() => {})),
  cache: new InMemoryCache(),
});

/** An area mounted as the router mounts it, on a URL typed into the address bar. */
function open(url: string, Area: ComponentType) {
  const acting = url.startsWith('/tenant/');
  const area = url.split('/')[acting ? 3 : 1];
  render(
    <ApolloProvider client={idleClient}>
      <TenantScopeProvider scope={acting ? ACTING_3 : OWN}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={acting ? `/tenant/:tenantId/${area}/*` : `/${area}/*`} element={<Area />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </TenantScopeProvider>
    </ApolloProvider>,
  );
}

async function expectPage(location: string, title: string) {
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(location));
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
}

describe('area routes', () => {
  it('open a customer page by its route, its placeholder standing for the screen', async () => {
    open('/customer/deployment/fips-status', CustomerArea);
    await expectPage('/customer/deployment/fips-status', 'FIPS Status');
  });

  it('follow an alias and a section to their page', async () => {
    open('/customer/deployment/cloud-installation', CustomerArea);
    await expectPage('/customer/deployment/cloud/cloud-installation', 'Cloud Installation');
  });

  it('carry the parameters and the acting tenant through a redirect', async () => {
    open('/tenant/3/customer/group/5', CustomerArea);
    await expectPage('/tenant/3/customer/group/5/users', 'Group Users');
  });

  it('answer a path of no table with the 404 page', async () => {
    open('/customer/no-such-page', CustomerArea);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('open the pages partners share with the back office, and not the back office’s own', async () => {
    open('/tenant/3/partner/billing-and-licensing', PartnerArea);
    await expectPage('/tenant/3/partner/billing-and-licensing', 'Billing & Licensing');
  });

  it('keep the back office’s pages from partners', async () => {
    open('/partner/popup-configs', PartnerArea);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('lead the back office’s sections to their first page', async () => {
    open('/admin/agent-log-requests', AdminArea);
    await expectPage('/admin/agent-log-requests/agent-log-requests-list', 'Agent Log Requests');
  });

  it('show a built screen that is not lazily loaded', async () => {
    open('/admin/billing-and-licensing', AdminArea);
    await expectPage('/admin/billing-and-licensing', 'Billing & Licensing');
  });
});
