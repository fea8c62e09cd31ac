import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignTownAdvisors, townAdvisors, type TownListing } from '#src/features/team/town-advisors.ts';
import { contactAdvisor, listingContact } from '#src/features/team/listing-contact.ts';
import { contactPhone, listingAdvisorName } from '#src/features/team/contact-card.ts';
import { riTown } from '#src/schemas/rules/ri-towns.ts';
import { RI_TOWNS, type RiTown } from '#src/schemas/rules/ri-towns.ts';
import { teamSchema, type TeamMember } from '#src/schemas/team.ts';
import { makeListing } from '#tests/helpers/listing.ts';

/** A team member as data/team/team.en.json holds them: an advisor with an e-mail unless told otherwise. */
const person = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `Advisor ${String(id)}`,
  title: 'Advisor',
  role: 'advisor',
  phone: `(401) 555-${String(1000 + id)}`,
  email: `advisor${String(id)}@example.test`,
  image: null,
  bio: null,
  website: null,
  ...overrides,
});

const member = (id: number, overrides: Record<string, unknown> = {}): TeamMember =>
  teamSchema.parse([person(id, overrides)])[0]!;

const listing = (id: number, city: string, contactAdvisorId?: number, state = 'RI'): TownListing => ({
  id,
  city,
  state,
  ...(contactAdvisorId === undefined ? {} : { contactAdvisorId }),
});

/** Runs the assignment and writes its result back into the listings, as the sync stores it. */
function assignAndApply(listings: TownListing[], team: readonly TeamMember[], turns: ReadonlyMap<string, number>) {
  const result = assignTownAdvisors(listings, townAdvisors(team), turns);
  const applied = listings.map((l) => listing(l.id, l.city, result.contacts.get(l.id), l.state));
  return { ...result, applied };
}

const newport = (ids: number[]) => ids.map((id) => listing(id, 'Newport'));

