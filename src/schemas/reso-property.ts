/**
 * One record of the RESO Web API's Property resource, as the State-Wide MLS sends it: only the Data Dictionary
 * fields the site reads. Loose, since providers send many more fields. Every field the Data Dictionary lets a
 * provider leave out is optional and nullable; only ListingKey and ModificationTimestamp are required.
 */
import { z } from 'zod';
import { feedIdentifierSchema } from './rules/feed-identifier.ts';

/**
 * A number: JSON numbers, and numeric strings, because OData 4 writes Edm.Decimal and Edm.Int64 as strings when
 * a client asks for IEEE754Compatible=true, and some providers always do.
 */
const resoNumber = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/, 'Expected a number')
      .transform(Number),
  ])
  .nullish();
const resoString = z.string().nullish();
const resoBoolean = z.boolean().nullish();
/** Edm.DateTimeOffset, e.g. "2026-11-20T15:04:05.123Z" or "2026-11-20T10:04:05-05:00". */
const resoTimestamp = z.iso.datetime({ offset: true });
/** Edm.Date, e.g. "2026-11-20". Some providers send a timestamp here: its date part is kept. */
const resoDate = z.union([z.iso.date(), resoTimestamp.transform((timestamp) => timestamp.slice(0, 10))]).nullish();

/**
 * A multi-select enumeration (Collection(Edm.String) in the Data Dictionary): a list, or one comma-separated
 * string as some providers send it. Always a list after parsing, empty values dropped.
 */
const resoList = z
  .union([z.array(z.string()), z.string().transform((text) => text.split(','))])
  .nullish()
  .transform((values) => (values ?? []).map((value) => value.trim()).filter((value) => value !== ''));

/** One item of a Property's expanded Media. */
export const resoMediaSchema = z.looseObject({
  /** Names the photo's copy and its path: a record with a MediaKey outside the pattern is invalid. */
  MediaKey: feedIdentifierSchema.nullish(),
  MediaURL: resoString,
  /** Photo, FloorPlan, Video, UnbrandedVirtualTour, BrandedVirtualTour, Document, ... (member name or display value). */
  MediaCategory: resoString,
  Order: resoNumber,
  MediaModificationTimestamp: resoTimestamp.nullish(),
  ResourceRecordKey: resoString,
});
export type ResoMedia = z.output<typeof resoMediaSchema>;

/** The feature lists the site shows under "Features & Amenities", in that order within each group. */
export const RESO_FEATURE_FIELDS = [
  'InteriorFeatures',
  'ExteriorFeatures',
  'Appliances',
  'PoolFeatures',
  'WaterfrontFeatures',
  'View',
  'ParkingFeatures',
  'FireplaceFeatures',
  'LotFeatures',
  'CommunityFeatures',
  'SecurityFeatures',
  'Heating',
  'Cooling',
  'ArchitecturalStyle',
] as const;
export type ResoFeatureField = (typeof RESO_FEATURE_FIELDS)[number];

const featureFields = Object.fromEntries(RESO_FEATURE_FIELDS.map((name) => [name, resoList])) as Record<
  ResoFeatureField,
  typeof resoList
>;

export const resoPropertySchema = z.looseObject({
  /** Names the listing's photos, its log lines and its place in the feed state: outside the pattern, invalid. */
  ListingKey: feedIdentifierSchema,
  ListingId: resoString,
  /** Active, ActiveUnderContract, Pending, ComingSoon, Closed, ... (member name or display value). */
  StandardStatus: resoString,
  ModificationTimestamp: resoTimestamp,
  ListPrice: resoNumber,
  OriginalListPrice: resoNumber,
  UnparsedAddress: resoString,
  StreetNumber: resoString,
  StreetDirPrefix: resoString,
  StreetName: resoString,
  StreetSuffix: resoString,
  StreetDirSuffix: resoString,
  UnitNumber: resoString,
  City: resoString,
  StateOrProvince: resoString,
  PostalCode: resoString,
  BedroomsTotal: resoNumber,
  BathroomsTotalInteger: resoNumber,
  BathroomsFull: resoNumber,
  BathroomsHalf: resoNumber,
  LivingArea: resoNumber,
  /** SquareFeet or SquareMeters. */
  LivingAreaUnits: resoString,
  /** Residential, ResidentialIncome, Land, ... */
  PropertyType: resoString,
  /** SingleFamilyResidence, Condominium, Townhouse, Duplex, ... */
  PropertySubType: resoString,
  PublicRemarks: resoString,
  Latitude: resoNumber,
  Longitude: resoNumber,
  OnMarketDate: resoDate,
  /** A closed sale's facts (the market figures: src/features/market/closed-sale.ts). */
  ClosePrice: resoNumber,
  CloseDate: resoDate,
  DaysOnMarket: resoNumber,
  ListingContractDate: resoDate,
  CountyOrParish: resoString,
  ListOfficeMlsId: resoString,
  ListOfficeName: resoString,
  ListAgentMlsId: resoString,
  ListAgentFullName: resoString,
  IDXParticipationYN: resoBoolean,
  InternetEntireListingDisplayYN: resoBoolean,
  InternetAddressDisplayYN: resoBoolean,
  OriginatingSystemName: resoString,
  /** The unbranded tour, the one IDX may show (VirtualTourURLBranded names the agent, so it is never read). */
  VirtualTourURLUnbranded: resoString,
  ...featureFields,
  /** On the waterfront; WaterfrontFeatures also lists access to water nearby (Beach Access, Lake Privileges). */
  WaterfrontYN: resoBoolean,
  ViewYN: resoBoolean,
  GarageYN: resoBoolean,
  AttachedGarageYN: resoBoolean,
  GarageSpaces: resoNumber,
  AssociationYN: resoBoolean,
  /** The association's fee, per AssociationFeeFrequency. */
  AssociationFee: resoNumber,
  /** Monthly, Quarterly, Annually, Semi-Annually, ... (member name or display value). */
  AssociationFeeFrequency: resoString,
  Media: z.array(resoMediaSchema).nullish(),
});
export type ResoProperty = z.output<typeof resoPropertySchema>;
