/**
 * The alert e-mail of one saved search: at most 10 listings (photo, price, address unless withheld, beds,
 * baths, area, link, the IDX attribution), "See all", "Manage your alerts", a visible unsubscribe link and
 * the RFC 8058 headers. Listing text comes from the MLS and is escaped everywhere in the HTML. Pure.
 */
import { escapeHtml } from '#src/lib/html.ts';
import { formatPriceFull } from '#src/lib/format.ts';
import { imageCdnUrl, isSitePath } from '#src/lib/image-cdn.ts';
import { listingPath } from '#src/lib/paths.ts';
import { courtesyLine, showsFeedListings, syncedLine } from '#src/features/listings/idx.ts';
import { fullAddress } from '#src/features/listings/seo.ts';
import { statLine } from '#src/features/listings/stat-line.ts';
import { headerSafe } from '#src/features/mail/headers.ts';
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

const LINK = 'color:#1c1917;text-decoration:underline';

function itemHtml(input: AlertEmailInput, item: AlertItem): string {
  const { property } = item;
  const url = new URL(listingPath(property.id), input.siteUrl).href;
  const before = priceBefore(item);
  const labels = [...new Set(item.changes.map(changeLabel))].join(' · ');
  const price = before
    ? `<s style="color:#57534e">${formatPriceFull(before)}</s> ${formatPriceFull(property.price)}`
    : formatPriceFull(property.price);
  const photo = property.images[0];
  const courtesy = courtesyLine(property);
  return [
    '<tr><td style="padding:0 0 32px">',
    photo
      ? `<a href="${escapeHtml(url)}"><img src="${escapeHtml(alertPhotoUrl(input.siteUrl, photo))}" width="560" alt="${escapeHtml(property.title)}" style="display:block;width:100%;max-width:560px;height:auto;border:0"></a>`
      : '',
    `<p style="margin:12px 0 4px;font-size:12px;letter-spacing:.08em;text-transform:uppercase;color:#57534e">${escapeHtml(labels)}</p>`,
    `<p style="margin:0;font-size:20px;font-weight:bold">${price}</p>`,
    `<p style="margin:4px 0;font-size:16px"><a href="${escapeHtml(url)}" style="${LINK}">${escapeHtml(property.title)}</a></p>`,
    `<p style="margin:4px 0;color:#44403c">${escapeHtml(alertAddress(property))}</p>`,
    `<p style="margin:4px 0;color:#44403c">${escapeHtml(statLine(property))}</p>`,
    courtesy ? `<p style="margin:4px 0;font-size:13px;color:#57534e">${escapeHtml(courtesy)}</p>` : '',
    `<p style="margin:8px 0 0"><a href="${escapeHtml(url)}" style="${LINK}">View this home</a></p>`,
    '</td></tr>',
  ].join('\n');
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

  const footerLink = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="${LINK}">${label}</a>`;
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(subjectOf(input))}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1c1917;font-family:Arial,Helvetica,sans-serif;line-height:1.5">',
    '<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;border-collapse:collapse">',
    `<tr><td style="padding:0 0 8px;font-family:Georgia,serif;font-size:22px">${escapeHtml(input.brand)}</td></tr>`,
    `<tr><td style="padding:0 0 24px">${escapeHtml(intro)}</td></tr>`,
    ...shown.map((item) => itemHtml(input, item)),
    more
      ? `<tr><td style="padding:0 0 24px">${footerLink(links.seeAll, `See all ${input.items.length} homes`)}</td></tr>`
      : '',
    disclaimer
      ? `<tr><td style="padding:0 0 24px;font-size:12px;color:#57534e">${escapeHtml(disclaimer)}</td></tr>`
      : '',
    `<tr><td style="padding:16px 0 0;border-top:1px solid #d6d3d1;font-size:13px;color:#44403c">${escapeHtml(why)}<br>`,
    `${footerLink(links.manage, 'Manage your alerts')} · ${footerLink(links.unsubscribe.page, 'Unsubscribe from this search')}</td></tr>`,
    '</table></body></html>',
  ].join('\n');

  return { subject: subjectOf(input), text, html, headers: unsubscribeHeaders(links.unsubscribe.oneClick) };
}
