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
  workoutSwapped: "Workout swapped. Let's do it.",
  mealSwapped: 'Meal swapped. Good choice.',
  logDeleted: 'Log deleted',
  itemAdded: 'Item added!',
  shoppingListUpdated: 'Shopping list updated',
} as const;

export { FAILURE_SCREEN, ROUTER_FALLBACK_TITLE } from './failure.ts';
export { ACCOUNT_MESSAGES, rateLimitedMessage } from './account.ts';
export { SUBSCRIPTION_LABELS } from './subscription.ts';
