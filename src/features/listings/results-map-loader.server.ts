/**
 * The results map on a server: none. The island renders the map only once hydrated, so the server HTML
 * never needs it, and the page functions' bundles stay free of Leaflet (see results-map-loader.ts).
 */
import type { LazyExoticComponent } from 'react';
import type ResultsMap from './ResultsMap.tsx';

export const LazyResultsMap: LazyExoticComponent<typeof ResultsMap> | null = null;
