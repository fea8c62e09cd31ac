import { paginate } from './paging.ts';
import type { Property } from '#src/schemas/property.ts';
import type { ResultsQuery } from '#src/schemas/results-query.ts';
import { ResultsView } from './ResultsView.tsx';
import { SearchForm } from './SearchForm.tsx';
import { SortControl } from './SortControl.tsx';
import type { IdxTexts } from './IdxDisclaimer.tsx';

interface Props {
  query: ResultsQuery;
  /** The matching listings, in the order the query names, or null when they could not be loaded. */
  properties: readonly Property[] | null;
  idx: IdxTexts;
  /** The feed's last successful sync (null at build time, where the feed is never read). */
  syncedAt: string | null;
}

/**
 * The search page without JavaScript: the GET form filled in and the results, with plain links.
 * Rendered at build time for /properties and by the properties-page function for a submitted search.
 */
export function StaticSearch({ query, properties, idx, syncedAt }: Props) {
  const paged = properties ? paginate(properties, query.page) : null;
  // Without JavaScript there is no map: the list is shown and links never carry a view.
  const shown: ResultsQuery = { ...query, page: paged?.page ?? query.page, view: 'list' };
  return (
    <div data-static-search>
      <SearchForm values={query.filters} idPrefix="static-search" />
      <ResultsView
        state={paged ? { status: 'ready', properties: paged.items, total: paged.total } : { status: 'error' }}
        query={shown}
        completeLinks
        controls={<SortControl query={shown} idPrefix="static-search" />}
        idx={idx}
        syncedAt={syncedAt}
      />
    </div>
  );
}
