import { useEffect, useSyncExternalStore } from 'react';

/** A control a page puts into the top bar's favorite or complete slot. */
export interface HeaderAction {
  active: boolean;
  onPress: () => void;
  /** Complete is one-way (SPEC section 4): once active the control does nothing. */
  disabled?: boolean;
}

export interface HeaderActions {
  favorite?: HeaderAction;
  complete?: HeaderAction;
}

let current: HeaderActions = {};
const listeners = new Set<() => void>();

function publish(next: HeaderActions) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For the shell's top bar: what the current page put in the slots. */
export function useHeaderActions(): HeaderActions {
  return useSyncExternalStore(subscribe, () => current, () => current);
}

/** For a page: fill the top bar's slots while it is mounted. */
export function useProvideHeaderActions(actions: HeaderActions): void {
  useEffect(() => {
    publish(actions);
    return () => publish({});
  }, [actions]);
}
