/**
 * The alert e-mail of one saved search: at most 10 listings (photo, price, address unless withheld, beds,
 * baths, area, link, the IDX attribution), "See all", "Manage your alerts", a visible unsubscribe link and
 * the RFC 8058 headers, in the language of the page the search was saved from. Listing text comes from the
 * MLS and stays its English (IDX): React escapes it in the HTML. Pure (the catalogue's words are data).
 */
import { m } from '#src/paraglide/messages.js';
import { formatPriceFullIn, intlLocale } from '#src/lib/format.ts';
import { localePath } from '#src/lib/i18n.ts';
import { imageCdnUrl, isSitePath } from '#src/lib/image-cdn.ts';
import { listingPath } from '#src/lib/paths.ts';
import { courtesyLine, showsFeedListings, syncedLine } from '#src/features/listings/idx.ts';
import { fullAddress } from '#src/features/listings/seo.ts';
import { statLine } from '#src/features/listings/stat-line.ts';
import { statLineIn } from '#src/features/listings/card-text.ts';
import { headerSafe } from '#src/features/mail/headers.ts';
import { EmailLayout, EmailRow, TextLink } from '#src/features/mail/email/EmailLayout.tsx';
import { ListingCard, type ListingCardProps } from '#src/features/mail/email/ListingCard.tsx';
import { renderEmailHtml } from '#src/features/mail/email/render.ts';
import { ADDRESS_ON_REQUEST, PROPERTY_STATUSES, type PropertyStatus } from '#src/schemas/property-fields.ts';
import type { Property } from '#src/schemas/property.ts';
import type { AlertFrequency, QueuedChange } from '#src/schemas/saved-search.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { unsubscribeHeaders } from './links.ts';
import { frequencyLabel } from './save-search-words.ts';

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
  /** The saved search's language (its links already lead to its pages); English unless given. */
  locale?: Locale | undefined;
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

const STATUS_NAMES = {
  Available: m.search_status_available,
  'Coming Soon': m.search_status_coming_soon,
  'Under Contract': m.search_status_under_contract,
  Sold: m.search_status_sold,
} satisfies Record<PropertyStatus, (inputs: Record<string, never>, options: { locale: Locale }) => string>;

const isStatus = (value: string): value is PropertyStatus => (PROPERTY_STATUSES as readonly string[]).includes(value);

/** "New listing", "Price reduced", "Now Available", "Now Under Contract"; "Novo estado: Sob contrato". */
export function changeLabel(change: Pick<QueuedChange, 'reason' | 'key'>, locale: Locale = DEFAULT_LOCALE): string {
  const o = { locale };
  if (change.reason === 'new') return m.alerts_change_new({}, o);
  if (change.reason === 'price-drop') return m.alerts_change_price_drop({}, o);
  const status = change.key.replace(/^status:/, '');
  const named = locale !== DEFAULT_LOCALE && isStatus(status) ? STATUS_NAMES[status]({}, o) : status;
  return m.alerts_change_status({ status: named }, o);
}

/** A count as the language writes it; English's as it always was ("1234 homes"). */
const countIn = (count: number, locale: Locale): string =>
  locale === DEFAULT_LOCALE ? String(count) : new Intl.NumberFormat(intlLocale(locale)).format(count);

/** The beds, baths and area (the type for land) in the language. */
const statsIn = (property: Property, locale: Locale): string =>
  locale === DEFAULT_LOCALE ? statLine(property) : statLineIn(property, locale);

/** "Label: value", as the language writes it ("Label : value" in French). */
const labelled = (label: string, value: string, locale: Locale): string =>
  m.alerts_email_labelled({ label, value }, { locale });

/** What happened to a listing, each change once: "New listing, Price reduced". */
const changesOf = (item: AlertItem, locale: Locale, separator: string): string =>
  [...new Set(item.changes.map((change) => changeLabel(change, locale)))].join(separator);

/** The listing's page in the search's language, absolute. */
const listingUrl = (input: AlertEmailInput, property: Property): string =>
  new URL(localePath(listingPath(property.id), input.locale ?? DEFAULT_LOCALE), input.siteUrl).href;

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

function subjectOf(input: AlertEmailInput, locale: Locale): string {
  const [first] = input.items;
  if (input.items.length === 1 && first)
    return headerSafe(
      labelled(changesOf(first, locale, ', '), `${first.property.title} — ${input.searchName}`, locale),
    );
  const words = { count: countIn(input.items.length, locale), name: input.searchName };
  const o = { locale };
  if (input.frequency === 'instant') return headerSafe(m.alerts_email_subject_instant(words, o));
  if (input.frequency === 'daily') return headerSafe(m.alerts_email_subject_daily(words, o));
  return headerSafe(m.alerts_email_subject_weekly(words, o));
}

