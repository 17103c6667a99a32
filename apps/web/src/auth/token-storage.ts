/** Keys of the session in localStorage (spec part 1 §4: access token, refresh token, SSO flag, SSO provider id). */
export const TokenKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  isSso: 'isSso',
  ssoProviderId: 'ssoProviderId',
} as const;

export interface StoredSession {
  accessToken: string | null;
  refreshToken: string | null;
  isSso: boolean;
  ssoProviderId: string | null;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string | null;
  isSso?: boolean;
  ssoProviderId?: string | null;
}

export interface TokenStorage {
  read(): StoredSession;
  save(tokens: SessionTokens): void;
  clear(): void;
  /** True while an access or refresh token is stored: the user counts as signed in. */
  hasSession(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createTokenStorage(
  storage: Storage,
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): TokenStorage {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());

  const read = (): StoredSession => ({
    accessToken: storage.getItem(TokenKeys.accessToken),
    refreshToken: storage.getItem(TokenKeys.refreshToken),
    isSso: storage.getItem(TokenKeys.isSso) === 'true',
    ssoProviderId: storage.getItem(TokenKeys.ssoProviderId),
  });

  const setOrRemove = (key: string, value: string | null | undefined) => {
    if (value) storage.setItem(key, value);
    else storage.removeItem(key);
  };

  // Another tab signing in or out changes this tab's session too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || Object.values<string>(TokenKeys).includes(e.key)) notify();
  };

  return {
    read,
    save(tokens) {
      setOrRemove(TokenKeys.accessToken, tokens.accessToken);
      setOrRemove(TokenKeys.refreshToken, tokens.refreshToken);
      if (tokens.isSso !== undefined) setOrRemove(TokenKeys.isSso, tokens.isSso ? 'true' : null);
      if (tokens.ssoProviderId !== undefined) setOrRemove(TokenKeys.ssoProviderId, tokens.ssoProviderId);
      notify();
    },
    clear() {
      Object.values(TokenKeys).forEach((k) => storage.removeItem(k));
      notify();
    },
    hasSession() {
      const s = read();
      return Boolean(s.accessToken || s.refreshToken);
    },
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
  };
}
