import { describe, expect, it } from 'vitest';
import {
  ESTATE_MIN_PRICE,
  ESTATE_MIN_SQUARE_FEET,
  enrichListing,
  enumKey,
  mapResoRecord,
  titleCase,
  type MappedRecord,
  type MappingContext,
} from '#src/features/mls/mapping.ts';
import { ADDRESS_ON_REQUEST, propertySchema, type Property } from '#src/schemas/property.ts';
import { LISTING_PHOTO_PLACEHOLDER } from '#src/lib/paths.ts';
import { makeListing } from '#tests/helpers/listing.ts';
import { MAX_FEATURES_PER_GROUP } from '#src/features/mls/feature-words.ts';
import { isWaterViewFeature, searchWaterfront } from '#src/schemas/water-features.ts';

const OFFICE = 'FLR01';
const context: MappingContext = {
  officeMlsId: OFFICE,
  advisorIdByMlsId: new Map([['AG-7', 7]]),
  photoPath: (listingKey, mediaKey, modifiedAt) =>
    `/mls-photos/${listingKey}/${mediaKey}${modifiedAt ? `-${Date.parse(modifiedAt)}` : ''}.webp`,
};

const REMARKS =
  'Shingle-style cottage two blocks from the harbor, with a wraparound porch, a sunny kitchen and a garden.';

/** A record as the State-Wide MLS might send it: another brokerage's active single family home. */
function record(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ListingKey: 'SW-1001',
    ListingId: '1370001',
    StandardStatus: 'Active',
    ModificationTimestamp: '2026-11-20T10:04:05-05:00',
    ListPrice: 1_250_000,
    UnparsedAddress: '12 Harbor View Lane',
    City: 'Newport',
    StateOrProvince: 'RI',
    PostalCode: '02840',
    BedroomsTotal: 4,
    BathroomsFull: 2,
    BathroomsHalf: 1,
    LivingArea: 2600,
    LivingAreaUnits: 'SquareFeet',
    PropertyType: 'Residential',
    PropertySubType: 'SingleFamilyResidence',
    PublicRemarks: REMARKS,
    Latitude: 41.49,
    Longitude: -71.31,
    OnMarketDate: '2026-11-02',
    ListOfficeMlsId: 'OTHER9',
    ListOfficeName: 'Harbor Homes Realty',
    ListAgentMlsId: 'AG-7',
    ListAgentFullName: 'Pat Quinn',
    IDXParticipationYN: true,
    InternetEntireListingDisplayYN: true,
    InternetAddressDisplayYN: true,
    OriginatingSystemName: 'State-Wide MLS',
    SomeProviderField: { anything: true },
    Media: [
      { MediaKey: 'm2', MediaURL: 'https://media.example/2.jpg', MediaCategory: 'Photo', Order: 2 },
      {
        MediaKey: 'm1',
        MediaURL: 'https://media.example/1.jpg',
        MediaCategory: 'Photo',
        Order: 1,
        MediaModificationTimestamp: '2026-11-19T08:00:00Z',
      },
      { MediaKey: 'd1', MediaURL: 'https://media.example/plan.pdf', MediaCategory: 'FloorPlan', Order: 0 },
    ],
    ...overrides,
  };
}

/** Maps a record that must show, and proves the property passes the API's schema. */
function shown(overrides: Record<string, unknown> = {}, ctx: MappingContext = context) {
  const mapped = mapResoRecord(record(overrides), ctx);
  if (mapped.outcome !== 'show') throw new Error(`Expected show, got ${JSON.stringify(mapped)}`);
  expect(propertySchema.safeParse({ id: 1_000_001, ...mapped.property }).error).toBeUndefined();
  return mapped;
}

function outcomeOf(mapped: MappedRecord): string {
  if (mapped.outcome === 'show') return mapped.property.status;
  return mapped.outcome;
}

describe('enumKey', () => {
  it.each([
    ['ActiveUnderContract', 'ActiveUnderContract'],
    ['Active Under Contract', 'ActiveUnderContract'],
    ['Hotel/Motel', 'HotelMotel'],
    ['Walk-In Closet(s)', 'WalkInClosets'],
    ['  Coming Soon ', 'ComingSoon'],
  ])('%j → %j', (value, key) => {
    expect(enumKey(value)).toBe(key);
  });
});

describe('StandardStatus', () => {
  it.each([
    ['Active', 'Available'],
    ['ActiveUnderContract', 'Under Contract'],
    ['Active Under Contract', 'Under Contract'],
    ['Pending', 'Under Contract'],
    ['ComingSoon', 'Coming Soon'],
    ['Coming Soon', 'Coming Soon'],
    ['Closed', 'remove'],
    ['Withdrawn', 'remove'],
    ['Expired', 'remove'],
    ['Canceled', 'remove'],
    ['Hold', 'remove'],
    ['Delete', 'remove'],
    ['Incomplete', 'remove'],
    ['Leased', 'remove'],
    [null, 'remove'],
    // Names of Object's own members find nothing.
    ['constructor', 'remove'],
    ['toString', 'remove'],
    ['__proto__', 'remove'],
  ])('%j → %s', (status, expected) => {
    const mapped = mapResoRecord(record({ StandardStatus: status }), context);
    expect(outcomeOf(mapped)).toBe(expected);
    if (mapped.outcome === 'remove' && status) expect(mapped.reason).toContain(status);
  });

  it("shows a Closed listing as Sold only when it is the office's own", () => {
    expect(shown({ StandardStatus: 'Closed', ListOfficeMlsId: OFFICE }).property.status).toBe('Sold');
    expect(mapResoRecord(record({ StandardStatus: 'Closed' }), context)).toMatchObject({ outcome: 'remove' });
    const { officeMlsId: _office, ...noOffice } = context;
    expect(mapResoRecord(record({ StandardStatus: 'Closed', ListOfficeMlsId: OFFICE }), noOffice)).toMatchObject({
      outcome: 'remove',
    });
  });
});

