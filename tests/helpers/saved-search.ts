import { savedFilters, type SavedSearch } from '#src/schemas/saved-search.ts';

/**
 * A stored saved search as the API leaves it: confirmed (active) at `at`, instant, for the search in `query`
 * (a /properties query string), with nothing queued or sent; `over` changes any field.
 */
export function savedSearchRecord(id: string, at: string, query: string, over: Partial<SavedSearch> = {}): SavedSearch {
  const state = over.state ?? 'active';
  return {
    id,
    filters: savedFilters(query),
    frequency: 'instant',
    state,
    createdAt: at,
    confirmedAt: state === 'pending' ? null : at,
    confirmationSentAt: at,
    queue: [],
    sent: [],
    lastDigestAt: null,
    ...over,
  };
}
