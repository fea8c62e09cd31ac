/**
 * /properties/{id} (and /es/, /pt/, /fr/properties/{id}) for every listing, the MLS feed's too: the template
 * page that ListingPage.astro builds in the path's language, with the listing written into its head, its
 * islands (props and server HTML, as Astro would render them) and its foot, in the words of the language its
 * content is shown in (the template's: English with a note where the content is not translated yet). An
 * unknown id gets "Property Not Found" with status 404, in the same language.
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import InquiryForm from '#src/features/leads/InquiryForm.tsx';
import { inquiryFormTextProp } from '#src/features/leads/inquiry-form-words.ts';
import ShowingRequest from '#src/features/showings/ShowingRequest.tsx';
import { ShowingSection } from '#src/features/showings/ShowingSection.tsx';
import { SHOWING_FORM_REGION } from '#src/features/showings/showing-pages.ts';
import { showingRequestProps } from '#src/features/showings/showing-props.ts';
import { offersShowings } from '#src/features/showings/slots.ts';
import { showingFormTextProp, showingSectionText } from '#src/features/showings/showing-words.ts';
import { escapeHtml } from '#src/lib/html.ts';
import { withUnusedHashesDropped } from '#src/lib/page-policy.ts';
import { withoutIdleIslandRuntime } from '#src/lib/island-head.ts';
import {
  inPageLanguage,
  localeTemplateReader,
  requestLocale,
  withHead,
  withRegion,
} from '#src/lib/server/page-template.ts';
import { templateLanguage, withLanguageLinks, type TemplateLanguage } from '#src/lib/server/template-language.ts';
import { englishPath, localePath } from '#src/lib/i18n.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { regionContent } from '#src/lib/page-regions.ts';
import { listingIdSegment, listingPath } from '#src/lib/paths.ts';
import { CACHE_TAGS, cdnCacheHeaders } from '#src/lib/server/cache.ts';
import { guardMethod, htmlPage } from '#src/lib/server/http.ts';
import { siteSettings } from '#src/lib/server/site-settings.ts';
import { positiveIntParam } from '#src/schemas/params.ts';
import type { Property } from '#src/schemas/property.ts';
import { teamMembersIn } from '#src/features/team/team-translations.server.ts';
import { listingContact } from '#src/features/team/listing-contact.ts';
import { listingAdvisorName } from '#src/features/team/contact-card.ts';
import type { ListingsDeps } from '#src/features/listings/api.server.ts';
import { loadCatalog, type Catalog } from '#src/features/listings/catalog.server.ts';
import { listingHead } from '#src/features/listings/listing-head.ts';
import { DEFAULT_SOCIAL_IMAGE } from '#src/lib/page-head.ts';
import {
  LISTING_FOOT_REGION,
  LISTING_HEAD_REGION,
  LISTING_MAIN_REGION,
  LISTING_SLOTS,
  TEMPLATE_LISTING,
  galleryProps,
  listingTemplateFile,
  toursProps,
} from './listing-page.ts';
import { staticSlot, componentHtml, refillIsland, type AnyComponent } from '#src/lib/server/islands.ts';
import { ListingPageFoot } from '#src/features/listings/ListingPageFoot.tsx';
import MortgageCalculator from '#src/features/listings/MortgageCalculator.tsx';
import { mortgageEstimateProps } from '#src/features/listings/mortgage-props.ts';
import { propertyTaxRates } from '#src/features/listings/property-tax-rates.server.ts';
import { Gallery } from '#src/features/listings/Gallery.tsx';
import ListingMap from '#src/features/listings/ListingMap.tsx';
import { listingMapPoint } from '#src/features/listings/listing-location.ts';
import { ListingTours } from '#src/features/listings/ListingTours.tsx';
import {
  ListingsUnavailable,
  PropertyDetailView,
  PropertyNotFound,
} from '#src/features/listings/PropertyDetailView.tsx';
import { rankSimilar } from '#src/features/listings/similar.ts';
import {
  contactEyebrows,
  galleryTextProp,
  inquiryMessageIn,
  listingHeadWords,
  listingMapTextProp,
  listingText,
  mortgageTextProp,
  textProp,
  tourTextProp,
} from '#src/features/listings/listing-words.ts';

export interface ListingPageDeps extends ListingsDeps {
  /** The template's HTML in a language. */
  template: (locale: Locale) => Promise<string>;
  /** The site's origin, as the build's canonical URLs have it. */
  siteUrl: string;
}

