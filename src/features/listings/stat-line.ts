/** A listing's figures in one line, as its card and its map popup show them. */
import type { Property } from '#src/schemas/property.ts';
import { formatArea } from './units.ts';

/** "4 Beds · 3.5 Baths · 2,900 sq ft · 269 m²"; figures that are zero (land) are left out. */
export function statLine(property: Pick<Property, 'beds' | 'baths' | 'squareFeet' | 'propertyType'>): string {
  const parts: string[] = [];
  if (property.beds > 0) parts.push(`${property.beds} ${property.beds === 1 ? 'Bed' : 'Beds'}`);
  if (property.baths > 0) parts.push(`${property.baths} ${property.baths === 1 ? 'Bath' : 'Baths'}`);
  if (property.squareFeet > 0) parts.push(formatArea(property.squareFeet));
  return parts.length ? parts.join(' · ') : property.propertyType;
}
