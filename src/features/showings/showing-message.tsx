/**
 * What a showing request sends: the e-mail to the listing's advisor (the office in Cc) or, for a listing of
 * the MLS feed, to the office, saying the time is requested and not yet confirmed, with a calendar file of
 * that time; and the webhook body with the slot as ISO times. Pure; everything a visitor typed is escaped in
 * HTML (by React), in the calendar file (by `ics`) and can never add a header.
 */
import { createEvent } from 'ics';
import { fullAddress } from '#src/features/listings/seo.ts';
import {
  leadAddressees,
  leadMessage,
  listingPageRow,
  listingRows,
  listingUrl,
  sentFromUrl,
  type LeadEmail,
  type LeadListing,
  visitorLanguageNote,
} from '#src/features/leads/lead-message.tsx';
import type { ListingWithAdvisor } from '#src/features/leads/lead-delivery.server.ts';
import { headerSafe } from '#src/features/mail/headers.ts';
import type { EmailAttachment } from '#src/features/mail/delivery.server.ts';
import { SHOWING_MODE_LABELS, type StoredShowingRequest } from '#src/schemas/showing-request.ts';
import { formatShowingStart, formatShowingTime, showingDateOf } from './slots.ts';

export interface ShowingEmailContext {
  /** The site's origin, for full links. */
  siteUrl: string;
  /** data/site/site.en.json leadsEmail. */
  leadsEmail: string;
  /** With its advisor and whether it is the feed's; null when it has left the catalogue since. */
  listing: ListingWithAdvisor | null;
}

export interface ShowingEmail extends LeadEmail {
  attachments: EmailAttachment[];
}

/** "Saturday, December 5 at 10:00 AM – 10:45 AM (Rhode Island time)". */
export function showingTimeText({ start, end }: Pick<StoredShowingRequest['showing'], 'start' | 'end'>): string {
  return `${formatShowingStart(start)} – ${formatShowingTime(new Date(end))} (Rhode Island time)`;
}

/** "showing-request-1000123-2026-12-05.ics": the listing and the day, in the office's time zone. */
export const showingIcsFileName = (request: StoredShowingRequest): string =>
  `showing-request-${String(request.showing.listingId)}-${showingDateOf(request.showing.start)}.ics`;

/**
 * The requested time as an iCalendar event, made with `ics` as the open houses are: TENTATIVE (requested,
 * not yet confirmed), in UTC, at the listing's address or as a video call.
 */
export function showingIcs(request: StoredShowingRequest, listing: LeadListing | null, siteUrl: string): string {
  const { start, end, mode, listingId } = request.showing;
  const page = listingUrl(siteUrl, listingId);
  const home = listing ? listing.title : `listing ${String(listingId)}`;
  const { error, value } = createEvent({
    uid: `showing-${request.id}@${new URL(siteUrl).host}`,
    start: Date.parse(start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(end),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Showing requested (not yet confirmed): ${home}`,
    location: mode === 'video' ? 'Video call' : listing ? fullAddress(listing) : home,
    description: [
      `Requested by ${request.name} (${request.email}, ${request.phone}), ${SHOWING_MODE_LABELS[mode].toLowerCase()}.`,
      'Not yet confirmed: confirm it with them by phone or e-mail.',
      request.note ? `Note: ${request.note}` : '',
      `Listing: ${page}`,
    ]
      .filter(Boolean)
      .join('\n'),
    url: page,
    status: 'TENTATIVE',
    busyStatus: 'TENTATIVE',
  });
  if (error || value === null) throw error ?? new Error('The calendar file could not be made');
  return value;
}

/** "Showing requested (not yet confirmed): Saturday, December 5 at 10:00 AM — Grace Hopper — Harbor House". */
export function showingSubject(request: StoredShowingRequest, listing: LeadListing | null): string {
  return headerSafe(
    [
      `Showing requested (not yet confirmed): ${formatShowingStart(request.showing.start)}`,
      request.name,
      listing?.title,
    ]
      .filter(Boolean)
      .join(' — '),
  );
}

export function composeShowingEmail(request: StoredShowingRequest, context: ShowingEmailContext): ShowingEmail {
  const { listing, siteUrl } = context;
  // A feed listing's lead belongs to the office (the brokerage that shows it); an office listing's to its own
  // advisor (never a town's contact), with the office in Cc.
  const advisor = listing && !listing.fromFeed && listing.ownAdvisor ? listing.advisor : null;
  return {
    ...leadAddressees(advisor, context.leadsEmail, request),
    subject: showingSubject(request, listing),
    ...leadMessage({
      intro: `A private showing was requested from the website${advisor ? ` for ${advisor.name}` : ''}: requested, not yet confirmed.${visitorLanguageNote(request.page)}`,
      fields: [
        ['Requested time', showingTimeText(request.showing)],
        ['How', SHOWING_MODE_LABELS[request.showing.mode]],
        ['Name', request.name],
        ['Email', request.email],
        ['Phone', request.phone],
      ],
      words: request.note ? { heading: 'Note', text: request.note } : null,
      // The listing may have left the catalogue since: its page's address still names it.
      listing: listing ? listingRows(listing, siteUrl) : [listingPageRow(siteUrl, request.showing.listingId)],
      pageUrl: sentFromUrl(request.page, siteUrl),
      receivedAt: request.receivedAt,
      id: ['Request id', request.id],
      closing: `Confirm it with ${request.name} by phone or e-mail (reply to this e-mail to answer directly). The attached calendar file holds the requested time.`,
    }),
    attachments: [
      {
        filename: showingIcsFileName(request),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: showingIcs(request, listing, siteUrl),
      },
    ],
  };
}

/** The webhook's JSON: the stored request, its slot as ISO times, and the listing it is about. */
export function showingWebhookBody(
  request: StoredShowingRequest,
  listing: LeadListing | null,
  siteUrl: string,
): string {
  const { listingId } = request.showing;
  const summary = { id: listingId, title: listing?.title ?? null, url: listingUrl(siteUrl, listingId) };
  return JSON.stringify({ type: 'showing.requested', data: { ...request, listing: summary } });
}
