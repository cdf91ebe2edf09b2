/** Where a carousel is: the slides at least 70% in view (SPEC section 9's in-view threshold). */
export const CAROUSEL_IN_VIEW_THRESHOLD = 0.7;

export interface CarouselPosition {
  first: number;
  last: number;
  canPrev: boolean;
  canNext: boolean;
}

/** Before anything is measured (and in the server's HTML) the carousel is at its start. */
export function carouselPosition(inView: readonly number[], count: number): CarouselPosition {
  if (count <= 0) return { first: 0, last: -1, canPrev: false, canNext: false };
  const visible = inView.filter((i) => i >= 0 && i < count);
  if (visible.length === 0) return { first: 0, last: 0, canPrev: false, canNext: count > 1 };
  const first = Math.min(...visible);
  const last = Math.max(...visible);
  return { first, last, canPrev: first > 0, canNext: last < count - 1 };
}

export type CarouselMove = 'previous' | 'next' | 'previousPage' | 'nextPage' | 'start' | 'end';

/** The slide to bring to the start of the viewport: by one (keys), by a page (buttons), or to an end. */
export function targetSlide(move: CarouselMove, position: CarouselPosition, count: number): number {
  if (count <= 0) return 0;
  const page = Math.max(1, position.last - position.first + 1);
  const clamp = (i: number) => Math.min(count - 1, Math.max(0, i));
  switch (move) {
    case 'previous':
      return clamp(position.first - 1);
    case 'next':
      return clamp(position.first + 1);
    case 'previousPage':
      return clamp(position.first - page);
    case 'nextPage':
      return clamp(position.last + 1);
    case 'start':
      return 0;
    case 'end':
      return count - 1;
  }
}

const KEY_MOVES: Record<string, CarouselMove> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  Home: 'start',
  End: 'end',
  PageUp: 'previousPage',
  PageDown: 'nextPage',
};

export function moveForKey(key: string): CarouselMove | null {
  return KEY_MOVES[key] ?? null;
}

/** A mouse press that moved further than this is a drag: it scrolls and does not click. */
export const DRAG_CLICK_TOLERANCE_PX = 6;
