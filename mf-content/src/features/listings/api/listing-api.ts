import { api } from '@app/shared/api';
import {
  APPLICATION_SEARCH_PATHS,
  FIRST_PAGE,
  listingPath,
  type ListingPage,
  type ListingType,
} from '@app/shared/api-contract/application-search';
import { savedPath } from '@app/shared/api-contract/progress-service';
import { filtersPath, type FilterGroup } from '@app/shared/api-contract/user-interaction';
import type { ListingRequest } from '../model/listing-search.ts';

/** SPEC section 9: pages of 10 from page 1; the next page is asked for until the last one came. */
const pagedFromFirst = {
  initialPageParam: FIRST_PAGE,
  getNextPageParam: (lastPage: ListingPage) => (lastPage.page < lastPage.totalPages ? lastPage.page + 1 : undefined),
};

/**
 * A listing's pages (the public listing, or the members' content search when they type), its
 * filter chips, and the member's saved items of the listing. 'Saved' is the tag the favourite
 * controls invalidate.
 */
export const listingApi = api.enhanceEndpoints({ addTagTypes: ['Saved'] }).injectEndpoints({
  endpoints: (build) => ({
    listingPages: build.infiniteQuery<ListingPage, ListingRequest, number>({
      infiniteQueryOptions: pagedFromFirst,
      query: ({ queryArg, pageParam }) =>
        queryArg.kind === 'search'
          ? { url: APPLICATION_SEARCH_PATHS.contentSearch, params: { ...queryArg.query, page: pageParam } }
          : { url: listingPath(queryArg.type), params: { ...queryArg.filters, page: pageParam } },
    }),
    savedPages: build.infiniteQuery<ListingPage, { type: ListingType; userId: number }, number>({
      infiniteQueryOptions: pagedFromFirst,
      query: ({ queryArg, pageParam }) => ({ url: savedPath(queryArg.type), params: { userId: queryArg.userId, page: pageParam } }),
      providesTags: ['Saved'],
    }),
    listingFilters: build.query<FilterGroup[], ListingType>({
      query: (type) => filtersPath(type),
    }),
  }),
});

export const { useListingPagesInfiniteQuery, useSavedPagesInfiniteQuery, useListingFiltersQuery } = listingApi;
