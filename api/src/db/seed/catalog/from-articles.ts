import { buildArticleCatalog, type Article } from '../../../catalog/articles/index.ts';
import type { ArticleRecord, HelpCentreRecord } from '../../../features/catalog/catalog-document.ts';
import { articleSubject } from './artwork-subjects.ts';
import { newestFirstKey } from './from-stories.ts';

const KINDS: Record<Exclude<Article['type'], 'pregnancy' | 'blogs'>, ArticleRecord['kind']> = {
  tips: 'tips',
  meditation: 'meditation',
  policy: 'policy',
  help: 'help',
};

export function articleRecord(article: Article & { type: keyof typeof KINDS }): ArticleRecord {
  const kind = KINDS[article.type];
  return {
    contentId: article.contentId,
    slug: article.id,
    title: article.title,
    ...(article.titleUK ? { titleUK: article.titleUK } : {}),
    ...(article.titleUS ? { titleUS: article.titleUS } : {}),
    urlPartial: article.urlPartial,
    summary: article.summary,
    tags: article.tags,
    imageSubject: articleSubject(kind, kind === 'meditation' ? ['mind'] : article.tags),
    sortKey: kind === 'policy' || kind === 'help' ? article.contentId : newestFirstKey(article.publishedOn),
    kind,
    authorInternalName: article.authorInternalName,
    bodyHtml: article.bodyHtml,
    readMinutes: article.readMinutes,
    publishedOn: article.publishedOn,
    pregnancyStage: null,
    durationSeconds: article.durationSeconds ?? null,
    script: article.script ?? null,
  };
}

/** Tips, meditations, policies and the help centre's articles (catalog/articles), and the help centre's structure. */
export function articleRecords(): { articles: ArticleRecord[]; helpCentre: HelpCentreRecord } {
  const catalog = buildArticleCatalog();
  const articles = [...catalog.tips, ...catalog.meditations, ...catalog.policies, ...catalog.help].map((article) =>
    articleRecord(article as Article & { type: keyof typeof KINDS }),
  );
  return { articles, helpCentre: catalog.helpCentre };
}
