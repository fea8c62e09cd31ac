import { describe, expect, it } from 'vitest';
import {
  applySalesPage,
  emptySalesState,
  localDay,
  monthStartBefore,
  noSalesChanges,
  oldestCloseDate,
  pruneSales,
  removeUnlisted,
  salesFilter,
} from '#src/features/market/sales-state.ts';

const record = (key: string, changes: Record<string, unknown> = {}) => ({
  ListingKey: key,
  ModificationTimestamp: '2026-11-01T12:00:00Z',
  StandardStatus: 'Closed',
  ClosePrice: 500_000,
  CloseDate: '2026-10-15',
  City: 'Newport',
  StateOrProvince: 'RI',
  PostalCode: '02840',
  PropertyType: 'Residential',
  PropertySubType: 'Condominium',
  ...changes,
});
const ANSWERED = Date.parse('2026-11-26T12:00:00Z');
const context = { officeMlsId: 'FLR100', oldest: '2023-11-01' };

describe('the months kept', () => {
  it.each([
    ['2026-11-26', 0, '2026-11-01'],
    ['2026-11-26', 36, '2023-11-01'],
    ['2026-01-01', 1, '2025-12-01'],
    ['2026-03-31', 13, '2025-02-01'],
  ])('%s, %i months back → %s', (day, back, start) => expect(monthStartBefore(day, back)).toBe(start));

  it('start on the first day of the month 36 months back, on Rhode Island’s calendar', () => {
    expect(oldestCloseDate('2026-11-26')).toBe('2023-11-01');
    // 02:00 UTC on 1 December is still 30 November in Rhode Island.
    expect(localDay(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11-30');
  });
});

describe('the sales read', () => {
  it('asks first for the 36 months, then for every Closed record after the mark, within the feed’s base', () => {
    expect(salesFilter(null, '2023-11-01')).toBe("StandardStatus eq 'Closed' and CloseDate ge 2023-11-01");
    expect(
      salesFilter({ key: 'A1', timestamp: '2026-11-01T12:00:00Z' }, '2023-11-01', "OriginatingSystemName eq 'X'"),
    ).toBe(
      "((OriginatingSystemName eq 'X') and StandardStatus eq 'Closed') and (ModificationTimestamp gt 2026-11-01T12:00:00Z or (ModificationTimestamp eq 2026-11-01T12:00:00Z and ListingKey gt 'A1'))",
    );
  });

  it('keeps sales, replaces a newer version, drops one closed before the months kept, keeps one on a bad record', () => {
    const state = emptySalesState();
    const changes = noSalesChanges();
    applySalesPage(
      state,
      { records: [record('A1'), record('A2'), record('A3')], answeredAt: ANSWERED },
      context,
      changes,
    );
    expect(changes).toEqual({ added: 3, updated: 0, removed: 0, skipped: 0 });
    expect(state.mark).toEqual({ key: 'A3', timestamp: '2026-11-01T12:00:00Z' });
    const later = { ModificationTimestamp: '2026-11-02T12:00:00Z' };
    applySalesPage(
      state,
      {
        records: [
          record('A1', { ...later, ClosePrice: 510_000 }),
          record('A2', { ...later, CloseDate: '2023-10-31' }),
          record('A3', { ...later, ClosePrice: 'call' }),
          record('A4', { ...later, City: 'Boston', StateOrProvince: 'MA' }),
          record('A1', { ...later }),
        ],
        answeredAt: ANSWERED,
      },
      context,
      changes,
    );
    expect([...state.sales.keys()]).toEqual(['A1', 'A3']);
    expect(state.sales.get('A3')?.ClosePrice).toBe(500_000);
    expect(changes).toEqual({ added: 3, updated: 2, removed: 1, skipped: 2 });
    expect(state.mark).toEqual({ key: 'A4', timestamp: '2026-11-02T12:00:00Z' });
  });

  it('ignores a record stamped in the future, and leaves the mark before it', () => {
    const state = emptySalesState();
    const changes = noSalesChanges();
    applySalesPage(
      state,
      { records: [record('A9', { ModificationTimestamp: '2099-01-01T00:00:00Z' })], answeredAt: ANSWERED },
      context,
      changes,
    );
    expect(state.sales.size).toBe(0);
    expect(state.mark).toBeNull();
    expect(changes.skipped).toBe(1);
  });

  it('prunes what closed before the first day kept', () => {
    const state = emptySalesState();
    const changes = noSalesChanges();
    applySalesPage(
      state,
      {
        records: [record('A1', { CloseDate: '2023-12-01' }), record('A2', { CloseDate: '2024-01-01' })],
        answeredAt: ANSWERED,
      },
      context,
      changes,
    );
    pruneSales(state, '2024-01-01', changes);
    expect([...state.sales.keys()]).toEqual(['A2']);
    expect(changes.removed).toBe(1);
  });
});

describe('the sales the MLS no longer lists as Closed', () => {
  const keys = (count: number) => Array.from({ length: count }, (_, i) => `S${String(i).padStart(3, '0')}`);
  /** `count` sales of the office's own (S000…), and `others` of other brokerages (T000…). */
  const stateOf = (count: number, others = 0) => {
    const state = emptySalesState();
    const records = [
      ...keys(count).map((key) => record(key, { ListOfficeMlsId: context.officeMlsId })),
      ...keys(others).map((key) => record(key.replace('S', 'T'), { ListOfficeMlsId: 'OTHER1' })),
    ];
    applySalesPage(state, { records, answeredAt: ANSWERED }, context, noSalesChanges());
    return state;
  };

  it('leave when the pass read them in another status, whether the reconciliation ran or not', () => {
    const state = stateOf(5);
    const changes = noSalesChanges();
    expect(removeUnlisted(state, { notClosed: new Set(['S001', 'S003', 'L999']), listed: null }, changes)).toBe(0);
    expect([...state.sales.keys()]).toEqual(['S000', 'S002', 'S004']);
    expect(changes.removed).toBe(2);
  });

  it('of the office leave when missing from a whole reconciliation’s keys, at most a tenth unconfirmed', () => {
    // The reconciliation asks for no other brokerage's Closed keys: theirs stay, missing as they all are.
    const state = stateOf(100, 50);
    const changes = noSalesChanges();
    const listed = new Set(keys(100).slice(10));
    expect(removeUnlisted(state, { notClosed: new Set(), listed }, changes)).toBe(0);
    expect(state.sales.size).toBe(140);
    expect(state.sales.has('S009')).toBe(false);
    expect(state.sales.has('T049')).toBe(true);
    expect(changes.removed).toBe(10);

    // An answer missing more than a tenth (an MLS in trouble) removes none of them.
    const short = stateOf(100);
    const none = noSalesChanges();
    expect(removeUnlisted(short, { notClosed: new Set(), listed: new Set(keys(100).slice(11)) }, none)).toBe(11);
    expect(short.sales.size).toBe(100);
    expect(none.removed).toBe(0);
  });
});
