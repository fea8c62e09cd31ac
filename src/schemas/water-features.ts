/**
 * The search's reading of a listing's features for its Waterfront and Water view filters (README, Listings:
 * Search). An office file's features are marketing's own words ("Harbor frontage with mooring"), a feed
 * listing's are the MLS's WaterfrontFeatures and View values as the mapping words them ("Ocean Front",
 * "Bay View"), with "Waterfront" for WaterfrontYN (src/features/mls/mapping.ts). The listing page's grouping
 * of features ("Views & waterfront") is separate work: these two predicates are the search's, to reconcile
 * with it. No zod, no I/O: the search island imports this through the filters' table.
 */

/** Bodies of water, as features name them. */
const WATER = '(?:water|ocean|sea|bay|beach|harbou?r|river|lake|pond|cove|sound|creek|inlet|canal|lagoon|marina)s?';

/**
 * Frontage: "Ocean Front", "beachfront", "Harbor frontage", "Frontage on the Queen's River", "Private deep-water
 * dock", "Water on three sides", "Private sandy beach"; never "Frontage on two roads", "Beach Access" or
 * "Deeded beach rights".
 */
const FRONTAGE = new RegExp(
  `\\b${WATER}[ -]?front(?:age)?\\b|\\bfrontage on\\b[\\w' -]{0,25}\\b${WATER}\\b|\\b(?:private|deep[ -]water|boat)\\b[\\w -]{0,12}\\bdocks?\\b|\\bwater on \\w+ sides\\b|\\bprivate (?:sandy )?beach\\b`,
  'i',
);

/**
 * A view of water: "Ocean View", "harbor views", "Views of the bay and ocean", "Harbor glimpses"; never
 * "Views of the Newport Bridge" or "Orchard views".
 */
const WATER_VIEW = new RegExp(
  `\\b${WATER}\\b[\\w' -]{0,20}\\b(?:views?|vistas?|glimpses?)\\b|\\b(?:views?|vistas?) (?:of|to|across|over)\\b[\\w' -]{0,25}\\b${WATER}\\b`,
  'i',
);

/** Whether one feature says the home is on the water. */
export const isWaterfrontFeature = (feature: string): boolean => FRONTAGE.test(feature);

/** Whether one feature says the home looks out on water. */
export const isWaterViewFeature = (feature: string): boolean => WATER_VIEW.test(feature);

/** The search's Waterfront: a feature says the home is on the water. */
export const searchWaterfront = (features: readonly string[]): boolean => features.some(isWaterfrontFeature);

/** The search's Water view: a feature names a view of water, or the home is on the water. */
export const searchWaterView = (features: readonly string[]): boolean =>
  features.some((feature) => isWaterViewFeature(feature) || isWaterfrontFeature(feature));
