export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

const GAP = 14;
const MARGIN = 12;

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, Math.max(min, max)));
}

/**
 * Where the step's popover goes: below the target, else above, else beside it, else in the corner
 * (a target taller than the screen); centred when there is no target. Always inside the viewport.
 */
export function placePopover(target: Box | null, pop: Size, viewport: Size): { top: number; left: number } {
  const maxLeft = viewport.width - pop.width - MARGIN;
  const maxTop = viewport.height - pop.height - MARGIN;
  if (!target) {
    return {
      top: clamp((viewport.height - pop.height) / 2, MARGIN, maxTop),
      left: clamp((viewport.width - pop.width) / 2, MARGIN, maxLeft),
    };
  }
  const bottom = target.top + target.height;
  const right = target.left + target.width;
  const centredLeft = clamp(target.left + target.width / 2 - pop.width / 2, MARGIN, maxLeft);
  const besideTop = clamp(target.top, MARGIN, maxTop);
  if (bottom + GAP + pop.height <= viewport.height - MARGIN) return { top: bottom + GAP, left: centredLeft };
  if (target.top - GAP - pop.height >= MARGIN)
    return { top: target.top - GAP - pop.height, left: centredLeft };
  if (right + GAP + pop.width <= viewport.width - MARGIN) return { top: besideTop, left: right + GAP };
  if (target.left - GAP - pop.width >= MARGIN) return { top: besideTop, left: target.left - GAP - pop.width };
  return { top: maxTop, left: clamp(maxLeft, MARGIN, maxLeft) };
}
