import { useEffect, useRef, useState, type RefObject } from 'react';
import { activePillar, sideNavVisible, visibleRatio, type Box } from '../model/pillar-activation.ts';

interface PillarTracking {
  navVisible: boolean;
  active: number | null;
}

const boxOf = (element: Element | null): Box | null => (element ? element.getBoundingClientRect() : null);

/**
 * Re-checks, once per frame while the page scrolls or resizes, which pillar is active and
 * whether the side navigation may show (see model/pillar-activation.ts).
 */
export function usePillarTracking(input: {
  blocks: RefObject<HTMLElement | null>;
  pillars: RefObject<(HTMLElement | null)[]>;
  nav: RefObject<HTMLElement | null>;
  blockerIds: readonly string[];
}): PillarTracking {
  const [state, setState] = useState<PillarTracking>({ navVisible: false, active: null });
  const current = useRef(state);
  const { blocks, pillars, nav, blockerIds } = input;

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const blocksBox = boxOf(blocks.current);
      const navBox = boxOf(nav.current);
      if (!blocksBox || !navBox) return;
      const viewportHeight = window.innerHeight;
      const ratios = (pillars.current ?? []).map((element) => {
        const b = boxOf(element);
        return b ? visibleRatio(b, viewportHeight) : 0;
      });
      const next: PillarTracking = {
        navVisible: sideNavVisible({
          pillars: blocksBox,
          nav: navBox,
          blockers: blockerIds.map((id) => boxOf(document.getElementById(id))),
          viewportHeight,
        }),
        active: activePillar(ratios, current.current.active),
      };
      if (next.navVisible !== current.current.navVisible || next.active !== current.current.active) {
        current.current = next;
        setState(next);
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [blocks, pillars, nav, blockerIds]);

  return state;
}
