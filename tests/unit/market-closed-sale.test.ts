import { describe, expect, it } from 'vitest';
import { closedSaleOf } from '#src/features/market/closed-sale.ts';
import { closedSaleSchema } from '#src/schemas/closed-sale.ts';

const record = (changes: Record<string, unknown> = {}): Record<string, unknown> => ({
  ListingKey: 'SWM00000001',
  ModificationTimestamp: '2026-10-02T14:00:00-04:00',
  StandardStatus: 'Closed',
  ClosePrice: 1_250_000,
  CloseDate: '2026-09-30',
  ListPrice: 1_295_000,
  OriginalListPrice: 1_350_000,
  DaysOnMarket: 41,
  OnMarketDate: '2026-07-15',
  ListingContractDate: '2026-07-10',
  LivingArea: 2_400,
  LivingAreaUnits: 'Square Feet',
  BedroomsTotal: 4,
  City: 'Watch Hill',
  StateOrProvince: 'RI',
  PostalCode: '02891-1234',
  CountyOrParish: 'Washington',
  PropertyType: 'Residential',
  PropertySubType: 'Single Family Residence',
  ListOfficeMlsId: 'NSR200',
  ListOfficeName: '  Narragansett   Shore Realty ',
  ...changes,
});

describe('a Closed record as a closed sale', () => {
  it('keeps the figures’ facts, the town of a village, its county, the type and the office', () => {
    expect(closedSaleOf(record(), 'FLR100')).toEqual({
      sale: {
        ListingKey: 'SWM00000001',
        ModificationTimestamp: '2026-10-02T18:00:00.000Z',
        ClosePrice: 1_250_000,
        CloseDate: '2026-09-30',
        ListPrice: 1_295_000,
        OriginalListPrice: 1_350_000,
        DaysOnMarket: 41,
        OnMarketDate: '2026-07-15',
        ListingContractDate: '2026-07-10',
        LivingArea: 2_400,
        BedroomsTotal: 4,
        PostalCode: '02891',
        town: 'Westerly',
        county: 'washington',
        marketType: 'single-family',
        ListOfficeName: 'Narragansett Shore Realty',
        ours: false,
      },
    });
  });

  it('marks the office’s own sales, in either enumeration style, and reads the types as the listings do', () => {
    const ours = closedSaleOf(record({ ListOfficeMlsId: 'FLR100', PropertySubType: 'Townhouse' }), 'FLR100');
    expect(ours).toMatchObject({ sale: { ours: true, marketType: 'condo-townhouse' } });
    expect(closedSaleOf(record({ PropertyType: 'ResidentialIncome' }), undefined)).toMatchObject({
      sale: { ours: false, marketType: 'multi-family' },
    });
    expect(closedSaleOf(record({ PropertyType: 'Land', LivingArea: null }), undefined)).toMatchObject({
      sale: { marketType: 'land' },
    });
    // An estate is a single-family home in the figures.
    expect(closedSaleOf(record({ ClosePrice: 9_000_000 }), undefined)).toMatchObject({
      sale: { marketType: 'single-family' },
    });
  });

  it('leaves out what is missing, and converts square metres', () => {
    const outcome = closedSaleOf(
      record({ OriginalListPrice: null, DaysOnMarket: null, LivingArea: 100, LivingAreaUnits: 'SquareMeters' }),
      undefined,
    );
    expect(outcome).toMatchObject({ sale: { LivingArea: 1076 } });
    expect('sale' in outcome && 'OriginalListPrice' in outcome.sale).toBe(false);
    expect('sale' in outcome && 'DaysOnMarket' in outcome.sale).toBe(false);
  });

  it.each([
    [{ StandardStatus: 'Active' }, 'not Closed'],
    [{ PropertyType: 'Commercial Sale' }, 'PropertyType Commercial Sale is not shown'],
    [{ City: 'Fall River', StateOrProvince: 'MA' }, 'not in a Rhode Island town'],
    [{ City: 'Atlantis' }, 'not in a Rhode Island town'],
    [{ ClosePrice: null }, 'ClosePrice'],
    [{ ClosePrice: 0 }, 'ClosePrice'],
    [{ ClosePrice: 2e9 }, 'ClosePrice'],
    [{ CloseDate: null }, 'CloseDate'],
    [{ PostalCode: '2891' }, 'PostalCode'],
    [{ DaysOnMarket: -3 }, 'DaysOnMarket'],
    [{ LivingArea: 400_000 }, 'LivingArea'],
    [{ ListingKey: '../etc' }, 'schema'],
    [{ ClosePrice: 'a lot' }, 'schema'],
  ])('skips %j (%s)', (changes, reason) => {
    const outcome = closedSaleOf(record(changes), undefined);
    expect('skip' in outcome && outcome.skip).toContain(reason);
  });

  it('the schema refuses what the sync never writes', () => {
    const sale = closedSaleOf(record(), undefined);
    if (!('sale' in sale)) throw new Error('expected a sale');
    expect(closedSaleSchema.safeParse({ ...sale.sale, extra: 1 }).success).toBe(false);
    expect(closedSaleSchema.safeParse({ ...sale.sale, town: 'Boston' }).success).toBe(false);
    expect(closedSaleSchema.safeParse({ ...sale.sale, marketType: 'Estate' }).success).toBe(false);
  });
});
