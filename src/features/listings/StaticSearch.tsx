import type { Filters } from '../../lib/listings.ts';
import type { Property } from '../../schemas/property.ts';
import { ResultsView } from './ResultsView.tsx';
import { SearchForm } from './SearchForm.tsx';

interface Props {
  filters: Filters;
  page: number;
  /** The matching listings, or null when they could not be loaded. */
  properties: readonly Property[] | null;
}

/**
 * The search page without JavaScript: the GET form filled in and the results, with plain links.
 * Rendered at build time for /properties and by the properties-page function for a submitted search.
 */
export function StaticSearch({ filters, page, properties }: Props) {
  return (
    <div data-static-search>
      <SearchForm values={filters} idPrefix="static-search" />
      <ResultsView
        state={properties ? { status: 'ready', properties } : { status: 'error' }}
        filters={filters}
        page={page}
        completeLinks
      />
    </div>
  );
}
