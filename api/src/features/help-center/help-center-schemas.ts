import { Type, type Static } from 'typebox';
import {
  HELP_MAX_PER_PAGE,
  HELP_QUERY_MAX,
  type HelpArticle,
  type HelpCategory,
  type HelpPaging,
  type HelpSearchResult,
  type HelpSection,
} from '@app/shared/api-contract/help-center';
import { StrictObject, type Same } from '../../lib/schemas.ts';
import { NumberText } from '../catalog/catalog-schemas.ts';

export const IdParams = StrictObject({ id: NumberText('The id') });

const pagingQuery = {
  page: Type.Optional(NumberText('Page number, from 1')),
  per_page: Type.Optional(NumberText(`Items a page, 1 to ${HELP_MAX_PER_PAGE} (30 when absent)`)),
};

export const PageQuery = StrictObject(pagingQuery);
export const SearchQuery = StrictObject({
  ...pagingQuery,
  query: Type.String({ minLength: 1, maxLength: HELP_QUERY_MAX, pattern: '\\S', description: 'Search text: words of the title or the body' }),
});

const entityFields = {
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  position: Type.Integer(),
  locale: Type.String(),
  html_url: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
};

const Category = Type.Object(entityFields);
const Section = Type.Object({ ...entityFields, category_id: Type.Integer() });
const articleFields = {
  id: Type.Integer(),
  section_id: Type.Integer(),
  title: Type.String(),
  body: Type.String({ description: 'HTML' }),
  label_names: Type.Array(Type.String()),
  position: Type.Integer(),
  locale: Type.String(),
  draft: Type.Boolean(),
  promoted: Type.Boolean(),
  html_url: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
};
const Article = Type.Object(articleFields);
const SearchResult = Type.Object({ ...articleFields, result_type: Type.Literal('article'), snippet: Type.String({ description: 'Plain text around the match' }) });

const pagingFields = {
  page: Type.Integer(),
  per_page: Type.Integer(),
  page_count: Type.Integer(),
  count: Type.Integer({ description: 'Items in all pages' }),
  next_page: Type.Union([Type.String(), Type.Null()], { description: 'Path and query of the next page, or null on the last' }),
  previous_page: Type.Union([Type.String(), Type.Null()]),
  sort_by: Type.String(),
  sort_order: Type.Union([Type.Literal('asc'), Type.Literal('desc')]),
};

export const CategoriesReply = Type.Object({ categories: Type.Array(Category), ...pagingFields });
export const SectionsReply = Type.Object({ sections: Type.Array(Section), ...pagingFields });
export const ArticlesReply = Type.Object({ articles: Type.Array(Article), ...pagingFields });
export const SearchReply = Type.Object({ results: Type.Array(SearchResult), ...pagingFields });
export const CategoryReply = Type.Object({ category: Category });
export const SectionReply = Type.Object({ section: Section });
export const ArticleReply = Type.Object({ article: Article });

// The schemas answer exactly the shared contract's types.
export const helpSchemasMatch: [
  Same<Static<typeof Category>, HelpCategory>,
  Same<Static<typeof Section>, HelpSection>,
  Same<Static<typeof Article>, HelpArticle>,
  Same<Static<typeof SearchResult>, HelpSearchResult>,
  Same<Omit<Static<typeof CategoriesReply>, 'categories'>, HelpPaging>,
] = [true, true, true, true, true];
