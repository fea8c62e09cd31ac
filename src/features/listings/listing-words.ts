/**
 * A listing page's words in a language, from the message catalogue: the detail's and the foot's (ListingText),
 * each island's (given as a prop only outside English, whose words the islands hold themselves), the card of
 * who answers, and the head. For the pages the build prerenders and the property-page function: never imported
 * by code that ships to the browser (every message holds all four languages). The listing's own words (title,
 * address, description, features, the MLS's attribution and disclaimer) are never translated.
 */
import { m } from '#src/paraglide/messages.js';
import { formatLongDate, formatNumberIn, formatPriceFullIn, intlLocale } from '#src/lib/format.ts';
import { pluralWords } from '#src/lib/plural-words.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { RI_COUNTY_NAMES, riCounty } from '#src/schemas/rules/ri-towns.ts';
import type { Property } from '#src/schemas/property.ts';
import { ENGLISH_CONTACT_EYEBROWS, type ContactEyebrows } from '#src/features/team/listing-contact.ts';
import { areaIn, badgeLabelsIn, cardText, propertyTypeIn, statLineIn } from './card-text.ts';
import type { GalleryText } from './gallery.ts';
import { formatEasternDateTime } from './idx.ts';
import type { ListingHeadWords } from './listing-head.ts';
import { townGuide, type GuideLink } from './listing-location.ts';
import { ENGLISH_LISTING_TEXT, type ListingText } from './listing-text.ts';
import type { ListingMapText } from './MapNote.tsx';
import { MORTGAGE_FIELDS, NUMBER_MESSAGES } from './mortgage.ts';
import type { MortgageText } from './mortgage-text.ts';
import { formatOpenHouse } from './open-houses.ts';
import { fullAddress } from './seo.ts';
import type { TourText } from './tour-labels.ts';

interface Options {
  locale: Locale;
}

const STATUS_NAMES = {
  Available: m.listing_status_available,
  'Coming Soon': m.card_badge_coming_soon,
  'Under Contract': m.card_badge_under_contract,
  Sold: m.card_badge_sold,
} satisfies Record<Property['status'], (inputs: Record<string, never>, options: Options) => string>;

/** The states with a page of their own, by the code a listing names (listing-location.ts links them). */
const STATE_NAMES: Readonly<Record<string, string>> = { MA: 'Massachusetts', CT: 'Connecticut' };

/** townGuide's link, named in a language: the county's guide, Rhode Island's county guides, or the state's page. */
function townGuideIn(property: Pick<Property, 'city' | 'state'>, locale: Locale): GuideLink | null {
  const guide = townGuide(property);
  if (!guide) return null;
  const o = { locale };
  const county = riCounty(property.city, property.state);
  const state = STATE_NAMES[property.state.trim().toUpperCase()];
  const label = county
    ? m.listing_county_guide({ county: RI_COUNTY_NAMES[county] }, o)
    : state
      ? m.listing_state_guide({ state }, o)
      : m.listing_county_guides_ri({}, o);
  return { href: guide.href, label };
}

/** The gallery's words in the catalogue's language. */
export function catalogueGalleryText(locale: Locale): GalleryText {
  const o = { locale };
  const index = '{index}';
  const count = '{count}';
  const title = '{title}';
  return {
    locale,
    legend: m.listing_gallery({}, o),
    photos: m.listing_photos({}, o),
    floorPlans: m.listing_floor_plans({}, o),
    photosOf: m.listing_photos_of({ title }, o),
    floorPlansOf: m.listing_floor_plans_of({ title }, o),
    photo: m.listing_photo_name({ index, count, title }, o),
    floorPlan: m.listing_floor_plan_name({ index, count, title }, o),
    previousPhoto: m.listing_previous_photo({}, o),
    nextPhoto: m.listing_next_photo({}, o),
    showPhoto: m.listing_show_photo({ index, count }, o),
    previousFloorPlan: m.listing_previous_floor_plan({}, o),
    nextFloorPlan: m.listing_next_floor_plan({}, o),
    viewAll: pluralWords((n) => m.listing_view_all_photos({ count: n }, o), locale),
    zoomIn: m.listing_zoom_in({}, o),
    zoomOut: m.listing_zoom_out({}, o),
    close: m.listing_close({}, o),
  };
}

/** The tour section's words in the catalogue's language. */
export function catalogueTourText(locale: Locale): TourText {
  const o = { locale };
  return {
    headingBoth: m.listing_tours_both({}, o),
    headingTour: m.listing_tours_tour({}, o),
    headingVideo: m.listing_tours_video({}, o),
    playTour: m.listing_play_tour({ provider: '{provider}' }, o),
    playVideo: m.listing_play_video({ provider: '{provider}' }, o),
    viewTour: m.listing_view_tour({ host: '{host}' }, o),
    watchVideo: m.listing_watch_video({ host: '{host}' }, o),
    tourOf: m.listing_tour_of({ title: '{title}' }, o),
    videoOf: m.listing_video_of({ title: '{title}' }, o),
    opensNewTab: m.chrome_opens_new_tab({}, o),
  };
}

