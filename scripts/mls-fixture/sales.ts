// The fixture MLS's closed sales: Closed Property records of the last 36 months in every Rhode Island town,
// from every brokerage, for the market figures (README, Market statistics). Prices follow the town (Newport,
// Jamestown, Westerly with Watch Hill and Barrington high; Providence, Woonsocket lower), closings the
// season (spring and summer peak). Some lack LivingArea, OriginalListPrice, DaysOnMarket or OnMarketDate,
// as real records do, and a few are the office's own, which show on the site as Sold. Everything follows
// from the seed and the clock. Test-only data: nothing under src/ or netlify/ may import this folder.
import { RI_COUNTY_NAMES, RI_COUNTY_TOWNS, type RiCounty } from '#src/schemas/rules/ri-towns.ts';
import {
  FIXTURE_OFFICE_AGENTS,
  FIXTURE_OFFICE_MLS_ID,
  FIXTURE_OFFICE_NAME,
  FIXTURE_ORIGINATING_SYSTEM,
  FIXTURE_OTHER_OFFICES,
  listingKeyOf,
  memberName,
  seededRng,
  type InventoryOptions,
  type ResoMedia,
  type ResoRecord,
  type ResoValue,
  type Rng,
} from './inventory.ts';

/** The full months of closings served before the current one (the figures' 36-month series), besides it to date. */
export const SALES_MONTHS = 36;

interface SalesTown {
  zip: string;
  /** The town's median sale price, roughly. */
  median: number;
  /** Its share of the state's sales. */
  weight: number;
  /** A village the MLS's City names instead, now and then. */
  village?: string;
}

const SALES_TOWNS: Readonly<Record<string, SalesTown>> = {
  Barrington: { zip: '02806', median: 950_000, weight: 3 },
  Bristol: { zip: '02809', median: 650_000, weight: 3 },
  Warren: { zip: '02885', median: 480_000, weight: 2 },
  Coventry: { zip: '02816', median: 400_000, weight: 4, village: 'Greene' },
  'East Greenwich': { zip: '02818', median: 850_000, weight: 3 },
  Warwick: { zip: '02886', median: 410_000, weight: 8, village: 'Apponaug' },
  'West Greenwich': { zip: '02817', median: 520_000, weight: 1 },
  'West Warwick': { zip: '02893', median: 360_000, weight: 3 },
  Jamestown: { zip: '02835', median: 1_350_000, weight: 1 },
  'Little Compton': { zip: '02837', median: 1_150_000, weight: 1, village: 'Adamsville' },
  Middletown: { zip: '02842', median: 760_000, weight: 2 },
  Newport: { zip: '02840', median: 1_250_000, weight: 4 },
  Portsmouth: { zip: '02871', median: 820_000, weight: 3, village: 'Prudence Island' },
  Tiverton: { zip: '02878', median: 560_000, weight: 2 },
  Burrillville: { zip: '02830', median: 390_000, weight: 2, village: 'Pascoag' },
  'Central Falls': { zip: '02863', median: 310_000, weight: 1 },
  Cranston: { zip: '02920', median: 430_000, weight: 7 },
  Cumberland: { zip: '02864', median: 510_000, weight: 4, village: 'Valley Falls' },
  'East Providence': { zip: '02914', median: 410_000, weight: 5, village: 'Riverside' },
  Foster: { zip: '02825', median: 460_000, weight: 1 },
  Glocester: { zip: '02814', median: 430_000, weight: 1, village: 'Chepachet' },
  Johnston: { zip: '02919', median: 400_000, weight: 3 },
  Lincoln: { zip: '02865', median: 520_000, weight: 2 },
  'North Providence': { zip: '02911', median: 390_000, weight: 3 },
  'North Smithfield': { zip: '02896', median: 470_000, weight: 1 },
  Pawtucket: { zip: '02860', median: 360_000, weight: 5 },
  Providence: { zip: '02906', median: 380_000, weight: 10 },
  Scituate: { zip: '02857', median: 500_000, weight: 1 },
  Smithfield: { zip: '02917', median: 480_000, weight: 2, village: 'Greenville' },
  Woonsocket: { zip: '02895', median: 300_000, weight: 4 },
  Charlestown: { zip: '02813', median: 720_000, weight: 2 },
  Exeter: { zip: '02822', median: 530_000, weight: 1 },
  Hopkinton: { zip: '02833', median: 430_000, weight: 1, village: 'Hope Valley' },
  Narragansett: { zip: '02882', median: 860_000, weight: 3 },
  'New Shoreham': { zip: '02807', median: 1_700_000, weight: 0.5, village: 'Block Island' },
  'North Kingstown': { zip: '02852', median: 650_000, weight: 4, village: 'Wickford' },
  Richmond: { zip: '02898', median: 450_000, weight: 1 },
  'South Kingstown': { zip: '02879', median: 700_000, weight: 4, village: 'Wakefield' },
  Westerly: { zip: '02891', median: 900_000, weight: 4, village: 'Watch Hill' },
};

