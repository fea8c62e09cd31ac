import { describe, expect, it } from 'vitest';
import { AREAS, areasOfTown, segmentsOf } from '#src/features/market/areas.ts';
import { inventoryCounts } from '#src/features/market/inventory.ts';
import type { ClosedSale } from '#src/schemas/closed-sale.ts';
import { inventorySnapshotSchema } from '#src/schemas/inventory-snapshot.ts';
import { makeListing } from '#tests/helpers/listing.ts';

const sale = (key: string, changes: Partial<ClosedSale> = {}): ClosedSale => ({
  ListingKey: key,
  ModificationTimestamp: '2026-11-01T12:00:00.000Z',
  ClosePrice: 400_000,
  CloseDate: '2026-11-20',
  PostalCode: '02840',
  town: 'Newport',
  county: 'newport',
  marketType: 'single-family',
  ours: false,
  ...changes,
});

describe('the areas and segments', () => {
  it('are the state, five counties and 39 towns, each town in its county', () => {
    expect(AREAS).toHaveLength(45);
    expect(new Set(AREAS.map((area) => area.key)).size).toBe(45);
    expect(areasOfTown('Newport')).toEqual(['rhode-island', 'newport-county', 'newport']);
    expect(areasOfTown('East Greenwich')).toEqual(['rhode-island', 'kent-county', 'east-greenwich']);
  });

  it('put $1M and over into luxury, and everything into all and its type', () => {
    expect(segmentsOf('land', 999_999)).toEqual(['all', 'land']);
    expect(segmentsOf('condo-townhouse', 1_000_000)).toEqual(['all', 'luxury', 'condo-townhouse']);
  });
});

describe('a month’s inventory', () => {
  const properties = [
    makeListing(1, {
      city: 'Newport',
      status: 'Available',
      price: 1_200_000,
      createdAt: '2026-10-03T12:00:00Z',
      listingKey: 'K1',
    }),
    makeListing(2, {
      city: 'Wakefield',
      status: 'Coming Soon',
      propertyType: 'Condo',
      price: 500_000,
      createdAt: '2026-09-03T12:00:00Z',
    }),
    makeListing(3, {
      city: 'Newport',
      status: 'Under Contract',
      propertyType: 'Estate',
      price: 6_000_000,
      createdAt: '2026-10-31T12:00:00Z',
    }),
    makeListing(4, {
      city: 'Newport',
      status: 'Sold',
      price: 800_000,
      createdAt: '2026-10-10T12:00:00Z',
      listingKey: 'K4',
    }),
    makeListing(5, { city: 'Boston', state: 'MA', status: 'Available', createdAt: '2026-10-10T12:00:00Z' }),
  ];
  const sales = [
    sale('K4', { OnMarketDate: '2026-10-10' }),
    sale('K6', { OnMarketDate: '2026-10-20', OriginalListPrice: 1_100_000, ClosePrice: 990_000 }),
    sale('K7', { OnMarketDate: '2026-09-30' }),
    sale('K8'),
  ];
  const counts = inventoryCounts(properties, sales, '2026-10');

  it('counts the listings active now and those listed in the month, each once, by area and segment', () => {
    expect(counts['newport']).toEqual({
      all: { active: 2, new: 4 },
      luxury: { active: 2, new: 3 },
      'single-family': { active: 2, new: 4 },
    });
    expect(counts['south-kingstown']).toEqual({ all: { active: 1, new: 0 }, 'condo-townhouse': { active: 1, new: 0 } });
    expect(counts['rhode-island']?.all).toEqual({ active: 3, new: 4 });
    expect(counts['newport-county']?.all).toEqual({ active: 2, new: 4 });
    expect(Object.keys(counts).sort()).toEqual([
      'newport',
      'newport-county',
      'rhode-island',
      'south-kingstown',
      'washington-county',
    ]);
  });

  it('passes the snapshot schema', () => {
    expect(
      inventorySnapshotSchema.safeParse({ format: 1, month: '2026-10', takenAt: '2026-11-01T05:00:00.000Z', counts })
        .success,
    ).toBe(true);
    expect(
      inventorySnapshotSchema.safeParse({ format: 1, month: '2026-13', takenAt: '2026-11-01T05:00:00.000Z', counts })
        .success,
    ).toBe(false);
  });
});
