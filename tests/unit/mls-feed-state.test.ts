import { describe, expect, it } from 'vitest';
import {
  applyPage,
  applyReconciliation,
  applyRecord,
  assignContacts,
  emptyFeedState,
  filterAfter,
  idFor,
  isAfter,
  noChanges,
  reconciliationDue,
  reconciliationFilter,
  recordPosition,
  missingKeys,
  plannedRemovals,
  removeListings,
  stateForSource,
  finishReload,
  REAPPEARANCE_WINDOW_MS,
  pruneReappearances,
  reappearances,
  stateForMapping,
  timestampLiteral,
  type FeedState,
} from '#src/features/mls/feed-state.ts';
import type { MappedRecord } from '#src/features/mls/mapping.ts';
import type { TownAdvisors } from '#src/features/team/town-advisors.ts';
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
    const idA = state.listings.get('A')!.property.id;
    expect(idA).toBe(FEED_ID_START);
    expect(state.listings.get('B')!.property.id).toBe(FEED_ID_START + 1);
    expect(applyRecord(state, removed('A'))).toBe('removed');
    expect(state.listings.get('A')).toBeUndefined();
    expect(applyRecord(state, shown('C'))).toBe('added');
    expect(applyRecord(state, shown('A'))).toBe('added');
    expect(state.listings.get('A')!.property.id).toBe(idA);
    expect(idFor(state, 'C')).toBe(FEED_ID_START + 2);
  });

  it('tells an update from a record that changed nothing', () => {
    const state = emptyFeedState();
    applyRecord(state, shown('A'));
    expect(applyRecord(state, shown('A'))).toBe('unchanged');
    expect(applyRecord(state, shown('A', 900_000))).toBe('updated');
    expect(state.listings.get('A')!.property.price).toBe(900_000);
    expect(applyRecord(state, removed('Z'))).toBe('unchanged');
  });

  it('reconciles: removes the listings whose keys the MLS no longer has, and reports their ids', () => {
    const state: FeedState = emptyFeedState();
    for (const key of ['A', 'B', 'C']) applyRecord(state, shown(key));
    const idB = state.listings.get('B')!.property.id;
    const changes = noChanges();
    removeListings(state, missingKeys(state, new Set(['A', 'C', 'D'])), changes, '2026-11-02T10:00:00.000Z');
    expect([...changes.changedIds]).toEqual([idB]);
    expect(changes.removedListings).toEqual([{ listingKey: 'B', mediaKeys: [] }]);
    expect([...state.listings.keys()].sort()).toEqual(['A', 'C']);
  });
});

describe('town advisors', () => {
  const newport: TownAdvisors = new Map([['Newport', [7, 8]]]);
  const contacts = (state: FeedState) =>
    [...state.listings.values()].map(({ property }) => [property.id, property.contactAdvisorId]);

  it('gives the listings without an advisor of ours one of their town, in turn, oldest first; changed pages go stale', () => {
    const state = emptyFeedState();
    for (const key of ['B', 'A', 'C']) applyRecord(state, shown(key));
    const ours = shown('D');
    applyRecord(state, { ...ours, property: { ...ours.property, advisorId: 9 } });
    const changes = noChanges();
    assignContacts(state, newport, changes);
    expect(contacts(state)).toEqual([
      [FEED_ID_START, 7],
      [FEED_ID_START + 1, 8],
      [FEED_ID_START + 2, 7],
      [FEED_ID_START + 3, undefined],
    ]);
    expect([...changes.changedIds]).toEqual([FEED_ID_START, FEED_ID_START + 1, FEED_ID_START + 2]);
    expect([...state.contactTurns]).toEqual([['Newport', 7]]);
    // The next pass changes nothing; a new version of a record keeps its advisor.
    expect(applyRecord(state, shown('A', 2_000_000))).toBe('updated');
    const again = noChanges();
    assignContacts(state, newport, again);
    expect(again.changedIds.size).toBe(0);
    expect(state.listings.get('A')?.property).toMatchObject({ price: 2_000_000, contactAdvisorId: 8 });
  });

  it('takes the town advisor from a listing that moved to a town no advisor covers, or became ours', () => {
    const state = emptyFeedState();
    applyRecord(state, shown('A'));
    applyRecord(state, shown('B'));
    assignContacts(state, newport, noChanges());
    const a = shown('A');
    const b = shown('B');
    applyRecord(state, { ...a, property: { ...a.property, city: 'Foster' } });
    applyRecord(state, { ...b, property: { ...b.property, advisorId: 9 } });
    const changes = noChanges();
    assignContacts(state, newport, changes);
    expect(contacts(state)).toEqual([
      [FEED_ID_START, undefined],
      [FEED_ID_START + 1, undefined],
    ]);
    expect(changes.changedIds.size).toBe(2);
  });
});

