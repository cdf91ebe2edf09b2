import { HERO_IMAGE_LIST, HOME_SECTION_COPY } from '@app/shared/marketing/home-fallback-copy';
import type { HomeSectionData, HomeSectionKey } from '../../schema.ts';

/** The copy of the home page's sections (the data in them comes from the programs, plans, articles and authors). */
export const HOME_SECTIONS: Record<HomeSectionKey, HomeSectionData> = {
  hero: { ...HOME_SECTION_COPY.hero, imageList: HERO_IMAGE_LIST },
  programs: {
    ...HOME_SECTION_COPY.programs,
    titleUK: 'Programmes for every goal',
    descriptionUK: 'Multi-week programmes written by our trainers. Tap a programme to see what it is about.',
  },
  plans: { ...HOME_SECTION_COPY.plans },
  articles: { ...HOME_SECTION_COPY.articles },
  authors: { ...HOME_SECTION_COPY.authors },
};
