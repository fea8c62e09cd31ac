import { z } from 'zod';
import { FEATURE_GROUPS } from './feature-groups.ts';
import { positiveIntParam } from './params.ts';
import { HTTPS_URL_MAX_LENGTH, readHttpsUrl } from './rules/https-url.ts';
import {
  ADDRESS_ON_REQUEST,
  FEED_ID_START,
  LISTING_SOURCES,
  LOCATION_MAX_LENGTH,
  MAX_COUNTED_LOCATIONS,
  MAX_PAGE_LIMIT,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  SORT_KEYS,
} from './property-fields.ts';

// The choices live in a zod-free module so that the search island can import them without zod.
export * from './property-fields.ts';

/** One open house (as the RESO OpenHouse resource has it): ISO date-times with their UTC offset. */
export const openHouseSchema = z
  .object({
    start: z.iso.datetime({ offset: true }).describe('e.g. "2026-12-06T13:00:00-05:00"'),
    end: z.iso.datetime({ offset: true }).describe('After the start, e.g. "2026-12-06T15:00:00-05:00"'),
  })
  .strict()
  .refine((openHouse) => Date.parse(openHouse.end) > Date.parse(openHouse.start), {
    path: ['end'],
    message: 'The end must be after the start',
  });
export type OpenHouse = z.infer<typeof openHouseSchema>;

/** The largest monthly HOA fee a listing may carry, in US dollars: past it a feed's figure is taken as an error. */
export const MAX_HOA_FEE = 100_000;

const featureText = z.string().min(2);

/** A listing's features by the group "Features & Amenities" shows them under; every group optional. */
export const featureGroupsSchema = z
  .strictObject(
    Object.fromEntries(
      FEATURE_GROUPS.map(({ key, label }) => [key, z.array(featureText).optional().describe(label)]),
    ) as Record<(typeof FEATURE_GROUPS)[number]['key'], z.ZodOptional<z.ZodArray<typeof featureText>>>,
  )
  .describe(
    'The features by group, as the page shows them; the MLS sync sets it from the RESO field each came from. Without it, the page sorts "features" into groups by their words',
  );
export type FeatureGroups = z.infer<typeof featureGroupsSchema>;

/** A site path like the photos', or a full https address. */
const imagePath = z.string().regex(/^(\/|https:\/\/)\S+$/, 'Use a site path like /images/listings/1/1.webp');

/** The address of a virtual tour or a video on another site (README, Listings: tours, videos and floor plans). */
const tourUrl = z
  .string()
  .max(HTTPS_URL_MAX_LENGTH)
  .regex(/^https:\/\/\S+$/, 'Use a full address starting with https://')
  .refine((text) => readHttpsUrl(text) !== null, 'Use a full https:// address, without a user name or password');

/** The most floor plans a listing shows. */
export const MAX_FLOOR_PLANS = 12;

/**
 * The spec's Property entity: exactly these fields, as the API returns them and data/listings stores them,
 * plus the optional floor plans, tour and video, open houses, feature groups, HOA fee and MLS fields (source
 * to addressHidden).
 */