describe('identifiers that name Object’s own members', () => {
  it('are listing keys like any other: constructor, toString and __proto__ get ids, show, update and leave', () => {
    const state = emptyFeedState();
    const keys = ['constructor', 'toString', '__proto__', 'hasOwnProperty'];
    for (const key of keys) expect(applyRecord(state, shown(key))).toBe('added');
    expect([...state.ids.values()]).toEqual([0, 1, 2, 3].map((i) => FEED_ID_START + i));
    expect(applyRecord(state, shown('__proto__', 900_000))).toBe('updated');
    expect(applyRecord(state, shown('constructor'))).toBe('unchanged');
    expect(applyRecord(state, removed('toString'))).toBe('removed');
    expect([...state.listings.keys()]).toEqual(['constructor', '__proto__', 'hasOwnProperty']);
    expect(applyRecord(state, removed('valueOf'))).toBe('unchanged');
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
    schemaHeld: true,
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
    const skipped = applyPage(state, { records: page, answeredAt: Date.parse('2026-11-01T11:00:00Z') }, map, changes);
    expect(skipped).toEqual([{ listingKey: 'E', error: 'ListPrice: missing' }]);
    expect(changes.counts).toEqual({ added: 1, updated: 1, removed: 1, unchanged: 2, skipped: 1, future: 0 });
    expect([...changes.changedIds].sort()).toEqual([state.ids.get('A'), state.ids.get('C')].sort());
    expect(state.mark).toEqual({ key: 'E', timestamp: '2026-11-01T10:06:00Z' });
  });

  it('reconciles once a day: removes what the MLS no longer lists, counted, and records when', () => {
    const state = emptyFeedState();
    expect(reconciliationDue(state, Date.parse('2026-11-01T10:00:00Z'), 86_400_000)).toBe(true);
    for (const key of ['A', 'B']) applyRecord(state, shown(key));
    const changes = noChanges();
    applyReconciliation(state, ['B'], changes, '2026-11-01T10:00:00.000Z');
    expect([...state.listings.keys()]).toEqual(['A']);
    expect(changes.counts.removed).toBe(1);
    expect([...changes.changedIds]).toEqual([state.ids.get('B')]);
    expect(reconciliationDue(state, Date.parse('2026-11-02T09:59:59Z'), 86_400_000)).toBe(false);
    expect(reconciliationDue(state, Date.parse('2026-11-02T10:00:00Z'), 86_400_000)).toBe(true);
  });
});

