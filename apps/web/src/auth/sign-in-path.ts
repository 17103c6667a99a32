export const SIGN_IN_PATH = '/auth/sign-in';

/**
 * A returnUrl is followed only when it is a path of this app: anything else (another origin,
 * a protocol-relative URL, the auth area itself) falls back to home.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === '/auth' || value.startsWith('/auth/') || value.startsWith('/auth?')) return null;
  return value;
}

export function signInPath(returnUrl?: string | null): string {
  const safe = safeReturnUrl(returnUrl);
  return safe && safe !== '/' ? `${SIGN_IN_PATH}?returnUrl=${encodeURIComponent(safe)}` : SIGN_IN_PATH;
}

export function currentAppUrl(loc: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  return `${loc.pathname}${loc.search}${loc.hash}`;
}

/** /tenant/{id}/… acts for a child tenant: the id the session refresh asks for. */
export function actingTenantIdFromPath(pathname: string): number | null {
  const m = /^\/tenant\/(\d+)(?:\/|$)/.exec(pathname);
  return m ? Number(m[1]) : null;
}
