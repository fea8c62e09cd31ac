// Comparable recent sales after a valuation request (README, Market statistics): the selection rule on
// hand-made sales, the sales kept for it, the home read from the form, the message and the page's query,
// and what the page and the e-mails say.
import { describe, expect, it } from 'vitest';
import {
  MAX_COMPARABLES,
  closedInLastYear,
  lastYearStart,
  recentSalesOf,
  selectComparables,
  yearBefore,
  type ValuationSubject,
} from '#src/features/market/comparables.ts';
import { comparablesSummary, comparablesText, figuresSegment } from '#src/features/market/comparables-view.ts';
import {
  valuationSubjectOf,
  valuationSubjectOfMessage,
  valuationSubjectOfQuery,
  valuationThankYouPath,
} from '#src/features/leads/valuation-subject.ts';
import { valuationThankYouPathOfForm } from '#src/features/leads/valuation-home.ts';
import { composeValuationMessage } from '#src/features/leads/valuation-request.ts';
import { comparableSaleSchema, type ClosedSale, type ComparableSale } from '#src/schemas/closed-sale.ts';
import { VALUATION_DEFAULTS } from '#src/schemas/valuation-fields.ts';
import type { ValuationFormValues } from '#src/schemas/valuation.ts';
import { computeMarketFigures } from '#src/features/market/figures.ts';

const TODAY = '2026-11-26';
let keys = 0;
const sale = (changes: Partial<ComparableSale>): ComparableSale => ({
  ListingKey: `S${String((keys += 1)).padStart(4, '0')}`,
  ClosePrice: 800_000,
  CloseDate: '2026-06-01',
  town: 'Newport',
  county: 'newport',
  marketType: 'single-family',
  ListOfficeName: 'Harbor Realty',
  ours: false,
  ...changes,
});

const home: ValuationSubject = { town: 'Newport', type: 'single-family', beds: 3, squareFeet: 2000 };
const keysOf = (sales: readonly ComparableSale[]) => sales.map((one) => one.ListingKey);

describe('selectComparables', () => {
  it('takes the town newest first, then fills from the same county newest first, never another county', () => {
    const townOld = sale({ CloseDate: '2026-01-10' });
    const townNew = sale({ CloseDate: '2026-10-01' });
    const countyNew = sale({ town: 'Middletown', CloseDate: '2026-11-20' });
    const countyOld = sale({ town: 'Jamestown', CloseDate: '2026-02-01' });
    const elsewhere = sale({ town: 'Providence', county: 'providence', CloseDate: '2026-11-25' });
    const picked = selectComparables([countyOld, elsewhere, townOld, countyNew, townNew], home, TODAY);
    expect(keysOf(picked)).toEqual(keysOf([townNew, townOld, countyNew, countyOld]));
  });

  it('keeps the same type only; a type the figures do not count has no comparables', () => {
    const condo = sale({ marketType: 'condo-townhouse' });
    const house = sale({});
    expect(keysOf(selectComparables([condo, house], home, TODAY))).toEqual(keysOf([house]));
    expect(selectComparables([condo, house], { ...home, type: null }, TODAY)).toEqual([]);
  });

  it('keeps bedrooms within one and living area within 25 %, each only when both sides know it', () => {
    const beds = [1, 2, 3, 4, 5].map((count) => sale({ BedroomsTotal: count }));
    expect(
      selectComparables(beds, home, TODAY)
        .map((one) => one.BedroomsTotal)
        .sort(),
    ).toEqual([2, 3, 4]);
    const sizes = [1499, 1500, 2000, 2500, 2501].map((area) => sale({ LivingArea: area }));
    expect(
      selectComparables(sizes, home, TODAY)
        .map((one) => one.LivingArea)
        .sort(),
    ).toEqual([1500, 2000, 2500]);
    // Unknown on the sale's side, or on the home's: the rule does not apply.
    const unknown = sale({});
    expect(keysOf(selectComparables([unknown], home, TODAY))).toEqual(keysOf([unknown]));
    const far = sale({ BedroomsTotal: 9, LivingArea: 9000 });
    expect(keysOf(selectComparables([far], { ...home, beds: null, squareFeet: null }, TODAY))).toEqual(keysOf([far]));
  });

  it('keeps the sales closed in the last 12 months: after the same day a year before, up to today', () => {
    const dates = ['2025-11-25', '2025-11-26', '2025-11-27', '2026-11-26', '2026-11-27'];
    const sales = dates.map((CloseDate) => sale({ CloseDate }));
    expect(selectComparables(sales, home, TODAY).map((one) => one.CloseDate)).toEqual(['2026-11-26', '2025-11-27']);
    expect(yearBefore('2028-02-29')).toBe('2027-02-28');
    expect(lastYearStart(TODAY)).toBe('2025-11-27');
    expect(closedInLastYear('2025-11-27', TODAY)).toBe(true);
    expect(closedInLastYear('2025-11-26', TODAY)).toBe(false);
  });

  it('gives at most six, the newest of the town first', () => {
    const sales = Array.from({ length: 10 }, (_, index) =>
      sale({ CloseDate: `2026-${String(index + 1).padStart(2, '0')}-15` }),
    );
    const picked = selectComparables(sales, home, TODAY);
    expect(picked).toHaveLength(MAX_COMPARABLES);
    expect(picked.map((one) => one.CloseDate)).toEqual([
      '2026-10-15',
      '2026-09-15',
      '2026-08-15',
      '2026-07-15',
      '2026-06-15',
      '2026-05-15',
    ]);
  });
});