/** The mortgage estimate's words in the catalogue's language. */
export function catalogueMortgageText(locale: Locale): MortgageText {
  const o = { locale };
  const rate = '{rate}';
  return {
    locale,
    heading: m.listing_mortgage_heading({}, o),
    price: m.listing_mortgage_price({}, o),
    downPayment: m.listing_mortgage_down({}, o),
    rate: m.listing_mortgage_rate({}, o),
    term: m.listing_mortgage_term({}, o),
    years: pluralWords((n) => m.listing_mortgage_years({ count: n }, o), locale),
    totalWithoutTax: m.listing_mortgage_total_without_tax({}, o),
    total: m.listing_mortgage_total({}, o),
    correct: m.listing_mortgage_correct({}, o),
    principal: m.listing_mortgage_principal({}, o),
    principalNote: m.listing_mortgage_principal_note({ term: '{term}', rate, amount: '{amount}' }, o),
    tax: m.listing_mortgage_tax({}, o),
    notIncluded: m.listing_mortgage_not_included({}, o),
    noRate: m.listing_mortgage_no_rate({ year: '{year}', place: '{place}' }, o),
    taxRate: m.listing_mortgage_tax_rate({ place: '{place}', rate, year: '{year}' }, o),
    perThousand: m.listing_mortgage_per_thousand({ amount: '{amount}', thousand: '{thousand}' }, o),
    insurance: m.listing_mortgage_insurance({}, o),
    insuranceNote: m.listing_mortgage_insurance_note({ rate }, o),
    hoa: m.listing_mortgage_hoa({}, o),
    hoaNone: m.listing_mortgage_hoa_none({}, o),
    hoaListed: m.listing_mortgage_hoa_listed({}, o),
    rateAsOf: m.listing_mortgage_rate_as_of({ rate, date: '{date}' }, o),
    disclaimer: m.listing_mortgage_disclaimer({}, o),
    messages:
      locale === DEFAULT_LOCALE
        ? {}
        : {
            [MORTGAGE_FIELDS.price.required]: m.listing_mortgage_error_price({}, o),
            [MORTGAGE_FIELDS.downPayment.required]: m.listing_mortgage_error_down({}, o),
            [MORTGAGE_FIELDS.downPayment.max.message]: m.listing_mortgage_error_down_max({}, o),
            [MORTGAGE_FIELDS.rate.required]: m.listing_mortgage_error_rate({}, o),
            [MORTGAGE_FIELDS.rate.max.message]: m.listing_mortgage_error_rate_max({}, o),
            [NUMBER_MESSAGES.negative]: m.listing_mortgage_error_negative({}, o),
            [NUMBER_MESSAGES.notNumber]: m.listing_mortgage_error_not_number({}, o),
            [NUMBER_MESSAGES.tooLarge]: m.listing_mortgage_error_too_large({}, o),
            [NUMBER_MESSAGES.zero]: m.listing_mortgage_error_zero({}, o),
          },
  };
}

/** The map's words in the catalogue's language. */
export function catalogueListingMapText(locale: Locale): ListingMapText {
  const o = { locale };
  return {
    mapOf: m.listing_map_of({ title: '{title}' }, o),
    loading: m.listing_map_loading({}, o),
    failed: m.listing_map_failed({}, o),
  };
}

/**
 * An island's words as props to spread first ({...textProp(words)}): none at all in English, whose island
 * holds its own words; first, so that a page the function renders from the template lists them in the same
 * order as the build's. The server renders with them; the listing page's islands hydrate without them and load
 * them from a file of their own (src/lib/island-words.ts).
 */
export const textProp = <T>(text: T | undefined): { text?: T } => (text === undefined ? {} : { text });

/** The words an island is given: none in English, whose words it holds itself. */
const forIsland =
  <T>(words: (locale: Locale) => T) =>
  (locale: Locale): T | undefined =>
    locale === DEFAULT_LOCALE ? undefined : words(locale);

export const galleryTextProp = forIsland(catalogueGalleryText);
export const tourTextProp = forIsland(catalogueTourText);
export const mortgageTextProp = forIsland(catalogueMortgageText);
export const listingMapTextProp = forIsland(catalogueListingMapText);

