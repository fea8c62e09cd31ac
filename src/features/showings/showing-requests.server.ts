/**
 * The core of POST /api/showings: the listing and its slot checked at arrival, and the request stored as a
 * lead of type `showing` in the store "inquiries" (a create-only write, with its outbox), at most once a day
 * per address, listing and slot. The islands post JSON here; the form without JavaScript goes through
 * showing-form.server.ts to the same `requestShowing`.
 */
import { createHash } from 'node:crypto';
import { monotonicFactory } from 'ulid';
import { sourcePage, STORE_UNAVAILABLE } from '#src/features/leads/inquiries.server.ts';
import { createRecord, type CreateOnlyStore, type OutboxHooks } from '#src/features/mail/records.server.ts';
import { blobKey } from '#src/lib/server/blob-key.ts';
import { isBot, readSameSiteJson, validationResponse } from '#src/lib/server/body.ts';
import { errorResponse, json } from '#src/lib/server/http.ts';
import {
  showingRequestPayloadSchema,
  type ShowingRequestPayload,
  type StoredShowingRequest,
} from '#src/schemas/showing-request.ts';
import type { ShowingSettings } from '#src/schemas/showing-settings.ts';
import { checkSlot, type SlotCheck } from './showing-checks.ts';
import { slotCheckWords } from './showing-words.ts';
import { pathLocale } from '#src/lib/i18n.ts';
import { DEFAULT_LOCALE } from '#src/schemas/locale.ts';
import type { ShowingListing, ShowingSlot } from './slots.ts';

/** Two requests for one listing and slot from one address within this time are one lead. */
export const DEDUPE_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * A marker whose record is not there yet belongs to a request still being stored (a double submit) for
 * this long; after it, to one that failed, and a new request takes its place.
 */
export const IN_FLIGHT_MS = 60 * 1000;

/** The part of the store "showing-requests" the dedupe needs: empty markers with metadata. */
export interface MarkerStore {
  set(
    key: string,
    data: string,
    options: { onlyIfNew?: boolean; metadata: Record<string, string> },
  ): Promise<{ modified: boolean }>;
  getMetadata(key: string): Promise<{ metadata: Record<string, unknown> } | null>;
  delete(key: string): Promise<void>;
}

/** The part of the store "inquiries" a showing request needs: create-only writes, and reading a record. */
export interface LeadStore extends CreateOnlyStore {
  get(key: string, options: { type: 'json' }): Promise<unknown>;
}

export interface ShowingDeps {
  /** The store "inquiries" (the deploy context's). */
  openStore: () => LeadStore;
  /** The store "showing-requests": one marker per address, listing and slot. */
  openMarkers: () => MarkerStore;
  /** The listing from the catalogue, or null when there is none; throws when the catalogue cannot be read. */
  findListing: (id: number) => Promise<ShowingListing | null>;
  settings: ShowingSettings;
  now?: () => Date;
  newId?: () => string;
  outbox?: OutboxHooks | undefined;
}

const defaultId = monotonicFactory();

/**
 * The marker's key: a hash of the address (as mail systems compare it, case aside), the listing and the
 * slot. Never the address itself: a key is a path, and the markers hold no personal data.
 */
export function dedupeKey(email: string, listingId: number, start: string): string {
  const hash = createHash('sha256')
    .update(`${email.trim().toLowerCase()}\n${String(listingId)}\n${new Date(start).toISOString()}`)
    .digest('hex');
  return blobKey(hash);
}

export type ShowingOutcome =
  | { kind: 'stored'; id: string; slot: ShowingSlot; duplicate: boolean }
  | { kind: 'refused'; check: Extract<SlotCheck, { ok: false }> }
  | { kind: 'unavailable' };

const markerTime = (metadata: Record<string, unknown> | undefined) =>
  typeof metadata?.['receivedAt'] === 'string' ? Date.parse(metadata['receivedAt']) : Number.NaN;

/**
 * The lead a marker names, when it stands for the same request made earlier the same day: its id, whether
 * the record is there or (for a minute) still on its way. Null when this request is a new lead.
 */
async function earlierRequest(deps: ShowingDeps, markers: MarkerStore, key: string, now: Date): Promise<string | null> {
  const marker = await markers.getMetadata(key);
  const id = marker?.metadata['id'];
  const age = now.getTime() - markerTime(marker?.metadata);
  if (typeof id !== 'string' || !(age < DEDUPE_WINDOW_MS)) return null;
  if ((await deps.openStore().get(id, { type: 'json' })) !== null) return id;
  return age < IN_FLIGHT_MS ? id : null;
}

