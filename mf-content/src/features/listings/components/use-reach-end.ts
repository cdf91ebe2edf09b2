import { useEffect, useRef } from 'react';

/**
 * Calls `onReach` when the returned element scrolls into view (with a screen of margin, so the
 * next page arrives before the member gets there). The "Load more" button does the same for
 * keyboards and screen readers.
 */
export function useReachEnd<T extends Element>(onReach: () => void, enabled: boolean) {
  const ref = useRef<T | null>(null);
  const latest = useRef(onReach);
  latest.current = onReach;
  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    }, { rootMargin: '0px 0px 400px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
