/** The result orders ("Sort by"). Pure. */
import type { SortKey } from '#src/schemas/property-fields.ts';
import type { Property } from '#src/schemas/property.ts';

type Compare = (a: Property, b: Property) => number;
const byId: Compare = (a, b) => a.id - b.id;
const COMPARE: Record<SortKey, Compare> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  'price-desc': (a, b) => b.price - a.price,
  'price-asc': (a, b) => a.price - b.price,
  'beds-desc': (a, b) => b.beds - a.beds,
  'sqft-desc': (a, b) => b.squareFeet - a.squareFeet,
};

/** A sorted copy; ties go by ascending id, so the order is total and pages never overlap or skip. */
export function sortProperties(properties: readonly Property[], sort: SortKey): Property[] {
  const compare = COMPARE[sort];
  return [...properties].sort((a, b) => compare(a, b) || byId(a, b));
}

/** Newest listing first; ties by id so the order is stable. */
export function sortNewestFirst(properties: readonly Property[]): Property[] {
  return sortProperties(properties, 'newest');
}
