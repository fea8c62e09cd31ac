// The market's stage of the MLS sync against the fixture MLS and a Blobs server, both started here: the
// closed sales of every brokerage kept apart, incrementally, pruned at 36 months; only the office's own
// become listings (Sold).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_OFFICE_MLS_ID, type ResoRecord } from '#scripts/mls-fixture/inventory.ts';
import { startResoFixture, type ResoFixture } from '#scripts/mls-fixture/server.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import { fixtureClient } from '#tests/helpers/reso-fixture-client.ts';
import { runSyncPass, type SyncDeps } from '#src/features/mls/sync.server.ts';
import { readFeedState } from '#src/features/mls/feed-state.server.ts';
import { mappingContext } from '#src/features/mls/feed.server.ts';
import { MARKET_GRACE_MS, marketPass } from '#src/features/market/market-pass.server.ts';
import { readSalesState } from '#src/features/market/sales.server.ts';
import { readSnapshots } from '#src/features/market/snapshots.server.ts';
import { computeMarketFigures } from '#src/features/market/figures.ts';
import { readMarketFigures } from '#src/features/market/figures.server.ts';
import { recentSalesOf } from '#src/features/market/comparables.ts';
import { readRecentSalesKept } from '#src/features/market/recent-sales.server.ts';
import { feedProperties } from '#src/features/mls/feed-state.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { renderMarketPage } from '#src/features/market-page/market-page.server.ts';
import { MARKET_CSV_COLUMNS } from '#src/features/market-page/market-csv.ts';
import { MARKET_JSON_LD_REGION, MARKET_MAIN_REGION } from '#src/features/market-page/market-page.ts';
import { PAGE_HEAD_REGION } from '#src/lib/page-head.ts';
import { COUNTY_MARKET_REGION } from '#src/features/market-page/county-market.ts';
import { renderCountyPage } from '#src/features/market-page/county-market.server.ts';
import { regionContent } from '#src/lib/page-regions.ts';

const NOW = new Date('2026-11-26T15:00:00Z');
let blobs: LocalBlobs;
let fixture: ResoFixture;
let clock: Date;

beforeEach(async () => {
  blobs = await startLocalBlobs();
  clock = NOW;
  fixture = await startResoFixture({
    count: 30,
    sales: 400,
    changesPerMinute: 0,
    rateLimitPerSecond: null,
    now: () => clock,
  });
});
afterEach(async () => {
  await fixture.close();
  await blobs.stop();
});

function deps(overrides: Partial<SyncDeps> = {}): SyncDeps {
  return {
    client: fixtureClient(fixture),
    store: openStore('listings'),
    mapping: mappingContext(FIXTURE_OFFICE_MLS_ID),
    pageSize: 100,
    now: () => clock,
    afterPass: marketPass(),
    ...overrides,
  };
}