describe('records from the future and records that failed their schema', () => {
  const answeredAt = Date.parse('2026-11-01T12:00:00Z');
  const record = (key: string, timestamp: string, mapped: MappedRecord) => ({
    ListingKey: key,
    ModificationTimestamp: timestamp,
    mapped,
  });
  const map = (raw: unknown) => (raw as { mapped: MappedRecord }).mapped;

  it('ignores and counts a record stamped past the answer’s Date (beyond FUTURE_TOLERANCE_MS): the mark stays', () => {
    const state = emptyFeedState();
    const changes = noChanges();
    const page = [
      record('A', '2026-11-01T11:59:00Z', shown('A')),
      // Within the tolerance: a clock a little ahead is no bug.
      record('B', '2026-11-01T12:04:00Z', shown('B')),
      record('C', '2099-01-01T00:00:00Z', shown('C')),
    ];
    const skipped = applyPage(state, { records: page, answeredAt }, map, changes);
    expect(changes.counts).toMatchObject({ added: 2, future: 1 });
    expect(skipped.map((entry) => entry.listingKey)).toEqual(['C']);
    expect(state.listings.has('C')).toBe(false);
    expect(state.mark).toEqual({ key: 'B', timestamp: '2026-11-01T12:04:00Z' });
  });

  it('never takes the mark from a record that failed its schema', () => {
    const state = emptyFeedState();
    const failed: MappedRecord = {
      outcome: 'invalid',
      listingKey: 'Z',
      modifiedAt: '2026-11-01T11:30:00.000Z',
      error: 'PostalCode: Expected string',
      schemaHeld: false,
    };
    const page = [record('A', '2026-11-01T11:00:00Z', shown('A')), record('Z', '2026-11-01T11:30:00Z', failed)];
    applyPage(state, { records: page, answeredAt }, map, noChanges());
    expect(state.mark).toEqual({ key: 'A', timestamp: '2026-11-01T11:00:00Z' });
  });

  it('notes the keys read in a status other than Closed, for the closed sales (not one from the future)', () => {
    const changes = noChanges();
    const removed: MappedRecord = {
      outcome: 'remove',
      listingKey: 'x',
      modifiedAt: '2026-11-01T11:00:00.000Z',
      reason: 'not shown',
    };
    const page = [
      ['A', 'Active'],
      ['B', 'Active Under Contract'],
      ['C', 'Pending'],
      ['D', 'Canceled'],
      ['E', 'Closed'],
      ['F', 'closed'],
      ['G', undefined],
      ['H', '  '],
    ].map(([key, status]) => ({
      ...record(key!, '2026-11-01T11:00:00Z', { ...removed, listingKey: key! }),
      ...(status === undefined ? {} : { StandardStatus: status }),
    }));
    page.push({ ...record('I', '2099-01-01T00:00:00Z', removed), StandardStatus: 'Active' });
    applyPage(emptyFeedState(), { records: page, answeredAt }, map, changes);
    expect([...changes.notClosedKeys].sort()).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('the reconciliation’s cap', () => {
  const keys = (count: number) => Array.from({ length: count }, (_, i) => `K${String(i).padStart(3, '0')}`);
  const none = { listed: new Set<string>(), gone: new Set<string>() };

  it('removes every missing listing when they are at most a tenth of the listings', () => {
    expect(plannedRemovals(100, keys(10), null)).toEqual({ remove: keys(10), withheld: 0 });
  });

  it('past a tenth, removes nothing unchecked; checked, the confirmed ones and at most a tenth of the rest', () => {
    const missing = keys(100);
    expect(plannedRemovals(100, missing, null)).toEqual({ remove: [], withheld: 100 });
    // An empty answer to the key query, and an empty re-read: a tenth a run at most.
    expect(plannedRemovals(100, missing, none)).toEqual({ remove: keys(10), withheld: 90 });
    const gone = new Set(missing.slice(50));
    const listed = new Set(missing.slice(0, 45));
    const planned = plannedRemovals(100, missing, { listed, gone });
    expect(planned.remove.sort()).toEqual([...missing.slice(45, 50), ...missing.slice(50)].sort());
    expect(planned.withheld).toBe(0);
  });
});

describe('a change of source', () => {
  it('adopts a state older than the fingerprint; another source reads from the start and records what it reads', () => {
    const state = emptyFeedState();
    applyRecord(state, shown('OLD'));
    state.mark = { timestamp: '2026-11-01T10:00:00Z', key: 'OLD' };
    state.lastReconciledAt = '2026-11-01T10:00:00Z';
    const adopted = stateForSource(state, 'source-a');
    expect(adopted).toMatchObject({ source: 'source-a', mark: state.mark, reload: null });
    expect(stateForSource(adopted, 'source-a')).toBe(adopted);

    const moved = stateForSource(adopted, 'source-b');
    expect(moved).toMatchObject({ source: 'source-b', mark: null, lastReconciledAt: null });
    // The old listings show until the new load is complete; then those it never read go.
    const changes = noChanges();
    applyRecord(moved, shown('NEW'));
    expect([...moved.listings.keys()]).toEqual(['OLD', 'NEW']);
    finishReload(moved, changes, '2026-11-02T10:00:00.000Z');
    expect([...moved.listings.keys()]).toEqual(['NEW']);
    expect(changes.counts.removed).toBe(1);
    expect(moved.reload).toBeNull();
  });

  it('a new load that read nothing removes nothing, and stays under way', () => {
    const state = stateForSource(stateForSource(emptyFeedState(), 'a'), 'b');
    applyRecord(state, shown('OLD'));
    state.reload = { keys: new Set() };
    finishReload(state, noChanges(), '2026-11-02T10:00:00.000Z');
    expect(state.listings.has('OLD')).toBe(true);
    expect(state.reload).not.toBeNull();
  });
});

describe('a listing that returns', () => {
  it('is marked reappeared within REAPPEARANCE_WINDOW_MS of its removal, and new after it', () => {
    const state = emptyFeedState();
    applyRecord(state, shown('A'), '2026-11-01T10:00:00.000Z');
    applyRecord(state, shown('B'), '2026-11-01T10:00:00.000Z');
    removeListings(state, ['A', 'B'], noChanges(), '2026-11-02T10:00:00.000Z');
    applyRecord(state, shown('A'), '2026-11-03T10:00:00.000Z');
    expect(state.listings.get('A')?.reappearedAt).toBe('2026-11-03T10:00:00.000Z');
    // An update keeps the mark.
    applyRecord(state, shown('A', 900_000), '2026-11-04T10:00:00.000Z');
    expect(reappearances(state)).toEqual([{ id: state.ids.get('A'), at: '2026-11-03T10:00:00.000Z' }]);
    const later = Date.parse('2026-11-02T10:00:00.000Z') + REAPPEARANCE_WINDOW_MS;
    pruneReappearances(state, later);
    applyRecord(state, shown('B'), new Date(later).toISOString());
    expect(state.listings.get('B')?.reappearedAt).toBeUndefined();
    pruneReappearances(state, Date.parse('2026-11-03T10:00:00.000Z') + REAPPEARANCE_WINDOW_MS);
    expect(reappearances(state)).toEqual([]);
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

  it('asks the reconciliation for every status that may show, in both enumeration forms, Closed only of the office', () => {
    for (const filter of [reconciliationFilter(undefined, 'FLR100'), reconciliationFilter(undefined, undefined)]) {
      for (const status of ['Active', 'ActiveUnderContract', 'Active Under Contract', 'Pending', 'ComingSoon'])
        expect(filter).toContain(`StandardStatus eq '${status}'`);
      expect(filter).not.toContain('Withdrawn');
    }
    expect(reconciliationFilter(undefined, 'FLR100')).toContain(
      "(StandardStatus eq 'Closed' and ListOfficeMlsId eq 'FLR100')",
    );
    // Without an office no sold listing shows: no Closed record is asked for.
    expect(reconciliationFilter(undefined, undefined)).not.toContain('Closed');
    expect(reconciliationFilter("OriginatingSystemName eq 'X'", "O'Brien")).toMatch(
      /^\(OriginatingSystemName eq 'X'\) and \(.*ListOfficeMlsId eq 'O''Brien'\)\)$/,
    );
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
