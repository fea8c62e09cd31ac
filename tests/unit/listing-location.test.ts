import { describe, expect, it } from 'vitest';
import { listingMapPoint, townGuide, townSearchPath } from '#src/features/listings/listing-location.ts';
import { RI_COUNTY_NAMES } from '#src/schemas/rules/ri-towns.ts';
import { RI_COUNTY_TOWNS } from '#src/schemas/rules/ri-towns.ts';
import { readResultsQuery } from '#src/schemas/results-query.ts';
import type { Property } from '#src/schemas/property.ts';

const place = (city: string, state = 'RI') => ({ city, state });

describe('listingMapPoint', () => {
  const listing = { title: 'Harbor House', latitude: 41.49, longitude: -71.31 } as Property;

  it("is the home's pin and name", () => {
    expect(listingMapPoint(listing)).toEqual({ latitude: 41.49, longitude: -71.31, title: 'Harbor House' });
  });

  it('is null without coordinates (a withheld address has none)', () => {
    const { latitude: _latitude, longitude: _longitude, ...unplaced } = listing;
    expect(listingMapPoint(unplaced as Property)).toBeNull();
  });
});

describe('townGuide', () => {
  it("leads every Rhode Island town to its county's guide, named as the guide is", () => {
    for (const [county, towns] of Object.entries(RI_COUNTY_TOWNS))
      for (const town of towns)
        expect(townGuide(place(town)), town).toEqual({
          href: `/counties/${county}`,
          label: `${RI_COUNTY_NAMES[county as keyof typeof RI_COUNTY_NAMES]} guide`,
        });
    expect(townGuide(place(' little compton ', 'ri'))?.href).toBe('/counties/newport');
  });

  it("leads a village to its town's county, one no table knows to the county guides, and the neighbours to their pages", () => {
    expect(townGuide(place('Wakefield'))?.href).toBe('/counties/washington');
    expect(townGuide(place('Saunderstown'))).toEqual({ href: '/counties', label: 'Rhode Island county guides' });
    expect(townGuide(place('Fall River', 'MA'))?.href).toBe('/massachusetts');
    expect(townGuide(place('Stonington', 'CT'))?.href).toBe('/connecticut');
  });

  it('is null in a state the site has no page for', () => {
    expect(townGuide(place('Newport', 'NH'))).toBeNull();
  });
});

describe('townSearchPath', () => {
  it("is /properties searching the listing's town, read back as that town", () => {
    expect(townSearchPath({ city: 'Newport' })).toBe('/properties?location=Newport');
    const path = townSearchPath({ city: 'East Greenwich' });
    const query = readResultsQuery(new URL(path, 'https://example.test').searchParams);
    expect(query.filters.location).toBe('East Greenwich');
    expect(new URL(path, 'https://example.test').pathname).toBe('/properties');
  });
});
