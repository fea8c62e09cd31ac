/**
 * The checks of a showing request, pure: the form as posted without JavaScript (read, then checked with the
 * island's schema and made into the API's payload), and the slot against the listing and the office's
 * showing hours at the time it arrives. The I/O is in showing-requests.server.ts and showing-form.server.ts.
 */
import { messagesByField } from '#src/lib/validation.ts';
import { HONEYPOT_FIELD } from '#src/schemas/inquiry-fields.ts';
import {
  DEFAULT_SHOWING_MODE,
  LISTING_FIELD,
  otherDayMessage,
  SOURCE_PAGE_FIELD,
  SHOWING_MESSAGES,
  showingFormSchema,
  showingRequestPayloadSchema,
  slotGoneMessage,
  type ShowingRequestPayload,
} from '#src/schemas/showing-request.ts';
import type { ShowingSettings } from '#src/schemas/showing-settings.ts';
import { positiveIntParam } from '#src/schemas/params.ts';
import { fillIn } from '#src/lib/fill-in.ts';
import {
  ENGLISH_SLOT_WORDS,
  findShowingSlot,
  formatShowingStart,
  offersShowings,
  showingDateOf,
  showingDays,
  type ShowingListing,
  type ShowingSlot,
  type SlotWords,
} from './slots.ts';

/** What the showing form's fields hold: the day and time picked, the mode, the contact fields, the consent. */
export interface ShowingFormFields {
  day: string;
  start: string;
  mode: string;
  name: string;
  email: string;
  phone: string;
  note: string;
  consent: boolean;
}

export const EMPTY_SHOWING_FORM: Readonly<ShowingFormFields> = {
  day: '',
  start: '',
  mode: DEFAULT_SHOWING_MODE,
  name: '',
  email: '',
  phone: '',
  note: '',
  consent: false,
};

const TEXT_FIELDS = ['day', 'start', 'mode', 'name', 'email', 'phone', 'note'] as const;

/** A showing form post as read, before any check. */
export interface ShowingFormPost {
  values: ShowingFormFields;
  /** null when the hidden field is missing or not an id. */
  listingId: number | null;
  honeypot: string;
  sourcePage: string | null;
}

/** Reads a form post's fields; anything else in it is left out. */
export function readShowingForm(params: URLSearchParams): ShowingFormPost {
  const values: ShowingFormFields = { ...EMPTY_SHOWING_FORM };
  for (const name of TEXT_FIELDS) {
    const value = params.get(name);
    if (value !== null) values[name] = value;
  }
  // An unticked checkbox is not sent at all; a ticked one sends "on".
  values.consent = params.has('consent');
  const listing = positiveIntParam.safeParse(params.get(LISTING_FIELD) ?? '');
  const declared = params.get(SOURCE_PAGE_FIELD);
  return {
    values,
    listingId: listing.success ? listing.data : null,
    honeypot: params.get(HONEYPOT_FIELD) ?? '',
    sourcePage: declared === '' || declared === null ? null : declared,
  };
}

export type ShowingFormCheck =
  { ok: true; payload: ShowingRequestPayload } | { ok: false; errors: Readonly<Record<string, string>> };

/**
 * A post checked with the form's schema (the island's rules and messages, consent included), then made into
 * the payload the island sends and checked as the API checks it. Errors by field, in the form's order.
 */
export function checkShowingForm(post: ShowingFormPost, listingId: number): ShowingFormCheck {
  const form = showingFormSchema.safeParse(post.values);
  if (!form.success) return { ok: false, errors: messagesByField(form.error) };
  const { start, mode, name, email, phone, note } = form.data;
  const payload = showingRequestPayloadSchema.safeParse({ listingId, start, mode, name, email, phone, note });
  return payload.success ? { ok: true, payload: payload.data } : { ok: false, errors: messagesByField(payload.error) };
}

/** Why a slot is refused: no such listing, a listing without showings, or a slot not offered now. */
export type SlotCheck =
  | { ok: true; slot: ShowingSlot }
  | { ok: false; reason: 'listing' | 'status'; message: string }
  | { ok: false; reason: 'slot'; message: string };

/** A refusal's words, in the language of the page the request was sent from (showing-words.ts). */
export interface SlotCheckWords {
  slots: SlotWords;
  listing: string;
  noShowings: string;
  /** "{when}": the slot as formatShowingStart names it. */
  slotGone: string;
  /** "{day}": the day the form showed picked. */
  otherDay: string;
}

export const ENGLISH_SLOT_CHECK_WORDS: SlotCheckWords = {
  slots: ENGLISH_SLOT_WORDS,
  listing: SHOWING_MESSAGES.listing,
  noShowings: SHOWING_MESSAGES.noShowings,
  slotGone: slotGoneMessage('{when}'),
  otherDay: otherDayMessage('{day}'),
};

/**
 * The slot starting at `start`, if the listing offers it at `now`: the same computation as the page's, so a
 * slot that has passed since the page was made (or come inside the lead time) is refused, in words that name
 * it. A form posted without JavaScript also names the day it showed picked (`day`): a time of another day,
 * still picked in a hidden group, is refused.
 */
export function checkSlot(
  listing: ShowingListing | null,
  settings: ShowingSettings,
  now: Date,
  start: string,
  day = '',
  words: SlotCheckWords = ENGLISH_SLOT_CHECK_WORDS,
): SlotCheck {
  if (!listing) return { ok: false, reason: 'listing', message: words.listing };
  if (!offersShowings(listing)) return { ok: false, reason: 'status', message: words.noShowings };
  const days = showingDays(listing, settings, now, words.slots.locale);
  const picked = days.find((offered) => offered.date === day);
  if (picked && showingDateOf(start) !== picked.date)
    return { ok: false, reason: 'slot', message: fillIn(words.otherDay, { day: picked.label }) };
  const slot = findShowingSlot(days, start);
  return slot
    ? { ok: true, slot }
    : { ok: false, reason: 'slot', message: fillIn(words.slotGone, { when: formatShowingStart(start, words.slots) }) };
}
