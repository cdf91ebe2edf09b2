/** The public marketing home page's shapes (SPEC sections 3 and 7). */
import { Type, type Static, type TObject, type TString } from 'typebox';
import { ARTICLE_IMAGE_KEYS, type ArticleImageKey } from '../home-screen.ts';
import { ImageListSchema, ImageRefSchema } from './common.ts';

/**
 * Regional copy (SPEC section 1: the region selects regional titles and text). A missing
 * variant falls back to the default (Australian) text.
 */
const regional = {
  titleUK: Type.Optional(Type.String()),
  titleUS: Type.Optional(Type.String()),
  descriptionUK: Type.Optional(Type.String()),
  descriptionUS: Type.Optional(Type.String()),
};
export type RegionalCopy = Static<TObject<typeof regional>>;

const HeroBannerSectionSchema = Type.Object({ title: Type.String(), description: Type.String(), imageList: ImageListSchema, ...regional });
export type HeroBannerSection = Static<typeof HeroBannerSectionSchema>;

const ProgramCardFaceSchema = Type.Object({
  title: Type.String(),
  description: Type.String(),
  redirectUrl: Type.String(),
  image: ImageRefSchema,
  ...regional,
});

const ProgramCardSchema = Type.Object({
  id: Type.Integer({ description: 'The program id' }),
  landscapeCard: ProgramCardFaceSchema,
  portraitCard: ProgramCardFaceSchema,
  /** The program's logo, about 4:1. */
  logo: ImageRefSchema,
  newRelease: Type.Boolean(),
});
export type ProgramCard = Static<typeof ProgramCardSchema>;

const ProgramSliderSectionSchema = Type.Object({
  title: Type.String(),
  description: Type.String(),
  cardSection: Type.Array(ProgramCardSchema),
  ...regional,
});
export type ProgramSliderSection = Static<typeof ProgramSliderSectionSchema>;

const BaseMethodPlanSchema = Type.Object({
  primaryValue: Type.String({ description: '"$10/mo"' }),
  secondaryValue: Type.String({ description: '"billed $119.99 annually"' }),
  offValue: Type.Union([Type.String(), Type.Null()], { description: '"50% OFF", or null when the plan has no saving' }),
  redirectUrl: Type.String({ description: "Where the plan's sign-up goes: /signUp?planId={subscriptionPlan}" }),
  subscriptionPlan: Type.Integer({ description: "The plan's id (the planId of the sign-up link)" }),
  name: Type.String({ description: '"Annual", "Quarterly", "Monthly"' }),
  trialDays: Type.Integer(),
});
export type BaseMethodPlan = Static<typeof BaseMethodPlanSchema>;

const PlanSectionSchema = Type.Object({
  title: Type.String(),
  description: Type.String(),
  belowDescription: Type.String(),
  baseMethod: Type.Array(BaseMethodPlanSchema),
  ...regional,
});
export type PlanSection = Static<typeof PlanSectionSchema>;

const HomeArticleSchema = Type.Object({
  articleId: Type.Integer(),
  title: Type.String(),
  urlPartial: Type.Union([Type.String(), Type.Null()], { description: 'Its link is /show/blogs/article/{articleId}/{slug}' }),
  summary: Type.String(),
  authorName: Type.String(),
  tags: Type.Array(Type.String()),
  uploadedImageId: Type.Integer(),
  /** Every image key below that starts with landscape, portrait or square, gathered. */
  imageList: ImageListSchema,
  ...regional,
  ...(Object.fromEntries(ARTICLE_IMAGE_KEYS.map((key) => [key, Type.String({ description: 'An image URL' })])) as Record<
    ArticleImageKey,
    TString
  >),
});
export type HomeArticle = Static<typeof HomeArticleSchema>;

const ArticleSectionSchema = Type.Object({
  title: Type.String(),
  description: Type.String(),
  articles: Type.Array(HomeArticleSchema),
  ...regional,
});
export type ArticleSection = Static<typeof ArticleSectionSchema>;

const AuthorSchema = Type.Object({
  id: Type.Integer(),
  internalName: Type.String(),
  authorName: Type.String(),
  shortName: Type.String(),
  tags: Type.Array(Type.String()),
  authorTitle: Type.String(),
  authorDescription: Type.String(),
  url: Type.String(),
  authorImage1x: Type.String(),
  authorImage2x: Type.String(),
  authorImage3x: Type.String(),
  authorImageHomePage: Type.String({ description: "Square portrait for the home page's expert carousel" }),
});
export type Author = Static<typeof AuthorSchema>;

const AuthorSectionSchema = Type.Object({
  title: Type.String(),
  description: Type.String(),
  authors: Type.Array(AuthorSchema),
  ...regional,
});
export type AuthorSection = Static<typeof AuthorSectionSchema>;

export const HomeScreenSchema = Type.Object({
  heroBannerSection: HeroBannerSectionSchema,
  programSliderSection: ProgramSliderSectionSchema,
  planSection: PlanSectionSchema,
  articleSection: ArticleSectionSchema,
  authorSection: AuthorSectionSchema,
});
export type HomeScreenData = Static<typeof HomeScreenSchema>;
