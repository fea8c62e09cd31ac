// The fixture MLS's closed sales: 36 months in every Rhode Island town, seasonal and priced by town, with
// the gaps real records have, served and paged under a strict $filter on StandardStatus and CloseDate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_OFFICE_MLS_ID, type ResoRecord } from '#scripts/mls-fixture/inventory.ts';
import { generateSales, SALES_MONTHS } from '#scripts/mls-fixture/sales.ts';
import { FIXTURE_SALES, startResoFixture, type ResoFixture } from '#scripts/mls-fixture/server.ts';
import { createResoClient, ResoRequestError } from '#src/features/mls/reso-client.server.ts';
import { RI_TOWNS, townOfPlace } from '#src/schemas/rules/ri-towns.ts';

const NOW = new Date('2026-11-26T15:00:00Z');
const options = {
  seed: 20_261_125,
  mediaOrigin: 'http://127.0.0.1:1',
  enumerations: 'display' as const,
  now: () => NOW,
};
const sales = generateSales(FIXTURE_SALES, options);

const text = (record: ResoRecord, field: string): string => {
  const value = record[field];
  if (typeof value !== 'string') throw new Error(`${field} is not text`);
  return value;
};
const numberOf = (record: ResoRecord, field: string): number => {
  const value = record[field];
  if (typeof value !== 'number') throw new Error(`${field} is not a number`);
  return value;
};
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const townOf = (record: ResoRecord) => townOfPlace(text(record, 'City'));

describe('the generated sales', () => {
  it('are a few thousand Closed records of the last 36 months, the same for the same seed and clock', () => {
    expect(sales.length).toBeGreaterThanOrEqual(2_000);
    expect(sales.length).toBeLessThanOrEqual(3_000);
    expect(generateSales(FIXTURE_SALES, options)).toEqual(sales);
    const first = new Date(Date.UTC(2026, 10 - SALES_MONTHS, 1)).toISOString().slice(0, 10);
    // Every month of the figures' 36-month series (the full months before this one) has sales.
    const months = new Set(sales.map((sale) => text(sale, 'CloseDate').slice(0, 7)));
    for (let back = 1; back <= SALES_MONTHS; back += 1)
      expect(months.has(new Date(Date.UTC(2026, 10 - back, 1)).toISOString().slice(0, 7)), String(back)).toBe(true);
    for (const sale of sales) {
      expect(sale['StandardStatus']).toBe('Closed');
      expect(text(sale, 'CloseDate') >= first && text(sale, 'CloseDate') < '2026-11-26').toBe(true);
      expect(Date.parse(text(sale, 'ModificationTimestamp'))).toBeLessThan(NOW.getTime());
    }
    expect(new Set(sales.map((sale) => sale['ListingKey'])).size).toBe(sales.length);
  });

  it('cover every Rhode Island town, some under a village’s name', () => {
    const towns = new Set(sales.map(townOf));
    expect([...towns].sort()).toEqual([...RI_TOWNS].sort());
    expect(sales.some((sale) => sale['City'] === 'Watch Hill')).toBe(true);
  });

  it('peak in spring and summer, and cost more in Newport, Jamestown, Westerly and Barrington', () => {
    // Sales per calendar month served (the 36 full months hold a November more than a May, and a part one).
    const monthlyIn = (months: number[]) => {
      const inThem = sales.filter((sale) => months.includes(Number(text(sale, 'CloseDate').slice(5, 7))));
      return inThem.length / new Set(inThem.map((sale) => text(sale, 'CloseDate').slice(0, 7))).size;
    };
    expect(monthlyIn([5, 6, 7, 8])).toBeGreaterThan(1.8 * monthlyIn([1, 2, 11, 12]));
    const medianIn = (town: string) =>
      median(sales.filter((sale) => townOf(sale) === town).map((sale) => numberOf(sale, 'ClosePrice')));
    for (const high of ['Newport', 'Jamestown', 'Westerly', 'Barrington'])
      for (const low of ['Providence', 'Woonsocket']) expect(medianIn(high)).toBeGreaterThan(1.8 * medianIn(low));
  });

  it('leave out LivingArea, OriginalListPrice, DaysOnMarket or OnMarketDate now and then, and some are ours', () => {
    for (const field of ['LivingArea', 'OriginalListPrice', 'DaysOnMarket', 'OnMarketDate']) {
      const missing = sales.filter((sale) => sale[field] === null).length;
      expect(missing, field).toBeGreaterThan(0);
      expect(missing, field).toBeLessThan(sales.length / 4);
    }
    const ours = sales.filter((sale) => sale['ListOfficeMlsId'] === FIXTURE_OFFICE_MLS_ID).length;
    expect(ours).toBeGreaterThan(20);
    expect(ours).toBeLessThan(sales.length / 20);
  });
});

