// The fixture MLS's listings: fictional Rhode Island properties (real towns, plausible ZIP codes and
// coordinates, invented streets, brokerages and agents) as RESO Data Dictionary Property records with their
// Media. Everything follows from a seed, so two runs with the same options serve the same records. The
// fixture serves them from createInventory, whose edits a test (or startBackgroundChanges) makes.
// Test-only data: nothing under src/ or netlify/ may import this folder.

/** A JSON value as a RESO record holds it. */
export type ResoValue = string | number | boolean | null | readonly string[] | readonly ResoMedia[];
export type ResoRecord = Record<string, ResoValue>;

export interface ResoMedia {
  MediaKey: string;
  ResourceRecordKey: string;
  ResourceName: string;
  MediaCategory: string;
  /** The file's type; a video or a tour on another site names a page, not a file, and has none. */
  MediaType?: string;
  Order: number;
  MediaURL: string;
  MediaModificationTimestamp: string;
  [field: string]: string | number;
}

/** How the provider spells enumerations: Data Dictionary display values or OData member names. */
export type EnumerationStyle = 'display' | 'members';

/** "Active Under Contract" → "ActiveUnderContract", "Walk-In Closet(s)" → "WalkInClosets". */
export function memberName(display: string): string {
  return display
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

export const FIXTURE_ORIGINATING_SYSTEM = 'State-Wide MLS Fixture';
/** The brokerage the site belongs to, as the fixture MLS knows it. */
export const FIXTURE_OFFICE_MLS_ID = 'FLR100';
export const FIXTURE_OFFICE_NAME = 'Flagship Luxury Realty';
/** Our office's agents: their ListAgentMlsId values are what a mapping matches to advisors. */
export const FIXTURE_OFFICE_AGENTS: readonly { mlsId: string; fullName: string }[] = [
  // Three of data/team/team.en.json's advisors carry these ids as their mlsId.
  { mlsId: 'FLR-A01', fullName: 'Alexandra Whitmore' },
  { mlsId: 'FLR-A02', fullName: 'Benjamin Hale' },
  { mlsId: 'FLR-A03', fullName: 'Caroline Ashby' },
];

export const FIXTURE_OTHER_OFFICES = [
  { mlsId: 'NSR200', name: 'Narragansett Shore Realty' },
  { mlsId: 'OSH300', name: 'Ocean State Homes Group' },
  { mlsId: 'BVP400', name: 'Blackstone Valley Properties' },
  { mlsId: 'AIB500', name: 'Aquidneck Island Brokers' },
  { mlsId: 'SCC600', name: 'South County Coastal Realty' },
] as const;

const FIRST_NAMES = ['Avery', 'Jonah', 'Marisol', 'Wendell', 'Priya', 'Gideon', 'Lucia', 'Desmond', 'Harriet'];
const LAST_NAMES = ['Calloway', 'Brandt', 'Okafor', 'Lindqvist', 'Pereira', 'Whitcombe', 'Santoro', 'Achebe'];

interface Town {
  city: string;
  zip: string;
  lat: number;
  lng: number;
  /** Price level relative to the state's. */
  priceFactor: number;
  coastal: boolean;
}

// Town centres sit well inside the state, and listings scatter at most 0.01° around them.
const TOWNS: readonly Town[] = [
  { city: 'Providence', zip: '02906', lat: 41.8336, lng: -71.3953, priceFactor: 1.1, coastal: false },
  { city: 'Newport', zip: '02840', lat: 41.4801, lng: -71.3128, priceFactor: 2.4, coastal: true },
  { city: 'Barrington', zip: '02806', lat: 41.7407, lng: -71.3087, priceFactor: 1.5, coastal: true },
  { city: 'Bristol', zip: '02809', lat: 41.6771, lng: -71.2662, priceFactor: 1.3, coastal: true },
  { city: 'Warwick', zip: '02886', lat: 41.7001, lng: -71.4362, priceFactor: 0.8, coastal: true },
  { city: 'Cranston', zip: '02920', lat: 41.7798, lng: -71.4673, priceFactor: 0.8, coastal: false },
  { city: 'East Greenwich', zip: '02818', lat: 41.6604, lng: -71.4759, priceFactor: 1.4, coastal: true },
  { city: 'Jamestown', zip: '02835', lat: 41.5068, lng: -71.3723, priceFactor: 2.1, coastal: true },
  { city: 'Narragansett', zip: '02882', lat: 41.4501, lng: -71.4595, priceFactor: 1.6, coastal: true },
  { city: 'Wakefield', zip: '02879', lat: 41.4379, lng: -71.5112, priceFactor: 1.2, coastal: true },
  { city: 'Westerly', zip: '02891', lat: 41.3776, lng: -71.7973, priceFactor: 1.7, coastal: true },
  { city: 'Little Compton', zip: '02837', lat: 41.5101, lng: -71.1712, priceFactor: 1.9, coastal: true },
  { city: 'Tiverton', zip: '02878', lat: 41.6259, lng: -71.1934, priceFactor: 1.0, coastal: true },
  { city: 'Portsmouth', zip: '02871', lat: 41.6023, lng: -71.2503, priceFactor: 1.4, coastal: true },
  { city: 'Middletown', zip: '02842', lat: 41.5354, lng: -71.2912, priceFactor: 1.3, coastal: true },
  { city: 'Charlestown', zip: '02813', lat: 41.3932, lng: -71.6518, priceFactor: 1.2, coastal: true },
  { city: 'North Kingstown', zip: '02852', lat: 41.5601, lng: -71.4762, priceFactor: 1.1, coastal: true },
  { city: 'Lincoln', zip: '02865', lat: 41.9118, lng: -71.445, priceFactor: 0.9, coastal: false },
  { city: 'Block Island', zip: '02807', lat: 41.1724, lng: -71.5679, priceFactor: 2.2, coastal: true },
  { city: 'Smithfield', zip: '02917', lat: 41.902, lng: -71.5395, priceFactor: 0.85, coastal: false },
];

const STREET_NAMES = [
  'Lantern Cove',
  'Gull Point',
  'Beacon Hollow',
  'Seawall Run',
  'Cedar Fen',
  'Tidewater',
  'Osprey Ledge',
  'Bayberry Knoll',
  'Windrow',
  'Clamshell',
  'Driftwood Bend',
  'Heron Marsh',
  'Compass Rose',
  'Quarry Rise',
  'Fogbell',
  'Stonewall Orchard',
  'Mariner Green',
  'Saltbox',
  'Foxglove',
  'Breakwater',
];
const STREET_SUFFIXES = ['Rd', 'Ln', 'Way', 'Dr', 'Ct', 'Ave', 'St'];

/** Status display values with their share of the inventory. */
const STATUSES: readonly [string, number][] = [
  ['Active', 45],
  ['Active Under Contract', 8],
  ['Pending', 10],
  ['Coming Soon', 5],
  ['Closed', 15],
  ['Withdrawn', 4],
  ['Expired', 4],
  ['Canceled', 3],
  ['Hold', 3],
  ['Delete', 3],
];
export const STANDARD_STATUSES: readonly string[] = STATUSES.map(([status]) => status);

const KINDS: readonly { type: string; subTypes: readonly string[]; weight: number }[] = [
  {
    type: 'Residential',
    subTypes: ['Single Family Residence', 'Single Family Residence', 'Condominium', 'Townhouse'],
    weight: 78,
  },
  { type: 'Residential Income', subTypes: ['Duplex', 'Triplex', 'Quadruplex'], weight: 8 },
  { type: 'Land', subTypes: ['Unimproved Land'], weight: 9 },
  { type: 'Residential Lease', subTypes: ['Single Family Residence', 'Condominium'], weight: 5 },
];

const INTERIOR = [
  'Walk-In Closet(s)',
  'Kitchen Island',
  'High Ceilings',
  'Open Floorplan',
  'Wet Bar',
  'Pantry',
  'Crown Molding',
];
const EXTERIOR = ['Balcony', 'Private Yard', 'Outdoor Kitchen', 'Dock', 'Garden', 'Lighting'];
const APPLIANCES = ['Dishwasher', 'Refrigerator', 'Range', 'Microwave', 'Washer', 'Dryer', 'Wine Refrigerator'];
const POOL = ['In Ground', 'Heated', 'Salt Water'];
const WATERFRONT = ['Ocean Front', 'Bay Access', 'Beach Access', 'Waterfront'];
const VIEWS = ['Ocean', 'Bay', 'Water', 'Panoramic', 'Garden'];
const PARKING = ['Attached', 'Garage', 'Driveway', 'Garage Door Opener'];
const FIREPLACE = ['Living Room', 'Wood Burning', 'Gas', 'Primary Bedroom'];
/** AssociationFeeFrequency display values, with a typical fee for each. */
const FEE_FREQUENCIES: readonly [string, number][] = [
  ['Monthly', 450],
  ['Quarterly', 1200],
  ['Annually', 2400],
];

export type Rng = () => number;

/** A small fast seeded generator (mulberry32). */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function weighted<T>(rng: Rng, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng() * total;
  const [first] = items;
  if (first === undefined) throw new Error('pick from an empty list');
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return first[0];
}

function someOf(rng: Rng, items: readonly string[], max: number): string[] {
  const chosen = items.filter(() => rng() < max / items.length);
  return chosen.slice(0, max);
}

const DAY = 86_400_000;

export interface InventoryOptions {
  seed: number;
  /** The fixture's origin as MediaURLs name it, e.g. http://127.0.0.1:8890 */
  mediaOrigin: string;
  enumerations: EnumerationStyle;
  now: () => Date;
}

/**
 * Makes listing number `index` (0, 1, 2, ...). A listing's key and content depend only on the seed and the
 * index, so listings added later never collide with the first ones.
 */
export function makeListing(index: number, options: InventoryOptions, modifiedAt: Date): ResoRecord {
  const rng = seededRng((options.seed * 1_000_003 + index * 7919) >>> 0);
  const enumValue = (display: string) => (options.enumerations === 'members' ? memberName(display) : display);
  const enumList = (values: readonly string[]) => values.map(enumValue);
  // Multiplying by an odd constant modulo 2^32 is a bijection: keys are unique and out of index order.
  const listingKey = `SWM${((Math.imul(index + 1, 0x9e3779b1) ^ options.seed) >>> 0).toString(16).padStart(8, '0')}`;

  const ours = index % 29 === 3;
  const office = ours ? { mlsId: FIXTURE_OFFICE_MLS_ID, name: FIXTURE_OFFICE_NAME } : pick(rng, FIXTURE_OTHER_OFFICES);
  const agent = ours
    ? pick(rng, FIXTURE_OFFICE_AGENTS)
    : {
        mlsId: `${office.mlsId}-A${Math.floor(rng() * 8) + 1}`,
        fullName: `${pick(rng, FIRST_NAMES)} ${pick(rng, LAST_NAMES)}`,
      };

  const town = pick(rng, TOWNS);
  const kind = weighted(
    rng,
    KINDS.map((k) => [k, k.weight] as const),
  );
  const subType = pick(rng, kind.subTypes);
  const status = weighted(rng, STATUSES);
  const land = kind.type === 'Land';
  const lease = kind.type === 'Residential Lease';

  const streetNumber = String(Math.floor(rng() * 980) + 2);
  const streetName = pick(rng, STREET_NAMES);
  const streetSuffix = pick(rng, STREET_SUFFIXES);
  const unit = subType === 'Condominium' ? String(Math.floor(rng() * 40) + 1) : null;
  const unparsed = `${streetNumber} ${streetName} ${streetSuffix}${unit === null ? '' : ` Unit ${unit}`}`;

  const bedrooms = land ? null : Math.floor(rng() * 6) + 2;
  const fullBaths = land ? null : Math.floor(rng() * 5) + 1;
  const halfBaths = land ? null : Math.floor(rng() * 3);
  const livingArea = land ? null : Math.round((900 + rng() * 7000) / 10) * 10;
  const basePrice = land ? 150_000 + rng() * 900_000 : 350_000 + rng() * 3_500_000;
  const listPrice = lease
    ? Math.round((2500 + rng() * 12_000) / 50) * 50
    : Math.round((basePrice * town.priceFactor) / 5000) * 5000;

  // One sale listing in six has had its price cut, by 5 to 15 %. A generator of its own, so that every
  // other field stays as it was before the fixture had original prices.
  const cutRng = seededRng((options.seed * 1_000_003 + index * 7919 + 1) >>> 0);
  const originalPrice =
    !lease && cutRng() < 1 / 6 ? Math.round((listPrice * (1.05 + cutRng() * 0.1)) / 5000) * 5000 : listPrice;

  const onMarket = new Date(modifiedAt.getTime() - Math.floor(rng() * 120) * DAY);
  if (status === 'Coming Soon') onMarket.setTime(modifiedAt.getTime() + (Math.floor(rng() * 14) + 1) * DAY);
  const waterfront = town.coastal && rng() < 0.35 ? someOf(rng, WATERFRONT, 2) : [];
  const view = town.coastal && rng() < 0.6 ? someOf(rng, VIEWS, 2) : [];
  // The garage and the association come from a generator of their own too, for the same reason.
  const factsRng = seededRng((options.seed * 1_000_003 + index * 7919 + 2) >>> 0);
  const garageSpaces = land ? 0 : Math.floor(factsRng() * 4);
  const attachedGarage = garageSpaces > 0 && factsRng() < 0.6;
  const association = subType === 'Condominium' || subType === 'Townhouse' || factsRng() < 0.1;
  const [feeFrequency, typicalFee] = pick(factsRng, FEE_FREQUENCIES);
  const associationFee = association ? Math.round((typicalFee * (0.5 + factsRng())) / 5) * 5 : null;

  const record: ResoRecord = {
    ListingKey: listingKey,
    ListingId: String(1_300_000 + index),
    OriginatingSystemName: FIXTURE_ORIGINATING_SYSTEM,
    StandardStatus: enumValue(status),
    ModificationTimestamp: modifiedAt.toISOString(),
    OnMarketDate: onMarket.toISOString().slice(0, 10),
    ListPrice: listPrice,
    OriginalListPrice: originalPrice,
    UnparsedAddress: `${unparsed}, ${town.city}, RI ${town.zip}`,
    StreetNumber: streetNumber,
    StreetName: streetName,
    StreetSuffix: streetSuffix,
    UnitNumber: unit,
    City: town.city,
    StateOrProvince: 'RI',
    PostalCode: town.zip,
    Country: 'US',
    Latitude: Math.round((town.lat + (rng() - 0.5) * 0.02) * 1e6) / 1e6,
    Longitude: Math.round((town.lng + (rng() - 0.5) * 0.02) * 1e6) / 1e6,
    PropertyType: enumValue(kind.type),
    PropertySubType: enumValue(subType),
    BedroomsTotal: bedrooms,
    BathroomsFull: fullBaths,
    BathroomsHalf: halfBaths,
    BathroomsTotalInteger: fullBaths === null || halfBaths === null ? null : fullBaths + halfBaths,
    LivingArea: livingArea,
    LivingAreaUnits: livingArea === null ? null : enumValue('Square Feet'),
    LotSizeAcres: Math.round((0.1 + rng() * (land ? 12 : 3)) * 100) / 100,
    YearBuilt: land ? null : 1750 + Math.floor(rng() * 275),
    PublicRemarks: remarks(rng, town.city, subType, waterfront.length > 0, land),
    ListOfficeMlsId: office.mlsId,
    ListOfficeName: office.name,
    ListAgentMlsId: agent.mlsId,
    ListAgentFullName: agent.fullName,
    IDXParticipationYN: true,
    InternetEntireListingDisplayYN: true,
    InternetAddressDisplayYN: rng() > 0.03,
    InteriorFeatures: land ? [] : enumList(someOf(rng, INTERIOR, 4)),
    ExteriorFeatures: enumList(someOf(rng, EXTERIOR, 3)),
    Appliances: land ? [] : enumList(someOf(rng, APPLIANCES, 5)),
    PoolFeatures: !land && rng() < 0.2 ? enumList(someOf(rng, POOL, 2)) : [],
    WaterfrontFeatures: enumList(waterfront),
    WaterfrontYN: waterfront.length > 0,
    View: enumList(view),
    ViewYN: view.length > 0,
    ParkingFeatures: land ? [] : enumList(someOf(rng, PARKING, 3)),
    FireplaceFeatures: !land && rng() < 0.5 ? enumList(someOf(rng, FIREPLACE, 2)) : [],
    GarageYN: land ? null : garageSpaces > 0,
    AttachedGarageYN: garageSpaces > 0 ? attachedGarage : null,
    GarageSpaces: garageSpaces > 0 ? garageSpaces : null,
    AssociationYN: association,
    AssociationFee: associationFee,
    AssociationFeeFrequency: associationFee === null ? null : enumValue(feeFrequency),
  };
  record['Media'] = makeMedia(rng, listingKey, land, modifiedAt, options);
  addTours(record, index, options);
  return record;
}

const ID_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function randomId(rng: Rng, length: number, extra = ''): string {
  const alphabet = ID_CHARACTERS + extra;
  let id = '';
  while (id.length < length) id += alphabet.charAt(Math.floor(rng() * alphabet.length));
  return id;
}

/** Where the fixture's fictional tour company keeps its tours: a host no player knows, so a plain link. */
export const FIXTURE_TOUR_HOST = 'tours.bayside-visuals.example';

/**
 * A virtual tour for about four listings in ten and a video for one in four, as providers send them: the
 * unbranded tour in VirtualTourURLUnbranded beside the branded one (which IDX forbids), or, from some, only
 * as Media of the categories Unbranded and Branded Virtual Tour; videos as Media of the category Video. Tours
 * are on Matterport, YouTube or the tour company's own site; videos on YouTube or Vimeo. From a generator of
 * their own, so that every other field stays as it was before the fixture had tours.
 */
function addTours(record: ResoRecord, index: number, options: InventoryOptions): void {
  const rng = seededRng((options.seed * 1_000_003 + index * 7919 + 2) >>> 0);
  const listingKey = listingKeyOf(record);
  const listingId = textOf(record, 'ListingId');
  const category = (display: string) => (options.enumerations === 'members' ? memberName(display) : display);
  const media = [...mediaOf(record)];
  const link = (display: string, url: string): ResoMedia => {
    const order = media.length + 1;
    return {
      MediaKey: `${listingKey}-M${order}`,
      ResourceRecordKey: listingKey,
      ResourceName: 'Property',
      MediaCategory: category(display),
      Order: order,
      MediaURL: url,
      MediaModificationTimestamp: textOf(record, 'ModificationTimestamp'),
    };
  };
  const roll = rng();
  const where = rng();
  const tour =
    where < 0.55
      ? `https://my.matterport.com/show/?m=${randomId(rng, 11)}`
      : where < 0.8
        ? `https://www.youtube.com/watch?v=${randomId(rng, 11, '-_')}`
        : `https://${FIXTURE_TOUR_HOST}/${listingId}`;
  const branded = `https://${FIXTURE_TOUR_HOST}/branded/${listingId}`;
  if (roll < 0.3) {
    record['VirtualTourURLUnbranded'] = tour;
    record['VirtualTourURLBranded'] = branded;
  } else if (roll < 0.4) {
    media.push(link('Branded Virtual Tour', branded), link('Unbranded Virtual Tour', tour));
  }
  if (rng() < 0.25)
    media.push(
      link(
        'Video',
        rng() < 0.7
          ? `https://youtu.be/${randomId(rng, 11, '-_')}`
          : `https://vimeo.com/${String(100_000_000 + Math.floor(rng() * 900_000_000))}`,
      ),
    );
  record['Media'] = media;
}

function remarks(rng: Rng, city: string, subType: string, waterfront: boolean, land: boolean): string {
  if (land) return `Buildable parcel in ${city} with room for a custom home. Survey and perc test on file.`;
  const openers = ['Sun-filled', 'Thoughtfully renovated', 'Classic New England', 'Quietly elegant', 'Light-filled'];
  const extras = waterfront
    ? 'Private water access and long views across the bay.'
    : 'A short walk to shops, restaurants and the village green.';
  return `${pick(rng, openers)} ${subType.toLowerCase()} in ${city}. ${extras} Shown by appointment.`;
}

function makeMedia(
  rng: Rng,
  listingKey: string,
  land: boolean,
  modifiedAt: Date,
  options: InventoryOptions,
): ResoMedia[] {
  const photos = land ? 2 + Math.floor(rng() * 3) : 3 + Math.floor(rng() * 10);
  const entries: { category: string; type: string; ext: string }[] = Array.from({ length: photos }, () => ({
    category: 'Photo',
    type: 'Jpeg',
    ext: 'jpg',
  }));
  // Floor plans and documents come among the photos, as providers send them; a site must filter them out.
  if (!land && rng() < 0.3)
    entries.splice(1 + Math.floor(rng() * photos), 0, { category: 'Floor Plan', type: 'Png', ext: 'png' });
  if (rng() < 0.1) entries.push({ category: 'Document', type: 'Pdf', ext: 'pdf' });
  const changed = new Date(modifiedAt.getTime() - Math.floor(rng() * 10) * DAY).toISOString();
  return entries.map((entry, position) => {
    const order = position + 1;
    return {
      MediaKey: `${listingKey}-M${order}`,
      ResourceRecordKey: listingKey,
      ResourceName: 'Property',
      MediaCategory: options.enumerations === 'members' ? memberName(entry.category) : entry.category,
      MediaType: entry.type,
      Order: order,
      MediaURL: `${options.mediaOrigin}/media/${listingKey}/${order}.${entry.ext}`,
      MediaModificationTimestamp: changed,
    };
  });
}

/**
 * The first `count` listings. Modification times spread over the last 180 days before `now`, on whole
 * seconds, and about one listing in five shares its predecessor's time (a batch import), so a client's
 * keyset paging must break ties by ListingKey.
 */
export function generateInventory(count: number, options: InventoryOptions): ResoRecord[] {
  const rng = seededRng(options.seed);
  const nowMs = options.now().getTime();
  const listings: ResoRecord[] = [];
  let previous = nowMs;
  for (let index = 0; index < count; index += 1) {
    const at = rng() < 0.2 && index > 0 ? previous : Math.floor((nowMs - rng() * 180 * DAY) / 1000) * 1000;
    previous = at;
    listings.push(makeListing(index, options, new Date(at)));
  }
  return listings;
}

/** A listing's ListingKey (every record the fixture makes has one). */
export function listingKeyOf(record: ResoRecord): string {
  const key = record['ListingKey'];
  if (typeof key !== 'string') throw new Error('A fixture listing has no ListingKey.');
  return key;
}

/** A text field of a listing; throws when the field holds something else. */
export function textOf(record: ResoRecord, field: string): string {
  const value = record[field];
  if (typeof value !== 'string') throw new Error(`${field} is not text in this listing.`);
  return value;
}

/** The Media of a listing. */
export function mediaOf(record: ResoRecord | undefined): readonly ResoMedia[] {
  const media = record?.['Media'];
  return Array.isArray(media) ? (media as readonly ResoMedia[]) : [];
}

/** Edm types of the Property fields the fixture serves, as its $filter, $select and $orderby check them. */
export type FieldType = 'string' | 'number' | 'boolean' | 'datetime' | 'date' | 'collection';

export const PROPERTY_FIELDS: Readonly<Record<string, FieldType>> = {
  ListingKey: 'string',
  ListingId: 'string',
  OriginatingSystemName: 'string',
  StandardStatus: 'string',
  ModificationTimestamp: 'datetime',
  OnMarketDate: 'date',
  ListingContractDate: 'date',
  CloseDate: 'date',
  ClosePrice: 'number',
  DaysOnMarket: 'number',
  CountyOrParish: 'string',
  ListPrice: 'number',
  OriginalListPrice: 'number',
  UnparsedAddress: 'string',
  StreetNumber: 'string',
  StreetName: 'string',
  StreetSuffix: 'string',
  UnitNumber: 'string',
  City: 'string',
  StateOrProvince: 'string',
  PostalCode: 'string',
  Country: 'string',
  Latitude: 'number',
  Longitude: 'number',
  PropertyType: 'string',
  PropertySubType: 'string',
  BedroomsTotal: 'number',
  BathroomsFull: 'number',
  BathroomsHalf: 'number',
  BathroomsTotalInteger: 'number',
  LivingArea: 'number',
  LivingAreaUnits: 'string',
  LotSizeAcres: 'number',
  YearBuilt: 'number',
  PublicRemarks: 'string',
  ListOfficeMlsId: 'string',
  ListOfficeName: 'string',
  ListAgentMlsId: 'string',
  ListAgentFullName: 'string',
  IDXParticipationYN: 'boolean',
  InternetEntireListingDisplayYN: 'boolean',
  InternetAddressDisplayYN: 'boolean',
  InteriorFeatures: 'collection',
  ExteriorFeatures: 'collection',
  Appliances: 'collection',
  PoolFeatures: 'collection',
  WaterfrontFeatures: 'collection',
  WaterfrontYN: 'boolean',
  View: 'collection',
  ViewYN: 'boolean',
  ParkingFeatures: 'collection',
  FireplaceFeatures: 'collection',
  GarageYN: 'boolean',
  AttachedGarageYN: 'boolean',
  GarageSpaces: 'number',
  AssociationYN: 'boolean',
  AssociationFee: 'number',
  AssociationFeeFrequency: 'string',
  VirtualTourURLUnbranded: 'string',
  VirtualTourURLBranded: 'string',
};

export type RestrictionField = 'IDXParticipationYN' | 'InternetEntireListingDisplayYN' | 'InternetAddressDisplayYN';

/** The edits a test (or the background) makes to the listings. */
export interface InventoryEdits {
  /** Every listing key the fixture serves now, in key order. */
  keys(): string[];
  get(listingKey: string): ResoRecord | undefined;
  /** Changes fields of a listing and moves its ModificationTimestamp forward. */
  update(listingKey: string, changes: Readonly<Record<string, ResoValue>>): ResoRecord;
  setPrice(listingKey: string, price: number): ResoRecord;
  /** `status` as the Data Dictionary displays it ("Active Under Contract"); served in the fixture's style. */
  setStatus(listingKey: string, status: string): ResoRecord;
  restrict(listingKey: string, fields: Partial<Record<RestrictionField, boolean>>): ResoRecord;
  /** Removes a listing without any signal, as providers do when a listing leaves the feed. */
  deleteSilently(listingKey: string): void;
  add(count?: number): ResoRecord[];
  /** Adds a listing with wrongly typed and out-of-range values (its ListingKey and timestamp stay valid). */
  addMalformed(): ResoRecord;
}

export interface Inventory {
  /** The listings the fixture serves now, by ListingKey in the order they were made. */
  listings: ReadonlyMap<string, ResoRecord>;
  edits: InventoryEdits;
}

/** `count` generated listings, and `more` as they are (the hostile records, hostile.ts). */
export function createInventory(
  count: number,
  options: InventoryOptions,
  more: (firstIndex: number) => readonly ResoRecord[] = () => [],
): Inventory {
  const listings = new Map<string, ResoRecord>();
  for (const record of [...generateInventory(count, options), ...more(count)])
    listings.set(listingKeyOf(record), record);
  let nextIndex = listings.size;

  const enumValue = (display: string) => (options.enumerations === 'members' ? memberName(display) : display);

  /** A modification time after the listing's last one, as a provider's clock would give it. */
  const stamp = (previous: ResoValue | undefined): string => {
    const at = options.now().getTime();
    const before = typeof previous === 'string' ? Date.parse(previous) : Number.NaN;
    return new Date(Number.isNaN(before) || at > before ? at : before + 1000).toISOString();
  };

  const requireListing = (listingKey: string): ResoRecord => {
    const record = listings.get(listingKey);
    if (record === undefined) throw new Error(`The fixture has no listing ${listingKey}.`);
    return record;
  };

  const edits: InventoryEdits = {
    keys: () => [...listings.keys()].sort(),
    get: (listingKey) => listings.get(listingKey),
    update(listingKey, changes) {
      const record = requireListing(listingKey);
      const updated: ResoRecord = {
        ...record,
        ...changes,
        ModificationTimestamp: stamp(record['ModificationTimestamp']),
      };
      listings.set(listingKey, updated);
      return updated;
    },
    setPrice: (listingKey, price) => edits.update(listingKey, { ListPrice: price }),
    setStatus: (listingKey, status) => edits.update(listingKey, { StandardStatus: enumValue(status) }),
    restrict: (listingKey, fields) => edits.update(listingKey, fields),
    deleteSilently(listingKey) {
      requireListing(listingKey);
      listings.delete(listingKey);
    },
    add(added = 1) {
      return Array.from({ length: added }, () => {
        const record = makeListing(nextIndex, options, new Date(stamp(undefined)));
        nextIndex += 1;
        listings.set(listingKeyOf(record), record);
        return record;
      });
    },
    addMalformed() {
      const record = makeListing(nextIndex, options, new Date(stamp(undefined)));
      nextIndex += 1;
      const [photo] = mediaOf(record);
      const broken: ResoRecord = {
        ...record,
        ListPrice: 'Call for price',
        PostalCode: '2840',
        BedroomsTotal: -2,
        Latitude: 'n/a',
        City: '',
        Media: photo === undefined ? [] : [{ ...photo, MediaURL: 'not a url' }],
      };
      listings.set(listingKeyOf(record), broken);
      return broken;
    },
  };
  return { listings, edits };
}

/**
 * Edits the inventory `changesPerMinute` times a minute, as a live MLS changes (price cuts, status changes,
 * new listings, silent deletions), from its own seeded sequence. Returns what stops it.
 */
export function startBackgroundChanges(inventory: Inventory, seed: number, changesPerMinute: number): () => void {
  const rng = seededRng(seed + 1);
  const { listings, edits } = inventory;
  const timer = setInterval(() => {
    const keys = [...listings.keys()];
    const key = keys[Math.floor(rng() * keys.length)];
    if (key === undefined) return;
    const roll = rng();
    const price = listings.get(key)?.['ListPrice'];
    if (roll < 0.5 && typeof price === 'number') edits.setPrice(key, Math.round((price * 0.97) / 1000) * 1000);
    else if (roll < 0.75) edits.setStatus(key, rng() < 0.5 ? 'Pending' : 'Active Under Contract');
    else if (roll < 0.95) edits.add(1);
    else edits.deleteSilently(key);
  }, 60_000 / changesPerMinute);
  timer.unref();
  return () => clearInterval(timer);
}
