import { useRef } from 'react';
import type { ListingPage, ListingType } from '@app/shared/api-contract/application-search';
import { correctionCopy } from '@app/shared/text/search-copy';
import { Spinner } from '@app/shared/ui';
import { LISTING_PRIORITY_CARDS } from '../../../common/model/page-images.ts';
import { ListingCard } from './listing-card.tsx';
import { useReachEnd } from './use-reach-end.ts';

interface PagedResults {
  pages: ListingPage[] | undefined;
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

interface ListingResultsProps {
  results: PagedResults;
  type: ListingType;
  regionId: number | undefined;
  /** How many results, e.g. "394 results"; read out when it changes. */
  countLabel: (total: number) => string;
  empty: { title: string; hint: string };
}

/** Cards 10 at a time: the next page loads as the list's end scrolls into view, or with "Load more". */
export function ListingResults({ results, type, regionId, countLabel, empty }: ListingResultsProps) {
  const { pages, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = results;
  // The observer and the button can both ask in the same moment, before the store says a page is on its way.
  const asking = useRef(false);
  const loadMore = () => {
    if (!hasNextPage || isFetchingNextPage || isError || asking.current) return;
    asking.current = true;
    void Promise.resolve(fetchNextPage()).finally(() => {
      asking.current = false;
    });
  };
  const endRef = useReachEnd<HTMLDivElement>(loadMore);

  if (isLoading) return <Spinner label="Loading" />;
  if (isError && !pages?.length) {
    return (
      <div className="listing-empty" role="alert">
        <p className="listing-empty__title">Something went wrong!</p>
        <button type="button" className="button button--ghost" onClick={() => refetch()}>
          TRY AGAIN
        </button>
      </div>
    );
  }
  const items = pages?.flatMap((page) => page.items) ?? [];
  const total = pages?.[0]?.total ?? 0;
  if (!items.length) {
    return (
      <div className="listing-empty">
        <p className="listing-empty__title">{empty.title}</p>
        <p className="listing-empty__hint">{empty.hint}</p>
      </div>
    );
  }
  const correction = correctionCopy(pages?.[0]?.correctedQuery);
  return (
    <>
      <div className="listing-status" role="status">
        {correction ? <p className="listing-correction">{correction}</p> : null}
        <p className="listing-count">{countLabel(total)}</p>
      </div>
      <ul className="listing-grid">
        {items.map((item, index) => (
          <ListingCard key={item.contentId} item={item} type={type} regionId={regionId} priority={index < LISTING_PRIORITY_CARDS} />
        ))}
      </ul>
      <div ref={endRef} className="listing-more">
        {hasNextPage ? (
          // Stays enabled while a page loads, so a keyboard's focus stays on it.
          <button type="button" className="button button--ghost" onClick={loadMore} aria-busy={isFetchingNextPage}>
            {isFetchingNextPage ? <span className="listing-more__busy" aria-hidden="true" /> : null}
            Load more
          </button>
        ) : items.length > 10 ? (
          <p className="listing-more__end">You have seen them all.</p>
        ) : null}
      </div>
    </>
  );
}
