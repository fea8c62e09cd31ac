/**
 * "Features & Amenities" in groups: Interior, Exterior, Parking, Appliances, Views & waterfront and Other. A
 * feed listing carries each feature's group from the RESO field it came from (featureGroups, set by the sync);
 * an office file's free text is sorted by its words, water first by the search's own reading
 * (src/schemas/water-features.ts). Pure; no zod, so islands may import it.
 */
import { FEATURE_GROUPS, type FeatureGroupKey } from '#src/schemas/feature-groups.ts';
import type { Property } from '#src/schemas/property.ts';
import { WATER_WORDS, isWaterfrontFeature, namesAView } from '#src/schemas/water-features.ts';

export interface FeatureGroup {
  key: FeatureGroupKey;
  label: string;
  features: string[];
}

/** Water within reach that is not frontage: rights, access, moorings, slips. */
const WATER_AMENITY = new RegExp(
  String.raw`\b(?:${WATER_WORDS}\s+(?:rights|access|privileges)|mooring|boat slip|seawall|sandy beach|navigable water)\b`,
  'i',
);

/**
 * How free text names its group, tried on the words before "with", "on", "for", "to", "from" or "in" (the
 * feature itself, not what it comes with); the word found last there wins, as English puts the thing last
 * ("Two-bedroom carriage house" is a building, "Chef's kitchen with butler's pantry" a kitchen).
 */
const KEYWORDS: readonly (readonly [Exclude<FeatureGroupKey, 'viewsAndWaterfront' | 'other'>, RegExp])[] = [
  ['parking', /\b(?:garages?|parking|carports?|driveways?|parking spaces?)\b/gi],
  [
    'appliances',
    /\b(?:appliances?|range|ranges|ovens?|cooktops?|refrigerators?|fridges?|freezers?|dishwashers?|microwaves?|washers?|dryers?|laundry|wine (?:fridge|refrigerator|cooler)s?)\b/gi,
  ],
  [
    'exterior',
    /\b(?:pools?|pool house|patios?|terraces?|decks?|porch(?:es)?|gardens?|(?:back|front)?yards?|lawns?|courtyards?|pergolas?|balcon(?:y|ies)|fire pits?|outdoor|shower|roofs?|windows|siding|acres?|pasture|fields?|woodland|meadows?|paths?|trails?|trees|stone walls|walls?|barns?|carriage house|guest (?:house|cottage)s?|cottages?|sport court|tennis|spa|hot tub|landscap\w*|pavilion|orchard)\b/gi,
  ],
  [
    'interior',
    /\b(?:kitchens?|baths?|bathrooms?|bedrooms?|suites?|rooms?|library|study|den|office|theater|cellar|basement|lower level|levels?|floors?|flooring|ceilings?|staircases?|stairs?|fireplaces?|woodstove|mantels?|beams?|paneling|built-ins|cabinetry|counters?|pantry|closets?|skylights?|interiors?|stained glass|elevator|loft|wing|sunroom|heating|cooling|air conditioning|central air|radiant|wet bar)\b/gi,
  ],
];

/** Where the home is rather than what it has ("Walk to Main Street", "Near East Beach"). */
const LOCATION = /^(?:near|next to|close to|walk(?:ing distance)? to|steps (?:to|from)|minutes (?:to|from)|borders)\b/i;

/** The words of a feature that name the feature itself, before what it comes with. */
const head = (feature: string) => feature.split(/\s(?:with|on|for|to|from|in)\s/i)[0] ?? feature;

/** The group a feature's own words put it in: water and views first, then the word the feature ends on. */
export function classifyFeature(feature: string): FeatureGroupKey {
  if (isWaterfrontFeature(feature) || WATER_AMENITY.test(feature) || namesAView(feature)) return 'viewsAndWaterfront';
  if (LOCATION.test(feature)) return 'other';
  const words = head(feature);
  let best: { group: FeatureGroupKey; end: number } | null = null;
  for (const [group, pattern] of KEYWORDS) {
    for (const match of words.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (!best || end > best.end) best = { group, end };
    }
  }
  return best?.group ?? 'other';
}

/** The listing's features by group, in the page's order, only groups that have some. */
export function featureGroupsOf(listing: Pick<Property, 'features' | 'featureGroups'>): FeatureGroup[] {
  const { featureGroups } = listing;
  const byKey = new Map<FeatureGroupKey, string[]>();
  if (featureGroups) for (const { key } of FEATURE_GROUPS) byKey.set(key, featureGroups[key] ?? []);
  else
    for (const feature of listing.features) {
      const key = classifyFeature(feature);
      byKey.set(key, [...(byKey.get(key) ?? []), feature]);
    }
  return FEATURE_GROUPS.flatMap(({ key, label }) => {
    const features = byKey.get(key) ?? [];
    return features.length > 0 ? [{ key, label, features }] : [];
  });
}
