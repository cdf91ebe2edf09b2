import { useSyncExternalStore } from 'react';

/**
 * Where this tab goes when its session ends on purpose (log out, refused refresh): SPEC sends
 * the user to the default route, not to login. Other tabs see only the storage change and
 * follow the normal rule (login, remembering where they were).
 */
let exitTo: string | null = null;
const listeners = new Set<() => void>();

function publish(next: string | null) {
  if (next === exitTo) return;
  exitTo = next;
  for (const listener of listeners) listener();
}

export function markSessionExit(to: string): void {
  publish(to);
}

export function clearSessionExit(): void {
  publish(null);
}

export function useSessionExit(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => exitTo,
    () => null,
  );
}
