/**
 * The core of GET /sitemap-listings.xml and its languages' (/sitemap-listings-pt.xml): every listing of the
 * catalogue (office files and the MLS feed).
 */
import { CACHE_TAGS, cdnCacheHeaders } from '#src/lib/server/cache.ts';
import { errorResponse, guardMethod } from '#src/lib/server/http.ts';
import { configuredSiteUrl } from '#src/lib/server/site-url.ts';
import { SECURITY_HEADERS } from '#src/lib/security.ts';
import { listingsDeps, NETLIFY_ANSWER_LIMITS, streamed, type ListingsDeps } from './api.server.ts';
import { loadCatalog } from './catalog.server.ts';
import { listingsSitemap, listingsSitemapLocale, MAX_SITEMAP_URLS } from './sitemap.ts';

export interface SitemapDeps extends ListingsDeps {
  /** The origin the URLs name: the site's, as canonical links and sitemap-index.xml name it. */
  siteUrl: string;
}

/** The real wiring; call it inside the request (Netlify provides the Blobs context per invocation). */
export function sitemapDeps(context?: { deploy?: { id?: string }; site?: { url?: string } }): SitemapDeps {
  return { ...listingsDeps(context), siteUrl: configuredSiteUrl(context) };
}

/**
 * GET (and HEAD) a listings sitemap, in the language its path names. A file stops at the protocol's 50,000
 * URLs or at what one streamed answer carries, whichever comes first (a listing's alternates make its entry
 * about 650 bytes: some 30,000 listings). Cached on the CDN under the `listings` tag, which every sync pass
 * that changes a listing purges, so a new listing reaches the sitemap with the API answers.
 */
export async function serveListingsSitemap(request: Request, deps: SitemapDeps): Promise<Response> {
  const refused = guardMethod(request, ['GET', 'HEAD']);
  if (refused) return refused;
  const locale = listingsSitemapLocale(new URL(request.url).pathname);
  if (locale === null) return errorResponse(404, 'There is no such sitemap.');
  const answerLimits = deps.answerLimits ?? NETLIFY_ANSWER_LIMITS;
  let xml: string;
  try {
    const catalog = await loadCatalog(deps);
    const limits = { urls: MAX_SITEMAP_URLS, bytes: answerLimits.streamed };
    const sitemap = listingsSitemap(catalog.properties, deps.siteUrl, locale, limits);
    if (sitemap.omitted > 0)
      console.warn(
        `The ${locale} listings sitemap holds ${sitemap.count} URLs, its limit; ${sitemap.omitted} listings left out.`,
      );
    xml = sitemap.xml;
  } catch (error) {
    console.error('Listings could not be loaded for the sitemap:', error);
    return errorResponse(503, 'Listings are unavailable. Please try again shortly.', {
      headers: { 'retry-after': '300' },
    });
  }
  // Some 9,000 listings fill the 6 MB a buffered answer holds: streamed past that.
  const buffered = Buffer.byteLength(xml) <= answerLimits.buffered;
  return new Response(request.method === 'HEAD' ? null : buffered ? xml : streamed(xml), {
    headers: {
      ...SECURITY_HEADERS,
      ...cdnCacheHeaders([CACHE_TAGS.listings]),
      'content-type': 'application/xml; charset=utf-8',
    },
  });
}
