/**
 * GET /interaction/user-interaction/pub/api/v1/home-screen (SPEC sections 3 and 7): the data of
 * the public marketing home page. The API replies with it in the usual envelope; the page
 * requires `code` 200.
 */
import type { ImageRef } from './platform.ts';
import type { ImageListEntry } from './schemas/common.ts';

export type { ApiEnvelope } from './envelope.ts';
export type { ImageListEntry } from './schemas/common.ts';
export type { ImageRef } from './platform.ts';

export const HOME_SCREEN_PATH = '/interaction/user-interaction/pub/api/v1/home-screen';

/**
 * Regional copy (SPEC section 1: the region selects regional titles and text). A missing
 * variant falls back to the default (Australian) text.
 */
export interface RegionalCopy {
  titleUK?: string;
  titleUS?: string;
  descriptionUK?: string;
  descriptionUS?: string;
}

export interface HeroBannerSection extends RegionalCopy {
  title: string;
  description: string;
  imageList: ImageListEntry[];
}

export interface ProgramCardFace extends RegionalCopy {
  title: string;
  description: string;
  redirectUrl: string;
  image: ImageRef;
}

export interface ProgramCard {
  /** The program id. */
  id: number;
  landscapeCard: ProgramCardFace;
  portraitCard: ProgramCardFace;
  /** The program's logo, about 4:1. */
  logo: ImageRef;
  newRelease: boolean;
}

export interface ProgramSliderSection extends RegionalCopy {
  title: string;
  description: string;
  cardSection: ProgramCard[];
}

export interface BaseMethodPlan {
  /** "$10/mo" */
  primaryValue: string;
  /** "billed $119.99 annually" */
  secondaryValue: string;
  /** "50% OFF", or null when the plan has no saving. */
  offValue: string | null;
  /** Where the plan's sign-up goes: /signUp?planId={subscriptionPlan}. */
  redirectUrl: string;
  /** The plan's id (the planId of the sign-up link). */
  subscriptionPlan: number;
  /** "Annual", "Quarterly", "Monthly". */
  name: string;
  trialDays: number;
}

export interface PlanSection extends RegionalCopy {
  title: string;
  description: string;
  belowDescription: string;
  baseMethod: BaseMethodPlan[];
}

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

export type ArticleImages = Record<ArticleImageKey, string>;

export interface HomeArticle extends ArticleImages, RegionalCopy {
  articleId: number;
  title: string;
  /** The article's urlPartial; its link is /show/blogs/article/{articleId}/{slug}. */
  urlPartial: string | null;
  summary: string;
  authorName: string;
  tags: string[];
  uploadedImageId: number;
  /** Every key above that starts with landscape, portrait or square, gathered. */
  imageList: ImageListEntry[];
}

export interface ArticleSection extends RegionalCopy {
  title: string;
  description: string;
  articles: HomeArticle[];
}

export interface Author {
  id: number;
  internalName: string;
  authorName: string;
  shortName: string;
  tags: string[];
  authorTitle: string;
  authorDescription: string;
  url: string;
  authorImage1x: string;
  authorImage2x: string;
  authorImage3x: string;
  /** Square portrait for the home page's expert carousel. */
  authorImageHomePage: string;
}

export interface AuthorSection extends RegionalCopy {
  title: string;
  description: string;
  authors: Author[];
}

export interface HomeScreenData {
  heroBannerSection: HeroBannerSection;
  programSliderSection: ProgramSliderSection;
  planSection: PlanSection;
  articleSection: ArticleSection;
  authorSection: AuthorSection;
}
