import { pageRegion } from '#src/lib/page-regions.ts';

/** The no-JavaScript search block of /properties, which the properties-page function replaces. */
export const STATIC_SEARCH_REGION = pageRegion('static-search');
