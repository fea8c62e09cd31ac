/**
 * The words of a listing's page around its islands (PropertyDetailView and the parts it shows, the page's foot,
 * the not-found page), in one object: English here, which the CMS preview renders in the browser too; in
 * another language from the catalogue (listing-words.ts, build and server only). The page renders these parts
 * without hydrating them, so the object may hold functions. Pure.
 */
import { FEATURE_GROUPS, type FeatureGroupKey } from '#src/schemas/feature-groups.ts';
import type { PropertyType } from '#src/schemas/property-fields.ts';
import type { OpenHouse, Property } from '#src/schemas/property.ts';
import { formatLongDate, formatPriceFull } from '#src/lib/format.ts';
import type { BadgeLabels } from './badges.ts';
import { ENGLISH_GALLERY_TEXT, type GalleryText } from './gallery.ts';
import { lastUpdatedLine } from './idx.ts';
import { townGuide, type GuideLink } from './listing-location.ts';
import { formatOpenHouse } from './open-houses.ts';
import type { CardText } from './PropertyCard.tsx';
import { formatArea } from './units.ts';

export interface ListingText {
  /**
   * The language of the listing's own words (its title, address, description and features: the MLS's, or the
   * office file's), which are never translated: "en" on a page in another language, to mark them.
   */
  listingLang: 'en' | undefined;
  price: (price: number) => string;
  /** A count or a figure: "3.5", "3,5". */
  number: (value: number) => string;
  area: (squareFeet: number) => string;
  propertyType: (type: PropertyType) => string;
  status: (status: Property['status']) => string;
  facts: { bedrooms: string; bathrooms: string; squareFeet: string; propertyType: string };
  showOnMap: string;
  /** "Listed {date}", "On market {date}". */
  listed: string;
  onMarket: string;
  date: (date: string) => string;
  lastUpdated: (property: Pick<Property, 'source' | 'modifiedAt'>) => string | null;
  breadcrumb: { label: string; home: string; properties: string };
  save: string;
  about: string;
  location: string;
  townGuide: (property: Pick<Property, 'city' | 'state'>) => GuideLink | null;
  /** "Homes for sale in {city}". */
  townSearch: string;
  contactRegion: string;
  showingTitle: string;
  sold: { heading: string; similar: string; valuation: string };
  features: { heading: string; groups: Readonly<Record<FeatureGroupKey, string>> };
  openHouses: { heading: string; addToCalendar: string; when: (openHouse: OpenHouse) => string };
  actionBar: { call: string; requestShowing: string; valuation: string };
  advisorCard: { profile: string; contactUs: string };
  /** The printed floor plans' heading and names. */
  gallery: GalleryText;
  /** The listing's badges; English's own (listingBadges) when none. */
  badges: (listing: Pick<Property, 'onMarketDate'>) => BadgeLabels | undefined;
  similar: { heading: string; card: (property: Property) => CardText | undefined };
  notFound: { title: string; text: string; viewAll: string };
  unavailable: { title: string; text: string };
}

export const ENGLISH_LISTING_TEXT: ListingText = {
  listingLang: undefined,
  price: formatPriceFull,
  number: String,
  area: formatArea,
  propertyType: (type) => type,
  status: (status) => status,
  facts: { bedrooms: 'Bedrooms', bathrooms: 'Bathrooms', squareFeet: 'Square Feet', propertyType: 'Property Type' },
  showOnMap: 'Show on map',
  listed: 'Listed {date}',
  onMarket: 'On market {date}',
  date: (date) => formatLongDate(date),
  lastUpdated: lastUpdatedLine,
  breadcrumb: { label: 'Breadcrumb', home: 'Home', properties: 'Properties' },
  save: 'Save',
  about: 'About This Property',
  location: 'Location',
  townGuide,
  townSearch: 'Homes for sale in {city}',
  contactRegion: 'Contact about this property',
  showingTitle: 'Request a private showing',
  sold: { heading: 'This home has sold', similar: 'See similar homes', valuation: 'What is my home worth?' },
  features: {
    heading: 'Features & Amenities',
    groups: Object.fromEntries(FEATURE_GROUPS.map(({ key, label }) => [key, label])) as Record<FeatureGroupKey, string>,
  },
  openHouses: {
    heading: 'Open Houses',
    addToCalendar: 'Add to calendar',
    when: (openHouse) => formatOpenHouse(openHouse),
  },
  actionBar: { call: 'Call', requestShowing: 'Request a showing', valuation: 'What is my home worth?' },
  advisorCard: { profile: 'View Advisor Profile', contactUs: 'Contact Us' },
  gallery: ENGLISH_GALLERY_TEXT,
  badges: () => undefined,
  similar: { heading: 'Similar Homes', card: () => undefined },
  notFound: {
    title: 'Property Not Found',
    text: "The property you're looking for doesn't exist or has been removed.",
    viewAll: 'View All Properties',
  },
  unavailable: { title: 'Listings Unavailable', text: 'Listings are unavailable. Please try again shortly.' },
};