/** The deploy's template of each language, each read once per instance. */
export const readListingTemplate = localeTemplateReader(listingTemplateFile);

/** A listing's page in the page's language: "/pt/properties/12". */
const pagePath = (id: number, locale: Locale) => localePath(listingPath(id), locale);

/**
 * The detail's slots as the template marks them (their islands refilled already), the share button's title,
 * path and link rewritten, each in the element @astrojs/react gives a static component's slot.
 */
function detailSlots(
  property: Property,
  main: string,
  siteUrl: string,
  locale: Locale,
  content: Locale,
): Record<string, ReactElement> {
  const slots: Record<string, ReactElement> = {};
  for (const [name, region] of Object.entries(LISTING_SLOTS)) {
    const html = regionContent(main, region);
    if (html === null) throw new Error(`The listing template lacks the slot ${name}`);
    if (name === 'showing') {
      const showing = showingSlot(property, html, content);
      if (showing) slots[name] = showing;
      continue;
    }
    const filled =
      name === 'share'
        ? html
            .replace(
              `data-share-title="${escapeHtml(TEMPLATE_LISTING.title)}"`,
              () => `data-share-title="${escapeHtml(property.title)}"`,
            )
            .replace(
              `data-share-path="${pagePath(TEMPLATE_LISTING.id, locale)}"`,
              () => `data-share-path="${pagePath(property.id, locale)}"`,
            )
            // The link to copy, which the template has at the build's origin.
            .replace(
              /(<input[^>]*\svalue=")[^"]*("[^>]*\sdata-share-url)/,
              (_, before: string, after: string) =>
                `${before}${escapeHtml(new URL(pagePath(property.id, locale), siteUrl).href)}${after}`,
            )
        : html;
    slots[name] = staticSlot(name, filled);
  }
  return slots;
}

/**
 * The listing's own showing section (its open houses) around the template's form block, its island refilled
 * already; none for a home that offers no showing (under contract, sold).
 */
function showingSlot(property: Property, html: string, content: Locale): ReactElement | null {
  if (!offersShowings(property)) return null;
  const form = regionContent(html, SHOWING_FORM_REGION);
  if (form === null) throw new Error('The listing template lacks the showing form');
  const block = `${SHOWING_FORM_REGION.start}${form}${SHOWING_FORM_REGION.end}`;
  return createElement(
    ShowingSection,
    { listing: property, text: showingSectionText(content) },
    staticSlot('default', block),
  );
}

/** Astro leaves out the slot elements of a component it renders without hydration; so does the function. */
const withoutStaticSlotTags = (html: string): string => html.replace(/<\/?astro-static-slot(?: name="[^"]*")?>/g, '');

/** How Astro's loader of a hydration directive (client:visible, ...) registers it, by name. */
const DIRECTIVE_LOADER = /\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.(\w+)=/;

/**
 * The template's scripts less the loaders of hydration directives that no island of the detail uses any
 * longer (a sold home's page has no inquiry form, so no client:interaction), as Astro leaves them out of a
 * page without such an island.
 */
function withoutUnusedDirectives(scripts: string, detail: string): string {
  return scripts.replace(/<script>[\s\S]*?<\/script>/g, (script) => {
    const directive = DIRECTIVE_LOADER.exec(script)?.[1];
    return directive && !detail.includes(`client="${directive}"`) ? '' : script;
  });
}

/** An island's props with its words, given only outside English and first (as ListingPage.astro gives them). */
const withText = <P extends object>(props: P, text: object | undefined) => ({ ...textProp(text), ...props });

/** The page's head for its language: written in its languages, or kept out of the index while shown in English. */
function headLanguage(locale: Locale, language: TemplateLanguage) {
  const untranslated = language.content !== locale;
  return { noindex: untranslated, languages: untranslated ? [] : language.languages };
}

/**
 * The whole page of one listing, in the language of `template` (the page's URL's, `locale`): its words in the
 * template's content language.
 */
export async function fillListingPage(
  template: string,
  property: Property,
  catalog: Pick<Catalog, 'properties' | 'syncedAt'>,
  siteUrl: string,
  /** When the page is made: the showing slots it offers. */
  now: Date = new Date(),
  locale: Locale = DEFAULT_LOCALE,
): Promise<string> {
  const language = templateLanguage(template, locale);
  const { content } = language;
  const site = siteSettings();
  const advisor = listingContact(property, await teamMembersIn(content), site, contactEyebrows(content));
  const advisorName = listingAdvisorName(advisor);
  const head = listingHead(property, advisorName, siteUrl, site.name, listingHeadWords(property, advisorName, content));
  const similar = rankSimilar(property, catalog.properties);
  const text = listingText(content);

  let page = withHead(
    template,
    { ...head, path: pagePath(property.id, locale), ...headLanguage(locale, language) },
    siteUrl,
  );
  page = withRegion(page, LISTING_HEAD_REGION, head.headHtml);
  // The islands inside the detail's slots first, then the static detail around them.
  page = await refillIsland(
    page,
    'Gallery',
    Gallery as unknown as AnyComponent,
    withText(galleryProps(property), galleryTextProp(content)),
  );
  // Without a tour or video the detail leaves the tour out, and the template's tour with it.
  const tours = toursProps(property);
  if (tours)
    page = await refillIsland(
      page,
      'ListingTours',
      ListingTours as unknown as AnyComponent,
      withText(tours, tourTextProp(content)),
    );
  page = await refillIsland(
    page,
    'InquiryForm',
    InquiryForm as AnyComponent,
    withText({ defaultMessage: inquiryMessageIn(property, content) }, inquiryFormTextProp(content)),
  );
  page = await refillIsland(
    page,
    'ShowingRequest',
    ShowingRequest as unknown as AnyComponent,
    withText({ ...showingRequestProps(property, site, now.toISOString()) }, showingFormTextProp(content)),
  );
  page = await refillIsland(
    page,
    'MortgageCalculator',
    MortgageCalculator as unknown as AnyComponent,
    withText({ ...mortgageEstimateProps(property, site.mortgage, propertyTaxRates()) }, mortgageTextProp(content)),
  );
  // Without coordinates the detail leaves the map out, and the template's map with it.
  const point = listingMapPoint(property);
  if (point)
    page = await refillIsland(
      page,
      'ListingMap',
      ListingMap as unknown as AnyComponent,
      withText({ ...point }, listingMapTextProp(content)),
    );
  const main = regionContent(page, LISTING_MAIN_REGION) ?? '';
  // Astro writes the scripts its slots need (share, island loaders) just before the detail's <article>.
  const scripts = main.slice(0, Math.max(0, main.indexOf('<article')));
  const detail = withoutStaticSlotTags(
    await componentHtml(
      PropertyDetailView as unknown as AnyComponent,
      {
        property,
        advisor,
        page: true,
        offersShowings: offersShowings(property),
        text,
        ...detailSlots(property, main, siteUrl, locale, content),
      },
      '',
    ),
  );
  page = withRegion(page, LISTING_MAIN_REGION, withoutUnusedDirectives(scripts, detail) + detail);
  const foot = await componentHtml(
    ListingPageFoot as unknown as AnyComponent,
    {
      property,
      similar,
      // In the page's language, with the MLS's English beside a translation.
      idx: siteSettings(content).idx,
      idxOriginal: content === DEFAULT_LOCALE ? undefined : site.idx,
      locale: content,
      syncedAt: catalog.syncedAt,
      text,
    },
    '',
  );
  page = withRegion(page, LISTING_FOOT_REGION, foot);
  // Its policy without the hashes of the loaders it left out, as the build trims a prebuilt page's.
  return withUnusedHashesDropped(inPageLanguage(withLanguageLinks(page, listingPath(property.id)), locale));
}

/** The template with a message in place of the listing: "Property Not Found", or listings unavailable. */
function messagePage(
  template: string,
  siteUrl: string,
  locale: Locale,
  message: { path: string; title: string; description: string; body: ReactElement },
): string {
  const { body, ...fields } = message;
  let page = withHead(template, { ...fields, image: DEFAULT_SOCIAL_IMAGE, noindex: true }, siteUrl);
  page = withRegion(page, LISTING_HEAD_REGION, '');
  page = withRegion(page, LISTING_MAIN_REGION, renderToStaticMarkup(body));
  page = withRegion(page, LISTING_FOOT_REGION, '');
  // Without the detail's islands, the page loads no island runtime either.
  page = withoutIdleIslandRuntime(page);
  return withUnusedHashesDropped(inPageLanguage(withLanguageLinks(page, englishPath(message.path)), locale));
}

/**
 * The catalogue; while the feed's store cannot be read, the office's files alone (flagged), so that the
 * office's own listings keep their pages through a Blobs outage.
 */
async function catalogOrOffice(deps: ListingsDeps): Promise<{ catalog: Catalog; officeOnly: boolean } | null> {
  try {
    return { catalog: await loadCatalog(deps), officeOnly: false };
  } catch (error) {
    console.error('Listings could not be loaded:', error);
    if (!deps.feed) return null;
    return loadCatalog({ office: deps.office, feed: null }).then(
      (catalog) => ({ catalog, officeOnly: true }),
      () => null,
    );
  }
}

export async function renderListingPage(request: Request, deps: ListingPageDeps): Promise<Response> {
  const refused = guardMethod(request, ['GET', 'HEAD']);
  if (refused) return refused;
  const path = new URL(request.url).pathname;
  const locale = requestLocale(request);
  const id = positiveIntParam.safeParse(listingIdSegment(englishPath(path)) ?? '');

  const template = await deps.template(locale).catch((error: unknown) => {
    console.error('The listing template could not be read:', error);
    return null;
  });
  // The words of the language the template shows its content in.
  const text = listingText(template === null ? locale : templateLanguage(template, locale).content);
  const loaded = template === null ? null : await catalogOrOffice(deps);
  const property = id.success ? loaded?.catalog.byId.get(id.data) : undefined;
  // Without the feed, only the office's own listings can be answered, and not as the whole catalogue.
  if (template === null || !loaded || (!property && loaded.officeOnly)) {
    return htmlPage(
      template &&
        messagePage(template, deps.siteUrl, locale, {
          path,
          title: text.unavailable.title,
          description: text.unavailable.text,
          body: createElement(ListingsUnavailable, { text }),
        }),
      503,
      { 'cache-control': 'no-store', 'retry-after': '60' },
    );
  }
  const { catalog, officeOnly } = loaded;

  // A missing listing's page is cached too: the sync purges its tag when the listing appears.
  const tags = id.success ? [CACHE_TAGS.property(id.data), CACHE_TAGS.listingPages] : [CACHE_TAGS.listingPages];
  const headers = officeOnly ? { 'cache-control': 'no-store' } : cdnCacheHeaders(tags);
  if (!property) {
    const page = messagePage(template, deps.siteUrl, locale, {
      path,
      title: text.notFound.title,
      description: text.notFound.text,
      body: createElement(PropertyNotFound, { text }),
    });
    return htmlPage(request.method === 'HEAD' ? null : page, 404, headers);
  }
  const page = await fillListingPage(template, property, catalog, deps.siteUrl, new Date(), locale);
  return htmlPage(request.method === 'HEAD' ? null : page, 200, headers);
}
