import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves the focus to the element (a page's main heading, `tabIndex={-1}`) when it first mounts,
 * unless she is already somewhere: after a client-side navigation the control she pressed is
 * gone and the focus would fall to `<body>` (WCAG 2.4.3, focus order).
 */
export function useFocusOnArrival<T extends HTMLElement>(enabled = true): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!enabled) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    ref.current?.focus({ preventScroll: true });
    // Once, on arrival: a later render never takes the focus back.
  }, []);
  return ref;
}
