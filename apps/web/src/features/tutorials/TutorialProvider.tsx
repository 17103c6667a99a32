import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { joinPath } from '../../shell/top-bar/NavTabs';
import { TutorialsContext, type TutorialsApi } from './tutorial-context';
import {
  completeTutorial,
  endTutorial,
  readTutorialState,
  requestStart,
  showStep,
  takePendingStart,
  writeTutorialState,
} from './tutorial-state';
import { TutorialsDrawer } from './TutorialsDrawer';
import { TutorialTour } from './TutorialTour';
import { tutorialById, type Tutorial } from './tutorials';

interface Running {
  tutorial: Tutorial;
  stepIndex: number;
}

/**
 * The tutorials of the customer pages: the drawer, and the tour that runs one. A start goes through
 * local storage (tutorial-state.ts), so a start asked for just before a reload still happens.
 */
export function TutorialProvider({
  enabled,
  areaBase,
  children,
}: {
  enabled: boolean;
  areaBase: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [completed, setCompleted] = useState<readonly string[]>(() => readTutorialState().completed);
  const [running, setRunning] = useState<Running | null>(null);

  const takePending = useCallback(() => {
    const { start, state } = takePendingStart(readTutorialState(), Date.now());
    writeTutorialState(state);
    const tutorial = start ? tutorialById(start.tutorialId) : undefined;
    if (start && tutorial)
      setRunning({ tutorial, stepIndex: Math.min(start.stepIndex, tutorial.steps.length - 1) });
  }, []);

  useEffect(() => {
    if (enabled) takePending();
  }, [enabled, takePending]);

  // The step shown is stored with the time: a reload within the timeout resumes it.
  useEffect(() => {
    if (!running) return;
    writeTutorialState(showStep(readTutorialState(), running.tutorial.id, running.stepIndex, Date.now()));
  }, [running]);

  const showMe = useCallback(
    (tutorialId: string) => {
      const tutorial = tutorialById(tutorialId);
      if (!tutorial) return;
      writeTutorialState(requestStart(readTutorialState(), tutorial.id, Date.now()));
      setDrawerOpen(false);
      setRunning(null);
      void navigate(joinPath(areaBase, tutorial.firstPage));
      takePending();
    },
    [areaBase, navigate, takePending],
  );

  const end = useCallback(() => {
    writeTutorialState(endTutorial(readTutorialState()));
    setRunning(null);
  }, []);

  const finish = useCallback((tutorialId: string) => {
    const state = completeTutorial(readTutorialState(), tutorialId);
    writeTutorialState(state);
    setCompleted(state.completed);
    setRunning(null);
  }, []);

  const api = useMemo<TutorialsApi>(
    () => ({
      available: enabled,
      drawerOpen,
      openDrawer: () => setDrawerOpen(true),
      closeDrawer: () => setDrawerOpen(false),
      completed,
      showMe,
    }),
    [enabled, drawerOpen, completed, showMe],
  );

  return (
    <TutorialsContext.Provider value={api}>
      {children}
      {enabled && <TutorialsDrawer />}
      {enabled && running && (
        <TutorialTour
          key={running.tutorial.id}
          tutorial={running.tutorial}
          stepIndex={running.stepIndex}
          onStep={(stepIndex) => setRunning({ tutorial: running.tutorial, stepIndex })}
          onEnd={end}
          onFinish={() => finish(running.tutorial.id)}
        />
      )}
    </TutorialsContext.Provider>
  );
}
