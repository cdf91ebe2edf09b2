import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import {
  CAROUSEL_IN_VIEW_THRESHOLD,
  DRAG_CLICK_TOLERANCE_PX,
  carouselPosition,
  moveForKey,
  targetSlide,
  type CarouselMove,
} from '../model/carousel-model.ts';
import './carousel.css';

export interface CarouselProps<T> {
  /** Names the carousel for assistive technology: "Experts", "Articles". */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  className?: string;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A row of slides that scrolls sideways: by touch (native scrolling with snap points), by mouse
 * (drag, or the arrow buttons) and by keyboard (arrow keys, Home, End, Page Up/Down on the
 * focused row). A slide counts as in view when 70% of it shows.
 */
export function Carousel<T>({ label, items, itemKey, renderItem, className }: CarouselProps<T>) {
  const viewport = useRef<HTMLDivElement>(null);
  const slides = useRef<(HTMLLIElement | null)[]>([]);
  const [inView, setInView] = useState<number[]>([]);
  const drag = useRef<{ x: number; scroll: number; moved: boolean } | null>(null);
  const count = items.length;
  const position = carouselPosition(inView, count);

  useEffect(() => {
    const root = viewport.current;
    if (!root || typeof IntersectionObserver === 'undefined') return undefined;
    const visible = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = Number((entry.target as HTMLElement).dataset.index);
          if (entry.intersectionRatio >= CAROUSEL_IN_VIEW_THRESHOLD) visible.add(index);
          else visible.delete(index);
        }
        setInView([...visible].sort((a, b) => a - b));
      },
      { root, threshold: [0, CAROUSEL_IN_VIEW_THRESHOLD, 1] },
    );
    for (const slide of slides.current.slice(0, count)) if (slide) observer.observe(slide);
    return () => observer.disconnect();
  }, [count]);

  const scrollToSlide = useCallback((index: number) => {
    const root = viewport.current;
    const slide = slides.current[index];
    if (!root || !slide) return;
    const padding = parseFloat(getComputedStyle(root).scrollPaddingLeft) || 0;
    root.scrollTo({ left: slide.offsetLeft - padding, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, []);

  const move = (kind: CarouselMove) => scrollToSlide(targetSlide(kind, position, count));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const kind = moveForKey(event.key);
    if (!kind) return;
    event.preventDefault();
    move(kind);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' || event.button !== 0 || !viewport.current) return;
    drag.current = { x: event.clientX, scroll: viewport.current.scrollLeft, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    const root = viewport.current;
    if (!state || !root) return;
    const dx = event.clientX - state.x;
    if (!state.moved && Math.abs(dx) > DRAG_CLICK_TOLERANCE_PX) {
      state.moved = true;
      root.setPointerCapture(event.pointerId);
      root.classList.add('is-dragging');
    }
    if (state.moved) root.scrollLeft = state.scroll - dx;
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const root = viewport.current;
    if (!drag.current || !root) return;
    if (drag.current.moved) {
      root.classList.remove('is-dragging');
      if (root.hasPointerCapture(event.pointerId)) root.releasePointerCapture(event.pointerId);
      // Settle on the nearest slide, as the snap points would have.
      const nearest = slides.current.slice(0, count).reduce(
        (best, slide, i) => {
          if (!slide) return best;
          const distance = Math.abs(slide.offsetLeft - root.scrollLeft);
          return distance < best.distance ? { i, distance } : best;
        },
        { i: 0, distance: Number.POSITIVE_INFINITY },
      ).i;
      scrollToSlide(nearest);
      // The press that ended a drag is not a click on the link under it.
      const swallow = (click: MouseEvent) => {
        click.preventDefault();
        click.stopPropagation();
      };
      root.addEventListener('click', swallow, { capture: true, once: true });
      setTimeout(() => root.removeEventListener('click', swallow, { capture: true }), 0);
    }
    drag.current = null;
  };

  return (
    <section className={className ? `carousel ${className}` : 'carousel'} aria-roledescription="carousel" aria-label={label}>
      <div
        ref={viewport}
        className="carousel__viewport"
        tabIndex={0}
        role="group"
        aria-label={`${label}: use the arrow keys to scroll`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        // Pictures and links inside would start the browser's own drag-and-drop instead.
        onDragStart={(event) => event.preventDefault()}
      >
        <ul className="carousel__track">
          {items.map((item, index) => (
            <li
              key={itemKey(item)}
              ref={(node) => {
                slides.current[index] = node;
              }}
              className="carousel__slide"
              data-index={index}
            >
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
      </div>
      {count > 1 ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button"
            aria-label={`Previous ${label.toLowerCase()}`}
            disabled={!position.canPrev}
            onClick={() => move('previousPage')}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button
            type="button"
            className="carousel__button"
            aria-label={`Next ${label.toLowerCase()}`}
            disabled={!position.canNext}
            onClick={() => move('nextPage')}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      ) : null}
    </section>
  );
}
