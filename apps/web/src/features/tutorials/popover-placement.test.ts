import { describe, expect, it } from 'vitest';
import { placePopover } from './popover-placement';

const viewport = { width: 1440, height: 900 };
const pop = { width: 340, height: 200 };

describe('placePopover', () => {
  it('goes below the target, centred on it, inside the viewport', () => {
    expect(placePopover({ top: 10, left: 1380, width: 40, height: 40 }, pop, viewport)).toEqual({
      top: 64,
      left: 1440 - 340 - 12,
    });
  });

  it('goes above a target low on the screen, beside a tall one, in the corner for one filling it', () => {
    expect(placePopover({ top: 800, left: 500, width: 100, height: 40 }, pop, viewport).top).toBe(
      800 - 14 - 200,
    );
    expect(placePopover({ top: 20, left: 100, width: 300, height: 860 }, pop, viewport)).toEqual({
      top: 20,
      left: 414,
    });
    expect(placePopover({ top: 0, left: 0, width: 1440, height: 900 }, pop, viewport)).toEqual({
      top: 900 - 200 - 12,
      left: 1440 - 340 - 12,
    });
  });

  it('goes beside the target first when asked, on the left where there is room', () => {
    expect(placePopover({ top: 300, left: 800, width: 400, height: 40 }, pop, viewport, 'side')).toEqual({
      top: 300,
      left: 800 - 14 - 340,
    });
    expect(placePopover({ top: 300, left: 100, width: 400, height: 40 }, pop, viewport, 'side')).toEqual({
      top: 300,
      left: 514,
    });
  });

  it('is centred without a target', () => {
    expect(placePopover(null, pop, viewport)).toEqual({ top: 350, left: 550 });
  });
});