describe('IDX permissions', () => {
  it.each([
    ['IDXParticipationYN', /IDXParticipationYN/],
    ['InternetEntireListingDisplayYN', /InternetEntireListingDisplayYN/],
  ])('%s false removes the listing, saying why', (field, reason) => {
    const mapped = mapResoRecord(record({ [field]: false }), context);
    expect(mapped).toMatchObject({ outcome: 'remove', listingKey: 'SW-1001', reason: expect.stringMatching(reason) });
  });

  it.each([
    ['IDXParticipationYN', null],
    ['IDXParticipationYN', undefined],
    ['InternetEntireListingDisplayYN', null],
    ['InternetEntireListingDisplayYN', undefined],
  ])('%s %s (not sent) removes it: a missing permission is no permission', (field, value) => {
    const mapped = mapResoRecord(record({ [field]: value }), context);
    expect(mapped).toMatchObject({ outcome: 'remove', reason: expect.stringMatching(`${field} is missing`) });
  });

  it('a missing InternetAddressDisplayYN withholds the street', () => {
    const { property } = shown({ InternetAddressDisplayYN: null });
    expect(property).toMatchObject({ address: ADDRESS_ON_REQUEST, addressHidden: true });
  });

  it('with RESO_FEED_IS_IDX, missing permissions mean display, but an explicit false still hides', () => {
    const idxFeed: MappingContext = { ...context, feedIsIdx: true };
    const missing = {
      IDXParticipationYN: null,
      InternetEntireListingDisplayYN: undefined,
      InternetAddressDisplayYN: null,
    };
    expect(shown(missing, idxFeed).property).toMatchObject({ address: '12 Harbor View Lane' });
    expect(mapResoRecord(record({ InternetEntireListingDisplayYN: false }), idxFeed).outcome).toBe('remove');
    expect(mapResoRecord(record({ IDXParticipationYN: false }), idxFeed).outcome).toBe('remove');
    expect(shown({ InternetAddressDisplayYN: false }, idxFeed).property.addressHidden).toBe(true);
  });

  it('InternetAddressDisplayYN false withholds the street everywhere, keeps town, state and ZIP', () => {
    const { property } = shown({
      InternetAddressDisplayYN: false,
      PublicRemarks: null,
      UnparsedAddress: null,
      StreetNumber: '12',
      StreetName: 'Harbor View',
      StreetSuffix: 'Lane',
    });
    expect(property).toMatchObject({
      address: ADDRESS_ON_REQUEST,
      addressHidden: true,
      title: 'Single Family Home in Newport',
      city: 'Newport',
      state: 'RI',
      zipcode: '02840',
    });
    expect(property).not.toHaveProperty('latitude');
    expect(property).not.toHaveProperty('longitude');
    expect(JSON.stringify(property)).not.toMatch(/Harbor View|\b12\b/);
  });

  const GENERATED =
    'A 4-bedroom, 2.5-bath single family home of 2,600 square feet in Newport, RI, offered at $1,250,000.';
  const hiddenWith = (remarks: string, overrides: Record<string, unknown> = {}) =>
    shown({ InternetAddressDisplayYN: false, PublicRemarks: remarks, ...overrides }).property.description;

  it.each([
    'Welcome to 12 Harbor View Lane, a shingle-style cottage two blocks from the harbor.',
    'Welcome to 12 HARBOR VIEW LN. — a shingle-style cottage two blocks from the harbor.',
    'A shingle-style cottage two blocks from the harbor, at 12 Harbor-View (Lane), with a porch.',
    'A shingle-style cottage on Harbor View Ln, two blocks from the harbor and the beach.',
  ])('a withheld address: remarks naming the street give way to the facts (%s)', (remarks) => {
    expect(hiddenWith(remarks)).toBe(GENERATED);
  });

  it.each([
    ['Unit 4B', 'Bright corner condo, #4b, with harbor views from every room and a deeded space.'],
    ['#4B', 'Bright corner condo, Apt. 4B, with harbor views from every room and a deeded space.'],
    ['Apt 4B', 'Bright corner condo, unit 4-b is not it; this is Unit 4B with harbor views from every room.'],
  ])('a withheld address: remarks naming the unit (%s) give way to the facts', (unit, remarks) => {
    const description = hiddenWith(remarks, {
      UnparsedAddress: null,
      StreetNumber: '12',
      StreetName: 'Harbor View',
      StreetSuffix: 'Road',
      UnitNumber: unit,
    });
    expect(description).not.toBe(remarks);
    expect(description).toMatch(/^A 4-bedroom/);
  });

  it('a withheld address: remarks naming another street, or the street shown, stay', () => {
    const other = 'A shingle-style cottage two blocks from Harbor Road, 120 steps from the beach.';
    expect(hiddenWith(other)).toBe(other);
    const named = 'Welcome to 12 Harbor View Lane, a shingle-style cottage two blocks from the harbor.';
    expect(shown({ PublicRemarks: named }).property.description).toBe(named);
  });

  it('a shown address has no addressHidden at all', () => {
    expect(shown().property).not.toHaveProperty('addressHidden');
  });
});

