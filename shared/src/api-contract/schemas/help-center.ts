/**
 * The help centre's shapes (SPEC section 7, "Help-desk service (external host)"): the Zendesk Help
 * Center API's, which the API serves itself at the same paths. The contract types are derived here.
 */
import { Type, type Static, type TArray, type TSchema } from 'typebox';
import {
  HELP_ARTICLE_SORTS,
  HELP_DEFAULT_PER_PAGE,
  HELP_ENTITY_SORTS,
  HELP_LOCALES,
  HELP_MAX_LABELS,
  HELP_MAX_PER_PAGE,
  HELP_QUERY_MAX,
  HELP_SEARCH_SORTS,
} from '../help-center.ts';
import { NumberText, StrictObject } from './common.ts';

export const IdParams = StrictObject({ id: NumberText('The id') });
const Locale = Type.String({
  pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$',
  maxLength: 12,
  description: `A locale of the help centre: ${HELP_LOCALES.join(', ')}`,
});
export const LocaleParams = StrictObject({ locale: Locale });
export const LocaleIdParams = StrictObject({ locale: Locale, id: NumberText('The id') });

const Cursor = (description: string) => Type.String({ pattern: '^[A-Za-z0-9_-]{1,600}$', description });
const offsetPaging = {
  page: Type.Optional(NumberText('Offset paging: the page, from 1')),
  per_page: Type.Optional(
    NumberText(
      `Offset paging: items a page, from 1 (${HELP_DEFAULT_PER_PAGE} when absent; more than ${HELP_MAX_PER_PAGE} is read as ${HELP_MAX_PER_PAGE})`,
    ),
  ),
};
const paging = {
  ...offsetPaging,
  'page[size]': Type.Optional(
    NumberText(
      `Cursor paging: items a page, from 1 (${HELP_DEFAULT_PER_PAGE} when absent; more than ${HELP_MAX_PER_PAGE} is read as ${HELP_MAX_PER_PAGE})`,
    ),
  ),
  'page[after]': Type.Optional(Cursor('Cursor paging: the page after this cursor (meta.after_cursor of the page before)')),
  'page[before]': Type.Optional(Cursor('Cursor paging: the page before this cursor (meta.before_cursor of the page after)')),
};
export const HelpSortOrderSchema = Type.Enum(['asc', 'desc']);
export type HelpSortOrder = Static<typeof HelpSortOrderSchema>;
const sortOrder = (fallback: string) => Type.Optional(Type.Enum(['asc', 'desc'], { description: `asc or desc (${fallback} when absent)` }));
const labelNames = (description: string) =>
  Type.Optional(Type.String({ pattern: `^[^,]{1,100}(,[^,]{1,100}){0,${HELP_MAX_LABELS - 1}}$`, maxLength: 1100, description }));

