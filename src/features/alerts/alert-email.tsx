/**
 * The alert e-mail of one saved search: at most 10 listings (photo, price, address unless withheld, beds,
 * baths, area, link, the IDX attribution), "See all", "Manage your alerts", a visible unsubscribe link and
 * the RFC 8058 headers. Listing text comes from the MLS: React escapes it in the HTML. Pure.
 */
import { formatPriceFull } from '#src/lib/format.ts';
import { imageCdnUrl, isSitePath } from '#src/lib/image-cdn.ts';
import { listingPath } from '#src/lib/paths.ts';
import { courtesyLine, showsFeedListings, syncedLine } from '#src/features/listings/idx.ts';
import { fullAddress } from '#src/features/listings/seo.ts';
import { statLine } from '#src/features/listings/stat-line.ts';
import { headerSafe } from '#src/features/mail/headers.ts';
import { EmailLayout, EmailRow, TextLink } from '#src/features/mail/email/EmailLayout.tsx';
import { ListingCard, type ListingCardProps } from '#src/features/mail/email/ListingCard.tsx';
import { renderEmailHtml } from '#src/features/mail/email/render.ts';
import { ADDRESS_ON_REQUEST } from '#src/schemas/property-fields.ts';
import type { Property } from '#src/schemas/property.ts';
import { ALERT_FREQUENCY_LABELS, type AlertFrequency, type QueuedChange } from '#src/schemas/saved-search.ts';
import { unsubscribeHeaders } from './links.ts';

/** Listings one e-mail shows; "See all" opens the search for the rest. */
export const MAX_ALERT_LISTINGS = 10;
/** The photo's width from the image CDN: sharp at the e-mail's 560 px on most screens. */
const PHOTO_WIDTH = 800;

/** One listing in an alert, with the changes that put it there. */
export interface AlertItem {
  property: Property;
  changes: QueuedChange[];
}

export interface AlertEmailInput {
  brand: string;
  siteUrl: string;
  searchName: string;
  frequency: AlertFrequency;
  /** Every listing of the alert, newest change first; the first MAX_ALERT_LISTINGS are shown. */
  items: readonly AlertItem[];
  links: { seeAll: string; manage: string; unsubscribe: { page: string; oneClick: string } };
  /** site.json's idx texts, and the feed's last successful sync for its last line. */
  idx: { disclaimer: string; lastUpdated: string };
  syncedAt: string | null;
}

export interface AlertEmail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/**
 * The listings of a batch of queued changes, one item per listing, newest change first. Changes whose
 * listing is gone (or fails `keep`, e.g. no longer matches the search) are left out.
 */
export function alertItems(
  changes: readonly QueuedChange[],
  find: (id: number) => Property | undefined,
  keep: (property: Property) => boolean = () => true,
): AlertItem[] {
  const byId = new Map<number, AlertItem>();
  for (const change of changes) {
    const property = find(change.id);
    if (!property || property.status === 'Sold' || !keep(property)) continue;
    const item = byId.get(change.id);
    if (item) item.changes.push(change);
    else byId.set(change.id, { property, changes: [change] });
  }
  const latest = (item: AlertItem) => Math.max(...item.changes.map((change) => Date.parse(change.at)));
  return [...byId.values()].sort((a, b) => latest(b) - latest(a) || a.property.id - b.property.id);
}

/** "New listing", "Price reduced", "Now Available", "Now Under Contract". */
export function changeLabel(change: Pick<QueuedChange, 'reason' | 'key'>): string {
  if (change.reason === 'new') return 'New listing';
  if (change.reason === 'price-drop') return 'Price reduced';
  return `Now ${change.key.replace(/^status:/, '')}`;
}

/** The price before the first drop in the batch, when the price dropped and is lower now. */
function priceBefore(item: AlertItem): number | null {
  const olds = item.changes.flatMap((change) =>
    change.reason === 'price-drop' && change.oldPrice !== null ? [change.oldPrice] : [],
  );
  const before = olds.length ? Math.max(...olds) : null;
  return before !== null && before > item.property.price ? before : null;
}

/** The address as the listing's page shows it; the street never, when the MLS withholds it. */
export function alertAddress(property: Property): string {
  const withheld = property.addressHidden === true || property.address === ADDRESS_ON_REQUEST;
  return fullAddress(withheld ? { ...property, address: ADDRESS_ON_REQUEST } : property);
}

