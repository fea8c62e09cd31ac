/** What an advisor profile shows, from the person and the shared template. Pure. */
import type { Person, WithContext } from 'schema-dts';
import { fillTemplate } from '#src/lib/template.ts';
import { localePath } from '#src/lib/i18n.ts';
import { advisorPath, listingPath } from '#src/lib/paths.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import type { Property } from '#src/schemas/property.ts';
import type { TeamMember } from '#src/schemas/team.ts';

export interface ProfileInput {
  name: string;
  phone: string;
  bio: readonly string[] | null;
}

export interface ProfileTemplate {
  bioTemplate: readonly string[];
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** Placeholder values for one advisor's copy. */
export function profileValues(
  person: { name: string; phone: string },
  brand: string,
  network: string,
): Record<string, string> {
  return { name: person.name, firstName: firstName(person.name), phone: person.phone, brand, network };
}

/** The custom biography when there is one, otherwise the template filled with the advisor's name. */
export function biography(person: ProfileInput, template: ProfileTemplate, brand: string, network: string): string[] {
  if (person.bio && person.bio.length > 0) return [...person.bio];
  const values = profileValues(person, brand, network);
  return template.bioTemplate.map((paragraph) => fillTemplate(paragraph, values));
}

/** Where "Schedule Consultation" goes: the contact form, told which advisor to prefill. */
export function consultationHref(slug: string): string {
  return `/contact?advisor=${encodeURIComponent(slug)}#inquiry`;
}

export interface AgentLdInput {
  name: string;
  title: string;
  phone: string;
  email: string;
  url: string;
  image: string | null;
  brand: string;
  brandUrl: string;
  /** The advisor's available listings, as offers. */
  offers?: readonly ListingOffer[];
}

export interface ListingOffer {
  name: string;
  /** Absolute URL of the listing page. */
  url: string;
  price: number;
}

/**
 * schema.org Person for a profile page, working for the brokerage (a RealEstateAgent), with the
 * advisor's available listings as offers (makesOffer) when there are any.
 */
export function agentJsonLd(input: AgentLdInput): WithContext<Person> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: input.name,
    jobTitle: input.title,
    telephone: input.phone,
    ...(input.email ? { email: input.email } : {}),
    ...(input.image ? { image: input.image } : {}),
    url: input.url,
    worksFor: { '@type': 'RealEstateAgent', name: input.brand, url: input.brandUrl },
    ...(input.offers?.length
      ? {
          makesOffer: input.offers.map((offer) => ({
            '@type': 'Offer',
            url: offer.url,
            price: offer.price,
            priceCurrency: 'USD',
            availability: 'https://schema.org/InStock',
            itemOffered: { '@type': 'RealEstateListing', name: offer.name, url: offer.url },
          })),
        }
      : {}),
  };
}

/**
 * The Person block of an advisor's profile at the site's origin, with the listings it shows as offers: the
 * prebuilt page's and, for an advisor the MLS names, the one the profile function renders. `member` as the
 * page's content gives it (the title in its language), the URLs the page's language's.
 */
export function profileJsonLd(
  member: Pick<TeamMember, 'name' | 'title' | 'phone' | 'email' | 'image' | 'slug'>,
  listings: readonly Pick<Property, 'id' | 'title' | 'price'>[],
  siteUrl: string | URL,
  brand: string,
  locale: Locale = DEFAULT_LOCALE,
): WithContext<Person> {
  return agentJsonLd({
    name: member.name,
    title: member.title,
    phone: member.phone,
    email: member.email,
    url: new URL(localePath(advisorPath(member.slug), locale), siteUrl).href,
    image: member.image ? new URL(member.image, siteUrl).href : null,
    brand,
    brandUrl: new URL('/', siteUrl).href,
    offers: listings.map((listing) => ({
      name: listing.title,
      url: new URL(localePath(listingPath(listing.id), locale), siteUrl).href,
      price: listing.price,
    })),
  });
}
