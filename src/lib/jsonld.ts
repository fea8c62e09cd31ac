/** JSON-LD builders (schema.org). Pure: pages pass in data and render the result with JsonLd.astro. */
import type { BreadcrumbList, RealEstateAgent, WithContext } from 'schema-dts';
import type { Site } from '#src/schemas/site.ts';

/** The brokerage with both offices; on every page. */
export function organizationJsonLd(site: Site, siteUrl: string): WithContext<RealEstateAgent> {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': new URL('/#organization', siteUrl).href,
    name: site.name,
    url: new URL('/', siteUrl).href,
    logo: new URL('/favicon.svg', siteUrl).href,
    image: new URL('/images/og-default.jpg', siteUrl).href,
    description: site.description,
    telephone: site.phone,
    sameAs: site.social.map((link) => link.url),
    department: site.offices.map((office) => ({
      '@type': 'RealEstateAgent',
      name: `${site.name}, ${office.name}`,
      telephone: office.phone,
      email: office.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: office.street,
        addressLocality: office.city,
        addressRegion: office.state,
        postalCode: office.zip,
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: office.lat, longitude: office.lng },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '16:00',
        },
      ],
    })),
  };
}

export interface Crumb {
  label: string;
  /** Root-relative path. */
  href: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: URL | string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.href, siteUrl).href,
    })),
  };
}

/** Serialises for a <script type="application/ld+json"> block, so that "</script>" in data cannot end it. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The block as JsonLd.astro writes it, for the pages functions render. */
export const jsonLdScript = (data: object): string =>
  `<script type="application/ld+json">${serializeJsonLd(data)}</script>`;
