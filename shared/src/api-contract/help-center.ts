/**
 * The help desk (SPEC section 7, "Help-desk service (external host)"): the Zendesk Help Center
 * API's shape, so the /help page is one client for a real Zendesk or for the help centre the
 * API serves itself at the same paths. Calls to it carry no bearer and no timezone header.
 */
export const HELP_CENTER_PREFIX = '/api/v2/help_center';

export const HELP_CENTER_PATHS = {
  categories: `${HELP_CENTER_PREFIX}/categories.json`,
  category: `${HELP_CENTER_PREFIX}/categories/:id.json`,
  categorySections: `${HELP_CENTER_PREFIX}/categories/:id/sections.json`,
  sections: `${HELP_CENTER_PREFIX}/sections.json`,
  section: `${HELP_CENTER_PREFIX}/sections/:id.json`,
  sectionArticles: `${HELP_CENTER_PREFIX}/sections/:id/articles.json`,
  articles: `${HELP_CENTER_PREFIX}/articles.json`,
  article: `${HELP_CENTER_PREFIX}/articles/:id.json`,
  articleSearch: `${HELP_CENTER_PREFIX}/articles/search.json`,
} as const;

export const helpCenterPaths = {
  categorySections: (categoryId: number) => `${HELP_CENTER_PREFIX}/categories/${categoryId}/sections.json`,
  sectionArticles: (sectionId: number) => `${HELP_CENTER_PREFIX}/sections/${sectionId}/articles.json`,
  section: (sectionId: number) => `${HELP_CENTER_PREFIX}/sections/${sectionId}.json`,
  article: (articleId: number) => `${HELP_CENTER_PREFIX}/articles/${articleId}.json`,
};

/** Zendesk's paging: per_page defaults to 30 and goes up to 100. */
export const HELP_DEFAULT_PER_PAGE = 30;
export const HELP_MAX_PER_PAGE = 100;
/** The longest search text the help centre accepts. */
export const HELP_QUERY_MAX = 100;

export interface HelpCategory {
  id: number;
  name: string;
  description: string;
  position: number;
  locale: string;
  html_url: string;
  created_at: string;
  updated_at: string;
}

export interface HelpSection extends HelpCategory {
  category_id: number;
}

export interface HelpArticle {
  id: number;
  section_id: number;
  title: string;
  /** HTML: the page sanitizes it before showing it (a real Zendesk may hold anything). */
  body: string;
  label_names: string[];
  position: number;
  locale: string;
  draft: boolean;
  promoted: boolean;
  html_url: string;
  created_at: string;
  updated_at: string;
}

/** A search result: the article, with the result type and a plain-text snippet around the match. */
export interface HelpSearchResult extends HelpArticle {
  result_type: 'article';
  snippet: string;
}

/** Zendesk's offset paging fields, next to the list of every list reply. */
export interface HelpPaging {
  page: number;
  per_page: number;
  page_count: number;
  count: number;
  next_page: string | null;
  previous_page: string | null;
  sort_by: string;
  sort_order: 'asc' | 'desc';
}

export type HelpCategoriesReply = HelpPaging & { categories: HelpCategory[] };
export type HelpSectionsReply = HelpPaging & { sections: HelpSection[] };
export type HelpArticlesReply = HelpPaging & { articles: HelpArticle[] };
export type HelpSearchReply = HelpPaging & { results: HelpSearchResult[] };
export interface HelpCategoryReply {
  category: HelpCategory;
}
export interface HelpSectionReply {
  section: HelpSection;
}
export interface HelpArticleReply {
  article: HelpArticle;
}

export interface HelpPageQuery {
  page?: number;
  per_page?: number;
}
