/**
 * What the local server keeps as a CDN would: one promise per key, so concurrent requests share one piece of
 * work, and at most `limit` of them, the oldest dropped first. A promise that fails, or whose value `keep`
 * refuses, is dropped once it settles, so the next request tries again.
 */
export function cdnCache<T>(
  limit: number,
  keep: (value: T) => boolean = () => true,
): (key: string, make: () => Promise<T>) => Promise<T> {
  const entries = new Map<string, Promise<T>>();
  const drop = (key: string, entry: Promise<T>) => {
    if (entries.get(key) === entry) entries.delete(key);
  };
  return (key, make) => {
    const known = entries.get(key);
    if (known) return known;
    const entry = make();
    entries.set(key, entry);
    entry.then(
      (value) => {
        if (!keep(value)) drop(key, entry);
      },
      () => drop(key, entry),
    );
    for (const oldest of entries.keys()) {
      if (entries.size <= limit) break;
      entries.delete(oldest);
    }
    return entry;
  };
}
