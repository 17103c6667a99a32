import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { DialogHost } from './DialogHost';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="search">{location.search}</output>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <DialogHost />
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('DialogHost', () => {
  it('renders nothing without a dialog', () => {
    renderAt('/customer/reports');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("titles an unknown type 'Something went wrong.'", () => {
    renderAt('/customer/reports?dialogType=bogus');
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
  });

  it('closes on Escape by removing its parameters and keeping the others', async () => {
    renderAt('/customer/reports?tab=1&dialogType=bogus');
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?tab=1'));
  });

  it('shows an internal error for mismatched data', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/customer/reports?dialogType=editUser&dialogData=%7B%7D');
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong.');
    consoleError.mockRestore();
  });
});
