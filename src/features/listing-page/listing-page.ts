/**
 * A listing page rendered on demand from the prebuilt template page (ListingPage.astro built with
 * TEMPLATE_LISTING): its marked regions and the listing it is built with. Pure.
 */
import { pageRegion } from '#src/lib/page-regions.ts';
import type { ContentRef } from '#src/lib/content.ts';
import { ADDRESS_ON_REQUEST } from '#src/schemas/property-fields.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import type { Property } from '#src/schemas/property.ts';
import { listingTours, type ListingTour } from '#src/features/listings/tours.ts';

/**
 * Where the build leaves the template of each language ("dist/pt/listing-template.html" → "build/pt/…"):
 * astro.config.mjs moves them out of dist/, so none is ever a page.
 */
export const listingTemplateFile = (locale: Locale): string =>
  locale === DEFAULT_LOCALE ? 'build/listing-template.html' : `build/${locale}/listing-template.html`;

/** The English template. */
export const LISTING_TEMPLATE_FILE = listingTemplateFile(DEFAULT_LOCALE);

/**
 * The content files a listing page shows beside the site's own (pageLanguage): the team, whose titles the
 * advisor's card shows. The listing's own words are the MLS's (or the office file's), never translated.
 */
export const LISTING_CONTENT: readonly ContentRef[] = [{ collection: 'team' }];

export const LISTING_HEAD_REGION = pageRegion('listing-head');
export const LISTING_MAIN_REGION = pageRegion('listing-main');
export const LISTING_FOOT_REGION = pageRegion('listing-foot');
/** The detail's slots in the template, by the prop name they reach the detail under. */
export const LISTING_SLOTS = {
  gallery: pageRegion('listing-slot-gallery'),
  tours: pageRegion('listing-slot-tours'),
  share: pageRegion('listing-slot-share'),
  mortgage: pageRegion('listing-slot-mortgage'),
  map: pageRegion('listing-slot-map'),
  inquiry: pageRegion('listing-slot-inquiry'),
  showing: pageRegion('listing-slot-showing'),
} as const;

/** The gallery island's props: the photos, and the floor plans when the listing has some. */
export const galleryProps = ({ images, title, floorPlans }: Property) => ({
  images,
  title,
  ...(floorPlans?.length ? { floorPlans } : {}),
});

/**
 * The tour island's props: the listing's tour and video, read, over its first photo; null when it has
 * neither (or neither is an https address), and then the page has no such island nor its code.
 */
export function toursProps(property: Property): { title: string; poster?: string; tours: ListingTour[] } | null {
  const tours = listingTours(property);
  if (tours.length === 0) return null;
  const poster = property.images[0];
  return { title: property.title, ...(poster === undefined ? {} : { poster }), tours };
}

/**
 * The listing the template is built with. Its values never reach a visitor: the function replaces every
 * part of the page that shows a listing. It is Available and has coordinates and a tour, so that the
 * template holds every slot (the inquiry form, the map, the tour), whichever a listing shows.
 */
export const TEMPLATE_LISTING: Property = {
  id: 1,
  title: 'Listing template',
  description: 'The prebuilt page from which the listing pages of the MLS feed are rendered.',
  price: 1,
  address: ADDRESS_ON_REQUEST,
  city: 'Newport',
  state: 'RI',
  zipcode: '02840',
  beds: 1,
  baths: 1,
  squareFeet: 1,
  propertyType: 'Single Family',
  status: 'Available',
  isFeatured: false,
  images: ['/images/listings/placeholder.webp'],
  features: [],
  advisorId: null,
  createdAt: '2026-01-01T00:00:00Z',
  latitude: 41.49,
  longitude: -71.31,
  virtualTourUrl: 'https://tours.example.com/listing-template',
};
