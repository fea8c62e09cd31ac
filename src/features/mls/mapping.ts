/**
 * One RESO Property record of the State-Wide MLS as the site's Property, under the MLS's IDX rules: which
 * records show, which leave the site, and what a shown one says. Pure: the sync reads and writes.
 *
 * Decisions beyond the Data Dictionary:
 * - Property type: PropertyType Land or Farm → Land; ResidentialIncome → Multi-Family; leases, commercial and
 *   business records are removed (the site sells homes). Otherwise PropertySubType decides (Condominium,
 *   StockCooperative → Condo; Duplex … Quadruplex → Multi-Family; ...); a record without a known subtype is a
 *   Single Family home. A Single Family home becomes an Estate at ESTATE_MIN_PRICE or ESTATE_MIN_SQUARE_FEET.
 * - createdAt: OnMarketDate at noon UTC, which is the same calendar day in every US time zone; without it,
 *   the record's ModificationTimestamp. A Coming Soon record's OnMarketDate is also its onMarketDate.
 * - originalPrice: OriginalListPrice, only when the ListPrice is below it (a cut); otherwise left out.
 * - Media without a MediaCategory count as photos unless the URL names a document or video file.
 * - Features: each list's tokens in a buyer's words, grouped by the field they came from (feature-words.ts);
 *   hoaFee: AssociationFee a month, whatever its AssociationFeeFrequency (association-fee.ts).
 * - Floor plans: Media of the category FloorPlan that are pictures (no PDF), copied like the photos.
 * - The virtual tour: VirtualTourURLUnbranded, else the first Media of the category UnbrandedVirtualTour (or a
 *   provider's plain VirtualTour); the video: the first Media of the category Video. IDX allows only unbranded
 *   tours, so VirtualTourURLBranded and BrandedVirtualTour are never read. Each must be an https page, neither
 *   a file (a video, a picture, a document) nor on the MLS's media hosts: the site never copies a video nor
 *   names the MLS's media host.
 */
import {
  ADDRESS_ON_REQUEST,
  MAX_FLOOR_PLANS,
  propertySchema,
  type Property,
  type PropertyStatus,
  type PropertyType,
} from '#src/schemas/property.ts';
import { resoPropertySchema, type ResoMedia, type ResoProperty } from '#src/schemas/reso-property.ts';
import { readHttpsUrl } from '#src/schemas/rules/https-url.ts';
import { LISTING_PHOTO_PLACEHOLDER } from '#src/lib/paths.ts';
import { hoaFeeOf } from './association-fee.ts';
import { groupedFeatures } from './feature-words.ts';
import { namesAddress } from './withheld-address.ts';

export type ListingVisibility = 'show' | 'remove';

/** A Single Family home at this asking price or above is shown as an Estate. */
export const ESTATE_MIN_PRICE = 5_000_000;
/** A Single Family home with this much living area or more is shown as an Estate. */
export const ESTATE_MIN_SQUARE_FEET = 6_000;

const SQUARE_FEET_PER_SQUARE_METER = 10.763_910_4;
const TITLE_MAX_LENGTH = 120;
const DESCRIPTION_MIN_LENGTH = 40;

export interface MappingContext {
  /** RESO_OFFICE_MLS_ID: the brokerage's own office. */
  officeMlsId?: string;
  /**
   * RESO_FEED_IS_IDX=true: the provider sends only what IDX may display, so a missing permission means yes.
   * Otherwise a missing permission means no: the site fails closed.
   */
  feedIsIdx?: boolean;
  /** Team members' mlsId → id. */
  advisorIdByMlsId: ReadonlyMap<string, number>;
  /** The site path a photo is served from (our own origin; never the MLS media host). */
  photoPath(listingKey: string, mediaKey: string, modifiedAt: string | undefined): string;
  /** The MLS's media hosts (`URL.host`), whose files a tour or video address must not be. */
  mediaHosts?: ReadonlySet<string>;
}

/** A photo or floor plan to copy from the MLS (`url`) to the site (`path`). */
export interface MediaSource {
  mediaKey: string;
  url: string;
  modifiedAt?: string;
  path: string;
}