describe('address and title', () => {
  it.each([
    [{ UnparsedAddress: '12 Harbor View Lane' }, '12 Harbor View Lane'],
    [{ UnparsedAddress: '12 Harbor View Lane, Newport, RI 02840' }, '12 Harbor View Lane'],
    [{ UnparsedAddress: '44 OCEAN AVE NE UNIT 4B' }, '44 Ocean Ave NE Unit 4B'],
    [
      {
        UnparsedAddress: null,
        StreetNumber: '9',
        StreetDirPrefix: 'N',
        StreetName: 'Mariner',
        StreetSuffix: 'Ct',
        UnitNumber: '3',
      },
      '9 N Mariner Ct, Unit 3',
    ],
    [
      { UnparsedAddress: '', StreetNumber: '7', StreetName: 'Bay', StreetSuffix: 'St', UnitNumber: '#2A' },
      '7 Bay St, Unit 2A',
    ],
  ])('%j → %j', (fields, address) => {
    const { property } = shown(fields);
    expect(property.address).toBe(address);
    expect(property.title).toBe(address);
  });

  it('title-cases an all-capitals city', () => {
    expect(shown({ City: 'NORTH KINGSTOWN' }).property.city).toBe('North Kingstown');
  });

  it('cuts a long title to 120 characters at a word', () => {
    const title = shown({ UnparsedAddress: `1 ${'Long Street Name '.repeat(12)}` }).property.title;
    expect(title.length).toBeLessThanOrEqual(120);
    expect(title).toMatch(/Name…$|Street…$|Long…$/);
  });

  it('keeps mixed case as the feed writes it', () => {
    expect(titleCase('12 McAllister Way')).toBe('12 McAllister Way');
  });

  it('a record without any street is invalid, naming the field', () => {
    expect(mapResoRecord(record({ UnparsedAddress: null }), context)).toMatchObject({
      outcome: 'invalid',
      listingKey: 'SW-1001',
      error: expect.stringContaining('UnparsedAddress'),
    });
  });
});

describe('facts', () => {
  it.each([
    [{ BathroomsFull: 2, BathroomsHalf: 1 }, 2.5],
    [{ BathroomsFull: 3, BathroomsHalf: null, BathroomsTotalInteger: 5 }, 3],
    [{ BathroomsFull: null, BathroomsHalf: null, BathroomsTotalInteger: 4 }, 4],
    [{ BathroomsFull: null, BathroomsHalf: null }, 0],
    [{ BathroomsFull: '2', BathroomsHalf: '2' }, 3],
  ])('baths from %j → %d', (fields, baths) => {
    expect(shown(fields).property.baths).toBe(baths);
  });

  it.each([
    [{ LivingArea: 2600.4, LivingAreaUnits: 'SquareFeet' }, 2600],
    [{ LivingArea: 100, LivingAreaUnits: 'Square Meters' }, 1076],
    [{ LivingArea: '1850.00', LivingAreaUnits: null }, 1850],
    [{ LivingArea: null }, 0],
  ])('squareFeet from %j → %d', (fields, squareFeet) => {
    expect(shown(fields).property.squareFeet).toBe(squareFeet);
  });

  it('takes beds (0 when absent), the whole-dollar price and the five-digit ZIP', () => {
    expect(shown({ BedroomsTotal: null }).property.beds).toBe(0);
    expect(shown({ ListPrice: '1249999.60' }).property.price).toBe(1_250_000);
    expect(shown({ PostalCode: '02840-1234' }).property.zipcode).toBe('02840');
    expect(shown({ StateOrProvince: 'ri' }).property.state).toBe('RI');
  });

  it.each([
    [{ PostalCode: null }, 'PostalCode'],
    [{ PostalCode: 'RI' }, 'PostalCode'],
    [{ ListPrice: null }, 'ListPrice'],
    [{ ListPrice: 'call' }, 'ListPrice'],
    [{ StateOrProvince: 'Rhode Island' }, 'state'],
    [{ City: null }, 'city'],
  ])('%j is invalid, naming %s', (fields, field) => {
    const mapped = mapResoRecord(record(fields), context);
    expect(mapped).toMatchObject({ outcome: 'invalid', listingKey: 'SW-1001' });
    if (mapped.outcome === 'invalid') expect(mapped.error).toContain(field);
  });

  it('keeps coordinates only when both are usable', () => {
    expect(shown().property).toMatchObject({ latitude: 41.49, longitude: -71.31 });
    for (const fields of [{ Latitude: null }, { Longitude: null }, { Latitude: 0, Longitude: 0 }, { Latitude: 95 }]) {
      const { property } = shown(fields);
      expect(property).not.toHaveProperty('latitude');
      expect(property).not.toHaveProperty('longitude');
    }
  });

  it('lists from OnMarketDate at noon UTC, else from the ModificationTimestamp (in UTC)', () => {
    const mapped = shown();
    expect(mapped.property.createdAt).toBe('2026-11-02T12:00:00Z');
    expect(mapped.modifiedAt).toBe('2026-11-20T15:04:05.000Z');
    expect(mapped.property.modifiedAt).toBe('2026-11-20T15:04:05.000Z');
    expect(shown({ OnMarketDate: null }).property.createdAt).toBe('2026-11-20T15:04:05.000Z');
  });

  it.each([
    [{ OriginalListPrice: 1_400_000 }, 1_400_000],
    [{ OriginalListPrice: '1400000.40' }, 1_400_000],
    [{ OriginalListPrice: 1_250_000 }, undefined],
    [{ OriginalListPrice: 1_100_000 }, undefined],
    [{ OriginalListPrice: null }, undefined],
  ])('takes the original price from %j only when the ListPrice is below it', (fields, originalPrice) => {
    expect(shown(fields).property.originalPrice).toBe(originalPrice);
  });

  it('gives a Coming Soon record its OnMarketDate as the day it comes on the market', () => {
    expect(shown({ StandardStatus: 'ComingSoon' }).property.onMarketDate).toBe('2026-11-02');
    expect(shown({ StandardStatus: 'ComingSoon', OnMarketDate: null }).property).not.toHaveProperty('onMarketDate');
    expect(shown().property).not.toHaveProperty('onMarketDate');
  });

  it('uses PublicRemarks of 40 characters or more, else a sentence from the facts', () => {
    expect(shown().property.description).toBe(REMARKS);
    const generated = shown({ PublicRemarks: 'Lovely!' }).property.description;
    expect(generated).toBe(
      'A 4-bedroom, 2.5-bath single family home of 2,600 square feet in Newport, RI, offered at $1,250,000.',
    );
    const land = shown({
      PublicRemarks: null,
      PropertyType: 'Land',
      BedroomsTotal: null,
      BathroomsFull: null,
      BathroomsHalf: null,
      LivingArea: null,
      City: 'Exeter',
      ListPrice: 1,
    }).property;
    expect(land.description.length).toBeGreaterThanOrEqual(40);
    expect(land.description).toMatch(/^Land in Exeter, RI, offered at \$1\./);
  });

  it('names the source and the listing office and agent', () => {
    expect(shown().property).toMatchObject({
      source: 'mls',
      listingKey: 'SW-1001',
      listOfficeName: 'Harbor Homes Realty',
      listAgentName: 'Pat Quinn',
      isFeatured: false,
    });
  });
});

