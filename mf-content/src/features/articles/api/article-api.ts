import { api } from '@app/shared/api';
import { contentPath, type ArticleContent, type ContentDetail } from '@app/shared/api-contract/application-search';

/** A tip, meditation, pregnancy or blog article, or a policy: GET content/{id} (SPEC section 7). */
export const articleApi = api.enhanceEndpoints({ addTagTypes: ['Article'] }).injectEndpoints({
  endpoints: (build) => ({
    /** null when the id is a workout's or a recipe's: there is no such article. */
    articleDetail: build.query<ArticleContent | null, number>({
      query: (contentId) => contentPath(contentId),
      transformResponse: (content: ContentDetail) => (content.contentType === 'article' ? content : null),
      providesTags: (_result, _error, contentId) => [{ type: 'Article', id: contentId }],
    }),
  }),
});

export const { useArticleDetailQuery } = articleApi;
