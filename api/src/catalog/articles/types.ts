/**
 * One article of the content catalog, as plain data: tips, meditations, policies and help
 * articles here; pregnancy/postpartum and blog articles are written in ../stories/ with the same
 * shape. The lead's migrations, seed and API read these lists; nothing here touches a database.
 */
export type ArticleType = 'tips' | 'meditation' | 'policy' | 'help' | 'pregnancy' | 'blogs';

/** One cue of a guided meditation: what the player shows (or a voice says) at that second. */
export interface MeditationCue {
  atSecond: number;
  text: string;
}

export interface Article {
  /** Stable slug; never changes once published. */
  id: string;
  /** Unique across the catalog. Ranges: tips 3001+, meditations 4001+, policies 9001+, help 9101+. */
  contentId: number;
  type: ArticleType;
  /** The Australian (default) wording. */
  title: string;
  /** Only where the UK wording differs (programme, ...). */
  titleUK?: string;
  /** Only where the US wording differs (program, color, fiber, mom, yogurt, ...). */
  titleUS?: string;
  urlPartial: string;
  /**
   * internalName of one of the home page's experts (db/seed/home-content.ts). null only for
   * policies and help articles, which the Kindred team writes rather than an expert.
   */
  authorInternalName: string | null;
  /** 1-2 plain-text sentences. */
  summary: string;
  /** Safe HTML: only p, h2, h3, ul, ol, li, strong, em, blockquote, with no attributes. */
  bodyHtml: string;
  tags: string[];
  /** YYYY-MM-DD. */
  publishedOn: string;
  /** Computed from bodyHtml at 200 words a minute (readMinutesFor). */
  readMinutes: number;
  /** Meditations: the last cue plus the closing silence (meditationDurationSeconds). */
  durationSeconds?: number;
  /** Meditations: the guided script, cues in time order. */
  script?: MeditationCue[];
  /** Pregnancy articles (written in ../stories/): the trimester, or postpartum. */
  trimester?: 1 | 2 | 3 | 'postpartum';
}
