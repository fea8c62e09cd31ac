import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { teamSchema } from '#src/schemas/team.ts';
import { groupHeading, matchesQuery, searchTeam, shuffle, type Searchable } from '#src/features/team/team.ts';

const team = teamSchema.parse(
  JSON.parse(await readFile(resolve(import.meta.dirname, '../../data/team/team.en.json'), 'utf8')),
);
const counts = (query: string) => searchTeam(team, query).groups.map((g) => [g.label, g.members.length]);

describe('team search', () => {
  const ann: Searchable = {
    name: "Sean O'Brien",
    title: 'Advisor',
    phone: '(401) 555-0148',
    email: 'sean.obrien@example.com',
    role: 'advisor',
  };

  it.each([
    ['', true],
    ['   ', true],
    ['sean', true],
    ['SEAN', true],
    ["o'brien", true],
    ['advis', true],
    ['555-0148', true],
    ['(401) 555-0148', true],
    ['4015550148', true],
    ['401 555 0148', true],
    ['obrien@example', true],
    ['broker', false],
    ['0149', false],
    ['12', false],
  ])('%j matches: %s', (query, expected) => expect(matchesQuery(ann, query)).toBe(expected));

  it('groups everyone as Advisors, Corporate Officers and Support Staff without a query', () => {
    // Head-counts follow data/team/team.en.json: marketing adds and removes people.
    const inRole = (role: string) => team.filter((m) => m.role === role).length;
    expect(counts('')).toEqual([
      ['Advisors', inRole('advisor')],
      ['Corporate Officers', inRole('officer')],
      ['Support Staff', inRole('staff')],
    ]);
    expect(searchTeam(team, '').total).toBe(team.length);
  });

  it('counts matches per group, case-insensitively', () => {
    expect(counts('OFFICE MANAGER')).toEqual([
      ['Advisors', 0],
      ['Corporate Officers', 0],
      ['Support Staff', 2],
    ]);
    expect(counts('partner')).toEqual([
      ['Advisors', 0],
      ['Corporate Officers', 2],
      ['Support Staff', 0],
    ]);
    expect(searchTeam(team, 'alexandra.whitmore@').groups[0]?.members.map((m) => m.name)).toEqual([
      'Alexandra Whitmore',
    ]);
    expect(searchTeam(team, '401-555-0110').total).toBe(1);
  });

  it('finds nobody for a query that matches nothing', () => {
    expect(searchTeam(team, 'zzzz')).toMatchObject({ total: 0 });
  });

  it('keeps the order it is given', () => {
    const reversed = [...team].reverse();
    const advisors = searchTeam(reversed, 'advisor').groups[0]?.members ?? [];
    expect(advisors.map((m) => m.id)).toEqual(reversed.filter((m) => m.role === 'advisor').map((m) => m.id));
  });

  it('writes headings with counts', () => {
    expect(groupHeading('Support Staff', 4)).toBe('Support Staff (4)');
  });
});

describe('shuffle', () => {
  it('returns a permutation and leaves the input alone', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer()),
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (items, randoms) => {
          const copy = [...items];
          const result = shuffle(items, () => randoms.next().value as number);
          expect(items).toEqual(copy);
          expect([...result].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('is deterministic for a given random source', () => {
    const seeded = (seed: number) => () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    expect(shuffle([1, 2, 3, 4, 5, 6], seeded(42))).toEqual(shuffle([1, 2, 3, 4, 5, 6], seeded(42)));
    expect(shuffle([1, 2, 3, 4, 5, 6], seeded(42))).not.toEqual(shuffle([1, 2, 3, 4, 5, 6], seeded(7)));
  });

  it('gives every order of three items about the same chance', () => {
    const tally = new Map<string, number>();
    const runs = 12_000;
    for (let i = 0; i < runs; i += 1) {
      const key = shuffle(['a', 'b', 'c']).join('');
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
    expect(tally.size).toBe(6);
    // Expected 2,000 each; a biased shuffle (e.g. sort with a random comparator) lands far outside ±15%.
    for (const count of tally.values()) expect(Math.abs(count - runs / 6)).toBeLessThan(300);
  });

  it('reorders the advisors between two calls', () => {
    const advisors = team.filter((m) => m.role === 'advisor');
    expect(shuffle(advisors).map((m) => m.id)).not.toEqual(shuffle(advisors).map((m) => m.id));
  });
});
