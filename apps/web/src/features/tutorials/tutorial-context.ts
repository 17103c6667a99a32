import { createContext, useContext } from 'react';

export interface TutorialsApi {
  /** Tutorials are offered here (customer pages). */
  available: boolean;
  drawerOpen: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
  completed: readonly string[];
  /** 'Show me': ask for the tutorial's start and go to its first page. */
  showMe: (tutorialId: string) => void;
}

const unavailable: TutorialsApi = {
  available: false,
  drawerOpen: false,
  openDrawer: () => undefined,
  closeDrawer: () => undefined,
  completed: [],
  showMe: () => undefined,
};

export const TutorialsContext = createContext<TutorialsApi>(unavailable);

export function useTutorials(): TutorialsApi {
  return useContext(TutorialsContext);
}