export type MappedRecord =
  | {
      outcome: 'show';
      listingKey: string;
      modifiedAt: string;
      property: Omit<Property, 'id'>;
      /** Every image the listing's page shows, to copy: its photos, then its floor plans. */
      photos: MediaSource[];
    }
  | { outcome: 'remove'; listingKey: string; modifiedAt: string; reason: string }
  | {
      outcome: 'invalid';
      listingKey: string | null;
      modifiedAt: string | null;
      error: string;
      /** False when the record failed its schema: the sync's mark never moves to such a record. */
      schemaHeld: boolean;
    };

/**
 * Normalises an enumeration value given either as OData member name ("ActiveUnderContract") or display value
 * ("Active Under Contract"): the member name, i.e. the letters and digits only.
 */
export function enumKey(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '');
}

/** Compares enumeration values whatever their form and letter case. */
const lookupKey = (value: string | null | undefined) => (value ? enumKey(value).toLowerCase() : '');

// The lookups by a feed value are Maps: a StandardStatus "constructor" must not find Object's.
const SHOWN_STATUSES: ReadonlyMap<string, PropertyStatus> = new Map([
  ['active', 'Available'],
  ['activeundercontract', 'Under Contract'],
  ['pending', 'Under Contract'],
  ['comingsoon', 'Coming Soon'],
]);

/** PropertyType members whose records never show: the site lists homes and land for sale. */
const REMOVED_TYPES = new Set(['residentiallease', 'commerciallease', 'commercialsale', 'businessopportunity']);
const TYPE_BY_PROPERTY_TYPE: ReadonlyMap<string, PropertyType> = new Map([
  ['land', 'Land'],
  ['farm', 'Land'],
  ['residentialincome', 'Multi-Family'],
]);
/** PropertySubType members that are no home of their own. */
const REMOVED_SUBTYPES = new Set(['boatslip', 'deededparking', 'timeshare']);
const TYPE_BY_SUBTYPE: ReadonlyMap<string, PropertyType> = new Map([
  ['singlefamilyresidence', 'Single Family'],
  ['condominium', 'Condo'],
  ['stockcooperative', 'Condo'],
  ['ownyourown', 'Condo'],
  ['apartment', 'Condo'],
  ['townhouse', 'Townhouse'],
  ['duplex', 'Multi-Family'],
  ['triplex', 'Multi-Family'],
  ['quadruplex', 'Multi-Family'],
  ['multifamily', 'Multi-Family'],
  ['unimprovedland', 'Land'],
]);

/** How the title names a home whose street address is withheld. */
const TYPE_NOUNS: Readonly<Record<PropertyType, string>> = {
  'Single Family': 'Single Family Home',
  Estate: 'Estate',
  Condo: 'Condominium',
  Townhouse: 'Townhouse',
  'Multi-Family': 'Multi-Family Home',
  Land: 'Land',
};

