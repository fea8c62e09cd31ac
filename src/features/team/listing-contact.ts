/**
 * Who answers about a listing: the listing's own advisor (`advisorId`: an office file's, or the office's
 * own MLS listing's agent by `mlsId`); else the advisor of its town the sync gave it (`contactAdvisorId`),
 * while they still cover that town; else the office. The town's advisor is a contact, never the listing's
 * agent: their card says so, their profile does not list the home, and the page's metadata names only the
 * listing's own advisor. The page's card (contact-card.ts), its Call number and the inquiry's delivery all
 * read this. Pure.
 */
import { toAdvisor, type TeamMember } from '#src/schemas/team.ts';
import { fillIn } from '#src/lib/fill-in.ts';
import type { Property } from '#src/schemas/property.ts';
import type { ListingContact } from './contact-card.ts';
import { coversTown, townAdvisors } from './town-advisors.ts';

type ContactListing = Pick<Property, 'advisorId' | 'contactAdvisorId' | 'city' | 'state'>;

/** The advisor who answers about a listing and why; null when the office does. */
export type ContactAdvisor =
  { kind: 'listing-advisor'; member: TeamMember } | { kind: 'town-advisor'; member: TeamMember; town: string };

export function contactAdvisor(listing: ContactListing, members: readonly TeamMember[]): ContactAdvisor | null {
  const own = listing.advisorId === null ? undefined : members.find((member) => member.id === listing.advisorId);
  if (own) return { kind: 'listing-advisor', member: own };
  const { contactAdvisorId: assigned } = listing;
  const member = assigned === undefined ? undefined : members.find((candidate) => candidate.id === assigned);
  return member && coversTown(townAdvisors(members), member.id, listing.city, listing.state)
    ? { kind: 'town-advisor', member, town: listing.city }
    : null;
}

/** The brokerage as the office's card shows it (data/site/site.en.json). */
export interface Brokerage {
  name: string;
  shortName: string;
  phone: string;
}

/** The card's eyebrows, as templates ("{brand}" is the brokerage's short name): English, or the page's language's. */
export interface ContactEyebrows {
  listingAdvisor: string;
  /** "{brand}", "{town}". */
  townAdvisor: string;
  office: string;
}

export const ENGLISH_CONTACT_EYEBROWS: ContactEyebrows = {
  listingAdvisor: 'Listing Advisor',
  townAdvisor: 'Your {brand} Advisor for {town}',
  office: 'Your {brand} Contact',
};

export function listingContact(
  listing: ContactListing,
  members: readonly TeamMember[],
  brokerage: Brokerage,
  eyebrows: ContactEyebrows = ENGLISH_CONTACT_EYEBROWS,
): ListingContact {
  const contact = contactAdvisor(listing, members);
  const brand = brokerage.shortName;
  if (!contact)
    return {
      kind: 'office',
      eyebrow: fillIn(eyebrows.office, { brand }),
      name: brokerage.name,
      phone: brokerage.phone,
    };
  const eyebrow =
    contact.kind === 'listing-advisor'
      ? eyebrows.listingAdvisor
      : fillIn(eyebrows.townAdvisor, { brand, town: contact.town });
  return { kind: contact.kind, eyebrow, advisor: toAdvisor(contact.member) };
}