describe('property type', () => {
  it.each([
    ['Residential', 'SingleFamilyResidence', 'Single Family'],
    ['Residential', 'Single Family Residence', 'Single Family'],
    ['Residential', 'Condominium', 'Condo'],
    ['Residential', 'Stock Cooperative', 'Condo'],
    ['Residential', 'Townhouse', 'Townhouse'],
    ['Residential', 'Duplex', 'Multi-Family'],
    ['Residential Income', 'Triplex', 'Multi-Family'],
    ['ResidentialIncome', null, 'Multi-Family'],
    ['Residential', 'Quadruplex', 'Multi-Family'],
    ['Land', 'UnimprovedLand', 'Land'],
    ['Land', null, 'Land'],
    ['Farm', null, 'Land'],
    ['Residential', 'Cabin', 'Single Family'],
    [null, null, 'Single Family'],
    [null, 'Condominium', 'Condo'],
    ['ResidentialLease', 'SingleFamilyResidence', 'remove'],
    ['Commercial Sale', 'Office', 'remove'],
    ['BusinessOpportunity', null, 'remove'],
    ['Residential', 'Boat Slip', 'remove'],
    // Names of Object's own members are unknown types, nothing more.
    ['constructor', 'toString', 'Single Family'],
    ['Residential', 'hasOwnProperty', 'Single Family'],
  ])('%j / %j → %s', (type, subtype, expected) => {
    const mapped = mapResoRecord(record({ PropertyType: type, PropertySubType: subtype }), context);
    expect(mapped.outcome === 'show' ? mapped.property.propertyType : mapped.outcome).toBe(expected);
  });

  it.each([
    [ESTATE_MIN_PRICE, 2600, 'Estate'],
    [ESTATE_MIN_PRICE - 1, 2600, 'Single Family'],
    [2_000_000, ESTATE_MIN_SQUARE_FEET, 'Estate'],
    [2_000_000, ESTATE_MIN_SQUARE_FEET - 1, 'Single Family'],
  ])('a single family home at $%d with %d sq ft is %s', (price, area, type) => {
    expect(shown({ ListPrice: price, LivingArea: area }).property.propertyType).toBe(type);
  });

  it('a costly condo stays a condo', () => {
    expect(shown({ ListPrice: 9_000_000, PropertySubType: 'Condominium' }).property.propertyType).toBe('Condo');
  });
});

