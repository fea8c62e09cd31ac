import type { ReactNode } from 'react';

/** A line over a map's box while the map loads or when it could not. */
export function MapNote({ children }: { children: ReactNode }) {
  return (
    <p className="pointer-events-none absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-stone">
      {children}
    </p>
  );
}

/**
 * The listing map's words: its name ("{title}"), and what its box says while the map loads and when it cannot
 * (the Location section names the address above it). English here; in another language from the catalogue
 * (listing-words.ts, on the server), given to the island as a prop.
 */
export interface ListingMapText {
  mapOf: string;
  loading: string;
  failed: string;
}

export const ENGLISH_LISTING_MAP_TEXT: ListingMapText = {
  mapOf: 'Map of {title}',
  loading: 'Loading map…',
  failed: 'The map could not load. The address is above.',
};