/** The listing as a card: the labels of its changes, the price before a drop, the street only when shown. */
function itemCard(input: AlertEmailInput, item: AlertItem, locale: Locale): ListingCardProps {
  const { property } = item;
  const before = priceBefore(item);
  const photo = property.images[0];
  return {
    href: listingUrl(input, property),
    photo: photo ? { src: alertPhotoUrl(input.siteUrl, photo), alt: property.title } : null,
    eyebrow: changesOf(item, locale, ' · '),
    price: {
      now: formatPriceFullIn(property.price, locale),
      before: before ? formatPriceFullIn(before, locale) : null,
    },
    title: property.title,
    details: [
      locale === DEFAULT_LOCALE ? alertAddress(property) : { text: alertAddress(property), lang: DEFAULT_LOCALE },
      statsIn(property, locale),
    ],
    courtesy: courtesyLine(property),
    view: m.alerts_email_view_home({}, { locale }),
    // The MLS's words keep their English (IDX): the title, the address and the attribution.
    ...(locale !== DEFAULT_LOCALE && { mlsLang: DEFAULT_LOCALE }),
  };
}

function itemText(input: AlertEmailInput, item: AlertItem, locale: Locale): string {
  const { property } = item;
  const before = priceBefore(item);
  const now = formatPriceFullIn(property.price, locale);
  const price = before
    ? m.alerts_email_was({ price: now, before: formatPriceFullIn(before, locale) }, { locale })
    : now;
  const courtesy = courtesyLine(property);
  return [
    labelled(changesOf(item, locale, ', '), property.title, locale),
    price,
    alertAddress(property),
    statsIn(property, locale),
    ...(courtesy ? [courtesy] : []),
    listingUrl(input, property),
  ].join('\n');
}

export function composeAlertEmail(input: AlertEmailInput): AlertEmail {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const o = { locale };
  const shown = input.items.slice(0, MAX_ALERT_LISTINGS);
  const more = input.items.length > MAX_ALERT_LISTINGS;
  // The MLS's disclaimer keeps the site's English words.
  const disclaimer = showsFeedListings(shown.map((item) => item.property))
    ? [input.idx.disclaimer, syncedLine(input.idx.lastUpdated, input.syncedAt)].filter(Boolean).join(' ')
    : null;
  const intro = m.alerts_email_intro({ count: input.items.length, name: input.searchName }, o);
  const frequency = frequencyLabel(input.frequency, locale).toLocaleLowerCase(locale);
  const why = m.alerts_email_why({ brand: input.brand, frequency }, o);
  const seeAll = m.alerts_email_see_all({ count: countIn(input.items.length, locale) }, o);
  const manage = m.alerts_manage_title({}, o);
  const unsubscribe = m.alerts_email_unsubscribe({}, o);
  const { links } = input;

  const text = [
    intro,
    '',
    ...shown.flatMap((item) => [itemText(input, item, locale), '']),
    ...(more ? [labelled(seeAll, links.seeAll, locale), ''] : []),
    ...(disclaimer ? [disclaimer, ''] : []),
    why,
    labelled(manage, links.manage, locale),
    labelled(unsubscribe, links.unsubscribe.page, locale),
    '',
  ].join('\n');

  const subject = subjectOf(input, locale);
  const html = renderEmailHtml(
    <EmailLayout
      title={subject}
      brand={input.brand}
      lang={locale}
      rows={[
        <EmailRow style={{ padding: '0 0 24px' }}>{intro}</EmailRow>,
        ...shown.map((item) => <ListingCard {...itemCard(input, item, locale)} />),
        more && (
          <EmailRow style={{ padding: '0 0 24px' }}>
            <TextLink href={links.seeAll}>{seeAll}</TextLink>
          </EmailRow>
        ),
        disclaimer && (
          <EmailRow style={{ padding: '0 0 24px', fontSize: '12px', color: '#57534e' }}>
            {locale === DEFAULT_LOCALE ? disclaimer : <span lang={DEFAULT_LOCALE}>{disclaimer}</span>}
          </EmailRow>
        ),
      ]}
      footer={
        <>
          {why}
          <br />
          {'\n'}
          <TextLink href={links.manage}>{manage}</TextLink>
          {' · '}
          <TextLink href={links.unsubscribe.page}>{unsubscribe}</TextLink>
        </>
      }
    />,
  );

  return { subject, text, html, headers: unsubscribeHeaders(links.unsubscribe.oneClick) };
}