describe('photos', () => {
  it('takes photos only, in their Order, served from our own paths', () => {
    const mapped = shown();
    expect(mapped.photos).toEqual([
      {
        mediaKey: 'm1',
        url: 'https://media.example/1.jpg',
        modifiedAt: '2026-11-19T08:00:00.000Z',
        path: `/mls-photos/SW-1001/m1-${Date.parse('2026-11-19T08:00:00Z')}.webp`,
      },
      { mediaKey: 'm2', url: 'https://media.example/2.jpg', path: '/mls-photos/SW-1001/m2.webp' },
    ]);
    expect(mapped.property.images).toEqual(mapped.photos.map((photo) => photo.path));
    expect(JSON.stringify(mapped.property)).not.toContain('media.example');
  });

  it('reads a display-value category, takes uncategorised pictures but no documents, drops repeats, keeps ties in feed order', () => {
    const mapped = shown({
      Media: [
        { MediaKey: 'v', MediaURL: 'https://media.example/tour.mp4', MediaCategory: null, Order: 1 },
        { MediaKey: 'p', MediaURL: 'https://media.example/p.jpg', MediaCategory: null, Order: 3 },
        { MediaKey: 'r', MediaURL: 'https://media.example/r.jpg', MediaCategory: 'Photo', Order: 3 },
        { MediaKey: 'q', MediaURL: 'https://media.example/q.jpg', MediaCategory: 'Photo ', Order: 2 },
        { MediaKey: 'q', MediaURL: 'https://media.example/q2.jpg', MediaCategory: 'Photo', Order: 4 },
        { MediaKey: 'x', MediaURL: 'https://media.example/x.pdf', Order: 0 },
        { MediaKey: null, MediaURL: 'https://media.example/nokey.jpg', MediaCategory: 'Photo' },
        { MediaKey: 'nourl', MediaURL: null, MediaCategory: 'Photo' },
        { MediaKey: 'u', MediaURL: 'https://media.example/u.jpg', MediaCategory: 'Photo' },
      ],
    });
    expect(mapped.photos.map((photo) => photo.mediaKey)).toEqual(['q', 'p', 'r', 'u']);
  });

  it('a listing without photos shows the placeholder and copies nothing', () => {
    for (const Media of [
      [],
      null,
      undefined,
      [{ MediaKey: 'd', MediaURL: 'https://m.example/a.jpg', MediaCategory: 'Video' }],
    ]) {
      const mapped = shown({ Media });
      expect(mapped.property.images).toEqual([LISTING_PHOTO_PLACEHOLDER]);
      expect(mapped.photos).toEqual([]);
    }
  });

  it('a ListingKey or MediaKey outside the feed identifiers is an invalid record, with or without photos', () => {
    const [photo] = record()['Media'] as Record<string, unknown>[];
    for (const changed of [
      { ListingKey: '%2E%2E' },
      { ListingKey: '..', Media: [] },
      { ListingKey: 'a/b', StandardStatus: 'Withdrawn' },
      { ListingKey: 'x'.repeat(129) },
      { Media: [{ ...photo, MediaKey: 'site:listings/mls/state' }] },
      { Media: [{ ...photo, MediaKey: '..', MediaCategory: 'Document' }] },
    ])
      expect(mapResoRecord(record(changed), context).outcome, JSON.stringify(changed).slice(0, 60)).toBe('invalid');
    expect(mapResoRecord(record({ ListingKey: 'Ok_1.2~3-4' }), context).outcome).toBe('show');
  });

  it('a photoPath that throws makes the record invalid, not the mapping', () => {
    const failing: MappingContext = {
      ...context,
      photoPath: () => {
        throw new Error('bad media key');
      },
    };
    expect(mapResoRecord(record(), failing)).toMatchObject({ outcome: 'invalid', error: 'bad media key' });
  });
});

describe('floor plans', () => {
  it('copies the pictures of the category FloorPlan like the photos, in their Order; never a PDF', () => {
    const mapped = shown({
      Media: [
        { MediaKey: 'p1', MediaURL: 'https://media.example/1.jpg', MediaCategory: 'Photo', Order: 1 },
        { MediaKey: 'f2', MediaURL: 'https://media.example/f2.png', MediaCategory: 'Floor Plan', Order: 5 },
        {
          MediaKey: 'f1',
          MediaURL: 'https://media.example/f1.jpg',
          MediaCategory: 'FloorPlan',
          Order: 2,
          MediaModificationTimestamp: '2026-11-19T08:00:00Z',
        },
        { MediaKey: 'f3', MediaURL: 'https://media.example/f3.pdf', MediaCategory: 'FloorPlan', Order: 3 },
        { MediaKey: 'p1', MediaURL: 'https://media.example/again.png', MediaCategory: 'FloorPlan', Order: 4 },
      ],
    });
    expect(mapped.property.images).toEqual(['/mls-photos/SW-1001/p1.webp']);
    expect(mapped.property.floorPlans).toEqual([
      `/mls-photos/SW-1001/f1-${Date.parse('2026-11-19T08:00:00Z')}.webp`,
      '/mls-photos/SW-1001/f2.webp',
    ]);
    // The sync copies every picture the page shows, the floor plans after the photos.
    expect(mapped.photos.map((photo) => photo.mediaKey)).toEqual(['p1', 'f1', 'f2']);
    expect(JSON.stringify(mapped.property)).not.toContain('media.example');
  });

  it('none, or only a PDF, means no floor plans at all; at most 12 are kept', () => {
    expect(shown({ Media: [] }).property).not.toHaveProperty('floorPlans');
    // The default record's only floor plan is a PDF.
    expect(shown().property).not.toHaveProperty('floorPlans');
    const many = Array.from({ length: 15 }, (_, n) => ({
      MediaKey: `f${n}`,
      MediaURL: `https://media.example/f${n}.png`,
      MediaCategory: 'FloorPlan',
      Order: n,
    }));
    expect(shown({ Media: many }).property.floorPlans).toHaveLength(12);
  });
});

