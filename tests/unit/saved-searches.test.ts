import { describe, expect, it } from 'vitest';
import { applySave, CONFIRM_RESEND_MS, MAX_SEARCHES, maskEmail } from '#src/features/alerts/save-rules.ts';
import {
  LOCAL_SEARCHES_LIMIT,
  localSearchHref,
  parseLocalSearches,
  withLocalSearch,
  withoutLocalSearch,
  type LocalSearch,
} from '#src/features/alerts/local-searches.ts';
import { withConfirmedSearch } from '#src/features/alerts/confirmed-search.ts';
import { CONFIRM_TTL_MS } from '#src/features/alerts/tokens.ts';
import { searchConfirmationEmail } from '#src/features/alerts/confirmation-email.tsx';
import { savedSearchName } from '#src/features/alerts/links.ts';
import { savedFilters, type AlertOwner } from '#src/schemas/saved-search.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
let counter = 0;
const newId = () => `s${String((counter += 1))}`;
const request = (query: string) => ({
  email: 'ann@example.com',
  filters: savedFilters(query),
  frequency: 'daily' as const,
});
/** Saves each query in turn, at `now`, from `start`. */
function saveAll(queries: string[], start: AlertOwner | null = null, now = NOW) {
  let record = start;
  const confirmed: (string | null)[] = [];
  for (const query of queries) {
    const outcome = applySave(record, request(query), now, newId);
    record = outcome.record ?? record;
    confirmed.push(outcome.confirm?.id ?? null);
  }
  return { record: record!, confirmed };
}

describe('saving a search (applySave)', () => {
  it('stores a new search pending and confirms the first three only', () => {
    const { record, confirmed } = saveAll(['location=a', 'location=b', 'location=c', 'location=d']);
    expect(record.searches.map((s) => s.state)).toEqual(['pending', 'pending', 'pending', 'pending']);
    expect(confirmed.map((id) => id !== null)).toEqual([true, true, true, false]);
    expect(record.searches[3]?.confirmationSentAt).toBeNull();
  });

  it('adds nothing for the same filters (sort and page aside), resending a waiting one at most hourly', () => {
    const { record } = saveAll(['location=a&sort=price-asc']);
    expect(applySave(record, request('location=a&page=3'), NOW, newId)).toEqual({ record: undefined, confirm: null });
    const later = new Date(NOW.getTime() + CONFIRM_RESEND_MS);
    const again = applySave(record, request('location=a'), later, newId);
    expect(again.record?.searches).toHaveLength(1);
    expect(again.confirm?.confirmationSentAt).toBe(later.toISOString());
  });

  it('never resends for an active search, and confirms again once one of three is confirmed', () => {
    const { record } = saveAll(['location=a', 'location=b', 'location=c']);
    const active: AlertOwner = {
      ...record,
      searches: record.searches.map((s, i) =>
        i === 0 ? { ...s, state: 'active', confirmedAt: NOW.toISOString() } : s,
      ),
    };
    expect(
      applySave(active, request('location=a'), new Date(NOW.getTime() + CONFIRM_RESEND_MS), newId).confirm,
    ).toBeNull();
    expect(applySave(active, request('location=z'), NOW, newId).confirm).not.toBeNull();
  });

  it(`keeps at most ${MAX_SEARCHES} searches`, () => {
    const { record } = saveAll(Array.from({ length: MAX_SEARCHES + 1 }, (_, i) => `location=t${String(i)}`));
    expect(record.searches).toHaveLength(MAX_SEARCHES);
  });

  it('drops pending searches whose link lapsed, which frees the address for confirmations', () => {
    const { record } = saveAll(['location=a', 'location=b', 'location=c', 'location=d']);
    const later = new Date(NOW.getTime() + CONFIRM_TTL_MS + 1000);
    const outcome = applySave(record, request('location=e'), later, newId);
    expect(outcome.record?.searches.map((s) => s.filters.location)).toEqual(['e']);
    expect(outcome.confirm).not.toBeNull();
  });

  it('masks an address for its manage page', () => {
    expect(maskEmail('jane@example.com')).toBe('j•••@example.com');
    expect(maskEmail('nonsense')).toBe('•••');
  });
});

describe('searches remembered in this browser', () => {
  const entry = (query: string): LocalSearch => ({
    name: `Homes ${query}`,
    query,
    frequency: 'weekly',
    savedAt: NOW.toISOString(),
  });

  it('parses only well-formed entries, once per query, and anything else as none', () => {
    const raw = JSON.stringify([entry('location=a'), entry('location=a'), { ...entry('b'), frequency: 'hourly' }, 42]);
    expect(parseLocalSearches(raw)).toEqual([entry('location=a')]);
    for (const bad of [null, '', '{', '{}', '"x"', JSON.stringify([{ ...entry('?x') }])])
      expect(parseLocalSearches(bad)).toEqual([]);
  });

  it('puts the newest first, replaces the same query, bounds the list and forgets one', () => {
    let list: LocalSearch[] = [];
    for (let i = 0; i < LOCAL_SEARCHES_LIMIT + 2; i += 1) list = withLocalSearch(list, entry(`location=${String(i)}`));
    expect(list).toHaveLength(LOCAL_SEARCHES_LIMIT);
    expect(list[0]?.query).toBe(`location=${String(LOCAL_SEARCHES_LIMIT + 1)}`);
    list = withLocalSearch(list, { ...entry('location=5'), frequency: 'instant' });
    expect(list.filter((s) => s.query === 'location=5')).toEqual([{ ...entry('location=5'), frequency: 'instant' }]);
    expect(withoutLocalSearch(list, 'location=5').some((s) => s.query === 'location=5')).toBe(false);
    expect(localSearchHref(entry(''))).toBe('/properties');
    expect(localSearchHref(entry('location=a'))).toBe('/properties?location=a');
  });

  it('keeps the address a waiting search was sent to, until its confirmation is seen', () => {
    const waiting = { ...entry('location=a'), confirmationTo: 'ann@example.com' };
    const other = { ...entry('location=b'), confirmationTo: 'ann@example.com' };
    expect(parseLocalSearches(JSON.stringify([waiting, { ...other, confirmationTo: 42 }]))).toEqual([waiting]);
    expect(parseLocalSearches(JSON.stringify([{ ...waiting, confirmationTo: 'nobody' }]))).toEqual([]);
    expect(withConfirmedSearch(JSON.stringify([waiting, other]), 'location=a')).toBe(
      JSON.stringify([entry('location=a'), other]),
    );
    for (const unchanged of [JSON.stringify([waiting]), JSON.stringify([entry('location=z')]), '{', '{}', null])
      expect(withConfirmedSearch(unchanged, 'location=z')).toBeNull();
  });
});

describe('the confirmation e-mail', () => {
  it('names the search in a subject that a typed line break cannot split', () => {
    const filters = savedFilters(`location=${encodeURIComponent('Newport\r\nBcc: evil@example.com')}`);
    const email = searchConfirmationEmail(
      'Flagship',
      { name: savedSearchName(filters), frequency: 'instant' },
      'https://x.test/c',
    );
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject).toContain('Newport');
    expect(email.text).toContain('The link expires in 7 days.');
    expect(email.html).toContain('href="https://x.test/c"');
  });
});