/**
 * Stores the request, or finds the same request of the last day. The marker is claimed first (create-only),
 * so of two identical posts at once only one is stored; when the record cannot be written the claim is
 * dropped, so the visitor's next try is not taken for a duplicate.
 */
async function store(
  payload: ShowingRequestPayload,
  slot: ShowingSlot,
  page: string | null,
  deps: ShowingDeps,
): Promise<ShowingOutcome> {
  const now = deps.now?.() ?? new Date();
  const newId = deps.newId ?? (() => defaultId());
  const receivedAt = now.toISOString();
  const markers = deps.openMarkers();
  const key = dedupeKey(payload.email, payload.listingId, slot.start);
  let id = newId();
  // Whether this request holds the marker, so that a failure drops only its own.
  let claimed = false;
  try {
    claimed = (await markers.set(key, '', { onlyIfNew: true, metadata: { receivedAt, id } })).modified;
    if (!claimed) {
      const earlier = await earlierRequest(deps, markers, key, now);
      if (earlier !== null) return { kind: 'stored', id: earlier, slot, duplicate: true };
      await markers.set(key, '', { metadata: { receivedAt, id } });
      claimed = true;
    }
    const { listingId, mode, name, email, phone, note } = payload;
    const ids = [id];
    const record = await createRecord<StoredShowingRequest>(
      deps.openStore(),
      (recordId) => ({
        id: recordId,
        type: 'showing',
        receivedAt,
        page,
        name,
        email,
        phone,
        note,
        showing: { listingId, start: slot.start, end: slot.end, mode },
      }),
      () => ids.shift() ?? newId(),
      deps.outbox && { hooks: deps.outbox, createdAt: receivedAt },
    );
    if (!record) throw new Error('No free id for the showing request');
    if (record.id !== id) {
      id = record.id;
      await markers.set(key, '', { metadata: { receivedAt, id } });
    }
    return { kind: 'stored', id, slot, duplicate: false };
  } catch (error) {
    console.error('A showing request could not be stored:', error);
    if (claimed) await markers.delete(key).catch(() => undefined);
    return { kind: 'unavailable' };
  }
}

/**
 * A valid request checked against its listing and the showing hours now, then stored (or found stored):
 * the one path of both the JSON and the form-encoded posts. `day` is the day a form without JavaScript
 * showed picked. A refusal is worded in the language of the page it was sent from (`page`).
 */
export async function requestShowing(
  payload: ShowingRequestPayload,
  page: string | null,
  deps: ShowingDeps,
  day?: string,
): Promise<ShowingOutcome> {
  let listing: ShowingListing | null;
  try {
    listing = await deps.findListing(payload.listingId);
  } catch (error) {
    console.error('Listings could not be loaded for a showing request:', error);
    return { kind: 'unavailable' };
  }
  const words = slotCheckWords(page === null ? DEFAULT_LOCALE : pathLocale(page));
  const check = checkSlot(listing, deps.settings, deps.now?.() ?? new Date(), payload.start, day, words);
  if (!check.ok) return { kind: 'refused', check };
  return store(payload, check.slot, page, deps);
}

/** The status of each refusal: no such listing, no showings for it (under contract, sold), or a slot not offered. */
export const REFUSAL_STATUS = { listing: 404, status: 409, slot: 400 } as const;

export async function handleShowingRequest(request: Request, deps: ShowingDeps): Promise<Response> {
  const body = await readSameSiteJson(request);
  if (!body.ok) return body.response;
  // A bot is told it succeeded, so it does not retry; nothing is stored.
  if (isBot(body.value)) return json({ id: (deps.newId ?? (() => defaultId()))() }, 201);
  const parsed = showingRequestPayloadSchema.safeParse(body.value);
  if (!parsed.success) return validationResponse(parsed.error);

  const outcome = await requestShowing(parsed.data, sourcePage(request), deps);
  switch (outcome.kind) {
    case 'stored':
      // The same request again is the same lead: its id, with 200 rather than 201.
      return json({ id: outcome.id, start: outcome.slot.start }, outcome.duplicate ? 200 : 201);
    case 'refused': {
      const { reason, message } = outcome.check;
      return errorResponse(REFUSAL_STATUS[reason], message, reason === 'slot' ? { fields: { start: message } } : {});
    }
    case 'unavailable':
      return errorResponse(503, STORE_UNAVAILABLE);
  }
}
