/**
 * What a listing page says about itself to search engines and social cards: its title, meta description,
 * image and JSON-LD. Shared by the prebuilt pages and the function that renders the others. Pure.
 */
import { breadcrumbJsonLd, serializeJsonLd } from '#src/lib/jsonld.ts';
import { listingPath } from '#src/lib/paths.ts';
import { DEFAULT_SOCIAL_IMAGE } from '#src/lib/page-head.ts';
import type { Property } from '#src/schemas/property.ts';
import { propertyJsonLd, propertyMetaDescription } from './seo.ts';

export interface ListingHead {
  /** Without the brand (BaseLayout appends it). */
  title: string;
  description: string;
  /** Root-relative. */
  image: string;
  /** The RealEstateListing and BreadcrumbList blocks, as <script> elements. */
  jsonLdHtml: string;
}

const jsonLdScript = (data: object) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`;

export function listingHead(
  property: Property,
  advisorName: string | null,
  siteUrl: string,
  brand: string,
): ListingHead {
  const path = listingPath(property.id);
  const crumbs = [
    { label: 'Home', href: '/' },
    { label: 'Properties', href: '/properties' },
    { label: property.title, href: path },
  ];
  const listing = propertyJsonLd(property, { pageUrl: new URL(path, siteUrl).href, siteUrl, brand, advisorName });
  return {
    title: property.title,
    description: propertyMetaDescription(property, advisorName),
    image: property.images[0] ?? DEFAULT_SOCIAL_IMAGE,
    jsonLdHtml: jsonLdScript(listing) + jsonLdScript(breadcrumbJsonLd(crumbs, siteUrl)),
  };
}