/** Closings by calendar month (January first): a spring and summer market. */
const SEASON = [0.55, 0.55, 0.75, 0.95, 1.15, 1.35, 1.35, 1.25, 1.05, 0.95, 0.8, 0.8];

const KINDS: readonly { type: string; subType: string; weight: number; priceFactor: number }[] = [
  { type: 'Residential', subType: 'Single Family Residence', weight: 64, priceFactor: 1 },
  { type: 'Residential', subType: 'Condominium', weight: 14, priceFactor: 0.7 },
  { type: 'Residential', subType: 'Townhouse', weight: 5, priceFactor: 0.8 },
  { type: 'Residential Income', subType: 'Duplex', weight: 7, priceFactor: 0.9 },
  { type: 'Residential Income', subType: 'Triplex', weight: 3, priceFactor: 0.95 },
  { type: 'Land', subType: 'Unimproved Land', weight: 7, priceFactor: 0.35 },
];

/** One sale in this many is the office's own. */
const OURS_EVERY = 40;
const DAY = 86_400_000;
const STREETS = ['Harbor View', 'Old County', 'Meeting House', 'Stone Bridge', 'Ferry', 'Hope', 'Elm', 'Bay'];
const SUFFIXES = ['Rd', 'Ln', 'St', 'Ave', 'Way'];

interface Placed {
  town: string;
  county: RiCounty;
  facts: SalesTown;
}

const PLACES: readonly Placed[] = Object.entries(RI_COUNTY_TOWNS).flatMap(([county, towns]) =>
  towns.map((town) => {
    const facts = SALES_TOWNS[town];
    if (facts === undefined) throw new Error(`The fixture has no sales facts for ${town}.`);
    return { town, county: county as RiCounty, facts };
  }),
);

function pickWeighted<T>(rng: Rng, items: readonly T[], weightOf: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let roll = rng() * total;
  for (const item of items) {
    roll -= weightOf(item);
    if (roll < 0) return item;
  }
  const last = items.at(-1);
  if (last === undefined) throw new Error('pick from an empty list');
  return last;
}

/** A normal deviate (Box–Muller) from two uniform ones. */
const normal = (rng: Rng): number => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The first day (UTC) of the month `back` months before the one of `now`. */
const monthStart = (now: Date, back: number): number => Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1);

/**
 * Sale number `index` closing at `closeMs`: its key and content depend only on the seed, the index and the
 * day, so sales added later never collide with the first ones.
 */