describe('assignTownAdvisors', () => {
  it("gives a town's only advisor every listing there", () => {
    const { contacts } = assignTownAdvisors(
      newport([1, 2, 3]),
      townAdvisors([member(7, { towns: ['Newport'] })]),
      new Map(),
    );
    expect([...contacts]).toEqual([
      [1, 7],
      [2, 7],
      [3, 7],
    ]);
  });

  it("takes the town's advisors in turn, in the order of team.json, and goes on from the last turn next pass", () => {
    const team = [member(9, { towns: ['Newport'] }), member(7, { towns: ['Newport', 'Jamestown'] }), member(8)];
    const first = assignTownAdvisors(newport([1, 2, 3, 4]), townAdvisors(team), new Map());
    expect([...first.contacts.values()]).toEqual([9, 7, 9, 7]);
    expect([...first.turns]).toEqual([['Newport', 7]]);
    // A later pass with two new listings carries on where the first stopped.
    const later = assignTownAdvisors(
      [...newport([1, 2, 3, 4]).map((l) => ({ ...l, contactAdvisorId: first.contacts.get(l.id) })), ...newport([5, 6])],
      townAdvisors(team),
      first.turns,
    );
    expect(later.contacts.get(5)).toBe(9);
    expect(later.contacts.get(6)).toBe(7);
    expect([...later.contacts].slice(0, 4)).toEqual([...first.contacts]);
  });

  it('reads a village as its town: a Wakefield listing goes to a South Kingstown advisor', () => {
    const team = [member(7, { towns: ['South Kingstown'] })];
    expect(assignTownAdvisors([listing(1, 'Wakefield')], townAdvisors(team), new Map()).contacts.get(1)).toBe(7);
  });

  it('leaves to the office a listing whose town no advisor covers, one outside Rhode Island or of no known town', () => {
    const team = [member(7, { towns: ['Newport'] }), member(1, { role: 'officer' })];
    const { contacts, turns } = assignTownAdvisors(
      [listing(1, 'Foster'), listing(2, 'Newport', undefined, 'MA'), listing(3, 'Atlantis'), listing(4, 'Newport')],
      townAdvisors(team),
      new Map([['Foster', 3]]),
    );
    expect([...contacts]).toEqual([[4, 7]]);
    expect([...turns]).toEqual([['Newport', 7]]);
  });

  it('moves only the listings of an advisor who left the town, to the others in turn', () => {
    const before = [
      member(7, { towns: ['Newport'] }),
      member(8, { towns: ['Newport'] }),
      member(9, { towns: ['Newport'] }),
    ];
    const first = assignAndApply(newport([1, 2, 3, 4, 5, 6]), before, new Map());
    expect(first.applied.map((l) => l.contactAdvisorId)).toEqual([7, 8, 9, 7, 8, 9]);
    const after = [
      member(7, { towns: ['Newport'] }),
      member(8, { towns: ['Jamestown'] }),
      member(9, { towns: ['Newport'] }),
    ];
    const second = assignAndApply(first.applied, after, first.turns);
    expect(second.applied.map((l) => l.contactAdvisorId)).toEqual([7, 7, 9, 7, 9, 9]);
  });

  it('moves no listing when an advisor joins the town; they take their turn with the new ones', () => {
    const before = [member(7, { towns: ['Newport'] }), member(8, { towns: ['Newport'] })];
    const first = assignAndApply(newport([1, 2, 3]), before, new Map());
    const after = [...before, member(9, { towns: ['Newport'] })];
    const second = assignAndApply([...first.applied, ...newport([4, 5, 6])], after, first.turns);
    expect(second.applied.map((l) => l.contactAdvisorId)).toEqual([7, 8, 7, 8, 9, 7]);
  });

  describe('for any team and listings', () => {
    const towns = fc.constantFrom<RiTown>('Newport', 'Jamestown', 'Westerly', 'Providence', 'Foster');
    const teams = fc
      .uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 60 }), towns: fc.uniqueArray(towns, { maxLength: 3 }) }), {
        selector: (m) => m.id,
        maxLength: 8,
      })
      .map((people) => people.map(({ id, towns: covered }) => member(id, { towns: covered })));
    const cities = fc.constantFrom('Newport', 'Jamestown', 'Westerly', 'Providence', 'Foster', 'Wakefield', 'Boston');
    const listings = fc
      .array(cities, { maxLength: 40 })
      .map((list) => list.map((city, index) => listing(1_000_000 + index, city)));
    /** The advisors of a listing's town. */
    const advisorsOf = (covered: ReturnType<typeof townAdvisors>, l: TownListing) => {
      const town = riTown(l.city, l.state);
      return (town && covered.get(town)) ?? [];
    };

    it('gives each listing an advisor of its own town, or none when the town has none', () => {
      fc.assert(
        fc.property(teams, listings, (team, list) => {
          const covered = townAdvisors(team);
          const { contacts } = assignTownAdvisors(list, covered, new Map());
          for (const l of list) {
            const ofTown = advisorsOf(covered, l);
            if (ofTown.length === 0) expect(contacts.has(l.id)).toBe(false);
            else expect(ofTown).toContain(contacts.get(l.id));
          }
        }),
      );
    });

    it("spreads a town's listings evenly: its advisors' counts differ by one at most", () => {
      fc.assert(
        fc.property(teams, listings, (team, list) => {
          const covered = townAdvisors(team);
          const { contacts } = assignTownAdvisors(list, covered, new Map());
          for (const [town, ids] of covered) {
            const inTown = list.filter((l) => riTown(l.city, l.state) === town);
            const counts = ids.map((id) => inTown.filter((l) => contacts.get(l.id) === id).length);
            expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
          }
        }),
      );
    });

    it('is stable: the next pass over the same listings and team changes nothing', () => {
      fc.assert(
        fc.property(teams, listings, (team, list) => {
          const first = assignAndApply(list, team, new Map());
          const second = assignAndApply(first.applied, team, first.turns);
          expect(second.applied).toEqual(first.applied);
          expect([...second.turns]).toEqual([...first.turns]);
        }),
      );
    });

    it('after any change of the team, keeps every listing whose advisor still covers its town', () => {
      fc.assert(
        fc.property(teams, teams, listings, (before, after, list) => {
          const first = assignAndApply(list, before, new Map());
          const second = assignAndApply(first.applied, after, first.turns);
          const stillCovers = townAdvisors(after);
          first.applied.forEach((l, index) => {
            const ofTown = advisorsOf(stillCovers, l);
            if (l.contactAdvisorId !== undefined && ofTown.includes(l.contactAdvisorId))
              expect(second.applied[index]?.contactAdvisorId).toBe(l.contactAdvisorId);
          });
        }),
      );
    });
  });
});

