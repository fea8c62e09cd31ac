import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd } from '#src/lib/jsonld.ts';
import { siteSchema } from '#src/schemas/site.ts';

const site = siteSchema.parse(
  JSON.parse(await readFile(new URL('../../data/site/site.en.json', import.meta.url), 'utf8')),
);

describe('organizationJsonLd', () => {
  it('describes the brokerage with both offices, addresses and coordinates', () => {
    // Read back as plain JSON, as a crawler would.
    const org = JSON.parse(JSON.stringify(organizationJsonLd(site, 'https://example.com'))) as {
      department: { address: { streetAddress: string }; geo: { latitude: number } }[];
    };
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      name: site.name,
      url: 'https://example.com/',
    });
    const offices = org.department;
    expect(offices.map((o) => o.address.streetAddress)).toEqual(['28 Caswell Street', '225 Dyer Street']);
    expect(offices.every((o) => typeof o.geo.latitude === 'number')).toBe(true);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs and makes their URLs absolute', () => {
    const crumbs = [
      { label: 'Home', href: '/' },
      { label: 'Counties', href: '/counties' },
      { label: 'Newport', href: '/counties/newport' },
    ];
    expect(breadcrumbJsonLd(crumbs, 'https://example.com')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com/' },
        { '@type': 'ListItem', position: 2, name: 'Counties', item: 'https://example.com/counties' },
        { '@type': 'ListItem', position: 3, name: 'Newport', item: 'https://example.com/counties/newport' },
      ],
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
