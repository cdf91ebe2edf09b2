/**
 * The help desk (SPEC section 7, "Help-desk service (external host)"): the Zendesk Help Center
 * API's shape, so the /help page is one client for a real Zendesk or for the help centre the
 * API serves itself at the same paths. Calls to it carry no bearer and no timezone header. The
 * request and reply types are those of its schemas (./schemas/help-center.ts).
 */
import type {
  HelpArticle,
  HelpArticleReply,
  HelpArticlesCursorReply,
  HelpArticlesReply,
  HelpCategoriesReply,
  HelpCategory,
  HelpCategoryReply,
  HelpCursorPaging,
  HelpError,
  HelpPaging,
  HelpSearchReply,
  HelpSearchResult,
  HelpSection,
  HelpSectionReply,
  HelpSectionsReply,
  HelpSortOrder,
} from './schemas/help-center.ts';

export type {
  HelpArticle,
  HelpArticleReply,
  HelpArticlesCursorReply,
  HelpArticlesReply,
  HelpCategoriesReply,
  HelpCategory,
  HelpCategoryReply,
  HelpCursorPaging,
  HelpError,
  HelpPaging,
  HelpSearchReply,
  HelpSearchResult,
  HelpSection,
  HelpSectionReply,
  HelpSectionsReply,
  HelpSortOrder,
};

export const HELP_CENTER_PREFIX = '/api/v2/help_center';

/** Every list and show path also answers under a locale, as Zendesk's do: /api/v2/help_center/en-us/articles.json. */
export const HELP_CENTER_PATHS = {
  categories: `${HELP_CENTER_PREFIX}/categories.json`,
  category: `${HELP_CENTER_PREFIX}/categories/:id.json`,
  categorySections: `${HELP_CENTER_PREFIX}/categories/:id/sections.json`,
  categoryArticles: `${HELP_CENTER_PREFIX}/categories/:id/articles.json`,
  sections: `${HELP_CENTER_PREFIX}/sections.json`,
  section: `${HELP_CENTER_PREFIX}/sections/:id.json`,
  sectionArticles: `${HELP_CENTER_PREFIX}/sections/:id/articles.json`,
  articles: `${HELP_CENTER_PREFIX}/articles.json`,
  article: `${HELP_CENTER_PREFIX}/articles/:id.json`,
  articleSearch: `${HELP_CENTER_PREFIX}/articles/search.json`,
} as const;

export const helpCenterPaths = {
  category: (categoryId: number) => `${HELP_CENTER_PREFIX}/categories/${categoryId}.json`,
  categorySections: (categoryId: number) => `${HELP_CENTER_PREFIX}/categories/${categoryId}/sections.json`,
  categoryArticles: (categoryId: number) => `${HELP_CENTER_PREFIX}/categories/${categoryId}/articles.json`,
  sectionArticles: (sectionId: number) => `${HELP_CENTER_PREFIX}/sections/${sectionId}/articles.json`,
  section: (sectionId: number) => `${HELP_CENTER_PREFIX}/sections/${sectionId}.json`,
  article: (articleId: number) => `${HELP_CENTER_PREFIX}/articles/${articleId}.json`,
};

/** A help centre path under a locale: /api/v2/help_center/articles.json -> /api/v2/help_center/en-us/articles.json. */
export const inHelpLocale = (locale: string, path: string) => path.replace(`${HELP_CENTER_PREFIX}/`, `${HELP_CENTER_PREFIX}/${locale}/`);

/**
 * The help centre's text is written once, in Australian English, for the three English-speaking
 * regions the app sells in: each of their locales serves it (item.locale is the one asked for,
 * item.source_locale the one it was written in). Any other locale has no help centre.
 */
export const HELP_SOURCE_LOCALE = 'en-au';
export const HELP_LOCALES = [HELP_SOURCE_LOCALE, 'en-gb', 'en-us'] as const;

/** Zendesk's paging: per_page (or page[size]) defaults to 30, and more than 100 is read as 100. */
export const HELP_DEFAULT_PER_PAGE = 30;
export const HELP_MAX_PER_PAGE = 100;
/** Zendesk's article search answers 25 a page unless asked otherwise. */
export const HELP_SEARCH_DEFAULT_PER_PAGE = 25;
/** The longest search text the help centre accepts. */
export const HELP_QUERY_MAX = 100;
/** label_names: a comma-separated list of at most this many labels. */
export const HELP_MAX_LABELS = 10;

/** The orders of Zendesk's lists: articles by any of these, categories and sections by the first three. */
export const HELP_ARTICLE_SORTS = ['position', 'created_at', 'updated_at', 'title', 'edited_at'] as const;
export const HELP_ENTITY_SORTS = ['position', 'created_at', 'updated_at'] as const;
/** Search results: by relevance unless sorted by one of these. */
export const HELP_SEARCH_SORTS = ['created_at', 'updated_at'] as const;
export type HelpArticleSort = (typeof HELP_ARTICLE_SORTS)[number];
