import type { MeditationCue } from '@app/shared/api-contract/application-search';
import type { CatalogArticle, StoryType } from '../stories/types.ts';

/**
 * One article of the content catalog, as plain data. The pregnancy/postpartum and blog articles
 * (../stories, CatalogArticle) and the tips, meditations, policies and help articles written here
 * share one shape: an Article is a CatalogArticle with more types, an author that may be the
 * team's, and a meditation's script. Every CatalogArticle is an Article.
 */
export type ArticleType = 'tips' | 'meditation' | 'policy' | 'help' | StoryType;

/** One cue of a guided meditation: what the player shows and says at that second (shared contract). */
export type { MeditationCue };

export interface Article extends Omit<CatalogArticle, 'type' | 'authorInternalName'> {
  /** Ranges of contentId: tips 3001+, meditations 4001+, policies 9001+, help 9101+ (stories: see CatalogArticle). */
  type: ArticleType;
  /**
   * internalName of one of the experts (db/seed/content/authors.ts). null only for policies and
   * help articles, which the Kindred team writes rather than an expert.
   */
  authorInternalName: string | null;
  /** Meditations: the last cue plus the closing silence (meditationDurationSeconds). */
  durationSeconds?: number;
  /** Meditations: the guided script, cues in time order. */
  script?: MeditationCue[];
}
