/**
 * GET /interaction/user-interaction/pub/api/v1/home-screen (SPEC sections 3 and 7): the data of
 * the public marketing home page. The API replies with it in the usual envelope; the page
 * requires `code` 200. Its types are those of its schema (./schemas/home-screen.ts).
 */
export type { ApiEnvelope } from './envelope.ts';
export type { ImageListEntry, ImageRef } from './schemas/common.ts';
import type {
  ArticleSection,
  Author,
  AuthorSection,
  BaseMethodPlan,
  HeroBannerSection,
  HomeArticle,
  HomeScreenData,
  PlanSection,
  ProgramCard,
  ProgramSliderSection,
  RegionalCopy,
} from './schemas/home-screen.ts';

export type {
  ArticleSection,
  Author,
  AuthorSection,
  BaseMethodPlan,
  HeroBannerSection,
  HomeArticle,
  HomeScreenData,
  PlanSection,
  ProgramCard,
  ProgramSliderSection,
  RegionalCopy,
};

export const HOME_SCREEN_PATH = '/interaction/user-interaction/pub/api/v1/home-screen';

/** The image keys of an article as SPEC section 3 lists them; each holds an image URL. */
export const ARTICLE_IMAGE_KEYS = [
  'landscape1x_planner',
  'landscape1x_4x3',
  'landscape2x_4x3',
  'landscape3x_4x3',
  'landscapewide1x_16x9',
  'landscapewide3x_16x9',
  'portrait1x_3x4',
  'portrait2x_3x4',
] as const;
export type ArticleImageKey = (typeof ARTICLE_IMAGE_KEYS)[number];
