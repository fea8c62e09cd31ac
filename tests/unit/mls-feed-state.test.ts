import { describe, expect, it } from 'vitest';
import {
  applyPage,
  applyReconciliation,
  applyRecord,
  emptyFeedState,
  filterAfter,
  idFor,
  isAfter,
  noChanges,
  reconciliationDue,
  reconciliationFilter,
  recordPosition,
  removeMissing,
  stateForMapping,
  timestampLiteral,
  type FeedState,
} from '#src/features/mls/feed-state.ts';
import type { MappedRecord } from '#src/features/mls/mapping.ts';
import { FEED_ID_START, type Property } from '#src/schemas/property.ts';

type Shown = Extract<MappedRecord, { outcome: 'show' }>;

const shown = (listingKey: string, price = 1_000_000): Shown => ({
  outcome: 'show',
  listingKey,
  modifiedAt: '2026-11-01T10:00:00Z',
  property: {
    title: `${listingKey} Harbor Road`,
    description: 'A fixture listing with enough words in its description to pass.',
    price,
    address: `${listingKey} Harbor Road`,
    city: 'Newport',
    state: 'RI',
    zipcode: '02840',
    beds: 3,
    baths: 2,
    squareFeet: 2000,
    propertyType: 'Single Family',
    status: 'Available',
    isFeatured: false,
    images: ['/listing-photos/a/b/1'],
    features: [],
    advisorId: null,
    createdAt: '2026-10-01T12:00:00Z',
    source: 'mls',
    listingKey,
  } satisfies Omit<Property, 'id'>,
  photos: [],
});

const removed = (listingKey: string): Extract<MappedRecord, { outcome: 'remove' }> => ({
  outcome: 'remove',
  listingKey,
  modifiedAt: '2026-11-01T10:00:00Z',
  reason: 'Withdrawn',
});

describe('feed state', () => {
  it('gives each key a stable id from FEED_ID_START, kept when the listing leaves and returns', () => {
    const state = emptyFeedState();
    expect(applyRecord(state, shown('A'))).toBe('added');
    expect(applyRecord(state, shown('B'))).toBe('added');
    const idA = state.listings['A']!.property.id;
    expect(idA).toBe(FEED_ID_START);
    expect(state.listings['B']!.property.id).toBe(FEED_ID_START + 1);
    expect(applyRecord(state, removed('A'))).toBe('removed');
    expect(state.listings['A']).toBeUndefined();
    expect(applyRecord(state, shown('C'))).toBe('added');
    expect(applyRecord(state, shown('A'))).toBe('added');
    expect(state.listings['A']!.property.id).toBe(idA);
    expect(idFor(state, 'C')).toBe(FEED_ID_START + 2);
  });

  it('tells an update from a record that changed nothing', () => {
    const state = emptyFeedState();
    applyRecord(state, shown('A'));
    expect(applyRecord(state, shown('A'))).toBe('unchanged');
    expect(applyRecord(state, shown('A', 900_000))).toBe('updated');
    expect(state.listings['A']!.property.price).toBe(900_000);
    expect(applyRecord(state, removed('Z'))).toBe('unchanged');
  });

  it('reconciles: removes the listings whose keys the MLS no longer has, and reports their ids', () => {
    const state: FeedState = emptyFeedState();
    for (const key of ['A', 'B', 'C']) applyRecord(state, shown(key));
    const idB = state.listings['B']!.property.id;
    expect(removeMissing(state, new Set(['A', 'C', 'D']))).toEqual([idB]);
    expect(Object.keys(state.listings).sort()).toEqual(['A', 'C']);
  });
});

describe('the mapping version', () => {
  it('keeps a state mapped by the same version as it is', () => {
    const state = emptyFeedState(3);
    state.mark = { timestamp: '2026-11-01T10:00:00Z', key: 'A' };
    expect(stateForMapping(state, 3)).toBe(state);
  });

  it('reads a state of another mapping, or of none recorded, from the start, with its ids and listings', () => {
    const state = emptyFeedState(3);
    applyRecord(state, shown('A'));
    state.mark = { timestamp: '2026-11-01T10:00:00Z', key: 'A' };
    const next = stateForMapping(state, 4);
    expect(next).toMatchObject({ mappingVersion: 4, mark: null, ids: state.ids, listings: state.listings });
    expect(next.nextId).toBe(state.nextId);
    const { mappingVersion: _none, ...unrecorded } = state;
    expect(stateForMapping(unrecorded, 3)).toMatchObject({ mappingVersion: 3, mark: null, ids: state.ids });
  });
});

