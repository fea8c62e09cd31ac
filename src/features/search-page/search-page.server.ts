/**
 * /properties for every search: the prebuilt page (its template), with the results of the URL's search in
 * the island's server HTML, which works as plain HTML without JavaScript and which the island hydrates
 * over without asking the API again, and a head that names the search.
 */
import PropertySearch, { type InitialResults } from './PropertySearch.tsx';
import { ResultCards } from '#src/features/listings/ResultCards.tsx';
import { paginate } from '#src/features/listings/paging.ts';
import { toSearchCriteria } from '#src/features/listings/search-criteria.ts';
import { searchPageHead } from '#src/features/listings/search-head.ts';
import { sortProperties } from '#src/features/listings/sort.ts';
import type { Property } from '#src/schemas/property.ts';
import { RESULTS_QUERY_KEYS, hasFilters, readResultsQuery, type ResultsQuery } from '#src/schemas/results-query.ts';
import { localePath } from '#src/lib/i18n.ts';
import type { SearchText } from '#src/features/listings/search-text.ts';
import { DEFAULT_SOCIAL_IMAGE, type PageHead } from '#src/lib/page-head.ts';
import { imageCdnSrcset } from '#src/lib/image-cdn.ts';
import { CARD_PHOTO_SIZES } from '#src/features/listings/PropertyCard.tsx';
import { guardMethod, htmlPage } from '#src/lib/server/http.ts';
import { componentHtml, islandSlot, refillIsland, type AnyComponent } from '#src/lib/server/islands.ts';
import { inPageLanguage, localeTemplateReader, requestLocale, withHead } from '#src/lib/server/page-template.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#src/schemas/locale.ts';
import { filterChips } from '#src/features/listings/results-header.ts';
import { relaxationWordsIn, searchText, searchTitleIn } from '#src/features/listings/search-words.ts';
import { m } from '#src/paraglide/messages.js';
import { siteSettings } from '#src/lib/server/site-settings.ts';
import { loadCatalog } from '#src/features/listings/catalog.server.ts';
import { catalogRelaxations, searchCacheHeaders, type ListingsDeps } from '#src/features/listings/api.server.ts';
import { listingSummary } from '#src/features/listings/listing-summary.ts';

/** The built /properties page in a language, the template (included_files on Netlify). */
export const searchTemplateFile = (locale: Locale): string =>
  locale === DEFAULT_LOCALE ? 'dist/properties.html' : `dist/${locale}/properties.html`;
export const readSearchTemplate = localeTemplateReader(searchTemplateFile);

export interface SearchPageDeps extends ListingsDeps {
  template: (locale: Locale) => Promise<string>;
  /** The site's origin, as the build's canonical URLs have it. */
  siteUrl: string;
  /** Whether e-mail alerts are on: the island shows "Save this search" only then. */
  alerts: boolean;
}

/**
 * The matching listings in the query's order at a moment, and for an empty search its nearest relaxations, or
 * null when the catalogue cannot be loaded.
 */
async function searchResults(
  deps: ListingsDeps,
  query: ReturnType<typeof readResultsQuery>,
  now: Date,
  locale: Locale,
) {
  try {
    const catalog = await loadCatalog(deps);
    const properties: readonly Property[] = hasFilters(query.filters)
      ? sortProperties(catalog.index.search(toSearchCriteria(query), now), query.sort)
      : catalog.sorted(query.sort);
    const relaxations =
      properties.length === 0 ? catalogRelaxations(catalog, query.filters, now, relaxationWordsIn(locale)) : [];
    return { properties, relaxations, syncedAt: catalog.syncedAt };
  } catch (error) {
    console.error('Listings could not be loaded:', error);
    return null;
  }
}

/** The first card's photo, the largest thing on a phone's first screen: fetched ahead of the fonts. */
function cardLeadImage(first: Property | undefined): PageHead['leadImage'] {
  const photo = first?.images[0];
  const srcset = photo && imageCdnSrcset(photo, 'avif');
  return srcset ? { srcset, sizes: CARD_PHOTO_SIZES } : undefined;
}

/**
 * A search's title and description in a language other than English: its name from the chips, where
 * English's reads the filters as a sentence (search-head.ts).
 */
function translatedSearchHead(query: ResultsQuery, text: SearchText): { title: string; description: string } {
  const title = searchTitleIn(filterChips(query.filters, undefined, text), text.locale);
  const description = m.search_description({}, { locale: text.locale });
  return { title, description: hasFilters(query.filters) ? `${title}. ${description}` : description };
}

export async function renderSearchPage(request: Request, deps: SearchPageDeps): Promise<Response> {
  const refused = guardMethod(request, ['GET', 'HEAD']);
  if (refused) return refused;
  const query = readResultsQuery(new URL(request.url).searchParams);
  const locale = requestLocale(request);
  const text = searchText(locale);
  const [template, found] = await Promise.all([deps.template(locale), searchResults(deps, query, new Date(), locale)]);
  const paged = found && paginate(found.properties, query.page);
  const syncedAt = found?.syncedAt ?? null;

  const initial: InitialResults = {
    query,
    state: paged
      ? {
          status: 'ready',
          properties: paged.items.map(listingSummary),
          total: paged.total,
          relaxations: found.relaxations,
        }
      : { status: 'error' },
    syncedAt,
  };
  // The cards are static HTML in the island (its `cards` slot), which it never hydrates.
  const cards =
    paged && paged.total > 0
      ? islandSlot(
          'cards',
          await componentHtml(
            ResultCards as unknown as AnyComponent,
            {
              properties: paged.items,
              page: paged.page,
              pageCount: paged.pageCount,
              pageOf: text.results.pageOf,
              cards: text.cards,
            },
            'cards',
          ),
        )
      : undefined;
  let page = await refillIsland(
    template,
    'PropertySearch',
    PropertySearch as unknown as AnyComponent,
    { initial, alerts: deps.alerts },
    cards && { cards },
  );
  const head = searchPageHead(query, paged?.total ?? 0, siteSettings().name);
  page = withHead(
    page,
    {
      ...head,
      ...(locale !== DEFAULT_LOCALE && translatedSearchHead(query, text)),
      path: localePath(head.canonicalPath, locale),
      languages: LOCALES,
      image: DEFAULT_SOCIAL_IMAGE,
      noindex: head.noindex || !found,
      leadImage: cardLeadImage(paged?.items[0]),
    },
    deps.siteUrl,
  );
  return htmlPage(
    request.method === 'HEAD' ? null : inPageLanguage(page, locale),
    found ? 200 : 503,
    found
      ? { ...searchCacheHeaders(query.filters), 'netlify-vary': `query=${RESULTS_QUERY_KEYS.join('|')}` }
      : { 'cache-control': 'no-store' },
  );
}