describe('virtual tour and video', () => {
  const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  const MATTERPORT = 'https://my.matterport.com/show/?m=SxQL3iGyoDo';

  it('takes VirtualTourURLUnbranded, and the first Video of the Media', () => {
    const mapped = shown({
      VirtualTourURLUnbranded: ` ${MATTERPORT} `,
      Media: [
        { MediaKey: 'v2', MediaURL: 'https://vimeo.com/76979871', MediaCategory: 'Video', Order: 3 },
        { MediaKey: 'v1', MediaURL: YOUTUBE, MediaCategory: 'Video', Order: 2 },
      ],
    });
    expect(mapped.property).toMatchObject({ virtualTourUrl: MATTERPORT, videoUrl: YOUTUBE });
    expect(mapped.photos).toEqual([]);
  });

  it('without the field, an unbranded tour among the Media (either spelling); never a branded one', () => {
    const media = (category: string, url: string) => ({
      MediaKey: category.replace(/ /g, '-'),
      MediaURL: url,
      MediaCategory: category,
    });
    expect(shown({ Media: [media('Unbranded Virtual Tour', MATTERPORT)] }).property.virtualTourUrl).toBe(MATTERPORT);
    expect(shown({ Media: [media('VirtualTour', MATTERPORT)] }).property.virtualTourUrl).toBe(MATTERPORT);
    const branded = shown({
      VirtualTourURLBranded: 'https://tours.example/branded/with-agent',
      Media: [media('BrandedVirtualTour', 'https://tours.example/branded/2'), media('Branded Virtual Tour', YOUTUBE)],
    });
    expect(branded.property).not.toHaveProperty('virtualTourUrl');
    expect(branded.property).not.toHaveProperty('videoUrl');
    expect(JSON.stringify(branded.property)).not.toContain('branded');
  });

  it('drops what is no https page: another scheme, a file, the MLS media host, credentials; the record still shows', () => {
    const context2: MappingContext = { ...context, mediaHosts: new Set(['media.example']) };
    for (const address of [
      'javascript:alert(document.cookie)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'http://tours.example/1',
      'https://media.example/tours/1',
      'https://cdn.example/walkthrough.mp4',
      'https://cdn.example/plan.pdf',
      'https://agent:pw@tours.example/1',
      'tours.example/1',
    ]) {
      const mapped = shown(
        {
          VirtualTourURLUnbranded: address,
          Media: [{ MediaKey: 'v', MediaURL: address, MediaCategory: 'Video' }],
        },
        context2,
      );
      expect(mapped.property, address).not.toHaveProperty('virtualTourUrl');
      expect(mapped.property, address).not.toHaveProperty('videoUrl');
    }
  });

  it('keeps an unknown host (the page links it), and a video that repeats the tour once', () => {
    const tour = 'https://tours.example/SW-1001';
    expect(
      shown({ VirtualTourURLUnbranded: tour, Media: [{ MediaKey: 'v', MediaURL: tour, MediaCategory: 'Video' }] })
        .property,
    ).toMatchObject({ virtualTourUrl: tour });
    expect(
      shown({ VirtualTourURLUnbranded: tour, Media: [{ MediaKey: 'v', MediaURL: tour, MediaCategory: 'Video' }] })
        .property,
    ).not.toHaveProperty('videoUrl');
  });
});

describe('features', () => {
  it("reads lists and comma-separated text in a buyer's words, once each, under the group of their field", () => {
    const { property } = shown({
      InteriorFeatures: ['WalkInClosets', 'Walk-In Closet(s)', 'Kitchen Island'],
      Appliances: 'Dishwasher, Range,,Refrigerator',
      View: ['Ocean', 'Water View'],
      Heating: 'None',
      Cooling: ['CentralAir'],
      PoolFeatures: ['In Ground'],
      ParkingFeatures: ['Attached', 'Driveway', 'OffStreet'],
      FireplaceFeatures: ['WoodBurning', 'Living Room'],
      ArchitecturalStyle: 'Colonial',
    });
    expect(property.featureGroups).toEqual({
      interior: [
        'Walk-in closets',
        'Kitchen island',
        'Wood-burning fireplace',
        'Living room fireplace',
        'Central air conditioning',
      ],
      exterior: ['In-ground pool'],
      parking: ['Attached garage', 'Driveway', 'Off-street parking'],
      appliances: ['Dishwasher', 'Range', 'Refrigerator'],
      viewsAndWaterfront: ['Ocean view', 'Water view'],
      other: ['Colonial style'],
    });
    // The spec's flat list holds the same words, group after group.
    expect(property.features).toEqual(Object.values(property.featureGroups ?? {}).flat());
  });

  it.each([
    ['ParkingFeatures', 'Attached', 'parking', 'Attached garage'],
    ['ParkingFeatures', 'Detached', 'parking', 'Detached garage'],
    ['ParkingFeatures', 'Assigned', 'parking', 'Assigned parking'],
    ['ParkingFeatures', 'GarageDoorOpener', 'parking', 'Garage door opener'],
    ['ParkingFeatures', 'RVAccessParking', 'parking', 'RV parking'],
    ['ParkingFeatures', 'Electric Vehicle Charging Station(s)', 'parking', 'EV charging'],
    ['View', 'Panoramic', 'viewsAndWaterfront', 'Panoramic view'],
    ['View', 'Trees/Woods', 'viewsAndWaterfront', 'Wooded view'],
    ['WaterfrontFeatures', 'OceanFront', 'viewsAndWaterfront', 'Oceanfront'],
    ['WaterfrontFeatures', 'Beach Access', 'viewsAndWaterfront', 'Beach access'],
    ['ExteriorFeatures', 'Lighting', 'exterior', 'Exterior lighting'],
    ['PoolFeatures', 'Salt Water', 'exterior', 'Saltwater pool'],
    ['Heating', 'ForcedAir', 'interior', 'Forced air heating'],
    ['Heating', 'Heat Pump', 'interior', 'Heat pump'],
    ['SecurityFeatures', 'SECURITY SYSTEM', 'other', 'Security system'],
    ['Appliances', 'ENERGY STAR Qualified Appliances', 'appliances', 'ENERGY STAR qualified appliances'],
  ])('%s %s → %s "%s"', (field, token, group, words) => {
    expect(shown({ [field]: [token] }).property.featureGroups).toEqual({ [group]: [words] });
  });

  it('adds what the garage facts say, and drops a bare "Garage" beside a more telling line', () => {
    const { property } = shown({
      GarageYN: true,
      AttachedGarageYN: true,
      GarageSpaces: 2,
      ParkingFeatures: ['Garage'],
    });
    expect(property.featureGroups?.parking).toEqual(['2-car garage', 'Attached garage']);
    expect(shown({ GarageYN: true }).property.featureGroups).toEqual({ parking: ['Garage'] });
    expect(shown({ GarageYN: false, GarageSpaces: 0 }).property).not.toHaveProperty('featureGroups');
  });

  it('is on the waterfront when WaterfrontYN says so or a token names the frontage, not for access alone', () => {
    const waterfront = (overrides: Record<string, unknown>) => searchWaterfront(shown(overrides).property.features);
    expect(waterfront({ WaterfrontYN: true, WaterfrontFeatures: ['BayAccess'] })).toBe(true);
    expect(shown({ WaterfrontYN: true }).property.featureGroups).toEqual({ viewsAndWaterfront: ['Waterfront'] });
    for (const token of ['Ocean Front', 'BeachFront', 'LakeFront', 'River Front', 'Canal Front', 'Waterfront'])
      expect(waterfront({ WaterfrontFeatures: [token] })).toBe(true);
    expect(waterfront({ WaterfrontFeatures: ['Beach Access', 'Lake Privileges', 'Pond'] })).toBe(false);
    // An explicit no outweighs a frontage token; the access stays.
    const denied = shown({ WaterfrontYN: false, WaterfrontFeatures: ['OceanFront', 'BeachAccess'] }).property;
    expect(denied.featureGroups).toEqual({ viewsAndWaterfront: ['Beach access'] });
    expect(searchWaterfront(denied.features)).toBe(false);
  });

  it("has a water view for the Data Dictionary's water views, and none when ViewYN is false", () => {
    for (const token of ['Bay', 'Beach', 'Canal', 'CreekStream', 'Lake', 'Marina', 'Ocean', 'Pond', 'River', 'Water'])
      expect(shown({ View: [token] }).property.features.some(isWaterViewFeature)).toBe(true);
    for (const token of ['City Lights', 'Garden', 'Golf Course', 'Panoramic', 'Trees/Woods'])
      expect(shown({ View: [token] }).property.features.some(isWaterViewFeature)).toBe(false);
    expect(shown({ ViewYN: false, View: ['Ocean'] }).property).not.toHaveProperty('featureGroups');
  });

  it(`keeps at most ${MAX_FEATURES_PER_GROUP} a group, so one long list never crowds out the others`, () => {
    const many = Array.from({ length: 40 }, (_, i) => `Feature ${i + 1}`);
    const { property } = shown({ InteriorFeatures: many, View: ['Ocean'] });
    expect(property.featureGroups?.interior).toEqual(many.slice(0, MAX_FEATURES_PER_GROUP));
    expect(property.featureGroups?.viewsAndWaterfront).toEqual(['Ocean view']);
  });

  it('no feature lists means no features', () => {
    expect(shown().property.features).toEqual([]);
    expect(shown().property).not.toHaveProperty('featureGroups');
  });
});

