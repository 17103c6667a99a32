import { describe, expect, it } from 'vitest';
import { Limits } from '@vigil/contracts';
import {
  EMPTY_TUTORIAL_STATE,
  TUTORIAL_STORAGE_KEY,
  completeTutorial,
  endTutorial,
  parseTutorialState,
  readTutorialState,
  requestStart,
  showStep,
  takePendingStart,
  writeTutorialState,
} from './tutorial-state';

const T0 = 1_790_000_000_000;

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    raw: (k: string) => items.get(k),
  };
}

describe('tutorial state', () => {
  it("'Show me' stores the tutorial to start at step 0 with the time", () => {
    const state = requestStart({ ...EMPTY_TUTORIAL_STATE, stepIndex: 3 }, 'deploy-windows', T0);
    expect(state).toEqual({ tutorialToStart: 'deploy-windows', stepIndex: 0, timestamp: T0, completed: [] });
  });

  it('takes a pending start within the timeout, once', () => {
    const pending = requestStart(EMPTY_TUTORIAL_STATE, 'encrypt-files', T0);
    const taken = takePendingStart(pending, T0 + Limits.tutorialStartTimeoutMs);
    expect(taken.start).toEqual({ tutorialId: 'encrypt-files', stepIndex: 0 });
    expect(taken.state.tutorialToStart).toBeNull();
    expect(takePendingStart(taken.state, T0 + 1).start).toBeNull();
  });

  it('discards a pending start older than 5 seconds, and one dated in the future', () => {
    expect(Limits.tutorialStartTimeoutMs).toBe(5000);
    const pending = requestStart(EMPTY_TUTORIAL_STATE, 'encrypt-files', T0);
    const late = takePendingStart(pending, T0 + 5001);
    expect(late.start).toBeNull();
    expect(late.state).toEqual(EMPTY_TUTORIAL_STATE);
    expect(takePendingStart(pending, T0 - 1).start).toBeNull();
  });

  it('keeps the step index shown, so a reload soon after resumes there', () => {
    const shown = showStep(EMPTY_TUTORIAL_STATE, 'allowlist-apps', 3, T0);
    expect(takePendingStart(shown, T0 + 1000).start).toEqual({ tutorialId: 'allowlist-apps', stepIndex: 3 });
    expect(takePendingStart(shown, T0 + 6000).start).toBeNull();
  });

  it('adds a finished tutorial to the completed list once and ends it', () => {
    let state = showStep(EMPTY_TUTORIAL_STATE, 'deploy-macos', 5, T0);
    state = completeTutorial(state, 'deploy-macos');
    expect(state).toEqual({
      tutorialToStart: null,
      stepIndex: 0,
      timestamp: null,
      completed: ['deploy-macos'],
    });
    state = completeTutorial(requestStart(state, 'encrypt-files', T0), 'encrypt-files');
    state = completeTutorial(state, 'deploy-macos');
    expect(state.completed).toEqual(['deploy-macos', 'encrypt-files']);
  });

  it('ending keeps the completed list', () => {
    const state = endTutorial({ tutorialToStart: 'x', stepIndex: 2, timestamp: T0, completed: ['a'] });
    expect(state).toEqual({ tutorialToStart: null, stepIndex: 0, timestamp: null, completed: ['a'] });
  });

  it('round-trips through storage and reads anything unreadable as nothing pending', () => {
    const store = memoryStore();
    const state = {
      tutorialToStart: 'deploy-windows',
      stepIndex: 2,
      timestamp: T0,
      completed: ['encrypt-files'],
    };
    writeTutorialState(state, store);
    expect(JSON.parse(store.raw(TUTORIAL_STORAGE_KEY)!)).toEqual(state);
    expect(readTutorialState(store)).toEqual(state);

    expect(parseTutorialState(null)).toEqual(EMPTY_TUTORIAL_STATE);
    expect(parseTutorialState('{not json')).toEqual(EMPTY_TUTORIAL_STATE);
    expect(parseTutorialState('"text"')).toEqual(EMPTY_TUTORIAL_STATE);
    expect(
      parseTutorialState(
        JSON.stringify({ tutorialToStart: 'a', stepIndex: -1, timestamp: T0, completed: ['b', 'b', 3] }),
      ),
    ).toEqual({ tutorialToStart: 'a', stepIndex: 0, timestamp: T0, completed: [] });
    expect(
      parseTutorialState(
        JSON.stringify({ tutorialToStart: 'a', stepIndex: 1.5, timestamp: T0, completed: ['b', 'b'] }),
      ),
    ).toEqual({ tutorialToStart: 'a', stepIndex: 0, timestamp: T0, completed: ['b'] });
    expect(parseTutorialState(JSON.stringify({ tutorialToStart: 'a', stepIndex: 1 }))).toEqual(
      EMPTY_TUTORIAL_STATE,
    );
  });
});