/** The listing's first photo as an absolute URL: through the image CDN (as JPEG) when it is the site's own. */
export function alertPhotoUrl(siteUrl: string, src: string): string {
  return isSitePath(src) ? new URL(imageCdnUrl(src, PHOTO_WIDTH, 'jpg'), siteUrl).href : src;
}

function subjectOf(input: AlertEmailInput): string {
  const [first] = input.items;
  if (input.items.length === 1 && first) {
    const labels = [...new Set(first.changes.map(changeLabel))].join(', ');
    return headerSafe(`${labels}: ${first.property.title} — ${input.searchName}`);
  }
  const homes = `${input.items.length} homes`;
  if (input.frequency === 'instant') return headerSafe(`${homes} for your search: ${input.searchName}`);
  return headerSafe(`Your ${input.frequency} digest: ${homes} for ${input.searchName}`);
}

/** The listing as a card: the labels of its changes, the price before a drop, the street only when shown. */
function itemCard(input: AlertEmailInput, item: AlertItem): ListingCardProps {
  const { property } = item;
  const before = priceBefore(item);
  const photo = property.images[0];
  return {
    href: new URL(listingPath(property.id), input.siteUrl).href,
    photo: photo ? { src: alertPhotoUrl(input.siteUrl, photo), alt: property.title } : null,
    eyebrow: [...new Set(item.changes.map(changeLabel))].join(' · '),
    price: { now: formatPriceFull(property.price), before: before ? formatPriceFull(before) : null },
    title: property.title,
    details: [alertAddress(property), statLine(property)],
    courtesy: courtesyLine(property),
  };
}

function itemText(input: AlertEmailInput, item: AlertItem): string {
  const { property } = item;
  const before = priceBefore(item);
  const price = before
    ? `${formatPriceFull(property.price)} (was ${formatPriceFull(before)})`
    : formatPriceFull(property.price);
  const courtesy = courtesyLine(property);
  return [
    `${[...new Set(item.changes.map(changeLabel))].join(', ')}: ${property.title}`,
    price,
    alertAddress(property),
    statLine(property),
    ...(courtesy ? [courtesy] : []),
    new URL(listingPath(property.id), input.siteUrl).href,
  ].join('\n');
}

export function composeAlertEmail(input: AlertEmailInput): AlertEmail {
  const shown = input.items.slice(0, MAX_ALERT_LISTINGS);
  const more = input.items.length > MAX_ALERT_LISTINGS;
  const disclaimer = showsFeedListings(shown.map((item) => item.property))
    ? [input.idx.disclaimer, syncedLine(input.idx.lastUpdated, input.syncedAt)].filter(Boolean).join(' ')
    : null;
  const intro = `${input.items.length === 1 ? 'A home matches' : `${input.items.length} homes match`} your saved search “${input.searchName}”.`;
  const why = `You receive this e-mail because you saved this search on ${input.brand} and confirmed it (${ALERT_FREQUENCY_LABELS[input.frequency].toLowerCase()}).`;
  const { links } = input;

  const text = [
    intro,
    '',
    ...shown.flatMap((item) => [itemText(input, item), '']),
    ...(more ? [`See all ${input.items.length} homes: ${links.seeAll}`, ''] : []),
    ...(disclaimer ? [disclaimer, ''] : []),
    why,
    `Manage your alerts: ${links.manage}`,
    `Unsubscribe from this search: ${links.unsubscribe.page}`,
    '',
  ].join('\n');

  const subject = subjectOf(input);
  const html = renderEmailHtml(
    <EmailLayout
      title={subject}
      brand={input.brand}
      rows={[
        <EmailRow style={{ padding: '0 0 24px' }}>{intro}</EmailRow>,
        ...shown.map((item) => <ListingCard {...itemCard(input, item)} />),
        more && (
          <EmailRow style={{ padding: '0 0 24px' }}>
            <TextLink href={links.seeAll}>See all {input.items.length} homes</TextLink>
          </EmailRow>
        ),
        disclaimer && (
          <EmailRow style={{ padding: '0 0 24px', fontSize: '12px', color: '#57534e' }}>{disclaimer}</EmailRow>
        ),
      ]}
      footer={
        <>
          {why}
          <br />
          {'\n'}
          <TextLink href={links.manage}>Manage your alerts</TextLink>
          {' · '}
          <TextLink href={links.unsubscribe.page}>Unsubscribe from this search</TextLink>
        </>
      }
    />,
  );

  return { subject, text, html, headers: unsubscribeHeaders(links.unsubscribe.oneClick) };
}
