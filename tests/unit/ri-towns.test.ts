// Rhode Island's towns by county, and the county a search location names ("Newport County").
import { describe, expect, it } from 'vitest';
import { RI_COUNTY_SLUGS } from '#src/schemas/county.ts';
import {
  countyNamedBy,
  inCountyNamedBy,
  riCounty,
  riCountyLocation,
  RI_COUNTY_TOWNS,
} from '#src/schemas/rules/ri-towns.ts';

describe('riCounty', () => {
  it("knows all 39 of Rhode Island's cities and towns, case-insensitively, and nothing outside the state", () => {
    expect(Object.values(RI_COUNTY_TOWNS).flat()).toHaveLength(39);
    expect(riCounty('little compton', 'RI')).toBe('newport');
    expect(riCounty(' New Shoreham ', 'ri')).toBe('washington');
    expect(riCounty('Newport', 'NH')).toBeNull();
    expect(riCounty('Atlantis', 'RI')).toBeNull();
  });
});

describe('the county a search location names', () => {
  it('is the slug of "{Name} County", in any case and with or without ", RI" or ", Rhode Island"', () => {
    for (const county of RI_COUNTY_SLUGS) {
      const location = riCountyLocation(county);
      expect(location).toMatch(/^[A-Z][a-z]+ County$/);
      for (const text of [location, `${location}, RI`, `${location} rhode island`])
        expect(countyNamedBy(text.toLowerCase()), text).toBe(county);
    }
  });

  it('is null for anything else: a town, a county elsewhere, "County" alone, a longer text', () => {
    for (const text of ['newport', 'essex county', 'county', ' county', 'north newport county', 'newport county ma'])
      expect(countyNamedBy(text), text).toBeNull();
  });

  it('holds a place when the place is one of its towns', () => {
    expect(inCountyNamedBy({ city: 'Jamestown', state: 'RI' }, 'newport county')).toBe(true);
    expect(inCountyNamedBy({ city: 'Jamestown', state: 'RI' }, 'kent county')).toBe(false);
    expect(inCountyNamedBy({ city: 'Warwick', state: 'RI' }, 'kent county')).toBe(true);
    expect(inCountyNamedBy({ city: 'Jamestown', state: 'RI' }, 'jamestown')).toBe(false);
  });
});
