import { createContext, useContext, useEffect, useRef, type MutableRefObject } from 'react';

/** What the open dialog's body says about itself: has the person typed something not yet saved? */
export type DiscardGuardRef = MutableRefObject<boolean>;

export const DiscardGuardContext = createContext<DiscardGuardRef | null>(null);

/** The dialog host's side: a flag the body keeps up to date, read when a close is asked for. */
export function useDiscardGuardRef(): DiscardGuardRef {
  return useRef(false);
}

/**
 * A dialog body with a form calls this with its dirty state: Escape, the backdrop and the close icon
 * then ask before throwing the unsaved input away. (The body's own Close and a save close at once.)
 */
export function useDiscardGuard(dirty: boolean): void {
  const guard = useContext(DiscardGuardContext);
  useEffect(() => {
    if (!guard) return;
    guard.current = dirty;
    return () => {
      guard.current = false;
    };
  }, [guard, dirty]);
}
