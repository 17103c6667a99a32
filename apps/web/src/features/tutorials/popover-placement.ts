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
 * Where the step's popover goes: below the target, else above, else beside it (or beside it
 * first, when asked), else in the corner
 * (a target taller than the screen); centred when there is no target. Always inside the viewport.
 */
export function placePopover(
  target: Box | null,
  pop: Size,
  viewport: Size,
  /** 'side' first tries beside the target: a field whose options open below it. */
  prefer: 'below' | 'side' = 'below',
): { top: number; left: number } {
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
  type Spot = { top: number; left: number } | null;
  const below: Spot =
    bottom + GAP + pop.height <= viewport.height - MARGIN ? { top: bottom + GAP, left: centredLeft } : null;
  const above: Spot =
    target.top - GAP - pop.height >= MARGIN
      ? { top: target.top - GAP - pop.height, left: centredLeft }
      : null;
  const rightOf: Spot =
    right + GAP + pop.width <= viewport.width - MARGIN ? { top: besideTop, left: right + GAP } : null;
  const leftOf: Spot =
    target.left - GAP - pop.width >= MARGIN ? { top: besideTop, left: target.left - GAP - pop.width } : null;
  const order = prefer === 'side' ? [leftOf, rightOf, below, above] : [below, above, rightOf, leftOf];
  const fits = order.find((spot) => spot !== null);
  if (fits) return fits;
  return { top: maxTop, left: clamp(maxLeft, MARGIN, maxLeft) };
}
