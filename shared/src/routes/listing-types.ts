/** SPEC section 2, "Listing types": each has its page title, which the top bar and the side menu show. */
export const LISTING_TITLES = {
  home: 'At Home',
  gym: 'In Gym',
  meals: 'Meals',
  snacks: 'Snacks',
  tips: 'Tips',
  meditation: 'Meditations',
  pregnancy: 'Pregnancy & Postpartum',
  blogs: 'Blog',
  help: 'Help',
} as const;

export type ListingType = keyof typeof LISTING_TITLES;

/** The title of /listing when no listing type is named. */
export const LISTING_TITLE = 'Browse';