export const EntityListQuery = StrictObject({
  ...paging,
  sort_by: Type.Optional(
    Type.Enum([...HELP_ENTITY_SORTS], { description: 'position (the help centre’s order, when absent), created_at or updated_at' }),
  ),
  sort_order: sortOrder('asc'),
});
export const ArticleListQuery = StrictObject({
  ...paging,
  sort_by: Type.Optional(
    Type.Enum([...HELP_ARTICLE_SORTS], {
      description: 'position (the help centre’s order, when absent), title, created_at, updated_at or edited_at',
    }),
  ),
  sort_order: sortOrder('asc'),
  label_names: labelNames(`Only articles with every one of these labels (comma-separated, up to ${HELP_MAX_LABELS}, case-sensitive)`),
});
const IdList = (description: string) => Type.Optional(Type.String({ pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,19}$', description }));
export const SearchQuery = StrictObject({
  ...offsetPaging,
  query: Type.Optional(
    Type.String({ minLength: 1, maxLength: HELP_QUERY_MAX, pattern: '\\S', description: 'Search text: words of the title or the body' }),
  ),
  category: IdList('Only articles in these categories (ids, comma-separated)'),
  section: IdList('Only articles in these sections (ids, comma-separated)'),
  label_names: labelNames(`Only articles with at least one of these labels (comma-separated, up to ${HELP_MAX_LABELS}, any case)`),
  locale: Type.Optional(
    Type.String({
      maxLength: 12,
      pattern: '^[A-Za-z*-]+$',
      description: 'The locale to search in; one the help centre lacks searches its own, as Zendesk does',
    }),
  ),
  sort_by: Type.Optional(Type.Enum([...HELP_SEARCH_SORTS], { description: 'created_at or updated_at (relevance when absent)' })),
  sort_order: sortOrder('desc'),
});

const stamps = {
  created_at: Type.String({ description: 'ISO 8601' }),
  updated_at: Type.String({ description: 'ISO 8601' }),
};
const localeFields = {
  locale: Type.String({ description: 'The locale it is shown in: the path’s, else the one it was written in' }),
  source_locale: Type.String({ description: 'The locale it was written in' }),
  outdated: Type.Boolean({ description: 'Always false (Zendesk deprecated it)' }),
  url: Type.String({ description: 'This record in the API (absolute)' }),
  html_url: Type.String({ description: 'Where a person reads it: the app’s /help page (absolute)' }),
};
const entityFields = {
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  position: Type.Integer(),
  ...localeFields,
  ...stamps,
};

export const HelpCategorySchema = Type.Object(entityFields);
export type HelpCategory = Static<typeof HelpCategorySchema>;
export const HelpSectionSchema = Type.Object({ ...entityFields, category_id: Type.Integer() });
export type HelpSection = Static<typeof HelpSectionSchema>;
const articleFields = {
  id: Type.Integer(),
  section_id: Type.Integer(),
  title: Type.String(),
  name: Type.String({ description: 'The title again, as Zendesk sends it' }),
  /** HTML: the page sanitizes it before showing it (a real Zendesk may hold anything). */
  body: Type.String({ description: 'HTML (cleaned to the app’s allow-list when imported)' }),
  author_id: Type.Union([Type.Integer(), Type.Null()]),
  label_names: Type.Array(Type.String()),
  position: Type.Integer(),
  draft: Type.Boolean(),
  promoted: Type.Boolean(),
  ...localeFields,
  ...stamps,
  edited_at: Type.String({ description: 'When its title or body last changed (ISO 8601)' }),
};
export const HelpArticleSchema = Type.Object(articleFields);
export type HelpArticle = Static<typeof HelpArticleSchema>;
/** A search result: the article, with the result type and a plain-text snippet around the match. */
const HelpSearchResultSchema = Type.Object({
  ...articleFields,
  result_type: Type.Literal('article'),
  snippet: Type.String({ description: 'Plain text around the match' }),
});
export type HelpSearchResult = Static<typeof HelpSearchResultSchema>;

const Nullable = (description: string) => Type.Union([Type.String(), Type.Null()], { description });
/** Zendesk's offset paging fields, next to the list of every list reply asked with page and per_page. */
const HelpPagingSchema = Type.Object({
  page: Type.Integer(),
  per_page: Type.Integer(),
  page_count: Type.Integer(),
  count: Type.Integer({ description: 'Items in all pages' }),
  next_page: Nullable('The next page (absolute URL), or null on the last'),
  previous_page: Nullable('The page before (absolute URL), or null on the first'),
  sort_by: Type.String(),
  sort_order: HelpSortOrderSchema,
});
export type HelpPaging = Static<typeof HelpPagingSchema>;

/** Zendesk's cursor paging, for a list asked with page[size] (page[after], page[before]). */
const HelpCursorPagingSchema = Type.Object({
  meta: Type.Object({
    has_more: Type.Boolean({ description: 'Whether more items follow in the direction asked (back, for page[before])' }),
    after_cursor: Nullable('The cursor of this page’s last item'),
    before_cursor: Nullable('The cursor of this page’s first item'),
  }),
  links: Type.Object({
    next: Nullable('The page after this one (absolute URL), or null'),
    prev: Nullable('The page before this one (absolute URL), or null'),
  }),
});
export type HelpCursorPaging = Static<typeof HelpCursorPagingSchema>;

/** A list answered either way: with offset paging fields (page, per_page) or cursor paging's (page[size]). */
function List<K extends string, T extends TSchema>(key: K, item: T) {
  const items = { [key]: Type.Array(item) } as Record<K, TArray<T>>;
  return Type.Union(
    [Type.Object({ ...items, ...HelpPagingSchema.properties }), Type.Object({ ...items, ...HelpCursorPagingSchema.properties })],
    {
      description: `The ${key}: offset paging fields when asked with page and per_page (or neither), cursor paging's (meta, links) when asked with page[size], page[after] or page[before]`,
    },
  );
}

export const CategoriesReply = List('categories', HelpCategorySchema);
export const SectionsReply = List('sections', HelpSectionSchema);
export const ArticlesReply = List('articles', HelpArticleSchema);
export const SearchReply = Type.Object({
  results: Type.Array(HelpSearchResultSchema),
  ...HelpPagingSchema.properties,
  corrected_query: Type.Optional(
    Type.String({
      description: 'The query with its misspelt words corrected, when any was (this help centre only; Zendesk has no such field)',
    }),
  ),
});
export const CategoryReply = Type.Object({ category: HelpCategorySchema });
export const SectionReply = Type.Object({ section: HelpSectionSchema });
export const ArticleReply = Type.Object({ article: HelpArticleSchema });

/** The replies as the page reads them: a list asked with page and per_page (or neither), or with page[size]. */
export type HelpCategoriesReply = HelpPaging & { categories: HelpCategory[] };
export type HelpSectionsReply = HelpPaging & { sections: HelpSection[] };
export type HelpArticlesReply = HelpPaging & { articles: HelpArticle[] };
export type HelpArticlesCursorReply = HelpCursorPaging & { articles: HelpArticle[] };
export type HelpSearchReply = Static<typeof SearchReply>;
export type HelpCategoryReply = Static<typeof CategoryReply>;
export type HelpSectionReply = Static<typeof SectionReply>;
export type HelpArticleReply = Static<typeof ArticleReply>;

/** What Zendesk answers a refused request with (a 400 for bad parameters, a 404 for an unknown id). */
export const HelpErrorReply = Type.Object(
  {
    error: Type.String({ description: 'What went wrong: RecordNotFound, InvalidPaginationParameter or InvalidParameters' }),
    description: Type.String({ description: 'A sentence for people' }),
  },
  { description: 'Zendesk’s error shape' },
);
export type HelpError = Static<typeof HelpErrorReply>;
