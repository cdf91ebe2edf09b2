export const FAILURE_SCREEN = {
  title: 'Something went wrong',
  text: 'Please try again shortly.',
  retry: 'TRY AGAIN',
} as const;

export const ROUTER_FALLBACK_TITLE = 'Unexpected Application Error!';
