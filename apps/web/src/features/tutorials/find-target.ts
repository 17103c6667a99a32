import { Limits } from '@vigil/contracts';

/** What a step points at: an element marked data-tutorial="…", or one found by its role and name. */
export type TutorialTarget = { tutorial: string } | { role: string; name: string };

/** Elements that have a role without saying so. */
const IMPLICIT_ROLES: Record<string, string> = {
  button: 'button',
  link: 'a[href]',
  textbox: 'input:not([type]), input[type="text"], input[type="search"], textarea',
  checkbox: 'input[type="checkbox"]',
  table: 'table',
  columnheader: 'th',
  tab: '',
};

function accessibleName(el: Element): string {
  const label = el.getAttribute('aria-label');
  if (label) return label.trim();
  return (el.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function cssString(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

export function describeTarget(target: TutorialTarget): string {
  return 'tutorial' in target ? `[data-tutorial=${target.tutorial}]` : `${target.role} “${target.name}”`;
}

/**
 * The target of a step in `root`, never inside `exclude` (the tutorial's own popover has a Next
 * button too). The first match that is shown wins.
 */
export function findTarget(
  target: TutorialTarget,
  root: ParentNode = document,
  exclude: Element | null = null,
): HTMLElement | null {
  let candidates: Element[];
  if ('tutorial' in target) {
    candidates = [...root.querySelectorAll(`[data-tutorial=${cssString(target.tutorial)}]`)];
  } else {
    const implicit = IMPLICIT_ROLES[target.role];
    const selector = [`[role=${cssString(target.role)}]`, implicit].filter(Boolean).join(', ');
    candidates = [...root.querySelectorAll(selector)].filter(
      (el) =>
        accessibleName(el) === target.name &&
        // An element given another role is not what its tag implies.
        (el.getAttribute('role') ?? target.role) === target.role,
    );
  }
  const usable = candidates.filter(
    (el): el is HTMLElement =>
      el instanceof HTMLElement &&
      !(exclude?.contains(el) ?? false) &&
      !el.closest('[aria-hidden="true"]:not([data-tutorial-root])') &&
      el.closest('[hidden]') === null,
  );
  return usable[0] ?? null;
}

export interface WaitOptions {
  tries?: number;
  intervalMs?: number;
  signal?: AbortSignal;
}

/**
 * Looks for a target up to `tries` times, `intervalMs` apart (spec part 2 §9: 50 × 100 ms): a page
 * or a dialog may still be loading. Null when it never appears or the wait is aborted.
 */
export function waitForTarget<T>(find: () => T | null, options: WaitOptions = {}): Promise<T | null> {
  const tries = options.tries ?? Limits.tutorialTargetWaitTries;
  const intervalMs = options.intervalMs ?? Limits.tutorialTargetWaitIntervalMs;
  const { signal } = options;
  return new Promise((resolve) => {
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onAbort = () => {
      clearTimeout(timer);
      resolve(null);
    };
    const look = () => {
      if (signal?.aborted) return;
      attempt += 1;
      const found = find();
      if (found !== null) {
        signal?.removeEventListener('abort', onAbort);
        resolve(found);
      } else if (attempt >= tries) {
        signal?.removeEventListener('abort', onAbort);
        resolve(null);
      } else {
        timer = setTimeout(look, intervalMs);
      }
    };
    if (signal?.aborted) {
      resolve(null);
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    look();
  });
}
