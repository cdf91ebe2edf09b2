import { useEffect, useState, type FormEvent } from 'react';
import { HELP_QUERY_MAX } from '@app/shared/api-contract/help-center';

/** The help centre's search box; the search itself lives in the URL. */
export function HelpSearchForm({ initialQuery, onSearch }: { initialQuery: string; onSearch: (query: string) => void }) {
  const [query, setQuery] = useState(initialQuery);
  useEffect(() => setQuery(initialQuery), [initialQuery]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim()) onSearch(query.trim());
  };
  return (
    <form className="help-search" role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="help-search-input">
        Search the help centre
      </label>
      <input
        id="help-search-input"
        className="help-search__input"
        type="search"
        value={query}
        maxLength={HELP_QUERY_MAX}
        placeholder="Search the help centre"
        aria-describedby="help-search-hint"
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        Search
      </button>
      {/* Under the box, not in it: a placeholder this long was cut off on a phone, and goes when she types. */}
      <p id="help-search-hint" className="help-search__hint">
        Try: cancel, free trial, swap a meal
      </p>
    </form>
  );
}
