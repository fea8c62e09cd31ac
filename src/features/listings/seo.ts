/** Metadata of a property page: meta description and RealEstateListing JSON-LD. Pure. */
import type { Accommodation, ItemAvailability, Place, RealEstateListing, WithContext } from 'schema-dts';
import type { Property } from '#src/schemas/property.ts';

/** Shortens text to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function truncateWords(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > max / 2 ? cut.slice(0, end) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** The spec's meta description: the description plus a contact line naming the advisor or "our team". */
export function propertyMetaDescription(property: Pick<Property, 'description'>, advisorName: string | null): string {
  const contact = `Contact ${advisorName ?? 'our team'} to arrange a private showing.`;
  return `${truncateWords(property.description, 158 - contact.length)} ${contact}`;
}

/** "412 Seaview Bluff Road, Newport, RI 02840". */
export function fullAddress(property: Pick<Property, 'address' | 'city' | 'state' | 'zipcode'>): string {
  return `${property.address}, ${property.city}, ${property.state} ${property.zipcode}`;
}

const AVAILABILITY: Record<Property['status'], ItemAvailability> = {
  Available: 'https://schema.org/InStock',
  'Coming Soon': 'https://schema.org/PreOrder',
  'Under Contract': 'https://schema.org/LimitedAvailability',
  Sold: 'https://schema.org/SoldOut',
};

function place(property: Property): Accommodation | Place {
  const address = {
    '@type': 'PostalAddress',
    // No street when the MLS forbids showing it: the town stays.
    ...(property.addressHidden ? {} : { streetAddress: property.address }),
    addressLocality: property.city,
    addressRegion: property.state,
    postalCode: property.zipcode,
    addressCountry: 'US',
  } as const;
  if (property.propertyType === 'Land') return { '@type': 'Place', name: property.title, address };
  const type =
    property.propertyType === 'Condo'
      ? 'Apartment'
      : property.propertyType === 'Single Family'
        ? 'SingleFamilyResidence'
        : 'House';
  return {
    '@type': type,
    name: property.title,
    address,
    numberOfBedrooms: property.beds,
    numberOfBathroomsTotal: property.baths,
    floorSize: { '@type': 'QuantitativeValue', value: property.squareFeet, unitCode: 'FTK' },
  };
}

export interface JsonLdContext {
  /** Absolute URL of the page. */
  pageUrl: string;
  /** Absolute site origin, for image URLs. */
  siteUrl: string;
  brand: string;
  advisorName: string | null;
}

export function propertyJsonLd(property: Property, context: JsonLdContext): WithContext<RealEstateListing> {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: property.title,
    description: property.description,
    url: context.pageUrl,
    image: property.images.map((src) => new URL(src, context.siteUrl).href),
    datePosted: property.createdAt,
    about: place(property),
    offers: {
      '@type': 'Offer',
      price: property.price,
      priceCurrency: 'USD',
      availability: AVAILABILITY[property.status],
      offeredBy: context.advisorName
        ? {
            '@type': 'Person',
            name: context.advisorName,
            worksFor: { '@type': 'RealEstateAgent', name: context.brand },
          }
        : // An MLS listing is offered by its listing brokerage.
          { '@type': 'RealEstateAgent', name: property.listOfficeName ?? context.brand },
    },
  };
}