export function makeSale(index: number, closeMs: number, options: InventoryOptions): ResoRecord {
  const rng = seededRng((options.seed * 2_000_003 + index * 104_729) >>> 0);
  const enumValue = (display: string) => (options.enumerations === 'members' ? memberName(display) : display);
  const listingKey = `SWS${((Math.imul(index + 1, 0x85ebca6b) ^ options.seed) >>> 0).toString(16).padStart(8, '0')}`;
  const place = pickWeighted(rng, PLACES, (candidate) => candidate.facts.weight);
  const kind = pickWeighted(rng, KINDS, (candidate) => candidate.weight);
  const land = kind.type === 'Land';
  const ours = index % OURS_EVERY === 7;
  const office = ours
    ? { mlsId: FIXTURE_OFFICE_MLS_ID, name: FIXTURE_OFFICE_NAME }
    : pickWeighted(rng, FIXTURE_OTHER_OFFICES, () => 1);
  const agent = ours
    ? pickWeighted(rng, FIXTURE_OFFICE_AGENTS, () => 1)
    : { mlsId: `${office.mlsId}-A1`, fullName: 'Listing Agent' };

  // Prices spread log-normally around the town's median (a few sales reach the luxury segment everywhere).
  const listPrice = Math.round((place.facts.median * kind.priceFactor * Math.exp(0.45 * normal(rng))) / 1000) * 1000;
  const cut = rng() < 0.25;
  const originalListPrice = cut ? Math.round((listPrice * (1.03 + rng() * 0.12)) / 1000) * 1000 : listPrice;
  // Most close within 5 % of the asking price, some above it (multiple offers).
  const closePrice = Math.round((listPrice * (0.95 + rng() * 0.09)) / 500) * 500;
  const daysOnMarket = 5 + Math.floor(rng() * rng() * 160);
  const onMarketMs = closeMs - (daysOnMarket + 0) * DAY;
  const contractMs = onMarketMs - Math.floor(rng() * 8) * DAY;
  const livingArea = land ? null : Math.round((Math.max(0.4, 1 + 0.35 * normal(rng)) * 2000) / 10) * 10;
  const modifiedMs = Math.min(
    closeMs + (1 + Math.floor(rng() * 3)) * DAY + Math.floor(rng() * DAY),
    options.now().getTime() - 60_000,
  );
  const street = `${String(Math.floor(rng() * 900) + 10)} ${pickWeighted(rng, STREETS, () => 1)} ${pickWeighted(rng, SUFFIXES, () => 1)}`;
  const city = place.facts.village !== undefined && rng() < 0.3 ? place.facts.village : place.town;
  // What real records leave out now and then.
  const missing = rng();

  const record: ResoRecord = {
    ListingKey: listingKey,
    ListingId: String(2_100_000 + index),
    OriginatingSystemName: FIXTURE_ORIGINATING_SYSTEM,
    StandardStatus: enumValue('Closed'),
    ModificationTimestamp: new Date(Math.floor(modifiedMs / 1000) * 1000).toISOString(),
    ListingContractDate: isoDay(contractMs),
    OnMarketDate: missing < 0.04 ? null : isoDay(onMarketMs),
    CloseDate: isoDay(closeMs),
    ClosePrice: closePrice,
    ListPrice: listPrice,
    OriginalListPrice: missing > 0.92 ? null : originalListPrice,
    DaysOnMarket: missing >= 0.04 && missing < 0.14 ? null : daysOnMarket,
    UnparsedAddress: `${street}, ${city}, RI ${place.facts.zip}`,
    City: city,
    StateOrProvince: 'RI',
    PostalCode: place.facts.zip,
    CountyOrParish: RI_COUNTY_NAMES[place.county].replace(/ County$/, ''),
    Country: 'US',
    PropertyType: enumValue(kind.type),
    PropertySubType: enumValue(kind.subType),
    BedroomsTotal: land ? null : 1 + Math.floor(rng() * 5),
    BathroomsFull: land ? null : 1 + Math.floor(rng() * 3),
    LivingArea: missing >= 0.14 && missing < 0.24 ? null : livingArea,
    LivingAreaUnits: livingArea === null ? null : enumValue('Square Feet'),
    PublicRemarks: `Sold: a ${kind.subType.toLowerCase()} in ${place.town}, closed ${isoDay(closeMs)}.`,
    ListOfficeMlsId: office.mlsId,
    ListOfficeName: office.name,
    ListAgentMlsId: agent.mlsId,
    ListAgentFullName: agent.fullName,
    IDXParticipationYN: true,
    InternetEntireListingDisplayYN: true,
    InternetAddressDisplayYN: true,
  };
  // The office's own sales show as Sold listings, with a photo or two; other brokerages' sales carry none.
  const photos = ours ? 2 : 0;
  record['Media'] = Array.from({ length: photos }, (_, position): ResoMedia => ({
    MediaKey: `${listingKey}-M${position + 1}`,
    ResourceRecordKey: listingKey,
    ResourceName: 'Property',
    MediaCategory: enumValue('Photo'),
    MediaType: 'Jpeg',
    Order: position + 1,
    MediaURL: `${options.mediaOrigin}/media/${listingKey}/${position + 1}.jpg`,
    MediaModificationTimestamp: textValue(record['ModificationTimestamp']),
  }));
  return record;
}