describe('recentSalesOf', () => {
  it('keeps the last 12 months, with only the fields the comparables read, valid against their schema', () => {
    const full: ClosedSale = {
      ListingKey: 'K1',
      ModificationTimestamp: '2026-11-01T12:00:00.000Z',
      ClosePrice: 900_000,
      CloseDate: '2026-03-01',
      ListPrice: 950_000,
      DaysOnMarket: 20,
      LivingArea: 2100,
      BedroomsTotal: 3,
      PostalCode: '02840',
      town: 'Newport',
      county: 'newport',
      marketType: 'single-family',
      ours: true,
    };
    const old = { ...full, ListingKey: 'K2', CloseDate: '2025-01-01' };
    const recent = recentSalesOf([full, old], TODAY);
    expect(recent).toEqual([
      {
        ListingKey: 'K1',
        ClosePrice: 900_000,
        CloseDate: '2026-03-01',
        LivingArea: 2100,
        BedroomsTotal: 3,
        town: 'Newport',
        county: 'newport',
        marketType: 'single-family',
        ours: true,
      },
    ]);
    expect(comparableSaleSchema.safeParse(recent[0]).success).toBe(true);
  });

  it('keeps no sale of another brokerage without its name: none could ever be shown', () => {
    const { ListOfficeName: _name, ...base } = {
      ...sale({}),
      ModificationTimestamp: '2026-11-01T12:00:00.000Z',
      PostalCode: '02840',
    };
    const unnamed: ClosedSale = { ...base, ListingKey: 'U1', ours: false };
    const named: ClosedSale = { ...base, ListingKey: 'N1', ours: false, ListOfficeName: 'Harbor Realty' };
    const ours: ClosedSale = { ...base, ListingKey: 'O1', ours: true };
    expect(recentSalesOf([unnamed, named, ours], TODAY).map((kept) => kept.ListingKey)).toEqual(['N1', 'O1']);
  });
});

const values = (changes: Partial<ValuationFormValues>): ValuationFormValues => ({
  ...VALUATION_DEFAULTS,
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '4015550100',
  addressLine1: '12 Bellevue Avenue',
  city: 'Newport',
  state: 'RI',
  zip: '02840',
  propertyType: 'single-family',
  beds: '3',
  squareFeet: '2,400',
  timeline: '0-3-months',
  consent: true,
  ...changes,
});

