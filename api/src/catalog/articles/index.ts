/**
 * The tips (contentId 3001+), meditations (4001+), policies (9001-9003) and help articles (9101+)
 * of the content catalog, read from content/<kind>/*.md (catalog/content/content-files.ts): each
 * list in contentId order. A meditation's script is its file's; durationSeconds is computed from
 * it (meditation-rules.ts). The help centre files the help articles in its sections (help-centre.ts).
 */
import { contentFolder } from '../content/content-files.ts';
import { buildHelpCentre, type HelpCentre } from './help-centre.ts';
import type { Article } from './types.ts';

export type { Article } from './types.ts';

export interface ArticleCatalog {
  tips: Article[];
  meditations: Article[];
  policies: Article[];
  help: Article[];
  helpCentre: HelpCentre;
  /** Every article above in one list, in contentId order. */
  all: Article[];
}

/** The articles of content/ (tips, meditations, policies, help): the same on every call and every machine. */
export function buildArticleCatalog(dir?: string): ArticleCatalog {
  const { articles } = contentFolder(dir);
  const { tips, meditations, policies, help } = articles;
  const all = [...tips, ...meditations, ...policies, ...help].sort((a, b) => a.contentId - b.contentId);
  return { tips, meditations, policies, help, helpCentre: buildHelpCentre(dir), all };
}
