import { api } from '@app/shared/api';
import {
  HELP_CENTER_PATHS,
  HELP_MAX_PER_PAGE,
  helpCenterPaths,
  type HelpArticle,
  type HelpArticleReply,
  type HelpArticlesReply,
  type HelpCategoriesReply,
  type HelpSearchReply,
  type HelpSectionsReply,
} from '@app/shared/api-contract/help-center';
import { HELP_DESK_BASE_URL, helpDeskGet, helpDeskUrl, type HelpDeskParams } from '../model/help-desk-client.ts';

/** Articles a page of a section or of search results. */
const HELP_PAGE_SIZE = 10;

const get = <T>(path: string, params?: HelpDeskParams) => helpDeskGet<T>(helpDeskUrl(HELP_DESK_BASE_URL, path, params));

/**
 * The help desk (Zendesk Help Center API shape). Its calls go through plain fetch, not the app's
 * base query: SPEC section 7, no bearer and no timezone header on the external host.
 */
const helpCenterApi = api.enhanceEndpoints({ addTagTypes: ['HelpCentre'] }).injectEndpoints({
  endpoints: (build) => ({
    helpCategories: build.query<HelpCategoriesReply, void>({
      queryFn: () => get<HelpCategoriesReply>(HELP_CENTER_PATHS.categories, { per_page: HELP_MAX_PER_PAGE }),
    }),
    helpSections: build.query<HelpSectionsReply, void>({
      queryFn: () => get<HelpSectionsReply>(HELP_CENTER_PATHS.sections, { per_page: HELP_MAX_PER_PAGE }),
    }),
    helpSectionArticles: build.query<HelpArticlesReply, { sectionId: number; page: number }>({
      queryFn: ({ sectionId, page }) =>
        get<HelpArticlesReply>(helpCenterPaths.sectionArticles(sectionId), { page, per_page: HELP_PAGE_SIZE }),
    }),
    helpArticle: build.query<HelpArticle, number>({
      queryFn: async (articleId) => {
        const result = await get<HelpArticleReply>(helpCenterPaths.article(articleId));
        return 'error' in result ? result : { data: result.data.article };
      },
    }),
    helpSearch: build.query<HelpSearchReply, { query: string; page: number }>({
      queryFn: ({ query, page }) => get<HelpSearchReply>(HELP_CENTER_PATHS.articleSearch, { query, page, per_page: HELP_PAGE_SIZE }),
    }),
  }),
});

export const { useHelpCategoriesQuery, useHelpSectionsQuery, useHelpSectionArticlesQuery, useHelpArticleQuery, useHelpSearchQuery } =
  helpCenterApi;
