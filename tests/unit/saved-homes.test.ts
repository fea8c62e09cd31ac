import fc from 'fast-check';
import { m } from '#src/paraglide/messages.js';
import { withCount } from '#src/lib/with-count.ts';
import { describe, expect, it } from 'vitest';
import {
  RECENTLY_VIEWED_LIMIT,
  SAVED_HOMES_LIMIT,
  TITLE_MAX,
  encodeHomes,
  isHomeRef,
  parseHomes,
  recordView,
  repairedValue,
  toggleSaved,
  withoutHome,
  type HomeRef,
} from '#src/features/listings/saved-homes.ts';
import { savedHomeSchema } from '#src/schemas/saved-home.ts';

const home = (id: number, title = `Listing number ${String(id)}`): HomeRef => ({ id, title });

describe('parseHomes: whatever localStorage holds', () => {
  it.each([
    ['absent', null],
    ['empty', ''],
    ['malformed JSON', '[{"id":1,'],
    ['a string', '"hello"'],
    ['a number', '42'],
    ['JSON null', 'null'],
    ['an object', '{"id":1,"title":"Ocean House"}'],
    ['another app’s list of numbers', '[1,2,3]'],
    ['another format', '{"version":2,"items":[{"id":1}]}'],
  ])('%s is an empty list', (_label, raw) => {
    expect(parseHomes(raw, SAVED_HOMES_LIMIT)).toEqual([]);
  });

  it('keeps the well-formed entries of a partly corrupt list, in order, once per id', () => {
    const raw = JSON.stringify([
      home(3),
      { id: 0, title: 'Zero id' },
      { id: 1.5, title: 'Fractional' },
      { id: '4', title: 'String id' },
      { id: 5 },
      { id: 6, title: 'x' },
      { id: 7, title: 'y'.repeat(TITLE_MAX + 1) },
      { id: 8, title: 'Extra key', html: '<b>' },
      null,
      home(3, 'A duplicate'),
      home(9),
    ]);
    expect(parseHomes(raw, SAVED_HOMES_LIMIT)).toEqual([home(3), home(9)]);
  });

  it('reads at most the limit', () => {
    const raw = encodeHomes(Array.from({ length: 20 }, (_, i) => home(i + 1)));
    expect(parseHomes(raw, RECENTLY_VIEWED_LIMIT).map((h) => h.id)).toEqual(
      Array.from({ length: RECENTLY_VIEWED_LIMIT }, (_, i) => i + 1),
    );
  });

  it('round-trips its own stored form', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.integer({ min: 1 }), title: fc.string({ minLength: 3, maxLength: 120 }) }), {
          selector: (h) => h.id,
          maxLength: RECENTLY_VIEWED_LIMIT,
        }),
        (homes) => {
          expect(parseHomes(encodeHomes(homes), RECENTLY_VIEWED_LIMIT)).toEqual(homes);
          expect(repairedValue(encodeHomes(homes), RECENTLY_VIEWED_LIMIT)).toBeNull();
        },
      ),
    );
  });

  it('never throws, whatever the string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const homes = parseHomes(raw, SAVED_HOMES_LIMIT);
        expect(homes.every(isHomeRef)).toBe(true);
      }),
    );
  });
});

describe('repairedValue: a corrupt or foreign value is replaced', () => {
  it('leaves an absent key alone', () => {
    expect(repairedValue(null, SAVED_HOMES_LIMIT)).toBeNull();
  });
  it('replaces garbage with an empty list', () => {
    expect(repairedValue('not json{', SAVED_HOMES_LIMIT)).toBe('[]');
    expect(repairedValue('{"foreign":true}', SAVED_HOMES_LIMIT)).toBe('[]');
  });
  it('replaces a partly corrupt list with its clean entries', () => {
    const raw = JSON.stringify([home(2), 'junk', home(2)]);
    expect(repairedValue(raw, SAVED_HOMES_LIMIT)).toBe(encodeHomes([home(2)]));
  });
});

describe('isHomeRef agrees with the zod schema (src/schemas/saved-home.ts)', () => {
  const nearMiss = fc.record(
    {
      id: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(Number.MAX_SAFE_INTEGER + 1)),
      title: fc.oneof(fc.string({ maxLength: 130 }), fc.integer()),
      extra: fc.anything(),
    },
    { requiredKeys: [] },
  );
  it('on arbitrary values and near misses', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), nearMiss), (value) => {
        expect(isHomeRef(value)).toBe(savedHomeSchema.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('saving', () => {
  it('adds a listing first and removes it on the second toggle', () => {
    const once = toggleSaved([home(1)], home(2));
    expect(once).toEqual([home(2), home(1)]);
    expect(toggleSaved(once, home(2))).toEqual([home(1)]);
  });
  it('keeps at most the limit, dropping the oldest', () => {
    const full = Array.from({ length: SAVED_HOMES_LIMIT }, (_, i) => home(i + 1));
    const next = toggleSaved(full, home(SAVED_HOMES_LIMIT + 1));
    expect(next).toHaveLength(SAVED_HOMES_LIMIT);
    expect(next[0]?.id).toBe(SAVED_HOMES_LIMIT + 1);
    expect(next.some((h) => h.id === SAVED_HOMES_LIMIT)).toBe(false);
  });
  it('drops one listing', () => {
    expect(withoutHome([home(1), home(2)], 1)).toEqual([home(2)]);
  });
  it("labels the header link in the page's language", () => {
    expect(withCount(m.saved_link({ count: '{count}' }, { locale: 'en' }), 3)).toBe('Saved (3)');
    expect(withCount(m.saved_link({ count: '{count}' }, { locale: 'pt' }), 12)).toBe('Guardados (12)');
  });
});

describe('recently viewed: the last 12, newest first, no duplicates', () => {
  it('puts a visit first and a revisit back at the front', () => {
    let viewed: HomeRef[] = [];
    for (const id of [1, 2, 3]) viewed = recordView(viewed, home(id));
    expect(viewed.map((h) => h.id)).toEqual([3, 2, 1]);
    viewed = recordView(viewed, home(1, 'Renamed listing'));
    expect(viewed).toEqual([home(1, 'Renamed listing'), home(3), home(2)]);
  });

  it('matches a model over any sequence of visits', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 60 }), (visits) => {
        let viewed: HomeRef[] = [];
        for (const id of visits) viewed = recordView(viewed, home(id));
        // The model: distinct ids by their last visit, most recent first, the first 12.
        const expected = [...new Set([...visits].reverse())].slice(0, RECENTLY_VIEWED_LIMIT);
        expect(viewed.map((h) => h.id)).toEqual(expected);
      }),
    );
  });
});
