/**
 * A page's title, description, canonical URL and social tags, as one HTML string: BaseLayout writes it for
 * every prebuilt page, and the functions that render pages write the same tags for theirs.
 */
import { escapeHtml } from './html.ts';
import { pageRegion } from './page-regions.ts';

/** The social image of a page without one of its own. */
export const DEFAULT_SOCIAL_IMAGE = '/images/og-default.jpg';

export interface PageHead {
  /** The full title, brand included. */
  title: string;
  description: string;
  /** Absolute URLs. */
  canonical: string;
  image: string;
  noindex: boolean;
  siteName: string;
  /** The page in each language it is written in (absolute URLs), with English's as x-default. */
  alternates?: readonly { hreflang: string; href: string }[] | undefined;
  /**
   * The photo the first screen shows largest (the LCP element), fetched before the fonts and the stylesheet's
   * images: an AVIF `srcset` (site-relative CDN URLs) and the `sizes` of the <img> that shows it.
   */
  leadImage?: { srcset: string; sizes: string } | undefined;
}

export function pageHeadHtml(head: PageHead): string {
  const [title, description, canonical, image, siteName] = [
    head.title,
    head.description,
    head.canonical,
    head.image,
    head.siteName,
  ].map(escapeHtml);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${canonical}">`,
    ...(head.alternates ?? []).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`,
    ),
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${siteName}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${canonical}">`,
    `<meta property="og:image" content="${image}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<meta name="twitter:image" content="${image}">`,
    head.leadImage
      ? `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(head.leadImage.srcset)}" imagesizes="${escapeHtml(head.leadImage.sizes)}" fetchpriority="high">`
      : '',
  ].join('');
}

/** Around the head tags of a page template that a function fills in (BaseLayout's `template`). */
export const PAGE_HEAD_REGION = pageRegion('page-head');
