import { useSyncExternalStore } from 'react';
import { isSubscribedStatus, type SubscriptionStatus } from '@app/shared/api-contract/subscription-service';
import { isAuthenticated, readUserInfo, updateUserInfo, type StoredUserInfo } from '@app/shared/session';

/** idle: nothing to check (no one signed in at start); pending: asked; done/failed: answered. */
export type SubscriptionCheckState = 'idle' | 'pending' | 'done' | 'failed';

/**
 * SPEC section 4: what the answer means for the stored user info. Active and trial count as
 * subscribed; canceled and inactive (and anything unknown) do not; a failed check counts as
 * not subscribed and is flagged.
 */
export function subscriptionOutcome(
  answer: { ok: true; status: SubscriptionStatus | string } | { ok: false },
): Pick<StoredUserInfo, 'isSubscribed' | 'isSubscribedAPIError'> {
  if (!answer.ok) return { isSubscribed: false, isSubscribedAPIError: true };
  return { isSubscribed: isSubscribedStatus(answer.status as SubscriptionStatus), isSubscribedAPIError: false };
}

let state: SubscriptionCheckState = 'idle';
const listeners = new Set<() => void>();

function setState(next: SubscriptionCheckState) {
  state = next;
  for (const listener of listeners) listener();
}

export function useSubscriptionCheckState(): SubscriptionCheckState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

/** Marks the check as under way before the first render, so no page shows on a stale flag. */
export function beginSubscriptionCheck(): boolean {
  if (!isAuthenticated(readUserInfo())) return false;
  setState('pending');
  return true;
}

/**
 * Runs the check once and saves the flag to the user info. A failure is logged and flagged
 * (isSubscribedAPIError); session routing then shows the failure screen with TRY AGAIN.
 */
export async function runSubscriptionCheck(fetchStatus: () => Promise<SubscriptionStatus | string>): Promise<SubscriptionCheckState> {
  if (state !== 'pending' && !beginSubscriptionCheck()) return state;
  let answer: Parameters<typeof subscriptionOutcome>[0];
  try {
    answer = { ok: true, status: await fetchStatus() };
  } catch (error) {
    console.error('[subscription] the subscription check failed', error);
    answer = { ok: false };
  }
  // Logged out meanwhile (a refused refresh): nothing to save.
  if (!isAuthenticated(readUserInfo())) {
    setState('idle');
    return state;
  }
  updateUserInfo(subscriptionOutcome(answer));
  setState(answer.ok ? 'done' : 'failed');
  return state;
}