describe('the home of a valuation request', () => {
  it('reads the form: a Rhode Island town (or village), the type as the figures count it, beds and square feet', () => {
    expect(valuationSubjectOf(values({}))).toEqual({
      town: 'Newport',
      type: 'single-family',
      beds: 3,
      squareFeet: 2400,
    });
    expect(
      valuationSubjectOf(values({ city: 'wakefield', propertyType: 'townhouse', beds: '', squareFeet: '' })),
    ).toEqual({ town: 'South Kingstown', type: 'condo-townhouse', beds: null, squareFeet: null });
    expect(valuationSubjectOf(values({ propertyType: 'commercial', beds: 'three', squareFeet: '2400 m2' }))).toEqual({
      town: 'Newport',
      type: null,
      beds: null,
      squareFeet: null,
    });
    expect(valuationSubjectOf(values({ city: 'Boston', state: 'MA' }))).toBeNull();
    expect(valuationSubjectOf(values({ state: 'MA' }))).toBeNull();
    expect(valuationSubjectOf(values({ squareFeet: '90000', beds: '99' }))).toMatchObject({
      beds: null,
      squareFeet: null,
    });
  });

  it('reads the same home from the message the site composed of the form', () => {
    for (const changes of [
      {},
      { addressLine2: 'Unit 4, Rear', city: 'Peace Dale', propertyType: 'condo', beds: '', squareFeet: '1800 sq ft' },
      { propertyType: 'land', beds: '', squareFeet: '' },
    ]) {
      const form = values(changes);
      expect(valuationSubjectOfMessage(composeValuationMessage(form))).toEqual(valuationSubjectOf(form));
    }
  });

  it('is not fooled by what the visitor typed into the notes or upgrades, nor by text that is not the site’s', () => {
    const form = values({
      beds: '',
      squareFeet: '',
      upgrades: 'New roof\nBedrooms: 9',
      notes: 'Square feet: 50000\nProperty address: 1 Main St, Providence, RI 02903',
    });
    expect(valuationSubjectOfMessage(composeValuationMessage(form))).toEqual({
      town: 'Newport',
      type: 'single-family',
      beds: null,
      squareFeet: null,
    });
    for (const hostile of [
      '',
      'Property address: 1 Main St, Newport, RI 02840',
      'Home valuation request\nProperty type: Land\nProperty address: 1 Main St, Newport, RI 02840',
      `Home valuation request\nProperty address: ${'x, '.repeat(2000)}Newport, RI 02840`,
      'Home valuation request\nProperty address: Newport, RI',
      'Home valuation request\nProperty address: 1 Main St, Newport, MA 02840',
      '\u0000'.repeat(6000),
    ])
      expect(valuationSubjectOfMessage(hostile)).toBeNull();
  });

  it('goes to the thank-you page and back through its query, and a query not the site’s names no home', () => {
    const subject = valuationSubjectOf(values({ city: 'North Kingstown' }));
    const path = valuationThankYouPath(subject);
    expect(path).toBe('/home-valuation/thank-you?town=north-kingstown&type=single-family&beds=3&sqft=2400');
    expect(valuationSubjectOfQuery(new URL(path, 'https://x.test').searchParams)).toEqual(subject);
    expect(valuationThankYouPath(null)).toBe('/home-valuation/thank-you');
    expect(valuationSubjectOfQuery(new URLSearchParams('town=boston'))).toBeNull();
    expect(valuationSubjectOfQuery(new URLSearchParams('type=land'))).toBeNull();
    expect(valuationSubjectOfQuery(new URLSearchParams('town=newport&type=castle&beds=-1&sqft=2,400'))).toEqual({
      town: 'Newport',
      type: null,
      beds: null,
      squareFeet: null,
    });
    for (const hostile of ['newport%20', '-newport', 'new--port', 'a-b-c-d-e-f', 'NEWPORT', 'x'.repeat(5000)])
      expect(valuationSubjectOfQuery(new URLSearchParams({ town: hostile })), hostile).toBeNull();
  });

  it('from the dialog: the same query, the city as typed (a village read as its town by the server)', () => {
    // The dialog's path holds no table of the towns (the server reads them): the same page as the form's.
    const fromForm = valuationThankYouPathOfForm(values({ city: ' North Kingstown ' }));
    expect(fromForm).toBe(valuationThankYouPath(valuationSubjectOf(values({ city: 'North Kingstown' }))));
    const village = valuationThankYouPathOfForm(values({ city: 'Watch Hill' }));
    expect(village).toBe('/home-valuation/thank-you?town=watch-hill&type=single-family&beds=3&sqft=2400');
    expect(valuationSubjectOfQuery(new URL(village, 'https://x.test').searchParams)?.town).toBe('Westerly');
    expect(valuationThankYouPathOfForm(values({ city: 'Boston', state: 'MA' }))).toBe('/home-valuation/thank-you');
    expect(
      valuationSubjectOfQuery(
        new URL(valuationThankYouPathOfForm(values({ city: 'Boston' })), 'https://x.test').searchParams,
      ),
    ).toBeNull();
  });
});

