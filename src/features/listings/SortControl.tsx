import { SORT_OPTIONS, isSortKey, type SortKey } from '#src/schemas/property-fields.ts';
import { writeFilters, type ResultsQuery } from '#src/schemas/results-query.ts';
import { useHydrated } from '#src/lib/useHydrated.ts';
import { useSearchText } from './search-text.ts';

interface Props {
  /** The search shown: its order, and its filters, which the form sends along with the order. */
  query: ResultsQuery;
  /** Prefix for element ids, so that two renderings on one page never clash. */
  idPrefix: string;
  /** With it the island applies a new order at once; without it the form is sent. */
  onSort?: (sort: SortKey) => void;
}

/**
 * "Sort by": a GET form to /properties that carries the filters in use, so that sorting works before and
 * without JavaScript (its Sort button shows only without it: the page's <noscript> style shows [data-no-js]; before hydration the
 * chrome script sends the form on change, behaviours/early-sort.ts); in the island the select applies a new
 * order as soon as it changes.
 */
export function SortControl({ query, idPrefix, onSort }: Props) {
  const { sort } = query;
  // Set once React handles the select: until then the chrome script sends the form (early-sort.ts). Astro drops
  // the island's `ssr` mark as hydration starts, before React has taken the select, so that mark left a gap.
  const live = useHydrated() && onSort !== undefined;
  const text = useSearchText();
  return (
    <form
      method="get"
      action={text.path}
      className="flex items-center gap-3"
      data-sort-form
      data-sort-live={live ? '' : undefined}
      onSubmit={
        onSort &&
        ((event) => {
          event.preventDefault();
          const chosen = new FormData(event.currentTarget).get('sort');
          if (typeof chosen === 'string' && isSortKey(chosen)) onSort(chosen);
        })
      }
    >
      {[...writeFilters(query.filters)].map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={`${idPrefix}-sort`} className="text-sm font-semibold whitespace-nowrap text-stone">
        {text.sort.label}
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
            {text.sort.options[option.key]}
          </option>
        ))}
      </select>
      <span className="hidden" data-no-js>
        <button type="submit" className="btn-outline min-h-11 px-4 text-sm">
          {text.sort.submit}
        </button>
      </span>
    </form>
  );
}
