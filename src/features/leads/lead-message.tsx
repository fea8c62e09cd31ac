/**
 * What a lead delivery says: the e-mail to the office (and the advisor who answers about the listing) and the
 * webhook body.
 * Pure; everything a visitor typed is escaped in HTML (by React) and can never add a header.
 */
import { ENGLISH_LANGUAGE_NAMES, pathLocale } from '#src/lib/i18n.ts';
import { DEFAULT_LOCALE } from '#src/schemas/locale.ts';
import { formatPriceFull } from '#src/lib/format.ts';
import { listingPath } from '#src/lib/paths.ts';
import { fullAddress } from '#src/features/listings/seo.ts';
import { headerSafe } from '#src/features/mail/headers.ts';
import { EmailDocument, Lines } from '#src/features/mail/email/EmailDocument.tsx';
import { renderEmailHtml } from '#src/features/mail/email/render.ts';
import type { StoredInquiry } from '#src/schemas/inquiry.ts';
import { isSameSitePath } from '#src/schemas/rules/inline-links.ts';
import { comparablesText, withFullLink, type ComparablesSummary } from '#src/features/market/comparables-view.ts';

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
  /** data/site/site.en.json leadsEmail. */
  leadsEmail: string;
  listing: LeadListing | null;
  /** The advisor who answers about the listing (its own or its town's), when they have an e-mail. */
  advisor: { name: string; email: string } | null;
  /** A valuation request's comparables (or its town's figures), when there are any to show. */
  comparables?: ComparablesSummary | null;
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
function LeadRow({ field: [label, value], link = false }: { field: [string, string]; link?: boolean }) {
  return (
    <tr>
      <th align="left" style={{ padding: '4px 12px 4px 0' }}>
        {label}
      </th>
      <td>{link ? <a href={value}>{value}</a> : value}</td>
    </tr>
  );
}

/** The full address of the page a lead was sent from, or null when unknown or not on this site. */
export function sentFromUrl(page: string | null, siteUrl: string): string | null {
  // Checked again here: a record stored before the check existed may hold a path that leaves the site.
  return page !== null && isSameSitePath(page) ? new URL(page, siteUrl).href : null;
}

const LISTING_PAGE_ROW = 'Listing page';

/** The row of a lead e-mail with the listing's page, a link. */
export const listingPageRow = (siteUrl: string, id: number): [string, string] => [
  LISTING_PAGE_ROW,
  listingUrl(siteUrl, id),
];

/** The rows of a lead e-mail about its listing, its page last. */
export const listingRows = (listing: LeadListing, siteUrl: string): [string, string][] => [
  ['Listing', listing.title],
  ['Price', formatPriceFull(listing.price)],
  ['Address', fullAddress(listing)],
  listingPageRow(siteUrl, listing.id),
];

/** What an inquiry and a showing request both say, in the same order (leadMessage writes it out). */
export interface LeadMessageParts {
  /** The first sentence: what arrived, and for whom. */
  intro: string;
  /** What the visitor gave: name, contact, what they ask. */
  fields: [string, string][];
  /** Their own words under a heading ("Message"), or null when they wrote none. */
  words: { heading: string; text: string } | null;
  /** About the listing (its "Listing page" row a link), or none. */
  listing: [string, string][];
  /** The page it was sent from (sentFromUrl), a link; null: "unknown page". */
  pageUrl: string | null;
  receivedAt: string;
  /** The record's id with its label: ["Inquiry id", "…"]. */
  id: [string, string];
  /** The last sentence: how to answer. */
  closing: string;
  /** A valuation request's comparables, after the visitor's words; links are full addresses. */
  comparables?: ComparablesSummary | null | undefined;
}

/**
 * The comparables in an e-mail: a heading, the table with a header row, the source and the market page. The
 * office's lead e-mail and the visitor's confirmation both show them so.
 */
