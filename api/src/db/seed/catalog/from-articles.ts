import { buildArticleCatalog, type Article } from '../../../catalog/articles/index.ts';
import type { ArticleRecord, HelpCentreRecord } from '../../../features/catalog/catalog-document.ts';
import { articleSubject } from './artwork-subjects.ts';
import { articleTextFields, newestFirstKey } from './from-stories.ts';

const KINDS: Record<Exclude<Article['type'], 'pregnancy' | 'blogs'>, ArticleRecord['kind']> = {
  tips: 'tips',
  meditation: 'meditation',
  policy: 'policy',
  help: 'help',
};

function articleRecord(article: Article & { type: keyof typeof KINDS }): ArticleRecord {
  const kind = KINDS[article.type];
  return {
    ...articleTextFields(article),
    imageSubject: articleSubject(kind, kind === 'meditation' ? ['mind'] : article.tags),
    sortKey: kind === 'policy' || kind === 'help' ? article.contentId : newestFirstKey(article.publishedOn),
    kind,
    pregnancyStage: null,
    durationSeconds: article.durationSeconds ?? null,
    script: article.script ?? null,
  };
}

/** Tips, meditations, policies and the help centre's articles (content/, read by catalog/articles), and the help centre's structure. */
export function articleRecords(dir?: string): { articles: ArticleRecord[]; helpCentre: HelpCentreRecord } {
  const catalog = buildArticleCatalog(dir);
  const articles = [...catalog.tips, ...catalog.meditations, ...catalog.policies, ...catalog.help].map((article) =>
    articleRecord(article as Article & { type: keyof typeof KINDS }),
  );
  return { articles, helpCentre: catalog.helpCentre };
}
