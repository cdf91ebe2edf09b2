import {
  DURATION_BANDS,
  MEAL_TYPES,
  SEARCH_TEXT_MAX,
  TRIMESTERS,
  type ContentSearchQuery,
  type ListingFilters,
  type ListingQueryParams,
  type ListingType,
  type Trimester,
} from '@app/shared/api-contract/application-search';
import type { FilterGroup } from '@app/shared/api-contract/user-interaction';

export type FilterKey = FilterGroup['key'];
const FILTER_KEYS: readonly FilterKey[] = ['equipment', 'targets', 'duration', 'mealType', 'tag', 'trimester', 'author'];

type ListingTab = 'all' | 'saved';

/** What a listing shows, as the URL's query holds it: ?q=…&targets=glutes&tab=saved. */
export interface SearchState {
  q: string;
  filters: Omit<ListingFilters, 'page' | 'q'>;
  tab: ListingTab;
}

/** The search state of a URL query; unknown keys are ignored, the text is cut to what the API takes. */
/** Filters whose values are a closed list: anything else in a link is dropped rather than sent. */
const CLOSED_VALUES: Partial<Record<FilterKey, readonly string[]>> = {
  duration: DURATION_BANDS,
  mealType: MEAL_TYPES,
  trimester: TRIMESTERS,
};

export function readSearchState(params: URLSearchParams): SearchState {
  const filters: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    const allowed = CLOSED_VALUES[key];
    if (value && (!allowed || allowed.includes(value))) filters[key] = value;
  }
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_TEXT_MAX),
    filters: filters as SearchState['filters'],
    tab: params.get('tab') === 'saved' ? 'saved' : 'all',
  };
}

/** The URL query of a search state: only what is set, in a stable order, so a link reads the same each time. */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const text = state.q.trim();
  if (text) params.set('q', text);
  for (const key of FILTER_KEYS) {
    const value = state.filters[key];
    if (value) params.set(key, value);
  }
  if (state.tab === 'saved') params.set('tab', 'saved');
  return params;
}

/** A filter chip pressed: on when it was off (replacing another value of the same group), off when it was on. */
export function toggleFilter(state: SearchState, key: FilterKey, value: string): SearchState {
  const filters: Record<string, string | undefined> = { ...state.filters };
  if (filters[key] === value) delete filters[key];
  else filters[key] = value;
  return { ...state, filters: filters as SearchState['filters'] };
}

export type ListingRequest =
  | { kind: 'listing'; type: ListingType; filters: Omit<ListingQueryParams, 'page'> }
  | { kind: 'search'; query: Omit<ContentSearchQuery, 'page'> };

/**
 * Which call answers a search: members with search text use the content search (SPEC 7,
 * authenticated; the API puts her stage first), everyone else the public listing, which takes the
 * same filters. A pregnant member's listing carries her stage (her user info's pregnancyStage),
 * which leads it (issue 42); everyone else's is the visitor's listing, as the server drew it.
 */
export function listingRequest(type: ListingType, state: SearchState, isMember: boolean, stage: Trimester | null = null): ListingRequest {
  const text = state.q.trim();
  if (isMember && text) return { kind: 'search', query: { ...state.filters, q: text, type } };
  if (text) return { kind: 'listing', type, filters: { ...state.filters, q: text } };
  return { kind: 'listing', type, filters: isMember && stage ? { ...state.filters, stage } : { ...state.filters } };
}
