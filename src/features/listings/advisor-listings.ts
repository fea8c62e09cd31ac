/** An advisor's listings as their profile shows them. Pure. */
import type { Property } from '#src/schemas/property.ts';
import { sortNewestFirst } from './sort.ts';

/** The advisor's available listings, newest first (ties by id). */
export function advisorListings(properties: readonly Property[], advisorId: number): Property[] {
  return sortNewestFirst(properties.filter((p) => p.advisorId === advisorId && p.status === 'Available'));
}