describe('served by the fixture MLS', () => {
  let fixture: ResoFixture;
  beforeAll(async () => {
    fixture = await startResoFixture({ count: 20, sales: 600, rateLimitPerSecond: null, now: () => NOW });
  });
  afterAll(() => fixture.close());

  const client = () =>
    createResoClient(
      {
        baseUrl: fixture.baseUrl,
        tokenUrl: fixture.tokenUrl,
        clientId: fixture.clientId,
        clientSecret: fixture.clientSecret,
        requestsPerSecond: 50,
      },
      { maxAttempts: 1 },
    );

  it('answers StandardStatus eq Closed and CloseDate ge a date, page by page, with nothing else', async () => {
    const filter = "StandardStatus eq 'Closed' and CloseDate ge 2026-01-01";
    const read: unknown[] = [];
    let pages = 0;
    for await (const page of client().pages('Property', {
      filter,
      orderby: 'ModificationTimestamp asc,ListingKey asc',
      top: 100,
    })) {
      read.push(...page.records);
      pages += 1;
    }
    const records = read as ResoRecord[];
    expect(pages).toBeGreaterThan(1);
    expect(
      records.every((record) => record['StandardStatus'] === 'Closed' && text(record, 'CloseDate') >= '2026-01-01'),
    ).toBe(true);
    expect(new Set(records.map((record) => record['ListingKey'])).size).toBe(records.length);
    // Every sale of 2026 and no other (the listings' Closed records carry no CloseDate).
    const all: ResoRecord[] = [];
    for await (const page of client().pages('Property', { filter: "StandardStatus eq 'Closed'", top: 1000 }))
      all.push(...(page.records as ResoRecord[]));
    const sold2026 = all.filter(
      (record) => typeof record['CloseDate'] === 'string' && text(record, 'CloseDate') >= '2026-01-01',
    );
    expect(sold2026.length).toBeGreaterThan(100);
    expect(records.length).toBe(sold2026.length);
  });

  it('refuses a CloseDate compared with text or a malformed date, as a real provider does', async () => {
    for (const filter of ["CloseDate ge '2026-01-01'", 'CloseDate ge 2026-13-01', 'ClosePrice ge 2026-01-01']) {
      const pages = client().pages('Property', { filter });
      await expect(pages.next(), filter).rejects.toBeInstanceOf(ResoRequestError);
    }
  });

  it('lets a test change a sale and add one, each stamped after the last change', async () => {
    const [key] = fixture.control.saleKeys();
    const before = Date.parse(text(fixture.control.updateSale(key!, {}), 'ModificationTimestamp'));
    const updated = fixture.control.updateSale(key!, { ClosePrice: 777_000 });
    expect(updated['ClosePrice']).toBe(777_000);
    expect(Date.parse(text(updated, 'ModificationTimestamp'))).toBeGreaterThan(before);
    const added = fixture.control.addSale('2026-11-20', { City: 'Newport' });
    expect(fixture.control.saleKeys()).toContain(added['ListingKey']);
    expect(added['CloseDate']).toBe('2026-11-20');
  });
});
