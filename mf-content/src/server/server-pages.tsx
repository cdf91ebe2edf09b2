// The Node container's ServerPages (createServerContainerConfig): the pages whose first screen
// the server draws for a visitor, and the reads each is drawn from (the same endpoints and
// arguments the page's own hooks ask). What a page reads changes here, with this remote's deploy
// alone.
import type { ContentDetail, ListingPage as ListingReply } from '@app/shared/api-contract/application-search';
import type { ReactNode } from 'react';
import type { PageLoad, ServerPage, ServerPages } from '@app/shared/prerender/server-pages';
import type { PageRenderRequest } from '@app/shared/prerender/rendered-page';
import { HtmlSanitizerContext } from '@app/shared/text/html-sanitizer-context';
import { contentIdParam, listingTypeOf } from '@app/shared/routes';
import { ARTICLE_HERO_IMAGE, LISTING_CARD_IMAGE, RECIPE_HERO_IMAGE } from '../common/model/page-images.ts';
import { articleApi } from '../features/articles/api/article-api.ts';
import { listingApi } from '../features/listings/api/listing-api.ts';
import { listingRequest, readSearchState } from '../features/listings/model/listing-search.ts';
import { recipeApi } from '../features/recipe/api/recipe-api.ts';

/** An article page's one read: the article its path names. A policy is drawn without its picture. */
function articlePage(idParam: 'articleId' | 'successId'): ServerPage {
  return {
    load: ({ params, dispatch }: PageLoad) => {
      const id = contentIdParam(params[idParam]);
      return id === null ? null : [dispatch(articleApi.endpoints.articleDetail.initiate(id))];
    },
    leadImage: ([article]) => {
      const detail = article as ContentDetail | null;
      return detail?.contentType === 'article' && detail.kind !== 'policy'
        ? { ...ARTICLE_HERO_IMAGE, imageList: detail.imageList }
        : undefined;
    },
  };
}

export const pages: ServerPages['pages'] = {
  './RecipePage': {
    // A visitor's recipe: no onboarding choices, so no variant (recipe-page.tsx's variantOf).
    load: ({ params, dispatch }) => {
      const id = Number(params.recipeId);
      return Number.isInteger(id) && id > 0 ? [dispatch(recipeApi.endpoints.recipe.initiate({ id, variant: {} }))] : null;
    },
    leadImage: ([recipe]) => {
      const detail = recipe as ContentDetail | undefined;
      return detail?.contentType === 'recipe' ? { ...RECIPE_HERO_IMAGE, imageList: detail.imageList } : undefined;
    },
  },
  './ListingPage': {
    // The first page of results as a visitor's query asks it (listing-view.tsx), beside its filter chips.
    load: ({ pathname, params, search, dispatch }) => {
      const type = listingTypeOf(pathname, params.listingType);
      if (!type) return null;
      return [
        dispatch(listingApi.endpoints.listingPages.initiate(listingRequest(type, readSearchState(search), false))),
        dispatch(listingApi.endpoints.listingFilters.initiate(type)),
      ];
    },
    leadImage: ([pages]) => {
      const imageList = (pages as { pages?: ListingReply[] } | undefined)?.pages?.[0]?.items?.[0]?.imageList;
      return imageList ? { ...LISTING_CARD_IMAGE, imageList } : undefined;
    },
  },
  './ArticlePage': articlePage('articleId'),
  './SuccessDetailPage': articlePage('successId'),
};

/** An article's HTML is cleaned by the API's sanitizer on the server (Node has no DOM for DOMPurify). */
export const wrap = (page: ReactNode, request: PageRenderRequest) => (
  <HtmlSanitizerContext value={request.sanitizeHtml ?? null}>{page}</HtmlSanitizerContext>
);