describe('a page of records', () => {
  /** A raw record's stand-in: its position, and what the mapping makes of it. */
  const raw = (key: string, minute: number, mapped: MappedRecord) => ({
    ListingKey: key,
    ModificationTimestamp: `2026-11-01T10:${String(minute).padStart(2, '0')}:00Z`,
    mapped,
  });
  const map = (record: unknown) => (record as { mapped: MappedRecord }).mapped;
  const invalid = (listingKey: string): MappedRecord => ({
    outcome: 'invalid',
    listingKey,
    modifiedAt: null,
    error: 'ListPrice: missing',
  });

  it('counts each outcome, names the changed ids, skips what cannot be mapped and moves the mark past it', () => {
    const state = emptyFeedState();
    applyRecord(state, shown('A'));
    applyRecord(state, shown('B'));
    const changes = noChanges();
    const page = [
      raw('A', 1, shown('A', 900_000)),
      raw('B', 2, shown('B')),
      raw('C', 3, shown('C')),
      raw('D', 4, removed('D')),
      raw('A', 5, removed('A')),
      raw('E', 6, invalid('E')),
    ];
    const skipped = applyPage(state, page, map, changes);
    expect(skipped).toEqual([{ listingKey: 'E', error: 'ListPrice: missing' }]);
    expect(changes.counts).toEqual({ added: 1, updated: 1, removed: 1, unchanged: 2, skipped: 1 });
    expect([...changes.changedIds].sort()).toEqual([state.ids['A'], state.ids['C']].sort());
    expect(state.mark).toEqual({ key: 'E', timestamp: '2026-11-01T10:06:00Z' });
  });

  it('reconciles once a day: removes what the MLS no longer lists, counted, and records when', () => {
    const state = emptyFeedState();
    expect(reconciliationDue(state, Date.parse('2026-11-01T10:00:00Z'), 86_400_000)).toBe(true);
    for (const key of ['A', 'B']) applyRecord(state, shown(key));
    const changes = noChanges();
    applyReconciliation(state, new Set(['A']), changes, '2026-11-01T10:00:00.000Z');
    expect(Object.keys(state.listings)).toEqual(['A']);
    expect(changes.counts.removed).toBe(1);
    expect([...changes.changedIds]).toEqual([state.ids['B']]);
    expect(reconciliationDue(state, Date.parse('2026-11-02T09:59:59Z'), 86_400_000)).toBe(false);
    expect(reconciliationDue(state, Date.parse('2026-11-02T10:00:00Z'), 86_400_000)).toBe(true);
  });
});

describe('the mark', () => {
  it('orders by modification time, then by key, whatever the timestamp notation', () => {
    const mark = { timestamp: '2026-11-01T10:00:00Z', key: 'M' };
    expect(isAfter(null, '2020-01-01T00:00:00Z', 'A')).toBe(true);
    expect(isAfter(mark, '2026-11-01T10:00:01Z', 'A')).toBe(true);
    expect(isAfter(mark, '2026-11-01T05:00:00-05:00', 'N')).toBe(true);
    expect(isAfter(mark, '2026-11-01T10:00:00.000Z', 'M')).toBe(false);
    expect(isAfter(mark, '2026-11-01T09:59:59Z', 'Z')).toBe(false);
  });

  it('resumes after the mark by key within equal timestamps, inside any base filter', () => {
    expect(filterAfter(null)).toBeUndefined();
    expect(filterAfter(null, "OriginatingSystemName eq 'SWMLS'")).toBe("OriginatingSystemName eq 'SWMLS'");
    expect(filterAfter({ timestamp: '2026-11-01T10:00:00.5Z', key: "O'Neil" })).toBe(
      "(ModificationTimestamp gt 2026-11-01T10:00:00.5Z or (ModificationTimestamp eq 2026-11-01T10:00:00.5Z and ListingKey gt 'O''Neil'))",
    );
    expect(filterAfter({ timestamp: '2026-11-01T10:00:00Z', key: 'K' }, "OriginatingSystemName eq 'X'")).toMatch(
      /^\(OriginatingSystemName eq 'X'\) and \(ModificationTimestamp gt /,
    );
  });

  it('writes OData DateTimeOffset literals, normalising other notations', () => {
    expect(timestampLiteral('2026-11-01T10:00:00+02:00')).toBe('2026-11-01T10:00:00+02:00');
    expect(timestampLiteral('Sun, 01 Nov 2026 10:00:00 GMT')).toBe('2026-11-01T10:00:00.000Z');
    expect(timestampLiteral('soon')).toBeNull();
  });

  it('reads a raw record’s position only when it has a key and a real timestamp', () => {
    expect(recordPosition({ ListingKey: 'A', ModificationTimestamp: '2026-11-01T10:00:00Z' })).toEqual({
      key: 'A',
      timestamp: '2026-11-01T10:00:00Z',
    });
    expect(recordPosition({ ListingKey: 'A', ModificationTimestamp: 'yesterday' })).toBeNull();
    expect(recordPosition({ ModificationTimestamp: '2026-11-01T10:00:00Z' })).toBeNull();
    expect(recordPosition(null)).toBeNull();
  });

  it('asks the reconciliation for every status that may show, in both enumeration forms', () => {
    const filter = reconciliationFilter();
    for (const status of ['Active', 'ActiveUnderContract', 'Active Under Contract', 'Pending', 'ComingSoon', 'Closed'])
      expect(filter).toContain(`StandardStatus eq '${status}'`);
    expect(filter).not.toContain('Withdrawn');
  });
});

describe('purged tags', () => {
  it('names each changed page, or every listing page at once past MAX_PAGE_TAGS', async () => {
    const { purgedTags, MAX_PAGE_TAGS } = await import('#src/features/mls/sync.server.ts');
    expect(purgedTags(new Set([1_000_004, 1_000_009]))).toEqual(['listings', 'property-1000004', 'property-1000009']);
    const many = new Set(Array.from({ length: MAX_PAGE_TAGS + 1 }, (_, i) => FEED_ID_START + i));
    expect(purgedTags(many)).toEqual(['listings', 'listing-pages']);
  });
});