export function EmailComparables({ summary }: { summary: ComparablesSummary }) {
  const cell = { padding: '4px 12px 4px 0', textAlign: 'left' as const };
  return (
    <>
      <h2 style={{ fontSize: '16px' }}>{summary.heading}</h2>
      <p>{summary.lead}</p>
      <table>
        <caption style={{ textAlign: 'left' }}>{summary.caption}</caption>
        <thead>
          <tr>
            {summary.columns.map((column) => (
              <th key={column} style={cell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.rows.map((row, index) => (
            <tr key={index}>
              {row.map((value, column) => (
                <td key={column} style={cell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {/* The MLS's own words, in English in an e-mail of any language. */}
      <p style={{ fontSize: '12px' }} lang={summary.locale === 'en' ? undefined : 'en'}>
        {summary.source}
      </p>
      <p>
        <a href={summary.link.href}>{summary.link.label}</a>
      </p>
    </>
  );
}

/** A lead e-mail's text and HTML parts, from what it says. */
export function leadMessage(parts: LeadMessageParts): Pick<LeadEmail, 'text' | 'html'> {
  const { intro, fields, words, listing, pageUrl, closing, comparables } = parts;
  const sentFrom: [string, string] = ['Sent from', pageUrl ?? 'unknown page'];
  const trailer: [string, string][] = [sentFrom, ['Received', parts.receivedAt], parts.id];
  const text = [
    intro,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(words ? [`${words.heading}:`, words.text, ''] : []),
    ...(comparables ? [...comparablesText(comparables), ''] : []),
    ...[...listing, ...trailer].map(([label, value]) => `${label}: ${value}`),
    '',
    closing,
    '',
  ].join('\n');

  const html = renderEmailHtml(
    <EmailDocument bodyStyle={{ fontFamily: 'Arial,sans-serif' }}>
      <Lines
        items={[
          <p>{intro}</p>,
          <table>
            <Lines
              items={fields.map((field) => (
                <LeadRow field={field} />
              ))}
            />
          </table>,
          words ? <h2 style={{ fontSize: '16px' }}>{words.heading}</h2> : null,
          words ? <p style={{ whiteSpace: 'pre-wrap' }}>{words.text}</p> : null,
          // Spread, not null: an e-mail without them keeps its lines as they were.
          ...(comparables ? [<EmailComparables summary={comparables} />] : []),
          <table>
            <Lines
              items={[
                ...listing.map((field) => <LeadRow field={field} link={field[0] === LISTING_PAGE_ROW} />),
                ...trailer.map((field) => <LeadRow field={field} link={field === sentFrom && pageUrl !== null} />),
              ]}
            />
          </table>,
          <p>{closing}</p>,
        ]}
      />
    </EmailDocument>,
  );
  return { text, html };
}

/**
 * Who a lead goes to: the advisor who answers for it with the office in Cc, or the office alone; a reply
 * goes to the visitor.
 */
export function leadAddressees(
  advisor: { email: string } | null,
  leadsEmail: string,
  visitor: { name: string; email: string },
): Pick<LeadEmail, 'to' | 'cc' | 'replyTo'> {
  return {
    to: advisor ? [advisor.email] : [leadsEmail],
    cc: advisor ? [leadsEmail] : [],
    replyTo: { name: headerSafe(visitor.name), address: headerSafe(visitor.email) },
  };
}

/**
 * The office's e-mails stay in English; one sent from a page in another language says so, so that an advisor
 * who speaks it can answer in it.
 */
export function visitorLanguageNote(page: string | null): string {
  const locale = page === null ? DEFAULT_LOCALE : pathLocale(page);
  return locale === DEFAULT_LOCALE ? '' : ` The visitor wrote from the ${ENGLISH_LANGUAGE_NAMES[locale]} site.`;
}

export function composeLeadEmail(inquiry: StoredInquiry, context: LeadEmailContext): LeadEmail {
  const { listing, advisor, siteUrl } = context;
  return {
    ...leadAddressees(advisor, context.leadsEmail, inquiry),
    subject: leadSubject(inquiry, listing),
    ...leadMessage({
      intro: `A new inquiry arrived from the website${advisor ? ` for ${advisor.name}` : ''}.${visitorLanguageNote(inquiry.page)}`,
      fields: [
        ['Name', inquiry.name],
        ['Email', inquiry.email],
        ['Phone', inquiry.phone],
        ['Interest', inquiry.interestType],
      ],
      words: { heading: 'Message', text: inquiry.message },
      listing: listing ? listingRows(listing, siteUrl) : [],
      pageUrl: sentFromUrl(inquiry.page, siteUrl),
      receivedAt: inquiry.receivedAt,
      id: ['Inquiry id', inquiry.id],
      closing: `Reply to this e-mail to answer ${inquiry.name} directly.`,
      // Addressed to the visitor ("your home"): the advisor reads what the visitor was shown.
      comparables: context.comparables
        ? {
            ...withFullLink(context.comparables, siteUrl),
            heading: `${context.comparables.heading} (as the visitor's thank-you page shows them)`,
          }
        : null,
    }),
  };
}

/** The webhook's JSON for an inquiry: the stored inquiry plus the listing it was sent from, if any. */
export function inquiryWebhookBody(inquiry: StoredInquiry, listing: LeadListing | null, siteUrl: string): string {
  const summary = listing ? { id: listing.id, title: listing.title, url: listingUrl(siteUrl, listing.id) } : null;
  return JSON.stringify({ type: 'inquiry.created', data: { ...inquiry, listing: summary } });
}
