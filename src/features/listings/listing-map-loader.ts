/**
 * The listing map's Leaflet part for browsers, fetched once the map scrolls near. Servers get
 * listing-map-loader.server.ts instead (package.json "imports", #listing-map), as for the results map
 * (results-map-loader.ts): Leaflet cannot load outside a browser, and the property-page function's bundle
 * stays free of it.
 */
export const loadListingMapCanvas = () => import('./ListingMapCanvas.tsx');
