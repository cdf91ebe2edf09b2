import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { isSubscribedStatus, type SubscriptionStatus } from '@app/shared/api-contract/subscription-service';
import { updateUserInfo, isAuthenticated, type StoredUserInfo } from '@app/shared/session';
import { rootReducer, type AppStore } from '@app/shared/store';

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

const subscriptionCheckSlice = createSlice({
  name: 'subscriptionCheck',
  initialState: 'idle' as SubscriptionCheckState,
  reducers: {
    subscriptionCheckChanged: (_state, action: { payload: SubscriptionCheckState }) => action.payload,
  },
  selectors: {
    selectSubscriptionCheck: (state) => state,
  },
});

declare module '@app/shared/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof subscriptionCheckSlice> {}
}

/** The shell's own slice, injected into the one store. */
const subscriptionCheck = subscriptionCheckSlice.injectInto(rootReducer);
export const { selectSubscriptionCheck } = subscriptionCheck.selectors;
const { subscriptionCheckChanged } = subscriptionCheckSlice.actions;

type StoreAccess = Pick<AppStore, 'dispatch' | 'getState'>;

const signedIn = (store: StoreAccess) => isAuthenticated(store.getState().session.info);

/** The check as the server drew a member's page: done, with the plan it read (it draws only for one). */
export function subscriptionCheckDrawn(store: StoreAccess): void {
  store.dispatch(subscriptionCheckChanged('done'));
}

/** Marks the check as under way before the first render, so no page shows on a stale flag. */
export function beginSubscriptionCheck(store: StoreAccess): boolean {
  if (!signedIn(store)) return false;
  store.dispatch(subscriptionCheckChanged('pending'));
  return true;
}

/**
 * Runs the check once and saves the flag to the user info. A failure is logged and flagged
 * (isSubscribedAPIError); session routing then shows the failure screen with TRY AGAIN.
 */
export async function runSubscriptionCheck(
  store: StoreAccess,
  fetchStatus: () => Promise<SubscriptionStatus | string>,
): Promise<SubscriptionCheckState> {
  const finish = (state: SubscriptionCheckState) => {
    store.dispatch(subscriptionCheckChanged(state));
    return state;
  };
  if (selectSubscriptionCheck(store.getState()) !== 'pending' && !beginSubscriptionCheck(store)) {
    return selectSubscriptionCheck(store.getState());
  }
  let answer: Parameters<typeof subscriptionOutcome>[0];
  try {
    answer = { ok: true, status: await fetchStatus() };
  } catch (error) {
    console.error('[subscription] the subscription check failed', error);
    answer = { ok: false };
  }
  // Logged out meanwhile (a refused refresh): nothing to save.
  if (!signedIn(store)) return finish('idle');
  updateUserInfo(subscriptionOutcome(answer));
  return finish(answer.ok ? 'done' : 'failed');
}
