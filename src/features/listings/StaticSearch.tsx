import { paginate, type Filters } from './search.ts';
import type { SortKey } from '#src/schemas/property-fields.ts';
import type { Property } from '#src/schemas/property.ts';
import { ResultsView } from './ResultsView.tsx';
import { SearchForm } from './SearchForm.tsx';
import { SortControl } from './SortControl.tsx';

interface Props {
  filters: Filters;
  page: number;
  sort: SortKey;
  /** The matching listings, in the order `sort` names, or null when they could not be loaded. */
  properties: readonly Property[] | null;
}

/**
 * The search page without JavaScript: the GET form filled in and the results, with plain links.
 * Rendered at build time for /properties and by the properties-page function for a submitted search.
 */
export function StaticSearch({ filters, page, sort, properties }: Props) {
  const paged = properties ? paginate(properties, page) : null;
  return (
    <div data-static-search>
      <SearchForm values={filters} idPrefix="static-search" />
      <ResultsView
        state={paged ? { status: 'ready', properties: paged.items, total: paged.total } : { status: 'error' }}
        filters={filters}
        page={paged?.page ?? page}
        completeLinks
        options={{ sort }}
        controls={<SortControl sort={sort} filters={filters} idPrefix="static-search" />}
      />
    </div>
  );
}
