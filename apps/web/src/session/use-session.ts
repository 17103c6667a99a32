import { useSyncExternalStore } from 'react';
import { tokenStorage } from '../app/services';

/** True while tokens are stored; re-renders on sign-in, sign-out and changes from other tabs. */
export function useHasSession(): boolean {
  return useSyncExternalStore(tokenStorage.subscribe, tokenStorage.hasSession, () => false);
}
