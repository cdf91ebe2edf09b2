import type { Kysely } from 'kysely';
import type { Author, BaseMethodPlan, HomeArticle, HomeScreenData, ProgramCard, RegionalCopy } from '@app/shared/api-contract/home-screen';
import { ARTICLE_IMAGE_KEYS } from '@app/shared/api-contract/home-screen';
import { gatherImageList } from '@app/shared/media/image-list';
import { signUpPathForPlan } from '@app/shared/plans/plan-display';
import { PATHS } from '@app/shared/routes';
import type { Database, HomeSectionData, HomeSectionKey } from '../../db/schema.ts';
import { toPlanData } from '../subscriptions/plan-display.ts';

/** The blog carousel shows this many articles, newest first. */
const HOME_ARTICLE_LIMIT = 12;

function regional(row: {
  titleUk: string | null;
  titleUs: string | null;
  descriptionUk?: string | null;
  descriptionUs?: string | null;
}): RegionalCopy {
  const copy: RegionalCopy = {};
  if (row.titleUk) copy.titleUK = row.titleUk;
  if (row.titleUs) copy.titleUS = row.titleUs;
  if (row.descriptionUk) copy.descriptionUK = row.descriptionUk;
  if (row.descriptionUs) copy.descriptionUS = row.descriptionUs;
  return copy;
}

function sectionCopy(data: HomeSectionData) {
  const { imageList: _images, belowDescription: _below, ...copy } = data;
  return copy;
}

/** Image ids of a program's card images and logo: stable, derived from the program id. */
const programImageId = (programId: number, slot: 1 | 2 | 3) => programId * 10 + slot;

/** Everything GET /home-screen answers (SPEC section 3, home page data), read in one transaction. */
export async function homeScreen(database: Kysely<Database>): Promise<HomeScreenData | null> {
  return database.transaction().execute(async (db) => {
    const sectionRows = await db.selectFrom('homeSections').select(['key', 'data']).execute();
    const sections = new Map(sectionRows.map((row) => [row.key, row.data] as [HomeSectionKey, HomeSectionData]));
    const hero = sections.get('hero');
    const programsCopy = sections.get('programs');
    const plansCopy = sections.get('plans');
    const articlesCopy = sections.get('articles');
    const authorsCopy = sections.get('authors');
    if (!hero || !programsCopy || !plansCopy || !articlesCopy || !authorsCopy) return null;

    const programs = await db.selectFrom('programs').selectAll().orderBy('sortOrder').execute();
    const plans = await db
      .selectFrom('plans')
      .selectAll()
      .where('active', '=', true)
      .where('paymentProvider', '=', 'STRIPE')
      .orderBy('sortOrder')
      .execute();
    const authors = await db.selectFrom('authors').selectAll().orderBy('sortOrder').execute();
    const articles = await db
      .selectFrom('articles')
      .innerJoin('authors', 'authors.id', 'articles.authorId')
      .selectAll('articles')
      .select('authors.authorName')
      .where('articles.onHomePage', '=', true)
      .orderBy('articles.publishedOn', 'desc')
      .orderBy('articles.id', 'desc')
      .limit(HOME_ARTICLE_LIMIT)
      .execute();

    const cardSection: ProgramCard[] = programs.map((program) => {
      const redirectUrl = `${PATHS.programs}/${program.id}`;
      return {
        id: program.id,
        landscapeCard: {
          title: program.title,
          description: program.description,
          redirectUrl,
          image: { imageId: programImageId(program.id, 1), imageUrl: program.images.landscape },
          ...regional(program),
        },
        portraitCard: {
          title: program.title,
          description: program.summary,
          redirectUrl,
          image: { imageId: programImageId(program.id, 2), imageUrl: program.images.portrait },
          ...regional({ titleUk: program.titleUk, titleUs: program.titleUs }),
        },
        logo: { imageId: programImageId(program.id, 3), imageUrl: program.images.logo },
        newRelease: program.newRelease,
      };
    });

    const baseMethod: BaseMethodPlan[] = plans.map((plan) => {
      const display = toPlanData(plan);
      return {
        primaryValue: display.primaryValue,
        secondaryValue: display.secondaryValue,
        offValue: display.offValue,
        redirectUrl: signUpPathForPlan(plan.id, PATHS.signUp),
        subscriptionPlan: plan.id,
        name: plan.name,
        trialDays: plan.trialDays,
      };
    });

    const authorList: Author[] = authors.map((author) => ({
      id: author.id,
      internalName: author.internalName,
      authorName: author.authorName,
      shortName: author.shortName,
      tags: author.tags,
      authorTitle: author.authorTitle,
      authorDescription: author.authorDescription,
      url: author.url,
      authorImage1x: author.images.authorImage1x,
      authorImage2x: author.images.authorImage2x,
      authorImage3x: author.images.authorImage3x,
      authorImageHomePage: author.images.authorImageHomePage,
    }));

    const articleList: HomeArticle[] = articles.map((article) => {
      const stored = new Map(article.images.map((image) => [image.imageId, image.imageUrl]));
      const images = Object.fromEntries(ARTICLE_IMAGE_KEYS.map((key) => [key, stored.get(key) ?? ''])) as Record<
        (typeof ARTICLE_IMAGE_KEYS)[number],
        string
      >;
      return {
        articleId: article.id,
        title: article.title,
        ...regional({ titleUk: article.titleUk, titleUs: article.titleUs }),
        urlPartial: article.urlPartial,
        summary: article.summary,
        authorName: article.authorName,
        tags: article.tags,
        uploadedImageId: article.uploadedImageId,
        ...images,
        imageList: gatherImageList(images),
      };
    });

    return {
      heroBannerSection: { ...sectionCopy(hero), imageList: hero.imageList ?? [] },
      programSliderSection: { ...sectionCopy(programsCopy), cardSection },
      planSection: { ...sectionCopy(plansCopy), belowDescription: plansCopy.belowDescription ?? '', baseMethod },
      articleSection: { ...sectionCopy(articlesCopy), articles: articleList },
      authorSection: { ...sectionCopy(authorsCopy), authors: authorList },
    };
  });
}
