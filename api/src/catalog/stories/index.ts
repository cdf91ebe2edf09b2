import { BLOG_ARTICLES } from './blogs.ts';
import { PREGNANCY_ARTICLES } from './pregnancy.ts';
import type { CatalogArticle, PregnancyStage } from './types.ts';

export { BLOG_ARTICLES } from './blogs.ts';
export { PREGNANCY_ARTICLES } from './pregnancy.ts';
export { CARE_REMINDER, countWords, readMinutesFor, regionalTitles, renderOutline, WORDS_PER_MINUTE } from './outline.ts';
export type { CatalogArticle, PregnancyStage, StoryType } from './types.ts';

export interface StoryCatalog {
  pregnancy: CatalogArticle[];
  blogs: CatalogArticle[];
  /** Every article, pregnancy first, each list newest first. */
  all: CatalogArticle[];
  byContentId: Map<number, CatalogArticle>;
  byStage: Record<PregnancyStage, CatalogArticle[]>;
}

const newestFirst = (a: CatalogArticle, b: CatalogArticle) => b.publishedOn.localeCompare(a.publishedOn) || a.contentId - b.contentId;

/**
 * The pregnancy, postpartum and blog articles, sorted and indexed. Pure and deterministic: the
 * same catalog on every call and every machine. Throws if two articles share an id, contentId or
 * urlPartial, so a clash is found when the seed is built rather than in the database.
 */
export function buildStoryCatalog(): StoryCatalog {
  return assembleStoryCatalog(PREGNANCY_ARTICLES, BLOG_ARTICLES);
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
