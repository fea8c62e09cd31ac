import type { ReactNode } from 'react';

/** A line over a map's box while the map loads or when it could not. */
export function MapNote({ children }: { children: ReactNode }) {
  return (
    <p className="pointer-events-none absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-stone">
      {children}
    </p>
  );
}

/** What the listing map's box says when the map cannot load (the Location section names the address above it). */
export const LISTING_MAP_FAILED = 'The map could not load. The address is above.';
