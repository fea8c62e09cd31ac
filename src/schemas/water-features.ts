/**
 * The search's reading of a listing's features for its Waterfront and Water view filters (README, Listings:
 * Search). An office file's features are marketing's own words ("Harbor frontage with mooring"), a feed
 * listing's are the MLS's WaterfrontFeatures and View values as the mapping words them ("Ocean Front",
 * "Bay View"), with "Waterfront" for WaterfrontYN (src/features/mls/feature-words.ts). The listing page's
 * "Views & waterfront" group (src/features/listings/feature-groups.ts) sorts free text by the same words.
 * No zod, no I/O.
 */

/** Bodies of water (and the beach), as features name them. */
export const WATER_WORDS = String.raw`(?:ocean|sea|bay|harbou?r|river|lake|pond|sound|canal|creek|stream|cove|inlet|marina|beach|water)`;

/**
 * Frontage: "Ocean Front", "beachfront", "Harbor frontage", "Frontage on the Queen's River", "Private deep-water
 * dock", "Water on three sides", "Private sandy beach", "Deck over the water"; never "Frontage on two roads",
 * "Beach Access" or "Deeded beach rights".
 */
const FRONTAGE = new RegExp(
  [
    String.raw`\b${WATER_WORDS}\s*-?\s*front(?:age)?\b`,
    String.raw`\bfrontage on (?:the )?[\w'’ -]*\b${WATER_WORDS}s?\b`,
    String.raw`\b(?:private|deep-?\s?water)\s+(?:sandy\s+)?(?:dock|beach)\b`,
    String.raw`\bdock\b`,
    String.raw`\bwater on \w+ sides\b`,
    String.raw`\bover the water\b`,
    String.raw`\b(?:private|kayak|boat)\s+launch\b`,
  ].join('|'),
  'i',
);
/** A view, a glimpse or a vista. */
const VIEW = /\b(?:views?|vistas?|glimpses?|overlooks?|overlooking)\b/i;
/** What a water view looks at; a lighthouse ("Hog Island Light") stands by the water. */
const WATER_SIGHT = new RegExp(String.raw`\b(?:${WATER_WORDS}|lighthouse)s?\b`, 'i');
const NAMED_LIGHT = /\b[A-Z][\w'’]* Light\b/;

/** Whether a feature names a view of anything ("Orchard views", "Harbor glimpses"). */
export const namesAView = (feature: string): boolean => VIEW.test(feature);

/** Whether one feature says the home is on the water. */
export const isWaterfrontFeature = (feature: string): boolean => FRONTAGE.test(feature);

/** Whether one feature says the home looks out on water. */
export const isWaterViewFeature = (feature: string): boolean =>
  VIEW.test(feature) && (WATER_SIGHT.test(feature) || NAMED_LIGHT.test(feature));

/** The search's Waterfront: a feature says the home is on the water. */
export const searchWaterfront = (features: readonly string[]): boolean => features.some(isWaterfrontFeature);

/** The search's Water view: a feature names a view of water, or the home is on the water. */
export const searchWaterView = (features: readonly string[]): boolean =>
  features.some((feature) => isWaterViewFeature(feature) || isWaterfrontFeature(feature));
