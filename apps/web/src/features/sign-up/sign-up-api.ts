import { SignUpRoutes, TenantMessages, type CustomerSignUp, type PartnerSignUp } from '@vigil/contracts';

export type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** A sign-up the server refused, with the text a person reads (spec part 2 §8). */
export class SignUpError extends Error {
  override name = 'SignUpError';
}

/**
 * The partner's country, to preselect it (GET /graphql/Rest/partnerCountry). Failing to fetch it is
 * only logged (spec part 2 §8): the form then sends the default country.
 */
export async function fetchPartnerCountry(fetchFn: FetchFn, partnerKey: string): Promise<string | null> {
  try {
    const res = await fetchFn(`${SignUpRoutes.partnerCountry}?partnerKey=${encodeURIComponent(partnerKey)}`, {
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) {
      console.error(`Failed to fetch partner country: ${res.statusText || res.status}`);
      return null;
    }
    const body = (await res.json()) as { id?: unknown };
    return typeof body.id === 'string' ? body.id : null;
  } catch (error) {
    console.error('Failed to fetch partner country:', error);
    return null;
  }
}

/** The text of a failed sign-up: a 400's validation errors joined by a comma, else the status. */
export async function signUpFailure(res: Response): Promise<string> {
  if (res.status === 400) {
    try {
      const body = (await res.json()) as { errors?: { validationErrors?: unknown } };
      const messages = body.errors?.validationErrors;
      if (Array.isArray(messages) && messages.length > 0) return messages.map(String).join(', ');
    } catch {
      // Not the sign-up's answer: fall through to the status.
    }
  }
  return TenantMessages.signUpUnexpectedStatus(res.status);
}

async function post(fetchFn: FetchFn, path: string, body: unknown): Promise<void> {
  let res: Response;
  try {
    res = await fetchFn(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new SignUpError(
      TenantMessages.signUpRequestFailed(error instanceof Error ? error.message : String(error)),
    );
  }
  if (!res.ok) throw new SignUpError(await signUpFailure(res));
}

export function signUpPartner(fetchFn: FetchFn, body: PartnerSignUp): Promise<void> {
  return post(fetchFn, SignUpRoutes.createPartner, body);
}

export function signUpCustomer(fetchFn: FetchFn, body: CustomerSignUp): Promise<void> {
  return post(fetchFn, SignUpRoutes.createCustomer, body);
}
