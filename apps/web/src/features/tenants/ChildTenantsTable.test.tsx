import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ChildTenantsTable } from './ChildTenantsTable';
import { fakeChildTenantsApi, fakeTenant } from '../../../test/fake-child-tenants-api';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function mount(api: ReturnType<typeof fakeChildTenantsApi>) {
  const Wrapper = api.wrapper;
  render(
    <Wrapper>
      <MemoryRouter initialEntries={['/partner']}>
        <Routes>
          <Route path="*" element={<ChildTenantsTable tenantId={1} />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Wrapper>,
  );
}

describe('ChildTenantsTable', () => {
  it('lists the children 30 at a time by name, with the count', async () => {
    const api = fakeChildTenantsApi(45);
    mount(api);
    await waitFor(() => expect(screen.getAllByTestId('child-tenant-row')).toHaveLength(30));
    expect(screen.getByText('45 tenants')).toBeTruthy();
    expect(api.requests[0]).toEqual({ skip: 0, take: 30 });
    expect(api.orders[0]).toEqual([{ name: 'ASC' }]);
    expect(screen.getByRole('table', { name: 'Tenants' })).toBeTruthy();
  });

  it('searches by name after the pause, keeping the search in the URL', async () => {
    const api = fakeChildTenantsApi([fakeTenant(1, 'Contoso Health'), fakeTenant(2, 'Fabrikam Retail')]);
    mount(api);
    await waitFor(() => expect(screen.getAllByTestId('child-tenant-row')).toHaveLength(2));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search tenants' }), {
      target: { value: '  Contoso' },
    });
    expect((screen.getByRole('textbox', { name: 'Search tenants' }) as HTMLInputElement).value).toBe(
      'Contoso',
    );
    await waitFor(() => expect(screen.getAllByTestId('child-tenant-row')).toHaveLength(1));
    expect(screen.getByTestId('child-tenant-row').textContent).toContain('Contoso Health');
    expect(api.requests.at(-1)).toEqual({ skip: 0, take: 30, where: { name: { contains: 'Contoso' } } });
    expect(screen.getByText('1 tenant')).toBeTruthy();
    await waitFor(() =>
      expect(
        new URLSearchParams(screen.getByTestId('location').textContent!.split('?')[1]).get('tenants'),
      ).toBe('{"f":{"name":"Contoso"}}'),
    );
  });

  it('sorts by a clicked column, starting DESC', async () => {
    const api = fakeChildTenantsApi(3);
    mount(api);
    await waitFor(() => expect(screen.getAllByTestId('child-tenant-row')).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Devices' }));
    await waitFor(() => expect(api.orders.at(-1)).toEqual([{ devicesCount: 'DESC' }]));
    expect(api.requests.at(-1)).toEqual({ skip: 0, take: 30 });
  });

  it('opens a customer as customer', async () => {
    const api = fakeChildTenantsApi([fakeTenant(7, 'Contoso Health')]);
    mount(api);
    await waitFor(() => expect(screen.getAllByTestId('child-tenant-row')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('child-tenant-row'));
    expect(screen.getByTestId('location').textContent).toBe('/tenant/7/customer');
  });
});
