import { sql, type Kysely } from 'kysely';
import { gatherImageList } from '@app/shared/media/image-list';
import { articleImages, authorImages, programImages } from '../../../features/media/media-catalog.ts';
import type { Database, HomeSectionData, HomeSectionKey } from '../../schema.ts';
import { ARTICLES } from './articles.ts';
import { AUTHORS } from './authors.ts';
import { HOME_SECTIONS } from './home-sections.ts';
import { trainingCatalog } from '../../../catalog/training/index.ts';
import { PROGRAMS } from './programs.ts';

/** Stable image ids of the articles' uploaded originals. */
const UPLOADED_IMAGE_ID_BASE = 5000;

/**
 * The content catalog: the home page's section copy, the programs, the experts (authors) and
 * their articles. Images are the app's own generated artwork (features/media).
 */
export async function seedContent(db: Kysely<Database>): Promise<void> {
  for (const [key, data] of Object.entries(HOME_SECTIONS) as [HomeSectionKey, HomeSectionData][]) {
    const json = JSON.stringify(data);
    await db
      .insertInto('homeSections')
      .values({ key, data: json })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ data: json, updatedAt: new Date() })
          .where(sql<boolean>`home_sections.data <> ${json}::jsonb`),
      )
      .execute();
  }
  const built = new Map(trainingCatalog().programs.map((program) => [program.id, program]));
  for (const [index, program] of PROGRAMS.entries()) {
    // The copy and the length come from the program's sessions (catalog/training/program-facts.ts).
    const { summary, description, descriptionUS, weeks } = built.get(program.id)!;
    const row = {
      id: program.id,
      slug: program.slug,
      title: program.title,
      titleUk: program.titleUk ?? null,
      titleUs: program.titleUs ?? null,
      summary,
      description,
      descriptionUk: null,
      descriptionUs: descriptionUS === description ? null : descriptionUS,
      weeks,
      fitnessGoal: program.fitnessGoal,
      newRelease: program.newRelease,
      images: JSON.stringify(programImages(program.slug)),
      sortOrder: index + 1,
    };
    const { id: _id, ...update } = row;
    await db
      .insertInto('programs')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(update))
      .execute();
  }
  for (const [index, author] of AUTHORS.entries()) {
    const row = {
      ...author,
      url: `/blogs?author=${author.internalName}`,
      images: JSON.stringify(authorImages(author.internalName)),
      sortOrder: index + 1,
    };
    const { id: _id, ...update } = row;
    await db
      .insertInto('authors')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(update))
      .execute();
  }
  for (const article of ARTICLES) {
    const row = {
      id: article.id,
      successType: 'blogs',
      title: article.title,
      titleUk: article.titleUk ?? null,
      titleUs: article.titleUs ?? null,
      urlPartial: article.slug,
      summary: article.summary,
      body: JSON.stringify(article.body),
      authorId: article.authorId,
      tags: article.tags,
      uploadedImageId: UPLOADED_IMAGE_ID_BASE + article.id,
      images: JSON.stringify(gatherImageList(articleImages(article.slug))),
      publishedOn: article.publishedOn,
      onHomePage: true,
    };
    const { id: _id, ...update } = row;
    await db
      .insertInto('articles')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(update))
      .execute();
  }
}