export const propertySchema = z
  .object({
    id: z.number().int().positive().describe('Stable listing number; the page lives at /properties/{id}'),
    title: z.string().min(3).max(120).describe('Headline shown on cards and the detail page'),
    description: z.string().min(40).describe('"About This Property" text'),
    price: z.number().int().nonnegative().describe('Asking price in whole US dollars'),
    originalPrice: z
      .number()
      .int()
      .positive()
      .optional()
      .describe('The first asking price, when the price has since been cut: shows the Price reduced badge'),
    address: z.string().min(3).describe('Street address, e.g. "14 Harbor Light Lane"'),
    city: z.string().min(2),
    state: z.string().length(2).describe('Two-letter state, e.g. "RI"'),
    zipcode: z.string().regex(/^\d{5}$/, 'Use a five-digit ZIP code'),
    beds: z.number().int().nonnegative(),
    baths: z.number().nonnegative().multipleOf(0.5).describe('Half baths count 0.5'),
    squareFeet: z.number().int().nonnegative().describe('Living area; 0 for land'),
    propertyType: z.enum(PROPERTY_TYPES),
    status: z.enum(PROPERTY_STATUSES),
    isFeatured: z.boolean().describe('Shows the Featured badge on cards'),
    images: z.array(imagePath).min(1).describe('Image URLs; the first is the card image'),
    floorPlans: z
      .array(imagePath)
      .max(MAX_FLOOR_PLANS)
      .optional()
      .describe('Floor plan images, shown under the gallery\'s "Floor plans" tab and printed on the brochure'),
    virtualTourUrl: tourUrl
      .optional()
      .describe(
        "The virtual tour's address (https): YouTube, Vimeo and Matterport tours play on the page; any other opens on its own site",
      ),
    videoUrl: tourUrl
      .optional()
      .describe(
        "The video's address (https): YouTube and Vimeo videos play on the page; any other opens on its own site",
      ),
    features: z
      .array(featureText)
      .describe(
        '"Features & Amenities", e.g. "Attached garage"; the page sorts them into Interior, Exterior, Parking, …',
      ),
    featureGroups: featureGroupsSchema.optional(),
    hoaFee: z
      .number()
      .nonnegative()
      .max(MAX_HOA_FEE)
      .optional()
      .describe('Monthly HOA or condominium fee in US dollars, e.g. 450; the mortgage estimate adds it'),
    advisorId: z
      .number()
      .int()
      .positive()
      .nullable()
      .describe('id of an advisor in data/team/team.en.json, or null for "our team"'),
    createdAt: z.iso.datetime().describe('When the listing went live, e.g. "2025-09-08T14:00:00Z"; shown as "Listed"'),
    onMarketDate: z.iso
      .date()
      .optional()
      .describe('A Coming Soon listing\'s first day on the market, e.g. "2026-12-03"; shown as "On market Dec 3"'),
    openHouses: z
      .array(openHouseSchema)
      .optional()
      .describe('Scheduled open houses; past ones stay in the file but are never shown'),
    latitude: z
      .number()
      .min(-90)
      .max(90)
      .optional()
      .describe('Where the home stands, in decimal degrees north, e.g. 41.4595; shows it on the map'),
    longitude: z
      .number()
      .min(-180)
      .max(180)
      .optional()
      .describe('Decimal degrees east (negative in Rhode Island), e.g. -71.3265'),
    source: z.enum(LISTING_SOURCES).optional().describe('Set by the MLS sync ("mls"); leave empty in a listing file'),
    listingKey: z
      .string()
      .min(1)
      .max(255)
      .optional()
      .describe(
        "The MLS listing's ListingKey. In a listing file it ties this marketing copy to the MLS listing: the MLS then supplies price, status and facts",
      ),
    listOfficeName: z
      .string()
      .min(1)
      .optional()
      .describe('Set by the MLS sync: the listing brokerage, shown as "Listing courtesy of …"'),
    listAgentName: z.string().min(1).optional().describe('Set by the MLS sync: the listing agent'),
    modifiedAt: z.iso.datetime().optional().describe("Set by the MLS sync: the MLS record's last change"),
    addressHidden: z
      .literal(true)
      .optional()
      .describe(
        `Set by the MLS sync when the seller withholds the street address: the address then reads "${ADDRESS_ON_REQUEST}" and the home is not on the map`,
      ),
    contactAdvisorId: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        "Set by the MLS sync: the advisor of the listing's town who answers about it, in turn with the town's others (team.json towns). Never the listing's agent; leave empty in a listing file",
      ),
  })
  .strict()
  .refine((property) => (property.latitude === undefined) === (property.longitude === undefined), {
    path: ['longitude'],
    message: 'Give both latitude and longitude, or neither',
  })
  .refine(
    (property) =>
      !property.addressHidden || (property.address === ADDRESS_ON_REQUEST && property.latitude === undefined),
    { path: ['addressHidden'], message: `A hidden address reads "${ADDRESS_ON_REQUEST}" and has no coordinates` },
  );
