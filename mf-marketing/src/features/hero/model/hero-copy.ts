/**
 * The hero's own copy. The headline belongs to this remote's build (a release that changes it is
 * a deploy of this remote); the eyebrow, text and image come from the API, and the button text
 * and price message from the platform config, with these as the static fallback.
 */
export const HERO = {
  title: 'Feel strong, every day',
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

/** The hero image's box on each device (SPEC section 9: image choice by aspect ratio and device). */
export const HERO_IMAGE_RATIOS = { mobile: 16 / 9, tablet: 3 / 4, desktop: 4 / 3 } as const;
export const HERO_IMAGE_SIZES = {
  mobile: 'calc(100vw - 32px)',
  tablet: '320px',
  desktop: '560px',
} as const;
