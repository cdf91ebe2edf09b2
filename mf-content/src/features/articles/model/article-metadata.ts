import type { ArticleContent } from '@app/shared/api-contract/application-search';
import { PAGE_METADATA, type PageMetadata } from '@app/shared/seo/page-metadata';
import { truncateText } from '@app/shared/text/truncate';

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
 * An article's page title and description: a policy uses SPEC's privacy, terms or billing
 * metadata; any other article its own title and summary (cut by SPEC's truncation rule).
 */
export function articleMetadata(article: Pick<ArticleContent, 'kind' | 'title' | 'summary' | 'urlPartial'>, regionalTitle = article.title): PageMetadata {
  if (article.kind === 'policy') {
    const policy = POLICY_METADATA[article.urlPartial];
    if (policy) return policy;
  }
  return {
    title: `${regionalTitle} | ${KIND_LABEL[article.kind] ?? 'Kindred'}`,
    description: truncateText(article.summary ?? regionalTitle, DESCRIPTION_LIMIT),
  };
}
