import type { TokenStorage } from './token-storage';
import { isAuthAreaUrl, signInPath } from './sign-in-path';

export interface EndSessionDeps {
  storage: TokenStorage;
  clearCache: () => void;
  navigate: (to: string, options: { replace: boolean }) => void;
  /** The page the user is on: where sign-in returns to. */
  currentUrl: () => string;
}

/** The session is over (no refresh token, or the refresh failed): forget it and go to sign-in with returnUrl. */
export function createEndSession({ storage, clearCache, navigate, currentUrl }: EndSessionDeps): () => void {
  return () => {
    const returnUrl = currentUrl();
    storage.clear();
    clearCache();
    if (isAuthAreaUrl(returnUrl)) return;
    navigate(signInPath(returnUrl), { replace: true });
  };
}
