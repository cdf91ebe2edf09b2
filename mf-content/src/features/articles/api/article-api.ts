import { api } from '@app/shared/api';
import { contentPath, type ArticleContent, type ContentDetail } from '@app/shared/api-contract/application-search';

/** A tip, meditation, pregnancy or blog article, or a policy: GET content/{id} (SPEC section 7). */
export const articleApi = api.enhanceEndpoints({ addTagTypes: ['Article'] }).injectEndpoints({
  endpoints: (build) => ({
    articleDetail: build.query<ArticleContent, number>({
      query: (contentId) => contentPath(contentId),
      transformResponse: (content: ContentDetail) => {
        if (content.contentType !== 'article') throw new Error('This content is not an article.');
        return content;
      },
      providesTags: (_result, _error, contentId) => [{ type: 'Article', id: contentId }],
    }),
  }),
});

export const { useArticleDetailQuery } = articleApi;
