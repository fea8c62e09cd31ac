/**
 * The groups "Features & Amenities" shows, in this order: the key a listing's `featureGroups` uses, and the
 * heading a buyer reads. Free of zod, and a module of its own so that no island that never shows features
 * carries it.
 */
export const FEATURE_GROUPS = [
  { key: 'interior', label: 'Interior' },
  { key: 'exterior', label: 'Exterior' },
  { key: 'parking', label: 'Parking' },
  { key: 'appliances', label: 'Appliances' },
  { key: 'viewsAndWaterfront', label: 'Views & waterfront' },
  { key: 'other', label: 'Other' },
] as const;
export type FeatureGroupKey = (typeof FEATURE_GROUPS)[number]['key'];
