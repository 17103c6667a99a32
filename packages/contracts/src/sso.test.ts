import { describe, expect, it } from 'vitest';
import {
  authProviderFormSchema,
  authProviderLabel,
  authProviderUpdateFormSchema,
  authProviderUrlIssue,
  normaliseIssuerUrl,
  singleSignOnUrl,
  ssoErrorText,
  SsoMessages,
  ssoRedirectUri,
} from './sso.js';
import { Messages } from './messages.js';

describe('single sign-on contracts', () => {
  it('names providers by kind or by their code in the sign-on list, anything else raw', () => {
    expect([authProviderLabel('OKTA'), authProviderLabel('MICROSOFT')]).toEqual(['Okta', 'Microsoft']);
    expect([authProviderLabel(1), authProviderLabel(2), authProviderLabel('2')]).toEqual([
      'Okta',
      'Microsoft',
      'Microsoft',
    ]);
    expect([authProviderLabel(3), authProviderLabel('GOOGLE'), authProviderLabel('')]).toEqual([
      '3',
      'GOOGLE',
      '',
    ]);
  });

  it.each([
    ['https://acme.okta.com/oauth2/default', true, null],
    ['https://login.microsoftonline.com/abc/v2.0', false, null],
    ['http://127.0.0.1:4000', true, null],
    ['http://localhost:4000', true, null],
    ['http://[::1]:4000', true, null],
    ['http://127.0.0.1:4000', false, SsoMessages.httpsOnly],
    ['http://acme.okta.com', true, SsoMessages.httpsRequired],
    ['http://127.0.0.2', true, SsoMessages.httpsRequired],
    ['https://a:b@acme.okta.com', true, SsoMessages.urlCredentials],
    ['ftp://acme.okta.com', true, SsoMessages.invalidUrl],
    ['acme.okta.com', true, SsoMessages.invalidUrl],
    ['file:///etc/passwd', true, SsoMessages.invalidUrl],
  ])('checks the URL %s (loopback http allowed: %s)', (url, allowLoopbackHttp, issue) => {
    expect(authProviderUrlIssue(url, { allowLoopbackHttp })).toBe(issue);
  });

  it('writes the issuer as providers do', () => {
    expect(normaliseIssuerUrl(' https://acme.okta.com/ ')).toBe('https://acme.okta.com');
    expect(normaliseIssuerUrl('https://acme.okta.com/oauth2/default/?x=1#y')).toBe(
      'https://acme.okta.com/oauth2/default',
    );
  });

  it('requires every field of a new provider, and keeps the secret when an edit leaves it empty', () => {
    const form = { authProvider: 'OKTA', clientId: 'id', clientSecret: 's', url: 'https://a.okta.com/' };
    expect(authProviderFormSchema.parse(form).url).toBe('https://a.okta.com');
    const empty = authProviderFormSchema.safeParse({
      authProvider: 'OKTA',
      clientId: '',
      clientSecret: '',
      url: '',
    });
    expect(empty.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['clientId', Messages.required],
      ['clientSecret', Messages.required],
      ['url', Messages.required],
    ]);
    expect(authProviderUpdateFormSchema.parse({ ...form, clientSecret: '' }).clientSecret).toBeNull();
    expect(authProviderUpdateFormSchema.parse({ ...form, clientSecret: ' new ' }).clientSecret).toBe('new');
  });

  it('builds the addresses an administrator shares and registers', () => {
    expect(singleSignOnUrl('https://vigil.example.com/', 42)).toBe(
      'https://vigil.example.com/single-sign-on?tenantId=42',
    );
    expect(ssoRedirectUri('https://vigil.example.com')).toBe('https://vigil.example.com/sso/callback');
  });

  it('shows on the error page only the texts the server sends', () => {
    expect(ssoErrorText(SsoMessages.unknownUser)).toBe(SsoMessages.unknownUser);
    expect(ssoErrorText('Call +1 555 0100 to restore your account')).toBe(SsoMessages.generic);
    expect(ssoErrorText(null)).toBe(SsoMessages.generic);
  });
});
