/** SPEC sections 4 and 9: the sticky side navigation of the four pillars. */
const PILLAR_ACTIVATION_RATIO = 0.5;

/** A box in viewport coordinates, as getBoundingClientRect gives it. */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * How much of a block shows, from 0 to 1: the visible height over the height it could show at
 * most (a block taller than the viewport counts as fully visible when it fills it).
 */
export function visibleRatio(box: Pick<Box, 'top' | 'bottom'>, viewportHeight: number): number {
  const height = box.bottom - box.top;
  if (height <= 0 || viewportHeight <= 0) return 0;
  const visible = Math.min(box.bottom, viewportHeight) - Math.max(box.top, 0);
  if (visible <= 0) return 0;
  return Math.min(1, visible / Math.min(height, viewportHeight));
}

/**
 * The active pillar: the one at least 50% visible (the most visible when several are, the first
 * on a tie). While none is, the active one stays as it was.
 */
export function activePillar(ratios: readonly number[], current: number | null): number | null {
  let best: number | null = null;
  ratios.forEach((ratio, index) => {
    if (ratio >= PILLAR_ACTIVATION_RATIO && (best === null || ratio > ratios[best]!)) best = index;
  });
  return best ?? current;
}

export function overlaps(a: Box, b: Box): boolean {
  return a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;
}

/**
 * The side navigation shows only while the pillar block is in view and the navigation does not
 * overlap the program or expert sections (absent sections overlap nothing).
 */
export function sideNavVisible(input: { pillars: Box; nav: Box; blockers: readonly (Box | null)[]; viewportHeight: number }): boolean {
  const { pillars, nav, blockers, viewportHeight } = input;
  const inView = pillars.top < viewportHeight && pillars.bottom > 0;
  return inView && !blockers.some((blocker) => blocker !== null && overlaps(nav, blocker));
}
