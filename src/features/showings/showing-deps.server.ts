/** The real wiring of the showing functions, inside an invocation (Netlify provides the Blobs context per call). */
import type { Context } from '@netlify/functions';
import { listingsDeps } from '#src/features/listings/api.server.ts';
import { loadCatalog } from '#src/features/listings/catalog.server.ts';
import { siteSettings } from '#src/lib/server/site-settings.ts';
import { configuredSiteUrl } from '#src/lib/server/site-url.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { readShowingTemplate, type ShowingPageDeps } from './requested-page.server.ts';
import { showingOutbox } from './showing-delivery.server.ts';
import type { ShowingFormDeps } from './showing-form.server.ts';

/** The pages' template and the site's canonical origin (never the local server's). */
export const showingPageDeps = (): ShowingPageDeps => ({ template: readShowingTemplate, siteUrl: configuredSiteUrl() });

/** POST /api/showings: the lead stores of the deploy context, the catalogue, the settings and the outbox. */
export function showingDeps(context?: Context): ShowingFormDeps {
  const listings = listingsDeps(context);
  return {
    ...showingPageDeps(),
    // Outside production, the deploy context's own stores (see storeName).
    openStore: () => openStore('inquiries', context),
    openMarkers: () => openStore('showing-requests', context),
    findListing: async (id) => (await loadCatalog(listings)).byId.get(id) ?? null,
    settings: siteSettings().showings,
    outbox: showingOutbox(context),
  };
}
