/**
 * A RESO Property record as a closed sale (src/schemas/closed-sale.ts), or why it is none. Pure. The type
 * follows the listings' own mapping (baseTypeOf: leases, commercial and business records are no sale of a
 * home), the town Rhode Island's list (a village is its town's; a place outside the state is no sale here).
 */
import { closedSaleSchema, type ClosedSale, type MarketType } from '#src/schemas/closed-sale.ts';
import type { PropertyType } from '#src/schemas/property.ts';
import { resoPropertySchema } from '#src/schemas/reso-property.ts';
import { riCounty, riTown } from '#src/schemas/rules/ri-towns.ts';
import { baseTypeOf, enumKey, squareFeetOf } from '#src/features/mls/mapping.ts';

/** The site's six listing types folded into the figures' four. */
export const MARKET_TYPE_OF: Readonly<Record<PropertyType, MarketType>> = {
  'Single Family': 'single-family',
  Estate: 'single-family',
  Condo: 'condo-townhouse',
  Townhouse: 'condo-townhouse',
  'Multi-Family': 'multi-family',
  Land: 'land',
};

export type ClosedSaleOutcome = { sale: ClosedSale } | { skip: string; listingKey: string | null };

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** `officeMlsId`: RESO_OFFICE_MLS_ID, whose sales are the brokerage's own. */
export function closedSaleOf(record: unknown, officeMlsId: string | undefined): ClosedSaleOutcome {
  const parsed = resoPropertySchema.safeParse(record);
  if (!parsed.success) {
    const key = (record as { ListingKey?: unknown } | null)?.ListingKey;
    return { skip: 'the record fails its schema', listingKey: typeof key === 'string' ? key.slice(0, 128) : null };
  }
  const reso = parsed.data;
  const skip = (reason: string): ClosedSaleOutcome => ({ skip: reason, listingKey: reso.ListingKey });
  if (enumKey(reso.StandardStatus ?? '').toLowerCase() !== 'closed') return skip('not Closed');
  const type = baseTypeOf(reso);
  if ('remove' in type) return skip(type.remove);
  const city = reso.City ?? '';
  const state = reso.StateOrProvince ?? '';
  const town = riTown(city, state);
  const county = riCounty(city, state);
  if (town === null || county === null) return skip('not in a Rhode Island town');
  const squareFeet = squareFeetOf(reso);
  const officeName = reso.ListOfficeName?.replace(/\s+/g, ' ').trim();
  const candidate = {
    ListingKey: reso.ListingKey,
    ModificationTimestamp: new Date(reso.ModificationTimestamp).toISOString(),
    ClosePrice: reso.ClosePrice,
    CloseDate: reso.CloseDate,
    ...(present(reso.ListPrice) ? { ListPrice: reso.ListPrice } : {}),
    ...(present(reso.OriginalListPrice) ? { OriginalListPrice: reso.OriginalListPrice } : {}),
    ...(present(reso.DaysOnMarket) ? { DaysOnMarket: reso.DaysOnMarket } : {}),
    ...(present(reso.OnMarketDate) ? { OnMarketDate: reso.OnMarketDate } : {}),
    ...(present(reso.ListingContractDate) ? { ListingContractDate: reso.ListingContractDate } : {}),
    ...(squareFeet > 0 ? { LivingArea: squareFeet } : {}),
    ...(present(reso.BedroomsTotal) ? { BedroomsTotal: reso.BedroomsTotal } : {}),
    PostalCode: /^\s*(\d{5})/.exec(reso.PostalCode ?? '')?.[1],
    town,
    county,
    marketType: MARKET_TYPE_OF[type.value],
    ...(officeName ? { ListOfficeName: officeName } : {}),
    ours: officeMlsId !== undefined && reso.ListOfficeMlsId === officeMlsId,
  };
  const checked = closedSaleSchema.safeParse(candidate);
  if (!checked.success) {
    const issues = checked.error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
    return skip(issues.join('; '));
  }
  return { sale: checked.data };
}

const DAY_MS = 86_400_000;

/** DaysOnMarket, else the days from OnMarketDate (else ListingContractDate) to CloseDate; undefined if none. */
export function daysOnMarketOf(sale: ClosedSale): number | undefined {
  if (sale.DaysOnMarket !== undefined) return sale.DaysOnMarket;
  const start = sale.OnMarketDate ?? sale.ListingContractDate;
  if (start === undefined) return undefined;
  const days = Math.round((Date.parse(sale.CloseDate) - Date.parse(start)) / DAY_MS);
  return days >= 0 ? days : undefined;
}
