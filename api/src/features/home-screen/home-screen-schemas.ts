import { Type, type Static } from 'typebox';
import { ARTICLE_IMAGE_KEYS, type HomeScreenData } from '@app/shared/api-contract/home-screen';
import type { Same } from '../../lib/schemas.ts';

const Regional = {
  titleUK: Type.Optional(Type.String()),
  titleUS: Type.Optional(Type.String()),
  descriptionUK: Type.Optional(Type.String()),
  descriptionUS: Type.Optional(Type.String()),
};

const ImageRef = Type.Object({ imageId: Type.Integer(), imageUrl: Type.String() });
const ImageList = Type.Array(
  Type.Object({ imageId: Type.String({ description: 'The image key, e.g. landscape1x_4x3' }), imageUrl: Type.String() }),
);

const CardFace = Type.Object({
  title: Type.String(),
  description: Type.String(),
  redirectUrl: Type.String(),
  image: ImageRef,
  ...Regional,
});

const Plan = Type.Object({
  primaryValue: Type.String({ description: '"$10/mo"' }),
  secondaryValue: Type.String({ description: '"billed $119.99 annually"' }),
  offValue: Type.Union([Type.String(), Type.Null()], { description: '"50% OFF" or null' }),
  redirectUrl: Type.String({ description: '/signUp?planId={subscriptionPlan}' }),
  subscriptionPlan: Type.Integer({ description: 'The plan id' }),
  name: Type.String(),
  trialDays: Type.Integer(),
});

const Article = Type.Object({
  articleId: Type.Integer(),
  title: Type.String(),
  urlPartial: Type.Union([Type.String(), Type.Null()]),
  summary: Type.String(),
  authorName: Type.String(),
  tags: Type.Array(Type.String()),
  uploadedImageId: Type.Integer(),
  imageList: ImageList,
  ...Regional,
  ...(Object.fromEntries(ARTICLE_IMAGE_KEYS.map((key) => [key, Type.String()])) as Record<
    (typeof ARTICLE_IMAGE_KEYS)[number],
    ReturnType<typeof Type.String>
  >),
});

const Author = Type.Object({
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
  authorImageHomePage: Type.String(),
});

export const HomeScreenSchema = Type.Object({
  heroBannerSection: Type.Object({ title: Type.String(), description: Type.String(), imageList: ImageList, ...Regional }),
  programSliderSection: Type.Object({
    title: Type.String(),
    description: Type.String(),
    cardSection: Type.Array(
      Type.Object({ id: Type.Integer(), landscapeCard: CardFace, portraitCard: CardFace, logo: ImageRef, newRelease: Type.Boolean() }),
    ),
    ...Regional,
  }),
  planSection: Type.Object({
    title: Type.String(),
    description: Type.String(),
    belowDescription: Type.String(),
    baseMethod: Type.Array(Plan),
    ...Regional,
  }),
  articleSection: Type.Object({ title: Type.String(), description: Type.String(), articles: Type.Array(Article), ...Regional }),
  authorSection: Type.Object({ title: Type.String(), description: Type.String(), authors: Type.Array(Author), ...Regional }),
});

const _contractChecks: [Same<Static<typeof HomeScreenSchema>, HomeScreenData>] = [true];
