import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@app/shared/router';
import type { ListingType, Trimester } from '@app/shared/api-contract/application-search';
import { CANCEL_ANYTIME, FREE_TRIAL_DAYS, trialDaysText } from '@app/shared/plans/plan-display';
import { LISTING_TITLES, PATHS } from '@app/shared/routes';
import { useSession } from '@app/shared/store';
import { LISTING_COPY, noResultsCopy } from '@app/shared/text/listing-copy';
import { PageHeading } from '@app/shared/ui';
import { useListingFiltersQuery, useListingPagesInfiniteQuery, useSavedPagesInfiniteQuery } from '../api/listing-api.ts';
import { listingRequest, readSearchState, searchParamsOf, toggleFilter, type SearchState } from '../model/listing-search.ts';
import { FilterChips } from './filter-chips.tsx';
import { ListingResults } from './listing-results.tsx';
import { countOf } from '@app/shared/text/plural';

const resultsLabel = (total: number) => countOf(total, 'result', 'results');
const savedLabel = (total: number) => `${total} saved`;

/** One listing type: search, filter chips, the results 10 at a time, and the member's Saved tab. */
export function ListingView({ type }: { type: ListingType }) {
  const session = useSession();
  const isMember = Boolean(session?.isAuthenticated);
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const copy = LISTING_COPY[type];
  const showSaved = isMember && state.tab === 'saved';

  const go = (next: SearchState) => setParams(searchParamsOf(next));

  return (
    <div className="listing">
      <PageHeading>{LISTING_TITLES[type]}</PageHeading>
      {isMember && !session?.isSubscribed ? <TrialCall /> : null}
      {isMember ? <ListingTabs state={state} onChange={go} /> : null}
      {showSaved ? (
        <SavedResults type={type} userId={Number(session?.id)} regionId={session?.regionId} />
      ) : (
        <>
          <SearchForm
            key={state.q}
            label={copy.searchLabel}
            initial={state.q}
            kept={searchParamsOf({ ...state, q: '' })}
            onSearch={(q) => go({ ...state, q })}
          />
          <FilterChips type={type} selected={state.filters} onToggle={(key, value) => go(toggleFilter(state, key, value))} />
          <AllResults type={type} state={state} isMember={isMember} stage={session?.pregnancyStage ?? null} regionId={session?.regionId} />
        </>
      )}
    </div>
  );
}

function AllResults({
  type,
  state,
  isMember,
  stage,
  regionId,
}: {
  type: ListingType;
  state: SearchState;
  isMember: boolean;
  stage: Trimester | null;
  regionId: number | undefined;
}) {
  const query = useListingPagesInfiniteQuery(listingRequest(type, state, isMember, stage));
  // Filters load beside the first page: both answers arrive in one round trip. The first page
  // waits for the chips, which go above it, so nothing it shows moves down when they come.
  const filters = useListingFiltersQuery(type);
  return (
    <ListingResults
      results={{
        ...query,
        isLoading: query.isLoading || filters.isLoading,
        pages: query.data?.pages,
        hasNextPage: query.hasNextPage ?? false,
      }}
      type={type}
      regionId={regionId}
      countLabel={resultsLabel}
      empty={noResultsCopy(type, state.q)}
    />
  );
}

function SavedResults({ type, userId, regionId }: { type: ListingType; userId: number; regionId: number | undefined }) {
  const query = useSavedPagesInfiniteQuery({ type, userId });
  const copy = LISTING_COPY[type];
  return (
    <ListingResults
      results={{ ...query, pages: query.data?.pages, hasNextPage: query.hasNextPage ?? false }}
      type={type}
      regionId={regionId}
      countLabel={savedLabel}
      empty={{ title: copy.noSavedTitle, hint: copy.noSavedHint }}
    />
  );
}

/**
 * The search box. Named fields make it a plain GET form too: submitted before the page's scripts
 * have run (the server's first screen), the browser asks for the same URL the live form goes to.
 */
function SearchForm({
  label,
  initial,
  kept,
  onSearch,
}: {
  label: string;
  initial: string;
  kept: URLSearchParams;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form role="search" className="listing-search" onSubmit={submit}>
      <label htmlFor="listing-search" className="visually-hidden">
        {label}
      </label>
      <input
        id="listing-search"
        className="listing-search__input"
        type="search"
        name="q"
        placeholder={label}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button button--primary">
        Search
      </button>
    </form>
  );
}

function ListingTabs({ state, onChange }: { state: SearchState; onChange: (next: SearchState) => void }) {
  const tab = (name: SearchState['tab'], text: string) => (
    <button
      type="button"
      className={state.tab === name ? 'listing-tabs__tab is-current' : 'listing-tabs__tab'}
      aria-pressed={state.tab === name}
      onClick={() => onChange({ ...state, tab: name })}
    >
      {text}
    </button>
  );
  return (
    <div className="listing-tabs" role="group" aria-label="Show">
      {tab('all', 'All')}
      {tab('saved', 'Saved')}
    </div>
  );
}

/** SPEC section 2: the listing routes show the trial button; a member without a subscription sees it here. */
function TrialCall() {
  return (
    <aside className="listing-trial" aria-label="Free trial">
      <p>
        <strong>{trialDaysText(FREE_TRIAL_DAYS)}</strong> {CANCEL_ANYTIME}
      </p>
      <Link to={PATHS.subscription} className="button button--primary button--small">
        START FREE TRIAL
      </Link>
    </aside>
  );
}
