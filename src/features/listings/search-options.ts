/** Options for the search form's selects. Pure. */
import { BED_CHOICES, PRICE_BANDS, PROPERTY_TYPES } from '#src/schemas/property-fields.ts';

export const TYPE_OPTIONS = PROPERTY_TYPES.map((type) => ({ value: type, label: type }));
export const PRICE_OPTIONS = PRICE_BANDS.map((band) => ({ value: band.key, label: band.label }));
export const BED_OPTIONS = BED_CHOICES.map((beds) => ({ value: String(beds), label: `${beds}+ Beds` }));
