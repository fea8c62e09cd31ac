/**
 * What a result card and the results map show of a listing. The search page's first results travel in its
 * HTML as the island's props: as summaries, without the remarks, features and tours no card shows, the page
 * stays small (an MLS listing's full record is several kilobytes). Pure.
 */
import type { Property } from '#src/schemas/property.ts';

const SUMMARY_FIELDS = [
  'id',
  'title',
  'price',
  'originalPrice',
  'city',
  'state',
  'beds',
  'baths',
  'squareFeet',
  'propertyType',
  'status',
  'isFeatured',
  'images',
  'createdAt',
  'onMarketDate',
  'latitude',
  'longitude',
  'source',
  'listOfficeName',
] as const satisfies readonly (keyof Property)[];

export type ListingSummary = Pick<Property, (typeof SUMMARY_FIELDS)[number]>;

/** The summary of a listing: its card's and its map marker's fields, those it has. */
export function listingSummary(property: ListingSummary): ListingSummary {
  const summary: Partial<Record<keyof ListingSummary, unknown>> = {};
  for (const field of SUMMARY_FIELDS) if (property[field] !== undefined) summary[field] = property[field];
  return summary as ListingSummary;
}
