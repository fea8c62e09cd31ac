/**
 * The key of this browser's saved searches, and their confirmation as the chrome script records it. Pure and
 * import-free: the script every page loads carries it, without the list's parsing (local-searches.ts).
 */
export const LOCAL_SEARCHES_KEY = 'saved-searches';

/**
 * The stored list with the search of `query` confirmed (no longer waiting for its e-mail), or null when
 * nothing changes; /saved parses whatever is stored defensively, so anything else is left as it is.
 */
export function withConfirmedSearch(stored: string | null, query: string): string | null {
  let list: unknown;
  try {
    list = JSON.parse(stored ?? 'null');
  } catch {
    return null;
  }
  if (!Array.isArray(list)) return null;
  const waiting = (entry: unknown): entry is Record<string, unknown> =>
    typeof entry === 'object' &&
    entry !== null &&
    'confirmationTo' in entry &&
    'query' in entry &&
    entry.query === query;
  if (!list.some(waiting)) return null;
  return JSON.stringify(
    list.map((entry: unknown) => {
      if (!waiting(entry)) return entry;
      const { confirmationTo: _confirmed, ...confirmed } = entry;
      return confirmed;
    }),
  );
}
