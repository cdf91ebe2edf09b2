/**
 * What the subscription page's controls and status say: the page (mf-commerce) shows them, and the
 * help centre's steps (the API's help articles) name them, so the steps stay true to the page.
 */
export const SUBSCRIPTION_LABELS = {
  cancel: 'Cancel subscription',
  confirmCancel: 'Yes, cancel',
  keep: 'Keep my subscription',
  undoCancel: 'Undo cancel',
  updateCard: 'Update card',
  /** The status of a subscription canceled at the end of its period, and of one that ended so. */
  canceled: 'Canceled',
} as const;
