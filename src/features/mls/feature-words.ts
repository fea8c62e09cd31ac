/**
 * A RESO record's feature lists as the words a buyer uses, each under the page group of the field it came
 * from: "Attached" in ParkingFeatures is "Attached garage" under Parking, "Ocean" in View "Ocean view" under
 * Views & waterfront. The Data Dictionary's yes/no facts add what the lists leave out (AttachedGarageYN,
 * GarageSpaces, WaterfrontYN). Pure.
 */
import { FEATURE_GROUPS, type FeatureGroupKey } from '#src/schemas/feature-groups.ts';
import type { FeatureGroups } from '#src/schemas/property.ts';
import { RESO_FEATURE_FIELDS, type ResoFeatureField, type ResoProperty } from '#src/schemas/reso-property.ts';

/** The most features a feed listing shows in one group. */
export const MAX_FEATURES_PER_GROUP = 8;

/** The page group each RESO feature list fills. */
export const GROUP_OF_FIELD: Readonly<Record<ResoFeatureField, FeatureGroupKey>> = {
  InteriorFeatures: 'interior',
  FireplaceFeatures: 'interior',
  Heating: 'interior',
  Cooling: 'interior',
  ExteriorFeatures: 'exterior',
  PoolFeatures: 'exterior',
  LotFeatures: 'exterior',
  ParkingFeatures: 'parking',
  Appliances: 'appliances',
  View: 'viewsAndWaterfront',
  WaterfrontFeatures: 'viewsAndWaterfront',
  CommunityFeatures: 'other',
  SecurityFeatures: 'other',
  ArchitecturalStyle: 'other',
};

/** Compares enumeration values whatever their form and case: "Walk-In Closet(s)" and "WalkInClosets" alike. */
export const tokenKey = (value: string): string => value.replace(/[^A-Za-z0-9]/g, '').toLowerCase();

/** Values that say nothing as a feature. */
const EMPTY_TOKENS = new Set(['none', 'other', 'unknown', 'seeremarks', 'nogarage']);

/** WaterfrontFeatures members that put the home on the water (the others are access or water nearby). */
const FRONTAGE_TOKENS = new Set(['oceanfront', 'beachfront', 'lakefront', 'riverfront', 'canalfront', 'waterfront']);

/** Tokens whose words a field's generic rule would get wrong, by field. */
const WORDS: Partial<Record<ResoFeatureField, ReadonlyMap<string, string>>> = {
  ParkingFeatures: new Map([
    ['attached', 'Attached garage'],
    ['detached', 'Detached garage'],
    ['oversized', 'Oversized garage'],
    ['basement', 'Basement garage'],
    ['heatedgarage', 'Heated garage'],
    ['offstreet', 'Off-street parking'],
    ['onstreet', 'On-street parking'],
    ['electricvehiclechargingstations', 'EV charging'],
    ['rvaccessparking', 'RV parking'],
  ]),
  View: new Map([
    ['treeswoods', 'Wooded view'],
    ['creekstream', 'Creek view'],
    ['parkgreenbelt', 'Park view'],
    ['mountains', 'Mountain view'],
    ['bridges', 'Bridge view'],
  ]),
  WaterfrontFeatures: new Map([
    ['oceanfront', 'Oceanfront'],
    ['beachfront', 'Beachfront'],
    ['lakefront', 'Lakefront'],
    ['riverfront', 'Riverfront'],
    ['canalfront', 'Canal frontage'],
  ]),
  InteriorFeatures: new Map([
    ['walkinclosets', 'Walk-in closets'],
    ['openfloorplan', 'Open floor plan'],
  ]),
  ExteriorFeatures: new Map([['lighting', 'Exterior lighting']]),
  FireplaceFeatures: new Map([['woodburning', 'Wood-burning fireplace']]),
  PoolFeatures: new Map([
    ['inground', 'In-ground pool'],
    ['aboveground', 'Above-ground pool'],
    ['saltwater', 'Saltwater pool'],
  ]),
  Cooling: new Map([
    ['centralair', 'Central air conditioning'],
    ['ductless', 'Ductless air conditioning'],
    ['wallunits', 'Wall air conditioners'],
    ['windowunits', 'Window air conditioners'],
  ]),
};

