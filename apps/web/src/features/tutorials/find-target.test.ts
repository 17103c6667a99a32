import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Limits } from '@vigil/contracts';
import { findTarget, waitForTarget } from './find-target';

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('findTarget', () => {
  it('finds a data-tutorial mark', () => {
    document.body.innerHTML = '<div><span data-tutorial="install-key">key</span></div>';
    expect(findTarget({ tutorial: 'install-key' })?.textContent).toBe('key');
    expect(findTarget({ tutorial: 'uninstall-key' })).toBeNull();
  });

  it('finds by role and name, explicit or implied by the tag, never inside the excluded element', () => {
    document.body.innerHTML = `
      <div id="tour"><button>Next</button></div>
      <div id="page">
        <button aria-label="Close">x</button>
        <a role="tab" href="/d">Devices</a>
        <button>  Next </button>
        <table aria-label="Applications"><thead><tr><th>Application Type</th></tr></thead></table>
        <input type="text" aria-label="Search applications" />
      </div>`;
    const tour = document.getElementById('tour');
    const next = findTarget({ role: 'button', name: 'Next' }, document, tour);
    expect(next?.closest('#page')).not.toBeNull();
    expect(findTarget({ role: 'tab', name: 'Devices' })?.tagName).toBe('A');
    // An element given another role is not what its tag implies.
    expect(findTarget({ role: 'link', name: 'Devices' })).toBeNull();
    expect(findTarget({ role: 'button', name: 'Close' })).not.toBeNull();
    expect(findTarget({ role: 'table', name: 'Applications' })?.tagName).toBe('TABLE');
    expect(findTarget({ role: 'columnheader', name: 'Application Type' })?.tagName).toBe('TH');
    expect(findTarget({ role: 'textbox', name: 'Search applications' })?.tagName).toBe('INPUT');
  });

  it('skips what is hidden behind a dialog (aria-hidden) or hidden', () => {
    document.body.innerHTML = `
      <div aria-hidden="true"><button data-tutorial="wizard">Encryption Wizard</button></div>
      <div hidden><span data-tutorial="gone">x</span></div>`;
    expect(findTarget({ tutorial: 'wizard' })).toBeNull();
    expect(findTarget({ tutorial: 'gone' })).toBeNull();
  });
});

describe('waitForTarget', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries 50 times, 100 ms apart, then gives up', async () => {
    expect([Limits.tutorialTargetWaitTries, Limits.tutorialTargetWaitIntervalMs]).toEqual([50, 100]);
    const find = vi.fn(() => null);
    let result: unknown = 'pending';
    void waitForTarget(find).then((r) => (result = r));
    expect(find).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100 * 48);
    expect(find).toHaveBeenCalledTimes(49);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(100);
    expect(find).toHaveBeenCalledTimes(50);
    expect(result).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(find).toHaveBeenCalledTimes(50);
  });

  it('resolves with the target as soon as it appears', async () => {
    let calls = 0;
    const el = document.createElement('div');
    const find = () => (++calls === 7 ? el : null);
    let result: unknown = 'pending';
    void waitForTarget(find).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(599);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(el);
    expect(calls).toBe(7);
  });

  it('stops looking when aborted', async () => {
    const controller = new AbortController();
    const find = vi.fn(() => null);
    let result: unknown = 'pending';
    void waitForTarget(find, { signal: controller.signal }).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(250);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(result).toBeNull();
    const calls = find.mock.calls.length;
    await vi.advanceTimersByTimeAsync(2000);
    expect(find).toHaveBeenCalledTimes(calls);
  });
});
