import type { SwapAction } from '../api-contract/planner.ts';

/** SPEC section 8: user-facing messages of failures and successes, shared by every app and the API. */
export const ERROR_MESSAGES = {
  generic: 'Something went wrong! Please try again.',
  genericShort: 'Something went wrong!',
  otpSendFailed: 'Failed to send OTP. Please try again.',
  logoutFailed: 'Logout failed',
  fetchError: 'Fetch error',
  updateProfile: 'Please update your profile settings to proceed.',
  fallback: 'An error occurred',
} as const;

export const SUCCESS_MESSAGES = {
  otpSent: 'OTP sent successfully',
  markedComplete: 'Marked as complete!',
  markedIncomplete: 'Marked as incomplete!',
  saved: 'Saved!',
  /** Not in SPEC 8: an unsave said "Saved!" before, which was not true. */
  removedFromSaved: 'Removed from saved',
  workoutSwapped: "Workout swapped. Let's do it.",
  mealSwapped: 'Meal swapped. Good choice.',
  /** Not in SPEC 8: "Revert to original" said "Meal swapped. Good choice.", which was not true. */
  workoutReverted: 'Back to the original workout',
  mealReverted: 'Back to the original meal',
  logDeleted: 'Log deleted',
  measurementDeleted: 'Measurement deleted',
  itemAdded: 'Item added!',
  shoppingListUpdated: 'Shopping list updated',
} as const;

export { FAILURE_SCREEN, ROUTER_FALLBACK_TITLE } from './failure.ts';
export { ACCOUNT_MESSAGES, rateLimitedMessage } from './account.ts';
export { SUBSCRIPTION_LABELS } from './subscription.ts';

/** What a save toggle says: true when it saved the item, false when it took it off her saved items. */
export function favouriteMessage(favourite: boolean): string {
  return favourite ? SUCCESS_MESSAGES.saved : SUCCESS_MESSAGES.removedFromSaved;
}

/** What a planner swap says: a revert puts the original back, every other action swaps. */
export function swapMessage(sectionType: 'ROUTINE' | 'RECIPE', action: SwapAction): string {
  const workout = sectionType === 'ROUTINE';
  if (action === 'revert') return workout ? SUCCESS_MESSAGES.workoutReverted : SUCCESS_MESSAGES.mealReverted;
  return workout ? SUCCESS_MESSAGES.workoutSwapped : SUCCESS_MESSAGES.mealSwapped;
}
