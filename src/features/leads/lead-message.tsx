/**
 * What a lead delivery says: the e-mail to the office (and the advisor who answers about the listing) and the
 * webhook body.
 * Pure; everything a visitor typed is escaped in HTML (by React) and can never add a header.
 */
import { formatPriceFull } from '#src/lib/format.ts';
import { listingPath } from '#src/lib/paths.ts';
import { fullAddress } from '#src/features/listings/seo.ts';
import { headerSafe } from '#src/features/mail/headers.ts';
import { EmailDocument, Lines } from '#src/features/mail/email/EmailDocument.tsx';
import { renderEmailHtml } from '#src/features/mail/email/render.ts';
import type { StoredInquiry } from '#src/schemas/inquiry.ts';
import { isSameSitePath } from '#src/schemas/rules/inline-links.ts';

/** The listing an inquiry was sent from, as far as the message needs it. */
export interface LeadListing {
  id: number;
  title: string;
  price: number;
  address: string;
  city: string;
  state: string;
  zipcode: string;
}

export interface LeadEmailContext {
  /** The site's origin, for full links: "https://www.example.com". */
  siteUrl: string;
  /** data/site.json leadsEmail. */
  leadsEmail: string;
  listing: LeadListing | null;
  /** The advisor who answers about the listing (its own or its town's), when they have an e-mail. */
  advisor: { name: string; email: string } | null;
}

export interface LeadEmail {
  to: string[];
  cc: string[];
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
}

/** The listing id of a /properties/{id} page, else null. */
export function listingIdFromPage(page: string | null): number | null {
  const match = /^\/properties\/(\d{1,9})\/?$/.exec(page ?? '');
  return match ? Number(match[1]) : null;
}

export function listingUrl(siteUrl: string, id: number): string {
  return new URL(listingPath(id), siteUrl).href;
}

/** "New inquiry: Buying a Property — Grace Hopper — Ocean Drive Shingle-Style Estate". */
export function leadSubject(inquiry: StoredInquiry, listing: LeadListing | null): string {
  return headerSafe(['New inquiry: ' + inquiry.interestType, inquiry.name, listing?.title].filter(Boolean).join(' — '));
}

/** A labelled line of a lead e-mail; a link shows its address. */
export function LeadRow({ field: [label, value], link = false }: { field: [string, string]; link?: boolean }) {
  return (
    <tr>
      <th align="left" style={{ padding: '4px 12px 4px 0' }}>
        {label}
      </th>
      <td>{link ? <a href={value}>{value}</a> : value}</td>
    </tr>
  );
}

export function composeLeadEmail(inquiry: StoredInquiry, context: LeadEmailContext): LeadEmail {
  const { listing, advisor, siteUrl } = context;
  // Checked again here: a record stored before the check existed may hold a path that leaves the site.
  const pageUrl = inquiry.page !== null && isSameSitePath(inquiry.page) ? new URL(inquiry.page, siteUrl).href : null;
  const fields: [string, string][] = [
    ['Name', inquiry.name],
    ['Email', inquiry.email],
    ['Phone', inquiry.phone],
    ['Interest', inquiry.interestType],
  ];
  const about: [string, string][] = listing
    ? [
        ['Listing', listing.title],
        ['Price', formatPriceFull(listing.price)],
        ['Address', fullAddress(listing)],
        ['Listing page', listingUrl(siteUrl, listing.id)],
      ]
    : [];
  const sentFrom: [string, string] = ['Sent from', pageUrl ?? 'unknown page'];
  const trailer: [string, string][] = [sentFrom, ['Received', inquiry.receivedAt], ['Inquiry id', inquiry.id]];
  const text = [
    `A new inquiry arrived from the website${advisor ? ` for ${advisor.name}` : ''}.`,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    inquiry.message,
    '',
    ...[...about, ...trailer].map(([label, value]) => `${label}: ${value}`),
    '',
    `Reply to this e-mail to answer ${inquiry.name} directly.`,
    '',
  ].join('\n');

  const html = renderEmailHtml(
    <EmailDocument bodyStyle={{ fontFamily: 'Arial,sans-serif' }}>
      <Lines
        items={[
          <p>A new inquiry arrived from the website{advisor && ` for ${advisor.name}`}.</p>,
          <table>
            <Lines
              items={fields.map((field) => (
                <LeadRow field={field} />
              ))}
            />
          </table>,
          <h2 style={{ fontSize: '16px' }}>Message</h2>,
          <p style={{ whiteSpace: 'pre-wrap' }}>{inquiry.message}</p>,
          <table>
            <Lines
              items={[
                ...about.map((field) => <LeadRow field={field} link={field[0] === 'Listing page'} />),
                ...trailer.map((field) => <LeadRow field={field} link={field === sentFrom && pageUrl !== null} />),
              ]}
            />
          </table>,
          <p>Reply to this e-mail to answer {inquiry.name} directly.</p>,
        ]}
      />
    </EmailDocument>,
  );

  return {
    to: advisor ? [advisor.email] : [context.leadsEmail],
    cc: advisor ? [context.leadsEmail] : [],
    replyTo: { name: headerSafe(inquiry.name), address: headerSafe(inquiry.email) },
    subject: leadSubject(inquiry, listing),
    text,
    html,
  };
}

/** The webhook's JSON for an inquiry: the stored inquiry plus the listing it was sent from, if any. */
export function inquiryWebhookBody(inquiry: StoredInquiry, listing: LeadListing | null, siteUrl: string): string {
  const summary = listing ? { id: listing.id, title: listing.title, url: listingUrl(siteUrl, listing.id) } : null;
  return JSON.stringify({ type: 'inquiry.created', data: { ...inquiry, listing: summary } });
}
