export const HERO = {
  title: 'Feel strong, every day',
  description: 'At-home and in-gym workouts, multi-week programs and recipes that fit your week.',
  buttonText: 'START FREE TRIAL',
  subscriptionMessage: 'Subscriptions start from $10/mo',
} as const;

/** SPEC section 1, copy claims. */
export const COPY_CLAIMS = [
  { value: '600+', label: 'workouts' },
  { value: '8', label: 'programs' },
  { value: '500+', label: 'meal plans' },
  { value: '130+', label: 'pregnancy workouts' },
] as const;
