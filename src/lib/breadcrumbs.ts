import type { BreadcrumbList, WithContext } from 'schema-dts';

export interface Crumb {
  label: string;
  /** Root-relative path. */
  href: string;
}

/** schema.org BreadcrumbList for the crumbs, with absolute URLs on `site`. */
export function breadcrumbJsonLd(crumbs: Crumb[], site: URL | string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.href, site).href,
    })),
  };
}

/** JSON for a <script type="application/ld+json">, safe to inline in HTML. */
export function jsonLdScript(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
