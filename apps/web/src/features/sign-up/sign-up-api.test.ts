import { describe, expect, it, vi } from 'vitest';
import { SignUpRoutes } from '@vigil/contracts';
import { fetchPartnerCountry, signUpCustomer, signUpPartner, type FetchFn } from './sign-up-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const partner = {
  partnerKey: 'k',
  name: 'Acme',
  email: 'a@acme.test',
  password: 'secret1',
  firstName: 'A',
  lastName: 'B',
  phone: '+15555550100',
};

describe('sign-up calls', () => {
  it('posts the payload and resolves on 200', async () => {
    const fetchFn = vi.fn<FetchFn>(async () => json(200, { partner: { id: 1, name: 'Acme' } }));
    await signUpPartner(fetchFn, partner);
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe(SignUpRoutes.createPartner);
    expect(JSON.parse(String(init?.body))).toEqual(partner);
  });

  it('joins the validation errors of a 400 with a comma', async () => {
    const fetchFn: FetchFn = async () =>
      json(400, {
        status: 400,
        errors: { validationErrors: ['Phone number is not valid', 'Invalid Email value'] },
      });
    await expect(signUpPartner(fetchFn, partner)).rejects.toThrow(
      'Phone number is not valid, Invalid Email value',
    );
  });

  it('names any other status, and a failed request', async () => {
    await expect(
      signUpCustomer(async () => json(429, { message: 'slow down' }), { ...partner, subscriptionType: 9 }),
    ).rejects.toThrow('Unexpected response code: 429');
    await expect(
      signUpCustomer(
        async () => {
          throw new TypeError('Failed to fetch');
        },
        { ...partner, subscriptionType: 11 },
      ),
    ).rejects.toThrow('Request failed: Failed to fetch');
  });

  it('reads the partner country, and only logs a failure', async () => {
    expect(await fetchPartnerCountry(async () => json(200, { id: 'GB' }), 'k')).toBe('GB');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await fetchPartnerCountry(async () => json(404, { message: 'no' }), 'k')).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
