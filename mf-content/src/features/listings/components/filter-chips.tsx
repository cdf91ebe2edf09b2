import type { ListingType } from '@app/shared/api-contract/application-search';
import { useListingFiltersQuery } from '../api/listing-api.ts';
import type { FilterKey, SearchState } from '../model/listing-search.ts';

/** The listing's filter groups from GET filters/{type}, as chips; a pressed chip filters the results. */
export function FilterChips({
  type,
  selected,
  onToggle,
}: {
  type: ListingType;
  selected: SearchState['filters'];
  onToggle: (key: FilterKey, value: string) => void;
}) {
  const { data: groups } = useListingFiltersQuery(type);
  if (!groups?.length) return null;
  return (
    <div className="listing-filters">
      {groups.map((group) => (
        <div key={group.key} className="listing-filters__group" role="group" aria-label={group.label}>
          <span className="listing-filters__label" aria-hidden="true">
            {group.label}
          </span>
          <div className="listing-filters__chips">
            {group.options.map((option) => {
              const on = selected[group.key] === option.value;
              return (
                <button
                  key={option.value}
                  type="button"
                  className={on ? 'chip is-on' : 'chip'}
                  aria-pressed={on}
                  onClick={() => onToggle(group.key, option.value)}
                >
                  {option.label}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