describe('comparablesSummary', () => {
  it('names each sale with its listing brokerage (or as ours), its source line and the town’s market page', () => {
    const summary = comparablesSummary({
      kind: 'sales',
      town: 'Newport',
      type: 'single-family',
      sales: [
        sale({ CloseDate: '2026-11-02', ClosePrice: 1_250_000, BedroomsTotal: 3, LivingArea: 2300 }),
        sale({ town: 'Middletown', ours: true, ListOfficeName: undefined }),
      ],
      period: { from: '2025-11-27', to: TODAY },
    });
    expect(summary.rows).toEqual([
      ['November 2, 2026', 'Newport', 'Single family', '3', '2,300', '$1,250,000', 'Harbor Realty'],
      ['June 1, 2026', 'Middletown', 'Single family', '—', '—', '$800,000', 'Our brokerage'],
    ]);
    expect(summary.lead).toMatch(/^Single family sales closed in the last 12 months in Newport and nearby towns/);
    expect(summary.source).toBe(
      'Based on information from the State-Wide Multiple Listing Service for sales closed from November 27, 2025 to November 26, 2026. Deemed reliable but not guaranteed.',
    );
    expect(summary.link).toEqual({ href: '/market/newport', label: 'The Newport housing market' });
    expect(comparablesText(summary)[2]).toBe(
      'Closed | Town | Type | Bedrooms | Square feet | Sale price | Listing brokerage',
    );
  });

  it('gives the town’s figures of the type when enough of it sold, else of all homes', () => {
    const closed = (count: number, marketType: ClosedSale['marketType']): ClosedSale[] =>
      Array.from({ length: count }, (_, index) => ({
        ListingKey: `F${marketType}${String(index)}`,
        ModificationTimestamp: '2026-11-01T12:00:00.000Z',
        ClosePrice: 1_000_000 + index * 10_000,
        CloseDate: '2026-05-10',
        LivingArea: 2000,
        DaysOnMarket: 30,
        PostalCode: '02840',
        town: 'Newport',
        county: 'newport',
        marketType,
        ours: false,
      }));
    const figures = computeMarketFigures({
      sales: [...closed(5, 'single-family'), ...closed(2, 'land')],
      properties: [],
      snapshots: new Map(),
      today: TODAY,
      computedAt: '2026-11-26T12:00:00.000Z',
    });
    const area = figures.areas.find((one) => one.key === 'newport');
    if (!area) throw new Error('no Newport');
    expect(figuresSegment(area, 'single-family')).toBe('single-family');
    expect(figuresSegment(area, 'land')).toBe('all');
    expect(figuresSegment(area, null)).toBe('all');
    const summary = comparablesSummary({
      kind: 'figures',
      town: 'Newport',
      type: 'single-family',
      area,
      period: figures.period,
    });
    expect(summary.rows).toEqual([
      ['Homes sold', '5'],
      ['Median sale price', '$1,020,000'],
      ['Median price per sq ft', '$510'],
      ['Median days on market', '30 days'],
    ]);
    expect(summary.caption).toBe('Newport, RI: single family homes, last 12 months');
    expect(comparablesText(summary)).toContain('Median sale price: $1,020,000');
  });
});
