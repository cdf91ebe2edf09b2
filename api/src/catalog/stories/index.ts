import { contentFolder } from '../content/content-files.ts';
import type { CatalogArticle, PregnancyStage } from './types.ts';

export { CARE_REMINDER } from './outline.ts';
export type { CatalogArticle, PregnancyStage } from './types.ts';

export interface StoryCatalog {
  pregnancy: CatalogArticle[];
  blogs: CatalogArticle[];
  /** Every article, pregnancy first, each list newest first. */
  all: CatalogArticle[];
  byContentId: Map<number, CatalogArticle>;
  byStage: Record<PregnancyStage, CatalogArticle[]>;
}

const newestFirst = (a: CatalogArticle, b: CatalogArticle) => b.publishedOn.localeCompare(a.publishedOn) || a.contentId - b.contentId;

/** The pregnancy and postpartum articles of content/pregnancy, in contentId order. */
export const pregnancyArticles = (dir?: string): CatalogArticle[] => contentFolder(dir).articles.pregnancy as CatalogArticle[];
/** The blog articles of content/blogs (the home page's 1-12 and 6001+), in contentId order. */
export const blogArticles = (dir?: string): CatalogArticle[] => contentFolder(dir).articles.blogs as CatalogArticle[];

/**
 * The pregnancy, postpartum and blog articles of content/, sorted and indexed: the same catalog on
 * every call and every machine. Throws if two articles share an id, contentId or urlPartial, so a
 * clash is found when the seed is built rather than in the database.
 */
export function buildStoryCatalog(dir?: string): StoryCatalog {
  return assembleStoryCatalog(pregnancyArticles(dir), blogArticles(dir));
}

export function assembleStoryCatalog(pregnancyArticles: readonly CatalogArticle[], blogArticles: readonly CatalogArticle[]): StoryCatalog {
  const pregnancy = [...pregnancyArticles].sort(newestFirst);
  const blogs = [...blogArticles].sort(newestFirst);
  const all = [...pregnancy, ...blogs];
  for (const key of ['id', 'contentId', 'urlPartial'] as const) {
    const seen = new Set<unknown>();
    for (const article of all) {
      if (seen.has(article[key])) throw new Error(`two story articles share the ${key} ${String(article[key])}`);
      seen.add(article[key]);
    }
  }
  const byStage: Record<PregnancyStage, CatalogArticle[]> = { 'trimester-1': [], 'trimester-2': [], 'trimester-3': [], postpartum: [] };
  for (const article of pregnancy) if (article.stage) byStage[article.stage].push(article);
  return { pregnancy, blogs, all, byContentId: new Map(all.map((article) => [article.contentId, article])), byStage };
}