/** Lists whose bare values need their subject ("Ocean" → "Ocean view"), unless the words name it already. */
const SUBJECTS: Partial<Record<ResoFeatureField, { word: string; named: RegExp }>> = {
  View: { word: 'view', named: /\bviews?\b/i },
  FireplaceFeatures: { word: 'fireplace', named: /fireplace/i },
  PoolFeatures: { word: 'pool', named: /\bpool/i },
  Heating: { word: 'heating', named: /\bheat/i },
  ArchitecturalStyle: { word: 'style', named: /\bstyle\b/i },
  ParkingFeatures: { word: 'parking', named: /garage|parking|driveway|carport|\bspaces?\b|\blot\b/i },
};

const isShouting = (text: string) => /[A-Z]/.test(text) && !/[a-z]/.test(text);

/**
 * A member name or display value in sentence case: "WalkInClosets" → "Walk in closets", "Walk-In Closet(s)"
 * → "Walk-in closets", "RVAccessParking" → "RV access parking". Acronyms and words with digits keep their case.
 */
export function sentenceWords(value: string): string {
  let text = value
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\(s\)/gi, 's')
    .replace(/\s*\/\s*/g, ' or ');
  if (/^[A-Za-z0-9]+$/.test(text))
    text = text
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
      .replace(/([A-Za-z])([0-9])/g, '$1 $2');
  const shouting = isShouting(text);
  const words = text
    .split(' ')
    .map((word) => (!shouting && (/^[A-Z0-9&]{2,}$/.test(word) || /\d/.test(word)) ? word : word.toLowerCase()))
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One token of a field as a buyer's words, or null when it says nothing. */
function tokenWords(field: ResoFeatureField, token: string): string | null {
  const key = tokenKey(token);
  if (key === '' || EMPTY_TOKENS.has(key)) return null;
  const known = WORDS[field]?.get(key);
  if (known) return known;
  const words = sentenceWords(token);
  const subject = SUBJECTS[field];
  return subject && !subject.named.test(words) ? `${words} ${subject.word}` : words;
}

const isGarage = (words: string) => /garage/i.test(words);

/** What the yes/no and count fields say of the garage, before the ParkingFeatures words. */
function garageFacts(record: ResoProperty): string[] {
  const facts: string[] = [];
  const spaces = record.GarageSpaces;
  if (typeof spaces === 'number' && Number.isFinite(spaces) && spaces >= 1 && spaces <= 50)
    facts.push(`${Math.round(spaces)}-car garage`);
  if (record.AttachedGarageYN === true) facts.push('Attached garage');
  else if (record.GarageYN === true) facts.push('Garage');
  return facts;
}

export interface GroupedFeatures {
  /** Every feature, in the groups' order: the spec's flat list. */
  features: string[];
  /** The same features by group; only groups that have some. */
  featureGroups: FeatureGroups;
}

/** The record's features in buyer's words, once each, by group, at most MAX_FEATURES_PER_GROUP a group. */
export function groupedFeatures(record: ResoProperty): GroupedFeatures {
  const groups = new Map<FeatureGroupKey, string[]>(FEATURE_GROUPS.map(({ key }) => [key, []]));
  const add = (group: FeatureGroupKey, words: string) => groups.get(group)?.push(words);

  for (const fact of garageFacts(record)) add('parking', fact);
  const waterfront = record.WaterfrontYN;
  const frontage = record.WaterfrontFeatures.some((token) => FRONTAGE_TOKENS.has(tokenKey(token)));
  if (waterfront === true && !frontage) add('viewsAndWaterfront', 'Waterfront');
  for (const field of RESO_FEATURE_FIELDS) {
    if (field === 'View' && record.ViewYN === false) continue;
    for (const token of record[field]) {
      // An explicit "not on the waterfront" outweighs a frontage token that says otherwise.
      if (field === 'WaterfrontFeatures' && waterfront === false && FRONTAGE_TOKENS.has(tokenKey(token))) continue;
      const words = tokenWords(field, token);
      if (words) add(GROUP_OF_FIELD[field], words);
    }
  }

  const seen = new Set<string>();
  const featureGroups: FeatureGroups = {};
  const features: string[] = [];
  for (const [group, all] of groups) {
    // A bare "Garage" says less than "2-car garage" or "Attached garage" beside it.
    const specificGarage = all.some((words) => isGarage(words) && words !== 'Garage');
    const kept: string[] = [];
    for (const words of all) {
      const key = words.toLowerCase();
      if (words.length < 2 || seen.has(key) || (words === 'Garage' && specificGarage)) continue;
      seen.add(key);
      kept.push(words);
      if (kept.length === MAX_FEATURES_PER_GROUP) break;
    }
    if (kept.length === 0) continue;
    featureGroups[group] = kept;
    features.push(...kept);
  }
  return { features, featureGroups };
}
