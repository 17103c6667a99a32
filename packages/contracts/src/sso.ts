import { z } from 'zod';
import { Messages } from './messages.js';

/**
 * Single sign-on (spec part 2 §2.1, §2.2, §3 "Auth provider", §5, §7, §8, §9): the provider kinds,
 * the form of an auth provider, the public routes and every text a person reads about it.
 */

/** The kinds of OpenID Connect provider a tenant can connect (GraphQL enum AuthProviderType). */
export const AUTH_PROVIDER_TYPES = ['MICROSOFT', 'OKTA'] as const;
export type AuthProviderType = (typeof AUTH_PROVIDER_TYPES)[number];

/** The provider's code in the public sign-on list (spec §3: 1 is Okta, 2 Microsoft). */
export const AuthProviderCode: Record<AuthProviderType, number> = { OKTA: 1, MICROSOFT: 2 };

const LABELS: Record<AuthProviderType, string> = { OKTA: 'Okta', MICROSOFT: 'Microsoft' };

/** A provider as people read it: from its kind, or from its code in the sign-on list (any other code raw). */
export function authProviderLabel(kindOrCode: AuthProviderType | number | string): string {
  const kind = AUTH_PROVIDER_TYPES.find(
    (k) =>
      k === kindOrCode || (String(kindOrCode).trim() !== '' && AuthProviderCode[k] === Number(kindOrCode)),
  );
  return kind ? LABELS[kind] : String(kindOrCode);
}

/** Where each kind's URL (its issuer, the base of its discovery document) is found. */
export const AUTH_PROVIDER_URL_HINTS: Record<AuthProviderType, string> = {
  OKTA: 'https://your-org.okta.com/oauth2/default',
  MICROSOFT: 'https://login.microsoftonline.com/<directory (tenant) id>/v2.0',
};

export const SsoLimits = {
  /** Auth providers page (spec §9). */
  pageSize: 30,
  clientIdMax: 255,
  clientSecretMax: 1024,
  urlMax: 1024,
  /** Providers of one tenant: the sign-on page shows them all as buttons. */
  providersPerTenantMax: 20,
  /** Providers one deleteTenantAuthProviders call may name. */
  deleteMax: 100,
  /** How long a started sign-in may take at the provider before its state is refused. */
  signInStateSeconds: 600,
  /** How long the server waits for a provider's discovery, keys or token endpoint. */
  providerTimeoutSeconds: 10,
} as const;

export const SsoMessages = {
  authProviderCreated: 'Auth provider was created successfully',
  authProviderUpdated: 'Auth Provider was updated successfully',
  authProviderDeleted: 'Auth Provider deleted successfully',
  noProviders: 'No Single Sign On providers available',
  errorTitle: 'Oops! Something went wrong.',
  invalidUrl: 'Enter the provider’s address, such as https://your-org.okta.com',
  httpsRequired: 'The address must start with https:// (http:// is accepted for this computer only)',
  httpsOnly: 'The address must start with https://',
  urlCredentials: 'The address must not contain a user name or password',
  keepSecret: 'Leave empty to keep the stored client secret',
  tooManyProviders: (max: number) => `A tenant can have at most ${max} auth providers`,
  nothingSelected: 'Select at least one auth provider',
  // The sso/error page's texts: the server sends one of these, the page shows only these.
  providerNotFound: 'This single sign-on provider does not exist.',
  providerUnavailable: 'The identity provider could not be reached. Try again later.',
  secretUnreadable:
    'The single sign-on provider’s client secret cannot be read. Ask your administrator to enter it again.',
  signInExpired: 'This sign-in has expired or was already used. Start again from the sign-on page.',
  providerRefused: 'The identity provider did not complete the sign-in.',
  invalidResponse: 'The identity provider’s answer could not be verified.',
  noEmail: 'The identity provider did not send a verified e-mail address.',
  unknownUser:
    'No account of this organization matches your e-mail address. Ask your administrator to add you.',
  generic: 'Single sign-on did not complete.',
} as const;

/** The texts sso/error shows: anything else in its `error` parameter is shown as the generic one. */
export const SSO_ERROR_TEXTS: readonly string[] = [
  SsoMessages.providerNotFound,
  SsoMessages.providerUnavailable,
  SsoMessages.secretUnreadable,
  SsoMessages.signInExpired,
  SsoMessages.providerRefused,
  SsoMessages.invalidResponse,
  SsoMessages.noEmail,
  SsoMessages.unknownUser,
];

