import { publicRoutes } from '../routes/public-routes';

const AUTH_AREA = publicRoutes.auth.path;

/**
 * A returnUrl is followed only when it is a path of this app: anything else (another origin,
 * a protocol-relative URL, the auth area itself) falls back to home.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === AUTH_AREA || value.startsWith(`${AUTH_AREA}/`) || value.startsWith(`${AUTH_AREA}?`))
    return null;
  return value;
}

export function signInPath(returnUrl?: string | null): string {
  const safe = safeReturnUrl(returnUrl);
  const signIn = publicRoutes.signIn.href();
  // encodeURIComponent, not URLSearchParams: sign-in links already handed out keep their form.
  return safe && safe !== '/' ? `${signIn}?returnUrl=${encodeURIComponent(safe)}` : signIn;
}

export function currentAppUrl(loc: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  return `${loc.pathname}${loc.search}${loc.hash}`;
}

/** Whether a URL is in the sign-in area (where an ended session has nothing to return to). */
export function isAuthAreaUrl(url: string): boolean {
  return url.startsWith(`${AUTH_AREA}/`);
}