describe('HOA fee', () => {
  it.each([
    [450, 'Monthly', 450],
    [1200, 'Quarterly', 400],
    [2400, 'Annually', 200],
    [2400, 'SemiAnnually', 400],
    [300, 'Bi-Monthly', 150],
    [100, 'Semi-Monthly', 200],
    [120, 'BiWeekly', 260],
    [50, 'Weekly', 216.67],
    [1000, 'Annually', 83.33],
  ])('AssociationFee %d %s is $%d a month', (fee, frequency, monthly) => {
    expect(shown({ AssociationFee: fee, AssociationFeeFrequency: frequency }).property.hoaFee).toBe(monthly);
  });

  it('is left out when there is no association, no fee or no frequency to read it at', () => {
    const fee = (overrides: Record<string, unknown>) => shown(overrides).property.hoaFee;
    expect(fee({ AssociationYN: false, AssociationFee: 300, AssociationFeeFrequency: 'Monthly' })).toBeUndefined();
    expect(fee({ AssociationFeeFrequency: 'Monthly' })).toBeUndefined();
    expect(fee({ AssociationFee: 5000, AssociationFeeFrequency: 'One Time' })).toBeUndefined();
    expect(fee({ AssociationFee: 900, AssociationFeeFrequency: 'Seasonal' })).toBeUndefined();
    expect(fee({ AssociationFee: 300 })).toBeUndefined();
    expect(fee({ AssociationFee: 5_000_000, AssociationFeeFrequency: 'Monthly' })).toBeUndefined();
    expect(fee({ AssociationFee: 0, AssociationFeeFrequency: 'Monthly' })).toBe(0);
  });
});

describe('advisor', () => {
  it.each([
    [OFFICE, 'AG-7', 7],
    [OFFICE, 'AG-unknown', null],
    [OFFICE, null, null],
    ['OTHER9', 'AG-7', null],
  ])('office %j, agent %j → advisor %j', (office, agent, advisorId) => {
    expect(shown({ ListOfficeMlsId: office, ListAgentMlsId: agent }).property.advisorId).toBe(advisorId);
  });
});

describe('records that fail the RESO schema', () => {
  it.each([
    [null, null],
    ['text', null],
    [[], null],
    [{ ModificationTimestamp: '2026-11-20T15:04:05Z' }, null],
    [record({ ModificationTimestamp: 'yesterday' }), 'SW-1001'],
    [record({ ModificationTimestamp: '2026-11-20T15:04:05' }), 'SW-1001'],
    [record({ BedroomsTotal: 'four' }), 'SW-1001'],
    [record({ IDXParticipationYN: 'Y' }), 'SW-1001'],
    [record({ Media: 'none' }), 'SW-1001'],
  ])('%j is invalid with key %j, never thrown', (input, listingKey) => {
    const mapped = mapResoRecord(input, context);
    expect(mapped).toMatchObject({ outcome: 'invalid', listingKey });
    if (mapped.outcome === 'invalid') expect(mapped.error).not.toBe('');
  });

  it('names the field and keeps the timestamp it could read', () => {
    expect(mapResoRecord(record({ BedroomsTotal: 'four' }), context)).toMatchObject({
      modifiedAt: '2026-11-20T15:04:05.000Z',
      error: expect.stringContaining('BedroomsTotal'),
    });
  });

  it('a record without StandardStatus is valid but removed', () => {
    expect(mapResoRecord(record({ StandardStatus: undefined }), context)).toMatchObject({
      outcome: 'remove',
      reason: 'no StandardStatus',
    });
  });
});

