// proxy-from-env ships no types.
declare module 'proxy-from-env' {
  /** The proxy URL for `url` from HTTP(S)_PROXY / ALL_PROXY, '' when none or NO_PROXY names its host. */
  export function getProxyForUrl(url: string | URL): string;
}
