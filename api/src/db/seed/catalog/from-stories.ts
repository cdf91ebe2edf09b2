import { buildStoryCatalog, type CatalogArticle, type PregnancyStage } from '../../../catalog/stories/index.ts';
import type { ArticleRecord } from '../../../features/catalog/catalog-document.ts';
import type { PregnancyPhase } from '../../schema.ts';
import { articleSubject } from './artwork-subjects.ts';

const STAGES: Record<PregnancyStage, PregnancyPhase> = {
  'trimester-1': 'trimester1',
  'trimester-2': 'trimester2',
  'trimester-3': 'trimester3',
  postpartum: 'postpartum',
};

/** Newest first within a listing: the sort key is the publication day, negated. */
export const newestFirstKey = (publishedOn: string) => -Number(publishedOn.replaceAll('-', ''));

/** Policies and help articles have no author. */
type ArticleText = Pick<
  CatalogArticle,
  'contentId' | 'id' | 'title' | 'titleUK' | 'titleUS' | 'urlPartial' | 'summary' | 'tags' | 'bodyHtml' | 'readMinutes' | 'publishedOn'
> & { authorInternalName: string | null };

/** The fields every catalog article carries as it is written, whichever generator wrote it. */
export function articleTextFields(article: ArticleText) {
  return {
    contentId: article.contentId,
    slug: article.id,
    title: article.title,
    ...(article.titleUK ? { titleUK: article.titleUK } : {}),
    ...(article.titleUS ? { titleUS: article.titleUS } : {}),
    urlPartial: article.urlPartial,
    summary: article.summary,
    tags: article.tags,
    authorInternalName: article.authorInternalName,
    bodyHtml: article.bodyHtml,
    readMinutes: article.readMinutes,
    publishedOn: article.publishedOn,
  };
}

function storyRecord(article: CatalogArticle): ArticleRecord {
  return {
    ...articleTextFields(article),
    imageSubject: articleSubject(article.type, article.stage ? ['pregnancy'] : article.tags),
    sortKey: newestFirstKey(article.publishedOn),
    kind: article.type,
    pregnancyStage: article.stage ? STAGES[article.stage] : null,
    durationSeconds: null,
    script: null,
  };
}

/** The pregnancy, postpartum and blog articles (content/, read by catalog/stories) as catalog records. */
export function storyRecords(dir?: string): ArticleRecord[] {
  return buildStoryCatalog(dir).all.map(storyRecord);
}