const textValue = (value: ResoValue | undefined): string => (typeof value === 'string' ? value : '');

/**
 * About `count` sales over the SALES_MONTHS full months before this one and this one to date, each month's share by the
 * season, the day within it uniform.
 */
export function generateSales(count: number, options: InventoryOptions): ResoRecord[] {
  if (count <= 0) return [];
  const now = options.now();
  const months = Array.from({ length: SALES_MONTHS + 1 }, (_, back) => {
    const start = monthStart(now, back);
    const end = Math.min(monthStart(now, back - 1), now.getTime() - DAY);
    return { start, end, weight: (SEASON[new Date(start).getUTCMonth()] ?? 1) * Math.max(0, end - start) };
  });
  const totalWeight = months.reduce((sum, month) => sum + month.weight, 0);
  const rng = seededRng(options.seed ^ 0x5a1e5);
  const sales: ResoRecord[] = [];
  for (const month of months) {
    const inMonth = Math.round((count * month.weight) / totalWeight);
    for (let n = 0; n < inMonth; n += 1) {
      const day = Math.floor((month.start + rng() * (month.end - month.start)) / DAY) * DAY;
      sales.push(makeSale(sales.length, day, options));
    }
  }
  return sales;
}

/** The edits a test makes to the sales. */
export interface SalesEdits {
  /** Every sale's ListingKey, in key order. */
  saleKeys(): string[];
  /** Changes fields of a sale and moves its ModificationTimestamp forward. */
  updateSale(listingKey: string, changes: Readonly<Record<string, ResoValue>>): ResoRecord;
  /** Adds a sale closed on `closeDate` (YYYY-MM-DD), with `changes`. */
  addSale(closeDate: string, changes?: Readonly<Record<string, ResoValue>>): ResoRecord;
  /** Deletes a sale without a trace, as an MLS that deletes a record does: no change is ever read of it. */
  deleteSale(listingKey: string): void;
}

export interface Sales {
  sales: ReadonlyMap<string, ResoRecord>;
  edits: SalesEdits;
}

export function createSales(count: number, options: InventoryOptions): Sales {
  const sales = new Map<string, ResoRecord>();
  for (const record of generateSales(count, options)) sales.set(listingKeyOf(record), record);
  let nextIndex = sales.size;
  const stamp = (previous: ResoValue | undefined): string => {
    const at = options.now().getTime();
    const before = typeof previous === 'string' ? Date.parse(previous) : Number.NaN;
    return new Date(Number.isNaN(before) || at > before ? at : before + 1000).toISOString();
  };
  const edits: SalesEdits = {
    saleKeys: () => [...sales.keys()].sort(),
    updateSale(listingKey, changes) {
      const record = sales.get(listingKey);
      if (record === undefined) throw new Error(`The fixture has no sale ${listingKey}.`);
      const updated: ResoRecord = {
        ...record,
        ...changes,
        ModificationTimestamp: stamp(record['ModificationTimestamp']),
      };
      sales.set(listingKey, updated);
      return updated;
    },
    addSale(closeDate, changes = {}) {
      const record = makeSale(nextIndex, Date.parse(`${closeDate}T00:00:00Z`), options);
      nextIndex += 1;
      const added: ResoRecord = { ...record, ...changes, ModificationTimestamp: stamp(undefined) };
      sales.set(listingKeyOf(added), added);
      return added;
    },
    deleteSale(listingKey) {
      if (!sales.delete(listingKey)) throw new Error(`The fixture has no sale ${listingKey}.`);
    },
  };
  return { sales, edits };
}