/** Media URLs that are no photo when a provider leaves out MediaCategory. */
const NOT_A_PHOTO = /\.(pdf|docx?|mp4|mov|m4v|webm|html?)(\?|#|$)/i;

export type Outcome<T> = { value: T } | { remove: string };

/** The site's status of a record, or why it leaves the site. */
function statusOf(record: ResoProperty, context: MappingContext): Outcome<PropertyStatus> {
  const status = lookupKey(record.StandardStatus);
  const shown = SHOWN_STATUSES.get(status);
  if (shown) return { value: shown };
  if (status === 'closed') {
    const ours = context.officeMlsId !== undefined && record.ListOfficeMlsId === context.officeMlsId;
    return ours ? { value: 'Sold' } : { remove: "StandardStatus Closed: another brokerage's sale" };
  }
  return { remove: record.StandardStatus ? `StandardStatus ${record.StandardStatus}` : 'no StandardStatus' };
}

/** The site's property type (before the Estate rule), or why the record leaves the site. */
export function baseTypeOf(record: ResoProperty): Outcome<PropertyType> {
  const type = lookupKey(record.PropertyType);
  if (REMOVED_TYPES.has(type)) return { remove: `PropertyType ${record.PropertyType ?? ''} is not shown` };
  const byType = TYPE_BY_PROPERTY_TYPE.get(type);
  if (byType) return { value: byType };
  const subtype = lookupKey(record.PropertySubType);
  if (REMOVED_SUBTYPES.has(subtype)) return { remove: `PropertySubType ${record.PropertySubType ?? ''} is not shown` };
  return { value: TYPE_BY_SUBTYPE.get(subtype) ?? 'Single Family' };
}

const isShouting = (text: string) => /[A-Z]/.test(text) && !/[a-z]/.test(text);

/**
 * "123 OCEAN AVE NE UNIT 4B" → "123 Ocean Ave NE Unit 4B" when the feed writes all in capitals; mixed case is
 * kept as the feed has it. Words with digits and compass points stay upper-case.
 */
export function titleCase(text: string): string {
  if (!isShouting(text)) return text;
  return text.replace(/[A-Z0-9']+/g, (word) =>
    /\d/.test(word) || /^(NE|NW|SE|SW)$/.test(word) ? word : word.charAt(0) + word.slice(1).toLowerCase(),
  );
}

const clean = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim() ?? '';

/** The street address: UnparsedAddress without any trailing city, state and ZIP; else composed from the parts. */
function streetAddressOf(record: ResoProperty): string {
  const city = clean(record.City);
  let unparsed = clean(record.UnparsedAddress);
  if (unparsed && city) {
    const at = unparsed.toLowerCase().lastIndexOf(`, ${city.toLowerCase()}`);
    if (at > 0) unparsed = unparsed.slice(0, at);
  }
  if (unparsed) return titleCase(unparsed);
  const street = [
    record.StreetNumber,
    record.StreetDirPrefix,
    record.StreetName,
    record.StreetSuffix,
    record.StreetDirSuffix,
  ]
    .map(clean)
    .filter(Boolean)
    .join(' ');
  const unit = clean(record.UnitNumber).replace(/^(unit|apt\.?|#)\s*/i, '');
  return titleCase(street && unit ? `${street}, Unit ${unit}` : street);
}

/** Cuts a title to the schema's length at a word boundary. */
function fitTitle(text: string): string {
  if (text.length <= TITLE_MAX_LENGTH) return text;
  const cut = text.slice(0, TITLE_MAX_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

const formatWhole = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });

/** A plain sentence from the facts, for a record whose PublicRemarks are missing or too short. */
function generatedDescription(facts: {
  propertyType: PropertyType;
  beds: number;
  baths: number;
  squareFeet: number;
  city: string;
  state: string;
  price: number;
}): string {
  const { propertyType, beds, baths, squareFeet, city, state, price } = facts;
  const noun = TYPE_NOUNS[propertyType].toLowerCase();
  const rooms = propertyType === 'Land' ? [] : [beds > 0 ? `${beds}-bedroom` : '', baths > 0 ? `${baths}-bath` : ''];
  const lead = [...rooms.filter(Boolean), noun].join(', ').replace(/, ([^,]*)$/, ' $1');
  const size = squareFeet > 0 ? ` of ${formatWhole(squareFeet)} square feet` : '';
  const subject = propertyType === 'Land' ? 'Land' : `${/^[aeiou]/i.test(lead) ? 'An' : 'A'} ${lead}`;
  const sentence = `${subject}${size} in ${city}, ${state}, offered at $${formatWhole(price)}.`;
  return sentence.length >= DESCRIPTION_MIN_LENGTH ? sentence : `${sentence} Ask us for the details.`;
}

const isPhoto = (media: ResoMedia) =>
  media.MediaCategory ? lookupKey(media.MediaCategory) === 'photo' : !NOT_A_PHOTO.test(media.MediaURL ?? '');
const isFloorPlan = (media: ResoMedia) =>
  lookupKey(media.MediaCategory) === 'floorplan' && !NOT_A_PHOTO.test(media.MediaURL ?? '');

/** Media categories of an unbranded virtual tour (IDX shows no branded one), and of a video. */
const TOUR_CATEGORIES = new Set(['unbrandedvirtualtour', 'virtualtour']);
const VIDEO_CATEGORIES = new Set(['video']);
/** An address of a file, not of a page: a video, a picture or a document. */
const MEDIA_FILE = /\.(mp4|mov|m4v|webm|avi|wmv|mpe?g|jpe?g|png|gif|webp|avif|heic|pdf|docx?)$/i;

/** The record's Media in their Order (those without one last), ties in feed order. */
function mediaInOrder(record: ResoProperty): ResoMedia[] {
  return (record.Media ?? [])
    .map((media, index) => ({ media, index }))
    .sort(
      (a, b) =>
        (a.media.Order ?? Number.POSITIVE_INFINITY) - (b.media.Order ?? Number.POSITIVE_INFINITY) || a.index - b.index,
    )
    .map(({ media }) => media);
}

/** The record's pictures that `wanted` takes, in their Order, one per MediaKey and none of `taken`'s keys. */
function picturesOf(
  record: ResoProperty,
  context: MappingContext,
  wanted: (media: ResoMedia) => boolean,
  taken: ReadonlySet<string> = new Set(),
): MediaSource[] {
  const seen = new Set(taken);
  const sources: MediaSource[] = [];
  for (const media of mediaInOrder(record)) {
    const mediaKey = media.MediaKey ?? '';
    const url = media.MediaURL ?? '';
    if (!wanted(media) || !mediaKey || !/^https?:\/\/\S+$/i.test(url) || seen.has(mediaKey)) continue;
    seen.add(mediaKey);
    const modifiedAt = media.MediaModificationTimestamp ? utc(media.MediaModificationTimestamp) : undefined;
    const path = context.photoPath(record.ListingKey, mediaKey, modifiedAt);
    sources.push(modifiedAt === undefined ? { mediaKey, url, path } : { mediaKey, url, modifiedAt, path });
  }
  return sources;
}

/** A tour's or a video's address as the page may name it: an https page, no file, not on the MLS's media hosts. */
function pageAddress(text: string | null | undefined, context: MappingContext): string | undefined {
  const url = readHttpsUrl(clean(text));
  if (!url || MEDIA_FILE.test(url.pathname) || context.mediaHosts?.has(url.host)) return undefined;
  return url.href;
}

/** The first usable address among the record's Media of these categories. */
function mediaPage(record: ResoProperty, categories: ReadonlySet<string>, context: MappingContext): string | undefined {
  for (const media of mediaInOrder(record)) {
    if (!categories.has(lookupKey(media.MediaCategory))) continue;
    const address = pageAddress(media.MediaURL, context);
    if (address) return address;
  }
  return undefined;
}

/** The unbranded virtual tour and the video, each only when usable, the video only when it is another address. */
function toursOf(record: ResoProperty, context: MappingContext): Pick<Property, 'virtualTourUrl' | 'videoUrl'> {
  const virtualTourUrl =
    pageAddress(record.VirtualTourURLUnbranded, context) ?? mediaPage(record, TOUR_CATEGORIES, context);
  const videoUrl = mediaPage(record, VIDEO_CATEGORIES, context);
  return {
    ...(virtualTourUrl ? { virtualTourUrl } : {}),
    ...(videoUrl && videoUrl !== virtualTourUrl ? { videoUrl } : {}),
  };
}

/** An ISO timestamp with any offset, in UTC ("2026-11-20T10:04:05-05:00" → "2026-11-20T15:04:05.000Z"). */
const utc = (timestamp: string) => new Date(timestamp).toISOString();

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const halves = (value: number) => Math.round(value * 2) / 2;

function bathsOf(record: ResoProperty): number {
  if (isNumber(record.BathroomsFull))
    return halves(record.BathroomsFull + 0.5 * (isNumber(record.BathroomsHalf) ? record.BathroomsHalf : 0));
  return isNumber(record.BathroomsTotalInteger) ? halves(record.BathroomsTotalInteger) : 0;
}

/** LivingArea in square feet (square metres converted); 0 when missing. */
export function squareFeetOf(record: ResoProperty): number {
  if (!isNumber(record.LivingArea)) return 0;
  const meters = lookupKey(record.LivingAreaUnits) === 'squaremeters';
  return Math.round(meters ? record.LivingArea * SQUARE_FEET_PER_SQUARE_METER : record.LivingArea);
}

/** Both coordinates when both are usable (0,0 is a provider's "unknown"). */
function coordinatesOf(record: ResoProperty): { latitude: number; longitude: number } | undefined {
  const { Latitude: latitude, Longitude: longitude } = record;
  if (!isNumber(latitude) || !isNumber(longitude)) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || (latitude === 0 && longitude === 0)) return undefined;
  return { latitude, longitude };
}

const issuesText = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  issues.map((issue) => `${issue.path.map(String).join('.') || '(record)'}: ${issue.message}`).join('; ');

/** ListingKey and ModificationTimestamp of a record that failed its schema, if they are there. */
function keysOf(record: unknown): { listingKey: string | null; modifiedAt: string | null } {
  const fields = typeof record === 'object' && record !== null ? (record as Record<string, unknown>) : {};
  const key = fields['ListingKey'];
  const timestamp = fields['ModificationTimestamp'];
  const modifiedAt = typeof timestamp === 'string' && !Number.isNaN(Date.parse(timestamp)) ? utc(timestamp) : null;
  return { listingKey: typeof key === 'string' && key.trim() !== '' ? key.trim() : null, modifiedAt };
}

/** Maps one record; never throws: a record that cannot be shown correctly is 'invalid', with the reason. */
export function mapResoRecord(record: unknown, context: MappingContext): MappedRecord {
  const parsed = resoPropertySchema.safeParse(record);
  if (!parsed.success)
    return { outcome: 'invalid', ...keysOf(record), error: issuesText(parsed.error.issues), schemaHeld: false };
  const reso = parsed.data;
  const listingKey = reso.ListingKey;
  const modifiedAt = utc(reso.ModificationTimestamp);
  const invalid = (error: string): MappedRecord => ({
    outcome: 'invalid',
    listingKey,
    modifiedAt,
    error,
    schemaHeld: true,
  });
  const remove = (reason: string): MappedRecord => ({ outcome: 'remove', listingKey, modifiedAt, reason });

  const status = statusOf(reso, context);
  if ('remove' in status) return remove(status.remove);
  const permits = (flag: boolean | null | undefined) => flag ?? context.feedIsIdx === true;
  if (!permits(reso.IDXParticipationYN))
    return remove(`IDXParticipationYN is ${String(reso.IDXParticipationYN ?? 'missing')}: not for IDX display`);
  if (!permits(reso.InternetEntireListingDisplayYN))
    return remove(
      `InternetEntireListingDisplayYN is ${String(reso.InternetEntireListingDisplayYN ?? 'missing')}: the seller may withhold the listing from the internet`,
    );
  const baseType = baseTypeOf(reso);
  if ('remove' in baseType) return remove(baseType.remove);

  try {
    if (!isNumber(reso.ListPrice)) return invalid('ListPrice: missing');
    const price = Math.round(reso.ListPrice);
    const originalPrice = isNumber(reso.OriginalListPrice) ? Math.round(reso.OriginalListPrice) : undefined;
    const squareFeet = squareFeetOf(reso);
    const propertyType: PropertyType =
      baseType.value === 'Single Family' && (price >= ESTATE_MIN_PRICE || squareFeet >= ESTATE_MIN_SQUARE_FEET)
        ? 'Estate'
        : baseType.value;
    const addressHidden = !permits(reso.InternetAddressDisplayYN);
    const street = streetAddressOf(reso);
    if (!addressHidden && !street) return invalid('UnparsedAddress: missing, and no street in the address parts');
    const city = titleCase(clean(reso.City));
    const state = clean(reso.StateOrProvince).toUpperCase();
    const zipcode = /^\s*(\d{5})/.exec(reso.PostalCode ?? '')?.[1];
    if (zipcode === undefined) return invalid(`PostalCode: no five-digit ZIP code in "${reso.PostalCode ?? ''}"`);
    const beds = isNumber(reso.BedroomsTotal) ? Math.round(reso.BedroomsTotal) : 0;
    const baths = bathsOf(reso);
    const remarks = clean(reso.PublicRemarks);
    // Remarks that name a withheld address would publish it: the facts' sentence replaces them.
    const remarksShown =
      remarks.length >= DESCRIPTION_MIN_LENGTH &&
      !(addressHidden && namesAddress(remarks, { street, unitNumber: clean(reso.UnitNumber) }));
    const photos = picturesOf(reso, context, isPhoto);
    const floorPlans = picturesOf(reso, context, isFloorPlan, new Set(photos.map((photo) => photo.mediaKey))).slice(
      0,
      MAX_FLOOR_PLANS,
    );
    const coordinates = addressHidden ? undefined : coordinatesOf(reso);
    const createdAt = reso.OnMarketDate ? `${reso.OnMarketDate}T12:00:00Z` : modifiedAt;
    const advisorId =
      context.officeMlsId !== undefined && reso.ListOfficeMlsId === context.officeMlsId && reso.ListAgentMlsId
        ? (context.advisorIdByMlsId.get(reso.ListAgentMlsId) ?? null)
        : null;
    const { features, featureGroups } = groupedFeatures(reso);
    const hoaFee = hoaFeeOf(reso);
    const listOfficeName = clean(reso.ListOfficeName);
    const listAgentName = clean(reso.ListAgentFullName);

    const property: Omit<Property, 'id'> = {
      title: fitTitle(addressHidden ? `${TYPE_NOUNS[propertyType]} in ${city}` : street),
      description: remarksShown
        ? remarks
        : generatedDescription({ propertyType, beds, baths, squareFeet, city, state, price }),
      price,
      ...(originalPrice !== undefined && originalPrice > price ? { originalPrice } : {}),
      address: addressHidden ? ADDRESS_ON_REQUEST : street,
      city,
      state,
      zipcode,
      beds,
      baths,
      squareFeet,
      propertyType,
      status: status.value,
      isFeatured: false,
      images: photos.length > 0 ? photos.map((photo) => photo.path) : [LISTING_PHOTO_PLACEHOLDER],
      ...(floorPlans.length > 0 ? { floorPlans: floorPlans.map((plan) => plan.path) } : {}),
      ...toursOf(reso, context),
      features,
      ...(features.length > 0 ? { featureGroups } : {}),
      ...(hoaFee !== undefined ? { hoaFee } : {}),
      advisorId,
      createdAt,
      ...(status.value === 'Coming Soon' && reso.OnMarketDate ? { onMarketDate: reso.OnMarketDate } : {}),
      ...coordinates,
      source: 'mls',
      listingKey,
      ...(listOfficeName ? { listOfficeName } : {}),
      ...(listAgentName ? { listAgentName } : {}),
      modifiedAt,
      ...(addressHidden ? { addressHidden: true } : {}),
    };
    // The id is the sync's to give: any valid one proves the rest.
    const checked = propertySchema.safeParse({ id: 1, ...property });
    if (!checked.success) return invalid(issuesText(checked.error.issues));
    return { outcome: 'show', listingKey, modifiedAt, property, photos: [...photos, ...floorPlans] };
  } catch (error) {
    // photoPath is the caller's: whatever it throws makes this one record invalid, not the sync.
    return invalid(error instanceof Error ? error.message : String(error));
  }
}

/**
 * The version of this mapping, which the feed's state records. Bump it with any change to what a record
 * maps to (a new field, a new rule): a pass reads only the records modified since its mark, so the listings
 * already stored would never get the change; after a bump, the next pass re-reads the whole feed.
 */
export const MAPPING_VERSION = 5;

/** A mapping and its version, as a sync pass applies them. */
export interface RecordMapper {
  version: number;
  map: (record: unknown, context: MappingContext) => MappedRecord;
}

export const resoMapper: RecordMapper = { version: MAPPING_VERSION, map: mapResoRecord };

/**
 * A feed listing with an office file naming the same listingKey: marketing's title, description, images,
 * floor plans, tour, video, features (with their groups), open houses, featured flag, advisor and property type
 * win where the file gives them; every other field is the feed's (price, status, the facts, the id, so the
 * listing's URL never changes, and any field the mapping gains), the HOA fee the file's only where the feed has
 * none. When the MLS withholds the address, a title or description naming the file's street gives way to the
 * feed's.
 */
export function enrichListing(feed: Property, office: Property): Property {
  const leaksStreet = (text: string) => feed.addressHidden === true && namesAddress(text, { street: office.address });
  const openHouses = office.openHouses ?? feed.openHouses;
  const officeFeatures = office.features.length > 0 || office.featureGroups !== undefined;
  const { featureGroups } = officeFeatures ? office : feed;
  const hoaFee = feed.hoaFee ?? office.hoaFee;
  const { featureGroups: _feedGroups, hoaFee: _feedFee, ...facts } = feed;
  const floorPlans = office.floorPlans?.length ? office.floorPlans : feed.floorPlans;
  const virtualTourUrl = office.virtualTourUrl ?? feed.virtualTourUrl;
  const videoUrl = office.videoUrl ?? feed.videoUrl;
  return {
    ...facts,
    title: leaksStreet(office.title) ? feed.title : office.title,
    description: leaksStreet(office.description) ? feed.description : office.description,
    propertyType: office.propertyType,
    isFeatured: office.isFeatured,
    images: office.images.length > 0 ? office.images : feed.images,
    features: officeFeatures ? office.features : feed.features,
    ...(featureGroups ? { featureGroups } : {}),
    ...(hoaFee !== undefined ? { hoaFee } : {}),
    advisorId: office.advisorId ?? feed.advisorId,
    ...(openHouses ? { openHouses } : {}),
    ...(floorPlans ? { floorPlans } : {}),
    ...(virtualTourUrl ? { virtualTourUrl } : {}),
    ...(videoUrl ? { videoUrl } : {}),
  };
}
