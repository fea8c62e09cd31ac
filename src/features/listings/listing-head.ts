/**
 * What a listing page says about itself to search engines and social cards: its title, meta description,
 * image and JSON-LD. Shared by the prebuilt pages and the function that renders the others. Pure.
 */
import { breadcrumbJsonLd, jsonLdScript } from '#src/lib/jsonld.ts';
import { listingPath } from '#src/lib/paths.ts';
import { DEFAULT_SOCIAL_IMAGE } from '#src/lib/page-head.ts';
import type { Property } from '#src/schemas/property.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { localePath } from '#src/lib/i18n.ts';
import { imageCdnSrcset } from '#src/lib/image-cdn.ts';
import { GALLERY_SIZES } from './gallery.ts';
import { propertyJsonLd, propertyMetaDescription } from './seo.ts';

export interface ListingHead {
  /** Without the brand (BaseLayout appends it). */
  title: string;
  description: string;
  /** Root-relative. */
  image: string;
  /**
   * What the page's <head> gets besides the title and meta tags: a preload of the gallery's first photo (the
   * LCP image on a phone), then the RealEstateListing and BreadcrumbList blocks as <script> elements.
   */
  headHtml: string;
}

/** The head's words in a language other than English (listing-words.ts): its own title and description. */
export interface ListingHeadWords {
  locale: Locale;
  title: string;
  description: string;
  /** The breadcrumbs' names. */
  home: string;
  properties: string;
}

/**
 * The gallery's first photo, requested with the stylesheet: the preload scanner would fetch it from the body
 * only after the first layout. AVIF only (browsers without it skip the hint); nothing for a remote photo.
 */
function firstPhotoPreload(property: Property): string {
  const first = property.images[0];
  const srcset = first === undefined ? undefined : imageCdnSrcset(first, 'avif');
  if (srcset === undefined) return '';
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${srcset.replaceAll('&', '&amp;')}" imagesizes="${GALLERY_SIZES}" fetchpriority="high">`;
}

export function listingHead(
  property: Property,
  advisorName: string | null,
  siteUrl: string,
  brand: string,
  words?: ListingHeadWords,
): ListingHead {
  const locale = words?.locale ?? DEFAULT_LOCALE;
  const path = localePath(listingPath(property.id), locale);
  const crumbs = [
    { label: words?.home ?? 'Home', href: localePath('/', locale) },
    { label: words?.properties ?? 'Properties', href: localePath('/properties', locale) },
    { label: property.title, href: path },
  ];
  const listing = propertyJsonLd(property, { pageUrl: new URL(path, siteUrl).href, siteUrl, brand, advisorName });
  return {
    title: words?.title ?? property.title,
    description: words?.description ?? propertyMetaDescription(property, advisorName),
    image: property.images[0] ?? DEFAULT_SOCIAL_IMAGE,
    headHtml: firstPhotoPreload(property) + jsonLdScript(listing) + jsonLdScript(breadcrumbJsonLd(crumbs, siteUrl)),
  };
}
