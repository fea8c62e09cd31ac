import { SORT_OPTIONS, isSortKey, type SortKey } from '#src/schemas/property-fields.ts';
import { writeFilters, type ResultsQuery } from '#src/schemas/results-query.ts';

interface Props {
  /** The search shown: its order, and its filters, which the form sends along with the order. */
  query: ResultsQuery;
  /** Prefix for element ids, so that two renderings on one page never clash. */
  idPrefix: string;
  /** With it the island applies a new order at once; without it this is a plain GET form with a button. */
  onSort?: (sort: SortKey) => void;
}

/**
 * "Sort by": without `onSort`, a GET form to /properties that carries the filters in use, so that sorting
 * works without JavaScript (the four form fields route it to the server render); in the island, a select
 * that changes the order on change.
 */
export function SortControl({ query, idPrefix, onSort }: Props) {
  const { sort } = query;
  const select = (
    <>
      <label htmlFor={`${idPrefix}-sort`} className="text-sm font-semibold whitespace-nowrap text-stone">
        Sort by
      </label>
      <select
        id={`${idPrefix}-sort`}
        name="sort"
        className="block min-h-11 rounded-sm border border-stone/50 bg-white px-3 text-sm text-ink"
        {...(onSort
          ? {
              value: sort,
              onChange: (event: { target: { value: string } }) => {
                if (isSortKey(event.target.value)) onSort(event.target.value);
              },
            }
          : { defaultValue: sort })}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
  // In the island the select applies the order itself: a form there would have no submit button.
  if (onSort) {
    return (
      <div className="flex items-center gap-3" data-sort-form>
        {select}
      </div>
    );
  }
  return (
    <form method="get" action="/properties" className="flex items-center gap-3" data-sort-form>
      {[...writeFilters(query.filters, { complete: true })].map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {select}
      <button type="submit" className="btn-outline min-h-11 px-4 text-sm">
        Sort
      </button>
    </form>
  );
}
