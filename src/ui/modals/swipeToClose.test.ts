import { DRAG_INTERVAL_MS, HOLD_MS, SWIPE_TOLERANCE_PX, TAP_TOLERANCE_PX } from '../touch';
import { SWIPE_CLOSE_MAX_MS } from './modalRules';
import { SwipeToClose } from './swipeToClose';

const HEIGHT = 600; // 10 % travel = 60 px

function gesture(points: [x: number, y: number, t: number][], height = HEIGHT): boolean {
  const swipe = new SwipeToClose();
  const [first, ...rest] = points;
  if (!first) throw new Error('no points');
  swipe.begin({ x: first[0], y: first[1], t: first[2] });
  const last = rest.pop() ?? first;
  for (const [x, y, t] of rest) swipe.move({ x, y, t });
  return swipe.end({ x: last[0], y: last[1], t: last[2] }, height);
}

describe('swipe-to-close thresholds', () => {
  it('uses the spec tolerances', () => {
    expect([TAP_TOLERANCE_PX, SWIPE_TOLERANCE_PX, HOLD_MS, DRAG_INTERVAL_MS]).toEqual([
      10, 30, 400, 100,
    ]);
    expect(SWIPE_CLOSE_MAX_MS).toBe(300);
  });

  it('closes after a slow drag down of 10 % of the height', () => {
    expect(
      gesture([
        [0, 0, 0],
        [0, 30, 500],
        [0, 60, 1000],
      ]),
    ).toBe(true);
  });

  it('stays open after a slow drag just short of 10 %', () => {
    expect(
      gesture([
        [0, 0, 0],
        [0, 30, 500],
        [0, 59, 1000],
      ]),
    ).toBe(false);
  });

  it('closes after a quick swipe of at most 300 ms past the swipe tolerance', () => {
    expect(
      gesture([
        [0, 0, 0],
        [0, 30, 300],
      ]),
    ).toBe(true);
  });

  it('stays open when the same short swipe takes longer than 300 ms', () => {
    expect(
      gesture([
        [0, 0, 0],
        [0, 30, 301],
      ]),
    ).toBe(false);
  });

  it('stays open for a quick flick shorter than the swipe tolerance (on a tall modal)', () => {
    expect(
      gesture([
        [0, 0, 0],
        [0, 29, 100],
      ]),
    ).toBe(false);
  });

  it('treats a move within the tap tolerance as a tap, even on a tiny modal', () => {
    expect(
      gesture(
        [
          [0, 0, 0],
          [0, 9, 50],
        ],
        50,
      ),
    ).toBe(false);
    expect(
      gesture(
        [
          [0, 0, 0],
          [0, 10, 50],
        ],
        50,
      ),
    ).toBe(true);
  });

  it('never closes on an upward or mostly sideways move', () => {
    expect(
      gesture([
        [0, 100, 0],
        [0, 0, 100],
      ]),
    ).toBe(false);
    expect(
      gesture([
        [0, 0, 0],
        [200, 100, 100],
      ]),
    ).toBe(false);
  });

  it('ignores a finger that rested for the hold time before moving', () => {
    expect(
      gesture([
        [0, 0, 0],
        [0, 2, HOLD_MS],
        [0, 200, HOLD_MS + 100],
      ]),
    ).toBe(false);
  });

  it('lets the modal follow the finger downwards at most every 100 ms', () => {
    const swipe = new SwipeToClose();
    swipe.begin({ x: 0, y: 0, t: 0 });
    expect(swipe.move({ x: 0, y: 5, t: 10 })).toBeNull(); // still a tap
    expect(swipe.move({ x: 0, y: 40, t: 20 })).toBe(40);
    expect(swipe.move({ x: 0, y: 50, t: 60 })).toBeNull(); // throttled
    expect(swipe.move({ x: 0, y: 80, t: 120 })).toBe(80);
    expect(swipe.move({ x: 0, y: -30, t: 300 })).toBe(0); // never above its place
  });
});
