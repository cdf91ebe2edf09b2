/**
 * A pregnancy, postpartum or blog article of the content catalog. The tips, meditations, policies
 * and help articles (catalog/articles) share this shape; the two type files are to become one.
 */
export type StoryType = 'pregnancy' | 'blogs';

export type PregnancyStage = 'trimester-1' | 'trimester-2' | 'trimester-3' | 'postpartum';

export interface CatalogArticle {
  /** Stable slug: never changes once published. */
  id: string;
  /** Unique number: pregnancy 5001+, blogs 1-12 (the home page's) and 6001+. */
  contentId: number;
  type: StoryType;
  /** Australian English, the default region. */
  title: string;
  /** Only where the UK wording differs from the title. */
  titleUK?: string;
  /** Only where the US wording differs from the title. */
  titleUS?: string;
  urlPartial: string;
  authorInternalName: string;
  /** One or two sentences of plain text. */
  summary: string;
  /** Only p, h2, h3, ul, ol, li, strong, em and blockquote, without attributes. */
  bodyHtml: string;
  tags: string[];
  /** YYYY-MM-DD. */
  publishedOn: string;
  /** The body's word count at 200 words per minute, rounded up. */
  readMinutes: number;
  stage?: PregnancyStage;
}
