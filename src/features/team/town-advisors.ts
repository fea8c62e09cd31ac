/**
 * The advisors of each town (team.json `towns`) and their turns: the MLS sync gives each feed listing that
 * names no advisor of ours one advisor of its town, round robin, and keeps them with the listing
 * (`contactAdvisorId`), so that its page and its inquiries name the same person from one pass to the next.
 * Pure.
 */
import { riTown } from '#src/schemas/rules/ri-towns.ts';
import type { Property } from '#src/schemas/property.ts';
import type { RiTown } from '#src/schemas/rules/ri-towns.ts';
import type { TeamMember } from '#src/schemas/team.ts';

/** Each town's advisors by id, in the order of data/team/team.en.json: the order of their turns. */
export type TownAdvisors = ReadonlyMap<RiTown, readonly number[]>;

export function townAdvisors(members: readonly Pick<TeamMember, 'id' | 'role' | 'towns'>[]): TownAdvisors {
  const byTown = new Map<RiTown, number[]>();
  for (const member of members) {
    if (member.role !== 'advisor') continue;
    for (const town of member.towns ?? []) byTown.set(town, [...(byTown.get(town) ?? []), member.id]);
  }
  return byTown;
}

/** Whether an advisor still answers for the town of an address. */
export function coversTown(advisors: TownAdvisors, advisorId: number, city: string, state: string): boolean {
  const town = riTown(city, state);
  return town !== null && (advisors.get(town)?.includes(advisorId) ?? false);
}

/** A listing as the assignment reads it. */
export type TownListing = Pick<Property, 'id' | 'city' | 'state' | 'contactAdvisorId'>;

export interface TownAssignment {
  /** Listing id → its town advisor; a listing whose town no advisor covers is absent (the office answers). */
  contacts: Map<number, number>;
  /** Town → the advisor given its latest listing: the next turn is the one after them. */
  turns: Map<string, number>;
}

/**
 * Gives each listing an advisor of its town. A listing keeps the advisor it has while they still cover its
 * town, so a page and its leads name one person from pass to pass, and a change of the team moves only the
 * listings of an advisor who left the town. Every other listing (new, or its advisor left) takes the next
 * turn of its town, in the order given (the sync gives them oldest first): the advisor after the one who had
 * the last turn, in the order of data/team/team.en.json, or the first when that one no longer covers the town.
 */
export function assignTownAdvisors(
  listings: readonly TownListing[],
  advisors: TownAdvisors,
  turns: ReadonlyMap<string, number>,
): TownAssignment {
  const contacts = new Map<number, number>();
  const next = new Map([...turns].filter(([town]) => advisors.has(town as RiTown)));
  for (const listing of listings) {
    const town = riTown(listing.city, listing.state);
    const ofTown = town === null ? [] : (advisors.get(town) ?? []);
    if (town === null || ofTown.length === 0) continue;
    const kept = listing.contactAdvisorId;
    if (kept !== undefined && ofTown.includes(kept)) {
      contacts.set(listing.id, kept);
      continue;
    }
    const last = next.get(town);
    const advisorId = ofTown[(last === undefined ? -1 : ofTown.indexOf(last)) + 1] ?? ofTown[0];
    if (advisorId === undefined) continue;
    contacts.set(listing.id, advisorId);
    next.set(town, advisorId);
  }
  return { contacts, turns: next };
}
