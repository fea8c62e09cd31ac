/**
 * The listing map's Leaflet part on a server: none. ListingMap fetches it in an effect, which never runs
 * on a server (see listing-map-loader.ts).
 */
export const loadListingMapCanvas: (() => Promise<typeof import('./ListingMapCanvas.tsx')>) | null = null;
