import { Limits } from '@vigil/contracts';

/**
 * What the console keeps about tutorials in local storage (spec part 1 "Tutorials", part 2 §4):
 * the tutorial to start, the step index, when it was asked for, and the completed list.
 *
 * 'Show me' asks for a start and navigates; the shell then takes the pending start. It is also
 * refreshed at every step, so a reload within the timeout resumes at that step; an older one is
 * discarded, so a tutorial never springs up on a page opened later.
 */
export interface TutorialState {
  tutorialToStart: string | null;
  stepIndex: number;
  /** Epoch milliseconds of the request (or of the last step shown). */
  timestamp: number | null;
  completed: string[];
}

export const TUTORIAL_STORAGE_KEY = 'vigil.tutorials';

export const EMPTY_TUTORIAL_STATE: TutorialState = {
  tutorialToStart: null,
  stepIndex: 0,
  timestamp: null,
  completed: [],
};

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/** The stored state; anything unreadable (another version, a hand edit) reads as nothing pending. */
export function parseTutorialState(raw: string | null): TutorialState {
  if (!raw) return EMPTY_TUTORIAL_STATE;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_TUTORIAL_STATE;
  }
  if (typeof value !== 'object' || value === null) return EMPTY_TUTORIAL_STATE;
  const v = value as Record<string, unknown>;
  const completed = isStringArray(v.completed) ? [...new Set(v.completed)] : [];
  const tutorialToStart = typeof v.tutorialToStart === 'string' ? v.tutorialToStart : null;
  const timestamp = typeof v.timestamp === 'number' && Number.isFinite(v.timestamp) ? v.timestamp : null;
  const stepIndex =
    typeof v.stepIndex === 'number' && Number.isInteger(v.stepIndex) && v.stepIndex >= 0 ? v.stepIndex : 0;
  if (tutorialToStart === null || timestamp === null) return { ...EMPTY_TUTORIAL_STATE, completed };
  return { tutorialToStart, stepIndex, timestamp, completed };
}

export function readTutorialState(store: Store = localStorage): TutorialState {
  return parseTutorialState(store.getItem(TUTORIAL_STORAGE_KEY));
}

export function writeTutorialState(state: TutorialState, store: Store = localStorage): void {
  store.setItem(TUTORIAL_STORAGE_KEY, JSON.stringify(state));
}

/** 'Show me': the tutorial is to start at its first step. */
export function requestStart(state: TutorialState, tutorialId: string, now: number): TutorialState {
  return { ...state, tutorialToStart: tutorialId, stepIndex: 0, timestamp: now };
}

export interface PendingStart {
  tutorialId: string;
  stepIndex: number;
}

/**
 * The start to run now, if any, and the state without it. A request older than the timeout (or
 * dated in the future: another clock) is discarded.
 */
export function takePendingStart(
  state: TutorialState,
  now: number,
): { start: PendingStart | null; state: TutorialState } {
  const cleared: TutorialState = { ...state, tutorialToStart: null, stepIndex: 0, timestamp: null };
  if (state.tutorialToStart === null || state.timestamp === null) return { start: null, state: cleared };
  const age = now - state.timestamp;
  if (age < 0 || age > Limits.tutorialStartTimeoutMs) return { start: null, state: cleared };
  return { start: { tutorialId: state.tutorialToStart, stepIndex: state.stepIndex }, state: cleared };
}

/** The step now shown: stored with the time, so a reload soon after resumes it. */
export function showStep(
  state: TutorialState,
  tutorialId: string,
  stepIndex: number,
  now: number,
): TutorialState {
  return { ...state, tutorialToStart: tutorialId, stepIndex, timestamp: now };
}

/** End: nothing pending any more. */
export function endTutorial(state: TutorialState): TutorialState {
  return { ...state, tutorialToStart: null, stepIndex: 0, timestamp: null };
}

/** The last step's Finish: ended, and on the completed list (once). */
export function completeTutorial(state: TutorialState, tutorialId: string): TutorialState {
  const completed = state.completed.includes(tutorialId) ? state.completed : [...state.completed, tutorialId];
  return { ...endTutorial(state), completed };
}
