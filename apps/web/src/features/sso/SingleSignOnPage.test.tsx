import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Messages, SsoMessages, SsoRoutes } from '@vigil/contracts';
import SingleSignOnPage from './SingleSignOnPage';

function mount(search: string) {
  render(
    <MemoryRouter initialEntries={[`/single-sign-on${search}`]}>
      <SingleSignOnPage />
    </MemoryRouter>,
  );
}

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('the single sign-on page', () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks for the tenant's providers and shows one button each, named by its code", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      answer(200, [
        { id: 7, provider: 1 },
        { id: 9, provider: 2 },
        { id: 11, provider: 5 },
      ]),
    );
    mount('?tenantId=42');
    expect(screen.getByText(Messages.loading)).toBeTruthy();
    const okta = await screen.findByRole('link', { name: 'Sign in with Okta' });
    expect(okta.getAttribute('href')).toBe(`${SsoRoutes.login}?providerId=7`);
    expect(screen.getByRole('link', { name: 'Sign in with Microsoft' }).getAttribute('href')).toBe(
      `${SsoRoutes.login}?providerId=9`,
    );
    expect(screen.getByRole('link', { name: 'Sign in with 5' })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`${SsoRoutes.providers}?tenantId=42`);
  });

  it('says there are none when the tenant has none', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => answer(200, []));
    mount('?tenantId=42');
    expect(await screen.findByText(SsoMessages.noProviders)).toBeTruthy();
  });

  it('logs a failed fetch and shows the no-providers message', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => answer(429, { message: 'Too many requests' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mount('?tenantId=42');
    expect(await screen.findByText(SsoMessages.noProviders)).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByTestId('sso-providers')).toBeNull();
  });
});