describe('enrichListing', () => {
  const feed = (overrides: Partial<Property> = {}): Property => {
    const mapped = shown({ ListOfficeMlsId: OFFICE, StandardStatus: 'Pending', ListPrice: 1_300_000 });
    return { id: 1_000_012, ...mapped.property, ...overrides };
  };
  const office = makeListing(4, {
    title: 'Harbor View Shingle Cottage',
    description: 'Our own words about a shingle cottage above the harbor, with its porch and garden.',
    price: 1_195_000,
    status: 'Available',
    images: ['/images/listings/4/1.webp'],
    features: ['Wraparound porch'],
    isFeatured: true,
    advisorId: 19,
    propertyType: 'Estate',
    address: '12 Harbor View Lane',
    latitude: 41.5,
    longitude: -71.3,
    openHouses: [{ start: '2026-12-06T13:00:00-05:00', end: '2026-12-06T15:00:00-05:00' }],
  });

  it('takes price, status and facts from the feed and marketing from the office file; keeps the feed id', () => {
    const merged = enrichListing(feed(), office);
    expect(propertySchema.safeParse(merged).error).toBeUndefined();
    expect(merged).toMatchObject({
      id: 1_000_012,
      price: 1_300_000,
      status: 'Under Contract',
      beds: 4,
      baths: 2.5,
      squareFeet: 2600,
      address: '12 Harbor View Lane',
      latitude: 41.49,
      longitude: -71.31,
      source: 'mls',
      listingKey: 'SW-1001',
      listOfficeName: 'Harbor Homes Realty',
      modifiedAt: '2026-11-20T15:04:05.000Z',
      title: office.title,
      description: office.description,
      images: office.images,
      features: office.features,
      isFeatured: true,
      advisorId: 19,
      propertyType: 'Estate',
      openHouses: office.openHouses,
    });
  });

  it("drops the feed's feature groups for the office file's own features, and keeps the feed's HOA fee", () => {
    const grouped = feed({
      featureGroups: { parking: ['Attached garage'] },
      features: ['Attached garage'],
      hoaFee: 300,
    });
    const merged = enrichListing(grouped, { ...office, hoaFee: 250 });
    expect(merged.features).toEqual(office.features);
    expect(merged).not.toHaveProperty('featureGroups');
    expect(merged.hoaFee).toBe(300);
    expect(enrichListing(feed(), { ...office, hoaFee: 250 }).hoaFee).toBe(250);
    expect(enrichListing(feed(), office)).not.toHaveProperty('hoaFee');
  });

  it('falls back to the feed where the office file gives nothing: features, advisor, open houses', () => {
    const { openHouses: _dropped, ...plain } = office;
    const withFeatures = feed({
      features: ['Ocean view'],
      featureGroups: { viewsAndWaterfront: ['Ocean view'] },
      advisorId: 7,
    });
    const merged = enrichListing(withFeatures, { ...plain, features: [], advisorId: null });
    expect(merged).toMatchObject({
      features: ['Ocean view'],
      featureGroups: { viewsAndWaterfront: ['Ocean view'] },
      advisorId: 7,
    });
    expect(merged).not.toHaveProperty('openHouses');
  });

  it('keeps every feed field it does not override, one it has never heard of included', () => {
    const added = { listAgentName: 'Pat Quinn', unheardOf: true };
    expect(enrichListing({ ...feed(), ...added }, office)).toMatchObject(added);
  });

  it("takes the office file's floor plans, tour and video where it gives them, else the feed's", () => {
    const media = {
      floorPlans: ['/listing-photos/SW-1001/f1/0'],
      virtualTourUrl: 'https://tours.example/SW-1001',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    };
    expect(enrichListing(feed(media), office)).toMatchObject(media);
    const own = {
      floorPlans: ['/images/listings/4/plan-1.webp'],
      virtualTourUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
    };
    expect(enrichListing(feed(media), { ...office, ...own })).toMatchObject({ ...own, videoUrl: media.videoUrl });
    expect(enrichListing(feed(), office)).not.toHaveProperty('floorPlans');
    // An emptied list in the CMS is no floor plans of the office's: the feed's show.
    expect(enrichListing(feed(media), { ...office, floorPlans: [] }).floorPlans).toEqual(media.floorPlans);
  });

  it('keeps a withheld address withheld, and drops marketing text that names the street', () => {
    const hidden = feed({ address: ADDRESS_ON_REQUEST, addressHidden: true, title: 'Single Family Home in Newport' });
    delete hidden.latitude;
    delete hidden.longitude;
    const merged = enrichListing(hidden, { ...office, title: 'Cottage at 12 Harbor View Lane' });
    expect(propertySchema.safeParse(merged).error).toBeUndefined();
    expect(merged).toMatchObject({ address: ADDRESS_ON_REQUEST, addressHidden: true, title: hidden.title });
    expect(merged.description).toBe(office.description);
    expect(merged).not.toHaveProperty('latitude');
    expect(JSON.stringify(merged)).not.toContain('12 Harbor View Lane');
  });
});