export type Property = z.infer<typeof propertySchema>;

/**
 * A listing file in data/listings: a Property whose id is below FEED_ID_START, since the MLS feed's listings
 * take the ids from there up.
 */
export const listingFileSchema = propertySchema.safeExtend({
  id: propertySchema.shape.id.max(
    FEED_ID_START - 1,
    `Listing files use ids below ${String(FEED_ID_START)}; the MLS feed's listings take the ids from there up`,
  ),
});

export const propertiesSchema = z.array(propertySchema).superRefine((list, ctx) => {
  const seen = new Map<number, number>();
  list.forEach((property, index) => {
    const other = seen.get(property.id);
    if (other !== undefined)
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `Duplicate id ${property.id} (also at ${other})` });
    seen.set(property.id, index);
  });
});

/** The {id} of /properties/{id} and /api/properties/{id}: the spec's "integer greater than 0". */
export const propertyIdSchema = positiveIntParam;

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}`;
const OFFSET_MESSAGE = 'Offset must be a whole number from 0';
const SORT_MESSAGE = `Sort must be one of: ${SORT_KEYS.join(', ')}`;

const limitNumber = z.number(LIMIT_MESSAGE).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(MAX_PAGE_LIMIT, LIMIT_MESSAGE);
const offsetNumber = z
  .number(OFFSET_MESSAGE)
  .int(OFFSET_MESSAGE)
  .min(0, OFFSET_MESSAGE)
  .max(Number.MAX_SAFE_INTEGER, OFFSET_MESSAGE);
const sortSchema = z.enum(SORT_KEYS, SORT_MESSAGE);

/** limit, offset and sort in a JSON body (the search's): numbers and a sort key. */
export const pagingFields = {
  limit: limitNumber.optional(),
  offset: offsetNumber.optional(),
  sort: sortSchema.optional(),
};

const COUNTED_LOCATIONS_MESSAGE = `Location must be given 1 to ${String(MAX_COUNTED_LOCATIONS)} times, each 1 to ${String(LOCATION_MAX_LENGTH)} characters`;

/**
 * The query of GET /api/listings/for-sale-counts: `location` once per place to count (repeated), nothing else.
 * Read from URLSearchParams as `{ location: params.getAll('location'), ...every other key }`.
 */
export const forSaleCountsQuerySchema = z
  .object({
    location: z
      .array(
        z
          .string(COUNTED_LOCATIONS_MESSAGE)
          .trim()
          .min(1, COUNTED_LOCATIONS_MESSAGE)
          .max(LOCATION_MAX_LENGTH, COUNTED_LOCATIONS_MESSAGE),
        COUNTED_LOCATIONS_MESSAGE,
      )
      .min(1, COUNTED_LOCATIONS_MESSAGE)
      .max(MAX_COUNTED_LOCATIONS, COUNTED_LOCATIONS_MESSAGE),
  })
  .strict();

/**
 * The query of GET /api/properties: optional limit (1–48), offset and sort. Digits only, so "1e1" or " 6"
 * are refused rather than read generously.
 */
const OPEN_HOUSE_START_MESSAGE = 'Give the start of an open house as an ISO date and time';

/** The query of GET /api/properties/{id}/open-house.ics: which open house, by its start. */
export const openHouseCalendarQuerySchema = z
  .object({ start: z.iso.datetime({ offset: true, error: OPEN_HOUSE_START_MESSAGE }).max(40) })
  .strict();

export const listQuerySchema = z
  .object({
    limit: z
      .string(LIMIT_MESSAGE)
      .regex(/^\d{1,4}$/, LIMIT_MESSAGE)
      .transform(Number)
      .pipe(limitNumber)
      .optional(),
    offset: z
      .string(OFFSET_MESSAGE)
      .regex(/^\d{1,16}$/, OFFSET_MESSAGE)
      .transform(Number)
      .pipe(offsetNumber)
      .optional(),
    sort: sortSchema.optional(),
  })
  .strict();