/** The detail's, the foot's and the not-found page's words in the catalogue's language. */
export function catalogueListingText(locale: Locale): ListingText {
  const o = { locale };
  const english = locale === DEFAULT_LOCALE;
  // The listing's name and address stay the MLS's (or the office file's) English, marked so in another language.
  return {
    listingLang: english ? undefined : DEFAULT_LOCALE,
    price: (price) => formatPriceFullIn(price, locale),
    number: (value) => formatNumberIn(value, locale),
    area: (squareFeet) => (english ? ENGLISH_LISTING_TEXT.area(squareFeet) : areaIn(squareFeet, locale)),
    propertyType: (type) => propertyTypeIn(type, locale),
    status: (status) => STATUS_NAMES[status]({}, o),
    facts: {
      bedrooms: m.listing_fact_bedrooms({}, o),
      bathrooms: m.listing_fact_bathrooms({}, o),
      squareFeet: m.listing_fact_square_feet({}, o),
      propertyType: m.listing_fact_type({}, o),
    },
    showOnMap: m.listing_show_on_map({}, o),
    listed: m.listing_listed({ date: '{date}' }, o),
    onMarket: m.listing_on_market({ date: '{date}' }, o),
    date: (date) => formatLongDate(date, locale),
    lastUpdated: (property) =>
      property.source === 'mls' && property.modifiedAt
        ? m.listing_last_updated(
            { date: english ? formatEasternDateTime(property.modifiedAt) : easternIn(property.modifiedAt, locale) },
            o,
          )
        : null,
    breadcrumb: { label: m.listing_breadcrumb({}, o), home: m.nav_home({}, o), properties: m.nav_properties({}, o) },
    save: m.listing_save({}, o),
    about: m.listing_about({}, o),
    location: m.listing_location({}, o),
    townGuide: (property) => townGuideIn(property, locale),
    townSearch: m.listing_homes_for_sale_in({ city: '{city}' }, o),
    contactRegion: m.listing_contact_region({}, o),
    showingTitle: m.listing_showing_title({}, o),
    sold: {
      heading: m.listing_sold_heading({}, o),
      similar: m.listing_sold_similar({}, o),
      valuation: m.listing_valuation({}, o),
    },
    features: {
      heading: m.listing_features({}, o),
      groups: {
        interior: m.listing_features_interior({}, o),
        exterior: m.listing_features_exterior({}, o),
        parking: m.listing_features_parking({}, o),
        appliances: m.listing_features_appliances({}, o),
        viewsAndWaterfront: m.listing_features_views({}, o),
        other: m.listing_features_other({}, o),
      },
    },
    openHouses: {
      heading: m.listing_open_houses({}, o),
      addToCalendar: m.listing_add_to_calendar({}, o),
      when: (openHouse) => formatOpenHouse(openHouse, locale),
    },
    actionBar: {
      call: m.listing_call({}, o),
      requestShowing: m.listing_request_a_showing({}, o),
      valuation: m.listing_valuation({}, o),
    },
    advisorCard: { profile: m.listing_advisor_profile({}, o), contactUs: m.listing_contact_us({}, o) },
    gallery: catalogueGalleryText(locale),
    badges: (listing) => (english ? undefined : badgeLabelsIn(listing, locale)),
    similar: {
      heading: m.listing_similar({}, o),
      card: (property) => (english ? undefined : cardText(property, locale)),
    },
    notFound: {
      title: m.listing_not_found_title({}, o),
      text: m.listing_not_found_text({}, o),
      viewAll: m.listing_view_all({}, o),
    },
    unavailable: { title: m.listing_unavailable_title({}, o), text: m.listing_unavailable_text({}, o) },
  };
}

/** formatEasternDateTime in a language: a moment as Rhode Island reads it. */
function easternIn(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: 'America/New_York',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** The page's words: English's own, or the catalogue's. */
export const listingText = (locale: Locale): ListingText =>
  locale === DEFAULT_LOCALE ? ENGLISH_LISTING_TEXT : catalogueListingText(locale);

/** Who answers about the listing, as the card's eyebrow names them, in the catalogue's language. */
export function contactEyebrows(locale: Locale): ContactEyebrows {
  if (locale === DEFAULT_LOCALE) return ENGLISH_CONTACT_EYEBROWS;
  const o = { locale };
  return {
    listingAdvisor: m.listing_eyebrow_listing_advisor({}, o),
    townAdvisor: m.listing_eyebrow_town_advisor({ brand: '{brand}', town: '{town}' }, o),
    office: m.listing_eyebrow_office({ brand: '{brand}' }, o),
  };
}

/** The head's title and description in a language; none in English, whose head is the spec's. */
export function listingHeadWords(
  property: Property,
  advisorName: string | null,
  locale: Locale,
): ListingHeadWords | undefined {
  if (locale === DEFAULT_LOCALE) return undefined;
  const o = { locale };
  const type = propertyTypeIn(property.propertyType, locale);
  const about = m.listing_head_description(
    {
      type,
      city: property.city,
      state: property.state,
      stats: statLineIn(property, locale),
      price: formatPriceFullIn(property.price, locale),
    },
    o,
  );
  const contact = advisorName
    ? m.listing_head_contact({ advisor: advisorName }, o)
    : m.listing_head_contact_team({}, o);
  return {
    locale,
    title: m.listing_head_title({ title: property.title, type, city: property.city }, o),
    description: `${about} ${contact}`,
    home: m.nav_home({}, o),
    properties: m.nav_properties({}, o),
  };
}

/** The inquiry form's first words on a listing page, naming the listing as the MLS (or the office) does. */
export const inquiryMessageIn = (property: Property, locale: Locale): string =>
  m.listing_inquiry_message({ title: property.title, address: fullAddress(property) }, { locale });
