/**
 * Articles of the content catalog written here, as pure data (no database, no HTTP):
 * - tips (contentId 3001+), tips-*.ts: 41 articles on training, nutrition, sleep, stress, habits, cycle and energy;
 * - meditations (4001+), meditations.ts: 36 sessions whose guided scripts are laid out from the
 *   technique table in meditation-techniques.ts, with durationSeconds computed from the cues;
 * - policies (9001-9003), policies.ts: privacy policy, terms and conditions, billing terms;
 * - help (9101+), help-articles.ts, and the same articles in Zendesk Help Center shape, help-centre.ts.
 * Bodies are built by article-html.ts (escaped text, allowlisted tags, no attributes); readMinutes
 * and regional titles are computed by the same rules as the stories' (../stories/outline.ts).
 */
import { buildHelpArticles, buildHelpCentre, type HelpCentre } from './help-centre.ts';
import { buildMeditations } from './meditations.ts';
import { buildPolicies } from './policies.ts';
import { buildTips } from './tips.ts';
import type { Article } from './types.ts';

export type { Article, ArticleType, MeditationCue } from './types.ts';
export type { HelpArticle, HelpCategory, HelpCentre, HelpSection } from './help-centre.ts';
export { ARTICLE_HTML_TAGS } from './article-html.ts';
export { meditationDurationSeconds } from './meditation-techniques.ts';
export { buildHelpArticles, buildHelpCentre, buildMeditations, buildPolicies, buildTips };

export interface ArticleCatalog {
  tips: Article[];
  meditations: Article[];
  policies: Article[];
  help: Article[];
  helpCentre: HelpCentre;
  /** Every article above in one list, in contentId order. */
  all: Article[];
}

/** The articles of this folder: pure data, the same on every call and every machine. */
export function buildArticleCatalog(): ArticleCatalog {
  const tips = buildTips();
  const meditations = buildMeditations();
  const policies = buildPolicies();
  const help = buildHelpArticles();
  const all = [...tips, ...meditations, ...policies, ...help].sort((a, b) => a.contentId - b.contentId);
  return { tips, meditations, policies, help, helpCentre: buildHelpCentre(), all };
}
