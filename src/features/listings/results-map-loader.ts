/**
 * The results map for browsers: Leaflet, the clustering code and the map island load when the map is
 * first shown. Servers get results-map-loader.server.ts instead (package.json "imports", #results-map),
 * since Leaflet cannot even load outside a browser.
 */
import { lazy } from 'react';

export const LazyResultsMap = lazy(() => import('./ResultsMap.tsx'));