describe('the contact of a listing', () => {
  const brokerage = { name: 'Flagship Luxury Realty', shortName: 'Flagship', phone: '(401) 555-0100' };
  const team = [
    member(7, { towns: ['Newport'], name: 'Alexandra Whitmore' }),
    member(8, { towns: ['South Kingstown'], name: 'Benjamin Hale' }),
    member(9, { name: 'Caroline Ashby' }),
  ];

  it("is the listing's own advisor first, even where another covers the town", () => {
    const contact = listingContact(
      makeListing(1, { city: 'Newport', advisorId: 9, contactAdvisorId: 7 }),
      team,
      brokerage,
    );
    expect(contact).toMatchObject({ kind: 'listing-advisor', eyebrow: 'Listing Advisor', advisor: { id: 9 } });
    expect(listingAdvisorName(contact)).toBe('Caroline Ashby');
  });

  it("is the town's advisor given by the sync, named as such, never as the listing's advisor", () => {
    const contact = listingContact(makeListing(1, { city: 'Wakefield', contactAdvisorId: 8 }), team, brokerage);
    expect(contact).toMatchObject({
      kind: 'town-advisor',
      eyebrow: 'Your Flagship Advisor for Wakefield',
      advisor: { id: 8, name: 'Benjamin Hale', slug: 'benjamin-hale' },
    });
    expect(contactPhone(contact)).toBe(team[1]?.phone);
    // The metadata and the JSON-LD's offeredBy name the listing's own advisor only.
    expect(listingAdvisorName(contact)).toBeNull();
  });

  it('is the office when no advisor covers the town, or the advisor given no longer does', () => {
    for (const property of [
      makeListing(1, { city: 'Foster' }),
      makeListing(2, { city: 'Jamestown', contactAdvisorId: 7 }),
      makeListing(3, { city: 'Newport', contactAdvisorId: 9 }),
      makeListing(4, { city: 'Newport', contactAdvisorId: 99 }),
      makeListing(5, { city: 'Newport', advisorId: 99 }),
    ]) {
      const contact = listingContact(property, team, brokerage);
      expect(contact, String(property.id)).toEqual({
        kind: 'office',
        eyebrow: 'Your Flagship Contact',
        name: 'Flagship Luxury Realty',
        phone: '(401) 555-0100',
      });
      expect(contactPhone(contact)).toBe('(401) 555-0100');
      expect(contactAdvisor(property, team)).toBeNull();
    }
  });

  it('never gives a town to anyone but an advisor with an e-mail, and names unknown towns clearly', () => {
    const issues = (overrides: Record<string, unknown>) => {
      const result = teamSchema.safeParse([person(7, overrides)]);
      return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(issues({ towns: ['Newport', 'Westerly'] })).toEqual([]);
    expect(issues({ towns: ['Atlantis'] })).toEqual([
      `0.towns.0: "Atlantis" is not a Rhode Island city or town: use one of the state's 39, e.g. "Newport" or "South Kingstown"`,
    ]);
    expect(issues({ towns: ['newport'] })).toEqual(['0.towns.0: Write "newport" as "Newport"']);
    expect(issues({ towns: ['Wakefield'] })).toEqual([
      '0.towns.0: "Wakefield" is a village of South Kingstown: write "South Kingstown"',
    ]);
    expect(issues({ towns: ['Newport', 'Newport'] })).toEqual(['0.towns.1: "Newport" is listed twice']);
    expect(issues({ towns: ['Newport'], role: 'staff' })).toEqual([
      '0.towns: Only advisors answer for towns: remove the towns, or make this staff an advisor',
    ]);
    expect(issues({ towns: ['Newport'], email: '' })).toEqual([
      '0.email: An advisor who answers for towns needs an e-mail: the inquiries about those towns go to it',
    ]);
    expect(RI_TOWNS).toHaveLength(39);
  });
});
