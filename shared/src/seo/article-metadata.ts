import type { ArticleContent } from '../api-contract/application-search.ts';
import { truncateText } from '../text/truncate.ts';
import { PAGE_METADATA, type PageMetadata } from './page-metadata.ts';

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_LIMIT = 160;

const POLICY_METADATA: Readonly<Record<string, PageMetadata>> = {
  'privacy-policy': PAGE_METADATA.privacy,
  'terms-and-conditions': PAGE_METADATA.terms,
  'billing-terms': PAGE_METADATA.billing,
};

const KIND_LABEL: Readonly<Record<string, string>> = {
  blogs: 'Kindred blog',
  tips: 'Kindred tips',
  meditation: 'Kindred meditations',
  pregnancy: 'Kindred pregnancy & postpartum',
};

/**
 * An article's page title and description (the article page sets it; the server writes it into
 * the HTML of /show/... so crawlers read it without scripts): a policy uses SPEC's privacy, terms or billing
 * metadata; any other article its own title and summary (cut by SPEC's truncation rule).
 */
export type ArticleMetadataSource = Pick<ArticleContent, 'kind' | 'title' | 'summary' | 'urlPartial'>;

export function articleMetadata(article: ArticleMetadataSource, regionalTitle = article.title): PageMetadata {
  if (article.kind === 'policy') {
    const policy = POLICY_METADATA[article.urlPartial];
    if (policy) return policy;
  }
  return {
    title: `${regionalTitle} | ${KIND_LABEL[article.kind] ?? 'Kindred'}`,
    description: truncateText(article.summary ?? regionalTitle, DESCRIPTION_LIMIT),
  };
}
