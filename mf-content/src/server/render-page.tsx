// The server bundle's entry (dist/server/render-page.mjs, see createServerRendererConfig): the
// pages whose first screen the server renders for a visitor from the page's public reads.
import { renderPageFallback, type RenderPageFallback } from '@app/shared/prerender/render-fallback';
import { ArticlePage } from '../features/articles/components/article-page.tsx';
import { SuccessDetailPage } from '../features/articles/components/success-detail-page.tsx';
import { ListingPage } from '../features/listings/components/listing-page.tsx';
import { RecipePage } from '../features/recipe/components/recipe-page.tsx';

const PAGES = {
  './RecipePage': RecipePage,
  './ListingPage': ListingPage,
  './ArticlePage': ArticlePage,
  './SuccessDetailPage': SuccessDetailPage,
};

export const renderPage: RenderPageFallback = (request) => renderPageFallback(PAGES, request);
