/**
 * The copy of the home page's data sections that the API seeds and that the page shows before
 * the data arrives (the browser draws the page when the server could not). Both read it here, so
 * the data replaces it with the same words in the same places.
 */
import type { ImageListEntry } from '../api-contract/home-screen.ts';
import { HERO_IMAGE_KEYS, HERO_SUBJECT, homeMediaUrl } from '../media/media-paths.ts';

export interface SectionCopy {
  title: string;
  description: string;
}

export const HERO_IMAGE_LIST: ImageListEntry[] = HERO_IMAGE_KEYS.map((key) => ({
  imageId: key,
  imageUrl: homeMediaUrl('hero', HERO_SUBJECT, key),
}));

export const HOME_SECTION_COPY = {
  hero: {
    title: 'The fitness app made for women',
    description: 'At-home and in-gym workouts, multi-week programs and recipes that fit your week, from trainers, dietitians and midwives.',
  },
  programs: {
    title: 'Programs for every goal',
    description: 'Multi-week programs written by our trainers. Tap a program to see what it is about.',
  },
  authors: {
    title: 'Meet the experts',
    description: 'Personal trainers, dietitians and midwives write every program, meal plan and article.',
  },
  plans: {
    title: 'Choose your plan',
    description: 'Every plan unlocks every workout, program, recipe and meditation.',
    belowDescription: 'Prices in AUD. Your plan renews automatically at the end of each period until you cancel.',
  },
  articles: {
    title: 'From our expert blog',
    description: 'Advice on training, food, sleep and pregnancy from the people behind your programs.',
  },
} as const satisfies Record<string, SectionCopy & { belowDescription?: string }>;