/** The text sso/error shows for its `error` parameter. */
export function ssoErrorText(error: string | null | undefined): string {
  return error && SSO_ERROR_TEXTS.includes(error) ? error : SsoMessages.generic;
}

/** The public single sign-on routes (GET, browser navigation or fetch). */
export const SsoRoutes = {
  /** ?tenantId → 200 PublicAuthProvider[] (empty for a tenant without providers, or none at all). Spelling per spec. */
  providers: '/graphql/Rest/geTenantAuthProviders',
  /** ?providerId → 302 to the identity provider (or to sso/error). */
  login: '/sso/login',
  /** The redirect URI registered at the provider: ?code&state → 302 to sso/success or sso/error. */
  callback: '/sso/callback',
  /** ?providerId&refreshToken → 200 { access_token, refresh_token } (both null when the session ended). */
  refresh: '/sso/refresh',
} as const;

/** An item of the public sign-on list: nothing but what the buttons need. */
export interface PublicAuthProvider {
  id: number;
  /** AuthProviderCode. */
  provider: number;
}

export interface SsoRefreshResponse {
  access_token: string | null;
  refresh_token: string | null;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What is wrong with a provider's URL, or null. It must be an absolute https address without
 * credentials; http only on this computer (a provider beside the server), and only where allowed.
 */
export function authProviderUrlIssue(value: string, options: { allowLoopbackHttp: boolean }): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return SsoMessages.invalidUrl;
  }
  if (url.username || url.password) return SsoMessages.urlCredentials;
  if (url.protocol === 'https:') return url.hostname ? null : SsoMessages.invalidUrl;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
    return options.allowLoopbackHttp ? null : SsoMessages.httpsOnly;
  return url.protocol === 'http:' ? SsoMessages.httpsRequired : SsoMessages.invalidUrl;
}

/** The issuer as the provider writes it: no query, no fragment, no trailing slash. */
export function normaliseIssuerUrl(value: string): string {
  const trimmed = value.trim();
  try {
    const url = new URL(trimmed);
    url.hash = '';
    url.search = '';
    return url.href.replace(/\/+$/, '');
  } catch {
    return trimmed;
  }
}

const text = (max: number) => z.string().trim().min(1, Messages.required).max(max, Messages.lengthBelow(max));

const urlField = z
  .string()
  .trim()
  .min(1, Messages.required)
  .max(SsoLimits.urlMax, Messages.lengthBelow(SsoLimits.urlMax))
  .superRefine((value, ctx) => {
    if (!value || value.length > SsoLimits.urlMax) return;
    const issue = authProviderUrlIssue(value, { allowLoopbackHttp: true });
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  })
  .transform(normaliseIssuerUrl);

/** New Auth Provider (createAuthProvider dialog, createTenantAuthProvider): every field required (§5). */
export const authProviderFormSchema = z.object({
  authProvider: z.enum(AUTH_PROVIDER_TYPES, { message: Messages.required }),
  clientId: text(SsoLimits.clientIdMax),
  clientSecret: text(SsoLimits.clientSecretMax),
  url: urlField,
});
export type AuthProviderFormInput = z.input<typeof authProviderFormSchema>;
export type AuthProviderForm = z.output<typeof authProviderFormSchema>;

/**
 * Edit Auth Provider (editAuthProvider dialog, updateTenantAuthProvider). The stored secret is never
 * shown, so an empty one keeps it; a new one replaces it.
 */
export const authProviderUpdateFormSchema = authProviderFormSchema.extend({
  clientSecret: z
    .string()
    .trim()
    .max(SsoLimits.clientSecretMax, Messages.lengthBelow(SsoLimits.clientSecretMax))
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type AuthProviderUpdateFormInput = z.input<typeof authProviderUpdateFormSchema>;
export type AuthProviderUpdateForm = z.output<typeof authProviderUpdateFormSchema>;

/** The tenant's single sign-on page, as an administrator shares it. */
export function singleSignOnUrl(origin: string, tenantId: number): string {
  return `${origin.replace(/\/+$/, '')}/single-sign-on?tenantId=${tenantId}`;
}

/** The redirect URI to register at the provider. */
export function ssoRedirectUri(origin: string): string {
  return `${origin.replace(/\/+$/, '')}${SsoRoutes.callback}`;
}
