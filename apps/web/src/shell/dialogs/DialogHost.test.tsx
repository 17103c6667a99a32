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

  it('shows a known dialog still to be built, and Escape closes it by removing the parameters', async () => {
    renderAt('/customer/reports?tab=1&dialogType=cloudDeviceDetails&dialogData=%7B%22id%22%3A3%7D');
    expect(screen.getByRole('heading', { name: 'Cloud Device Details' })).toBeTruthy();
    expect(screen.getByText('Cloud Device Details is coming soon')).toBeTruthy();
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
