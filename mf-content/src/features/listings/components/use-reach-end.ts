import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `onReach` when the element given the returned ref scrolls into view (with 400 px to
 * spare, so the next page arrives before the member gets there). One observer for the element's
 * life: it fires when the element comes into view, not again while it stays there, so a page
 * that lands with the end still in view does not chain-load the next. The "Load more" button
 * does the same for keyboards and screen readers.
 */
export function useReachEnd<T extends Element>(onReach: () => void): (element: T | null) => void {
  const latest = useRef(onReach);
  useEffect(() => {
    latest.current = onReach;
  });
  const observer = useRef<IntersectionObserver | null>(null);
  return useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.current.observe(element);
  }, []);
}
