// The server bundle's entry (dist/server/render-page.mjs, see createServerRendererConfig): the
// pages whose first screen the server renders for a visitor, and the reads each is drawn from
// (the same endpoints and arguments the page's own hooks ask). What a page reads changes here,
// with this remote's deploy alone.
import type { ContentDetail, ListingPage as ListingReply } from '@app/shared/api-contract/application-search';
import { renderServerPage, type PageLoad, type RenderPageFallback, type ServerPage } from '@app/shared/prerender/render-fallback';
import { contentIdParam, listingTypeOf } from '@app/shared/routes';
import { ARTICLE_HERO_IMAGE, LISTING_CARD_IMAGE, RECIPE_HERO_IMAGE } from '../common/model/page-images.ts';
import { articleApi } from '../features/articles/api/article-api.ts';
import { ArticlePage } from '../features/articles/components/article-page.tsx';
import { SuccessDetailPage } from '../features/articles/components/success-detail-page.tsx';
import { listingApi } from '../features/listings/api/listing-api.ts';
import { ListingPage } from '../features/listings/components/listing-page.tsx';
import { listingRequest, readSearchState } from '../features/listings/model/listing-search.ts';
import { recipeApi } from '../features/recipe/api/recipe-api.ts';
import { RecipePage } from '../features/recipe/components/recipe-page.tsx';

/** An article page's one read: the article its path names. A policy is drawn without its picture. */
function articlePage(Page: ServerPage['Page'], idParam: 'articleId' | 'successId'): ServerPage {
  return {
    Page,
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

const PAGES: Record<string, ServerPage> = {
  './RecipePage': {
    Page: RecipePage,
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
    Page: ListingPage,
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
  './ArticlePage': articlePage(ArticlePage, 'articleId'),
  './SuccessDetailPage': articlePage(SuccessDetailPage, 'successId'),
};

export const renderPage: RenderPageFallback = (request) => renderServerPage(PAGES, request);
