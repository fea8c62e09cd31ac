/** The core of POST /api/inquiries: guards, validation, the honeypot, and a write that never overwrites. */
import { monotonicFactory } from 'ulid';
import type { Outbox } from '#src/schemas/delivery.ts';
import { inquiryPayloadSchema, type InquiryPayload, type StoredInquiry } from '#src/schemas/inquiry.ts';
import { SOURCE_PAGE_HEADER } from '#src/lib/api.ts';
import { isSameSitePath } from '#src/schemas/rules/inline-links.ts';
import { isBot, readSameSiteJson, validationResponse } from '#src/lib/server/body.ts';
import { errorResponse, json } from '#src/lib/server/http.ts';

export const STORE_UNAVAILABLE =
  'We could not save your message just now. Please try again in a few minutes, or call us.';

/** The part of a Blobs store this core needs; a conditional write reports whether it wrote. */
export interface CreateOnlyStore {
  setJSON(key: string, data: unknown, options: { onlyIfNew: true }): Promise<{ modified: boolean; etag?: string }>;
}

/**
 * Lead delivery's part in creating a record: the record gains its outbox, and the markers that list it
 * as pending are written just before it (see writeNew).
 * `stored` runs once the record exists; it must not hold the response (context.waitUntil).
 */
export interface OutboxHooks {
  start(key: string, createdAt: string): { outbox: Outbox; index: () => Promise<unknown> };
  stored(key: string, etag: string | undefined): void;
}

export interface InquiryDeps {
  openStore: () => CreateOnlyStore;
  now?: () => Date;
  newId?: () => string;
  outbox?: OutboxHooks | undefined;
}

// Monotonic: ids made in the same millisecond still sort in the order they were made.
const defaultId = monotonicFactory();

/** The normalised path of a site-relative href, or null when it is not one (or, normalised, leaves the site). */
function sitePath(href: string): string | null {
  if (!/^\/[^\s]{0,300}$/.test(href) || !isSameSitePath(href)) return null;
  const path = new URL(href, 'https://site.invalid').pathname;
  // What is stored is what was checked: "/.//evil.example" normalises to "//evil.example", refused here.
  return isSameSitePath(path) ? path : null;
}

/**
 * The site path the form was sent from: what the form declares (the islands' header, or a field of a form
 * sent without JavaScript), else a same-site Referer, else null.
 * Either way a path of this site, so the staff e-mail's "Sent from" link never leads elsewhere.
 */
export function sourcePage(
  request: Request,
  declared: string | null = request.headers.get(SOURCE_PAGE_HEADER),
): string | null {
  const page = declared ? sitePath(declared) : null;
  if (page) return page;
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.host === new URL(request.url).host ? sitePath(from.pathname) : null;
  } catch {
    return null;
  }
}

/** Writes a record under a new key, with onlyIfNew so an existing entry is never replaced. */
export async function createRecord<T extends { id: string }>(
  store: CreateOnlyStore,
  make: (id: string) => T,
  newId: () => string,
  outbox?: { hooks: OutboxHooks; createdAt: string },
): Promise<T | null> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const record = make(newId());
    const { modified } = await writeNew(store, record.id, record, outbox);
    if (modified) return record;
  }
  return null;
}

/** A create-only write, with the record's outbox and pending markers when delivery is on. */
export async function writeNew(
  store: CreateOnlyStore,
  key: string,
  record: object,
  outbox?: { hooks: OutboxHooks; createdAt: string },
): Promise<{ modified: boolean; etag?: string }> {
  if (!outbox) return store.setJSON(key, record, { onlyIfNew: true });
  const start = outbox.hooks.start(key, outbox.createdAt);
  // The markers first, the record after: a record without its marker would never be found by a pass if
  // its first attempt died too. When the markers fail, nothing is stored and the visitor is asked to try
  // again (503), so the lead is neither lost nor stored twice; a marker whose record never came is
  // removed by a pass (dropMarkers in delivery.server.ts).
  await start.index();
  const written = await store.setJSON(key, { ...record, delivery: start.outbox }, { onlyIfNew: true });
  if (written.modified) outbox.hooks.stored(key, written.etag);
  return written;
}

export async function handleInquiry(request: Request, deps: InquiryDeps): Promise<Response> {
  const body = await readSameSiteJson(request);
  if (!body.ok) return body.response;
  const newId = deps.newId ?? (() => defaultId());
  // A bot is told it succeeded, so it does not retry; nothing is stored.
  if (isBot(body.value)) return json({ id: newId() }, 201);
  const parsed = inquiryPayloadSchema.safeParse(body.value);
  if (!parsed.success) return validationResponse(parsed.error);

  const saved = await saveInquiry(parsed.data, sourcePage(request), deps);
  return saved ? json({ id: saved.id }, 201) : errorResponse(503, STORE_UNAVAILABLE);
}

/**
 * Stores a valid inquiry under a new id, with its outbox when delivery is on: the one write of both the JSON
 * and the form-encoded path. Null when the store could not take it (the visitor is asked to try again).
 */
export async function saveInquiry(
  payload: InquiryPayload,
  page: string | null,
  deps: InquiryDeps,
): Promise<StoredInquiry | null> {
  const newId = deps.newId ?? (() => defaultId());
  const receivedAt = (deps.now?.() ?? new Date()).toISOString();
  try {
    return await createRecord<StoredInquiry>(
      deps.openStore(),
      (id) => ({ id, ...payload, receivedAt, page }),
      newId,
      deps.outbox && { hooks: deps.outbox, createdAt: receivedAt },
    );
  } catch {
    return null;
  }
}
