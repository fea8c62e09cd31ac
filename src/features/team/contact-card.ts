/**
 * What the card beside a listing's inquiry form shows of who answers about the listing (listingContact in
 * listing-contact.ts decides who). Zod-free, as the CMS's listing preview renders the card in the browser.
 */
import type { Advisor } from '#src/schemas/team.ts';

/** `eyebrow` says who this is to the visitor: "Listing Advisor", "Your Flagship Advisor for Newport"… */
export type ListingContact =
  | { kind: 'listing-advisor' | 'town-advisor'; eyebrow: string; advisor: Advisor }
  | { kind: 'office'; eyebrow: string; name: string; phone: string };

/** The number a visitor calls about the listing: the card's, and the page's Call button's. */
export const contactPhone = (contact: ListingContact): string =>
  contact.kind === 'office' ? contact.phone : contact.advisor.phone;

/** The listing's own advisor (the metadata's "Contact …" and the JSON-LD's offeredBy), never a town's. */
export const listingAdvisorName = (contact: ListingContact | null): string | null =>
  contact?.kind === 'listing-advisor' ? contact.advisor.name : null;
