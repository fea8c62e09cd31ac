/**
 * Listing search: which listings match the API's search criteria. Pure; no I/O.
 * Shared by the search function, the no-JavaScript results page and the benchmark.
 */
import type { Bbox, Property, SearchCriteria } from '#src/schemas/property.ts';
import { findPriceBand } from '#src/schemas/property-fields.ts';

/** True when the listing has coordinates inside the area (edges included). Listings without any are outside. */
export function inBbox(property: Pick<Property, 'latitude' | 'longitude'>, box: Bbox): boolean {
  const { latitude, longitude } = property;
  if (latitude === undefined || longitude === undefined) return false;
  return latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east;
}

/** True when the price lies in the named band (min inclusive, max exclusive). An unknown key matches nothing. */
export function inPriceBand(price: number, key: string): boolean {
  const band = findPriceBand(key);
  return band !== undefined && price >= band.min && price < band.max;
}

/** Text the location filter is matched against: city, address, state and ZIP, lowercased. */
export function locationText(property: Pick<Property, 'city' | 'address' | 'state' | 'zipcode'>): string {
  return `${property.city}\n${property.address}\n${property.state}\n${property.zipcode}`.toLowerCase();
}

export interface SearchIndex {
  readonly size: number;
  search(criteria: SearchCriteria): Property[];
}

/**
 * Precomputes what a search needs (lowercased location text) once per snapshot, so that each search is
 * one pass over plain arrays. Results keep the order of `properties`.
 */
export function createSearchIndex(properties: readonly Property[]): SearchIndex {
  const haystacks = properties.map(locationText);
  return {
    size: properties.length,
    search(criteria) {
      const needle = criteria.location.trim().toLowerCase();
      const band = criteria.priceRange ? findPriceBand(criteria.priceRange) : undefined;
      const minBeds = criteria.beds === '' ? null : Number(criteria.beds);
      const type = criteria.propertyType;
      const box = criteria.bbox;
      const results: Property[] = [];
      properties.forEach((property, i) => {
        if (type && property.propertyType !== type) return;
        if (box && !inBbox(property, box)) return;
        if (band && (property.price < band.min || property.price >= band.max)) return;
        if (minBeds !== null && property.beds < minBeds) return;
        if (needle && !haystacks[i]?.includes(needle)) return;
        results.push(property);
      });
      return results;
    },
  };
}

/**
 * Filters a list by search criteria: location matches city, address, state or ZIP case-insensitively, the type
 * exactly, the price band includes its lower bound, beds is a minimum, and an empty criterion matches all.
 */
export function filterProperties(properties: readonly Property[], criteria: SearchCriteria): Property[] {
  return createSearchIndex(properties).search(criteria);
}