const text = (record: ResoRecord | undefined, field: string): string => {
  const value = record?.[field];
  return typeof value === 'string' ? value : '';
};
const sales = async () => (await readSalesState(openStore('sales'))).sales;
const salesRequests = () =>
  fixture.requests.filter(
    (request) =>
      request.path.endsWith('/Property') && /^\(?StandardStatus eq 'Closed'/.test(request.query['$filter'] ?? ''),
  );

describe('the closed sales', () => {
  it('are kept from every brokerage, apart from the listings: only the office’s own show, as Sold', async () => {
    const summary = await runSyncPass(deps());
    expect(summary.outcome).toBe('complete');
    const kept = await sales();
    const keys = fixture.control.saleKeys();
    expect(kept.size).toBeGreaterThan(300);
    // Every sale the fixture serves is kept (all are in the 36 months and in Rhode Island).
    expect([...kept.keys()].sort()).toEqual(keys);
    const ours = [...kept.values()].filter((sale) => sale.ours);
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.every((sale) => sale.ListOfficeName === 'Flagship Luxury Realty')).toBe(true);
    const listings = (await readFeedState(openStore('listings'))).listings;
    for (const sale of kept.values())
      if (sale.ours) expect(listings.get(sale.ListingKey)?.property.status).toBe('Sold');
      else expect(listings.has(sale.ListingKey)).toBe(false);
    // The sales' own query, with no Media, in pages.
    expect(salesRequests()[0]?.query['$filter']).toBe("StandardStatus eq 'Closed' and CloseDate ge 2023-11-01");
    expect(salesRequests().every((request) => request.query['$expand'] === undefined)).toBe(true);
  });

  it('are read incrementally: a changed sale, a new one, one corrected to before the 36 months', async () => {
    await runSyncPass(deps());
    const [changed, moved] = fixture.control.saleKeys();
    clock = new Date(NOW.getTime() + 60_000);
    fixture.control.updateSale(changed!, { ClosePrice: 654_321 });
    fixture.control.updateSale(moved!, { CloseDate: '2023-10-31' });
    const added = fixture.control.addSale('2026-11-20', { City: 'Jamestown', PostalCode: '02835' });
    fixture.requests.length = 0;
    await runSyncPass(deps());
    const asked = salesRequests();
    expect(asked).toHaveLength(1);
    expect(asked[0]!.query['$filter']).toMatch(/^\(StandardStatus eq 'Closed'\) and \(ModificationTimestamp gt /);
    const kept = await sales();
    expect(kept.get(changed!)?.ClosePrice).toBe(654_321);
    expect(kept.has(moved!)).toBe(false);
    expect(kept.get(text(added, 'ListingKey'))).toMatchObject({ town: 'Jamestown', CloseDate: '2026-11-20' });
  });

  it('older than 36 months are pruned as the months pass', async () => {
    await runSyncPass(deps());
    const before = await sales();
    const oldest = [...before.values()].reduce(
      (first, sale) => (sale.CloseDate < first ? sale.CloseDate : first),
      '9999',
    );
    expect(oldest < '2024-01-01').toBe(true);
    clock = new Date('2027-01-05T15:00:00Z');
    await runSyncPass(deps());
    const after = await sales();
    expect([...after.values()].every((sale) => sale.CloseDate >= '2024-01-01')).toBe(true);
    expect(after.size).toBe([...before.values()].filter((sale) => sale.CloseDate >= '2024-01-01').length);
  });

  it('leave when the MLS moves them from Closed to another status, at the next pass, and come back closed again', async () => {
    const purged: string[][] = [];
    const purge = async (tags: string[]) => void purged.push(tags);
    await runSyncPass(deps({ purge }));
    const key = fixture.control.saleKeys().find((one) => !fixture.control.get(one));
    clock = new Date(NOW.getTime() + 60_000);
    fixture.control.updateSale(key!, { StandardStatus: 'Pending' });
    purged.length = 0;
    // A minute on: no reconciliation is due, the listings' read of the change is enough.
    const pass = await runSyncPass(deps({ purge }));
    expect(pass.reconciled).toBe(false);
    expect((await sales()).has(key!)).toBe(false);
    expect((await readMarketFigures(openStore('market')))?.computedAt).toBe(clock.toISOString());
    expect(purged).toContainEqual(['market']);

    clock = new Date(NOW.getTime() + 120_000);
    fixture.control.updateSale(key!, { StandardStatus: 'Closed' });
    await runSyncPass(deps());
    expect((await sales()).has(key!)).toBe(true);
  });

  it('of the office leave when the MLS deletes them, at the daily reconciliation; others’ stay', async () => {
    await runSyncPass(deps());
    const before = await sales();
    const ours = [...before.values()].find((sale) => sale.ours)!.ListingKey;
    const theirs = [...before.values()].find((sale) => !sale.ours)!.ListingKey;
    fixture.control.deleteSale(ours);
    fixture.control.deleteSale(theirs);
    // No change of the record is ever read: it stays until the reconciliation.
    clock = new Date(NOW.getTime() + 60_000);
    await runSyncPass(deps());
    expect((await sales()).has(ours)).toBe(true);
    clock = new Date(NOW.getTime() + 24 * 60 * 60_000);
    const pass = await runSyncPass(deps());
    expect(pass.reconciled).toBe(true);
    const after = await sales();
    expect(after.has(ours)).toBe(false);
    // The reconciliation reads no other brokerage's Closed keys (too many): theirs leaves with its months.
    expect(after.has(theirs)).toBe(true);
    expect(after.size).toBe(before.size - 1);
  });

  it('are not removed by an MLS that answers the reconciliation with too few keys', async () => {
    await runSyncPass(deps());
    const before = await sales();
    fixture.control.failKeyQuery('empty');
    clock = new Date(NOW.getTime() + 60_000);
    const pass = await runSyncPass(deps({ reconcileEveryMs: 0 }));
    expect(pass.reconciled).toBe(true);
    expect((await sales()).size).toBe(before.size);
  });

  it('a failing market stage leaves the listings’ pass as it was', async () => {
    const summary = await runSyncPass(
      deps({
        afterPass: async () => {
          throw new Error('the market store is down');
        },
      }),
    );
    expect(summary.outcome).toBe('complete');
    expect(summary.total).toBeGreaterThan(0);
  });
});

describe('the monthly inventory snapshots', () => {
  it('are written by the first complete pass of a month for the month just ended, and never overwritten', async () => {
    await runSyncPass(deps());
    const first = await readSnapshots(openStore('market'));
    expect([...first.keys()]).toEqual(['2026-10']);
    const october = first.get('2026-10')!;
    expect(october.takenAt).toBe(NOW.toISOString());
    const active = [...(await readFeedState(openStore('listings'))).listings.values()].filter((listing) =>
      ['Available', 'Coming Soon', 'Under Contract'].includes(listing.property.status),
    );
    expect(october.counts['rhode-island']?.all?.active).toBe(active.length);
    expect(october.counts['rhode-island']?.all?.new).toBeGreaterThan(0);

    // Later in November: the listings change, October's snapshot stays as it was.
    const [key] = fixture.control.keys();
    clock = new Date('2026-11-28T15:00:00Z');
    fixture.control.setStatus(key!, 'Active');
    fixture.control.add(3);
    await runSyncPass(deps());
    expect((await readSnapshots(openStore('market'))).get('2026-10')).toEqual(october);

    // The first pass of December records November.
    clock = new Date('2026-12-01T06:00:00Z');
    await runSyncPass(deps());
    const months = await readSnapshots(openStore('market'));
    expect([...months.keys()].sort()).toEqual(['2026-10', '2026-11']);
    expect(months.get('2026-11')?.takenAt).toBe('2026-12-01T06:00:00.000Z');
  });

  it('are not written by a pass cut short', async () => {
    const summary = await runSyncPass(deps({ budgetMs: 0, pageSize: 5 }));
    expect(summary.outcome).toBe('partial');
    expect((await readSnapshots(openStore('market'))).size).toBe(0);
  });
});

describe('the market figures', () => {
  it('wait for the next pass when a pass ran past its budget and the grace', async () => {
    const late = marketPass();
    // The pass's clock already past its paging budget and the grace when the stage starts.
    await runSyncPass(
      deps({ afterPass: (pass) => late({ ...pass, deadline: pass.now().getTime() - MARKET_GRACE_MS - 1 }) }),
    );
    expect((await readSalesState(openStore('sales'))).sales.size).toBeGreaterThan(0);
    expect(await readMarketFigures(openStore('market'))).toBeNull();
    // Nothing changed since, yet the next pass computes them: the sales' mark moved after the last figures.
    clock = new Date(NOW.getTime() + 60_000);
    await runSyncPass(deps());
    expect((await readMarketFigures(openStore('market')))?.computedAt).toBe(clock.toISOString());
  });

  it('are computed from the stores once per change, stored for the pages, and purge the market pages', async () => {
    const purged: string[][] = [];
    const purge = async (tags: string[]) => void purged.push(tags);
    await runSyncPass(deps({ purge }));
    const stored = await readMarketFigures(openStore('market'));
    expect(stored?.computedAt).toBe(NOW.toISOString());
    expect(stored?.period).toEqual({ from: '2025-11-01', to: '2026-10-31' });
    // The same figures as computed from what the stores hold.
    const expected = computeMarketFigures({
      sales: (await readSalesState(openStore('sales'))).sales.values(),
      properties: feedProperties(await readFeedState(openStore('listings'))),
      snapshots: await readSnapshots(openStore('market')),
      today: '2026-11-26',
      computedAt: NOW.toISOString(),
    });
    expect(stored).toEqual(expected);
    const state = stored!.areas.find((area) => area.key === 'rhode-island')!.segments.all;
    expect(state.sales).toBeGreaterThan(100);
    expect(typeof state.medianPrice).toBe('number');
    expect(purged).toContainEqual(['market']);

    // Nothing changed: nothing computed, nothing purged.
    purged.length = 0;
    clock = new Date(NOW.getTime() + 60_000);
    await runSyncPass(deps({ purge }));
    expect((await readMarketFigures(openStore('market')))?.computedAt).toBe(NOW.toISOString());
    expect(purged).toEqual([]);

    // A sale changed: computed again.
    clock = new Date(NOW.getTime() + 120_000);
    const [key] = fixture.control.saleKeys();
    fixture.control.updateSale(key!, { ClosePrice: 1_111_000 });
    await runSyncPass(deps({ purge }));
    expect((await readMarketFigures(openStore('market')))?.computedAt).toBe(clock.toISOString());
    expect(purged).toEqual([['market']]);

    // A new month: the period moves on, without any change in the MLS.
    clock = new Date('2026-12-02T15:00:00Z');
    await runSyncPass(deps({ purge }));
    expect((await readMarketFigures(openStore('market')))?.period).toEqual({ from: '2025-12-01', to: '2026-11-30' });
  });
});

describe('the pages after a sync', () => {
  // Stand-ins for the built templates, with the same regions (tests/build renders the built ones).
  const MARKET_TEMPLATE =
    `${PAGE_HEAD_REGION.start}${PAGE_HEAD_REGION.end}${MARKET_JSON_LD_REGION.start}${MARKET_JSON_LD_REGION.end}` +
    `<main>${MARKET_MAIN_REGION.start}${MARKET_MAIN_REGION.end}</main>`;
  const COUNTY_TEMPLATE = `<main><h1>Newport County</h1>${COUNTY_MARKET_REGION.start}${COUNTY_MARKET_REGION.end}</main>`;
  const SITE = 'https://www.example.test';

  const marketPage = (path: string) =>
    renderMarketPage(new Request(`${SITE}${path}`), {
      market: openStore('market'),
      template: async () => MARKET_TEMPLATE,
      notFoundPage: async () => 'not found',
      siteUrl: SITE,
      soldDisplay: 'aggregate',
    });

  /** A figure as a page shows it, by its label: the first one (the headline's, all homes), tags left out. */
  const shown = (html: string, label: string): string => {
    const value = new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>(.*?)</dd>`).exec(html)?.[1];
    expect(value, label).toBeDefined();
    return (value ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  };
  const LABELS = ['Homes sold', 'Median sale price', 'Median days on market', 'Months of supply'];

  it('show the same figures on the county’s market page, in its CSV and in the county page’s block', async () => {
    expect((await runSyncPass(deps())).outcome).toBe('complete');
    const stored = await readMarketFigures(openStore('market'));
    const period = stored!.period;

    const page = await marketPage('/market/newport-county');
    expect(page.status).toBe(200);
    const main = regionContent(await page.text(), MARKET_MAIN_REGION) ?? '';

    const county = await renderCountyPage(new Request(`${SITE}/counties/newport`), {
      market: openStore('market'),
      template: async () => COUNTY_TEMPLATE,
      notFoundPage: async () => 'not found',
      soldDisplay: 'aggregate',
    });
    expect(county.status).toBe(200);
    const block = regionContent(await county.text(), COUNTY_MARKET_REGION) ?? '';
    expect(block).toContain('href="/market/newport-county"');

    // The headline figures, as shown (value and change), the same on both pages; numbers, not "—".
    for (const label of LABELS) expect(shown(block, label), label).toBe(shown(main, label));
    const sales = Number(shown(main, 'Homes sold').split(' ')[0]?.replace(/,/g, ''));
    expect(sales).toBeGreaterThanOrEqual(5);
    expect(shown(main, 'Median sale price')).toMatch(/^\$[\d,]+ /);

    // The CSV's months of the period add up to the same number of sales (all homes).
    const csv = await marketPage('/market/newport-county.csv');
    expect(csv.status).toBe(200);
    // Plain cells (no quotes, no commas in them): a header line, then one line a segment and month.
    const [header, ...lines] = (await csv.text())
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const cell = (cells: readonly string[], column: (typeof MARKET_CSV_COLUMNS)[number]): string =>
      cells[header?.indexOf(column) ?? -1] ?? '';
    const months = lines.filter(
      (cells) =>
        cell(cells, 'area') === 'Newport County' &&
        cell(cells, 'segment') === 'all' &&
        cell(cells, 'month') >= period.from.slice(0, 7) &&
        cell(cells, 'month') <= period.to.slice(0, 7),
    );
    expect(months).toHaveLength(12);
    expect(months.reduce((sum, cells) => sum + Number(cell(cells, 'sales')), 0)).toBe(sales);
  });
});

describe('the sales of the last 12 months, for the comparables', () => {
  it('are stored with the sales, reduced, rewritten only when the sales move, and purge the market pages', async () => {
    const purged: string[][] = [];
    const purge = async (tags: string[]) => void purged.push(tags);
    await runSyncPass(deps({ purge }));
    const recent = await readRecentSalesKept(openStore('market'));
    expect(recent?.writtenAt).toBe(NOW.toISOString());
    expect(recent?.sales).toEqual(recentSalesOf((await sales()).values(), '2026-11-26'));
    expect(recent?.sales.length).toBeGreaterThan(50);
    expect(recent?.sales.every((sale) => sale.CloseDate > '2025-11-26' && !('PostalCode' in sale))).toBe(true);

    // Nothing changed: not written again.
    purged.length = 0;
    clock = new Date(NOW.getTime() + 60_000);
    await runSyncPass(deps({ purge }));
    expect((await readRecentSalesKept(openStore('market')))?.writtenAt).toBe(NOW.toISOString());
    expect(purged).toEqual([]);

    // A sale changed: written again (the figures too), one purge.
    clock = new Date(NOW.getTime() + 120_000);
    const key = recent!.sales[0]!.ListingKey;
    fixture.control.updateSale(key, { ClosePrice: 1_111_000 });
    await runSyncPass(deps({ purge }));
    const again = await readRecentSalesKept(openStore('market'));
    expect(again?.writtenAt).toBe(clock.toISOString());
    expect(again?.sales.find((sale) => sale.ListingKey === key)?.ClosePrice).toBe(1_111_000);
    expect(purged).toEqual([['market']]);
  });
});
