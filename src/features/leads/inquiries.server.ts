/** The core of POST /api/inquiries: guards, validation, the honeypot, and a write that never overwrites. */
import { monotonicFactory } from 'ulid';
import { inquiryPayloadSchema, type InquiryPayload, type StoredInquiry } from '#src/schemas/inquiry.ts';
import { SOURCE_PAGE_HEADER } from '#src/lib/api.ts';
import { isSameSitePath } from '#src/schemas/rules/inline-links.ts';
import { isBot, readSameSiteJson, validationResponse } from '#src/lib/server/body.ts';
import { errorResponse, json } from '#src/lib/server/http.ts';
import { createRecord, type CreateOnlyStore, type OutboxHooks } from '#src/features/mail/records.server.ts';

export const STORE_UNAVAILABLE =
  'We could not save your message just now. Please try again in a few minutes, or call us.';

export interface InquiryDeps {
  openStore: () => CreateOnlyStore;
  now?: () => Date;
  newId?: () => string;
  outbox?: OutboxHooks | undefined;
  /**
   * Runs once the inquiry is stored (the visitor's confirmation of a valuation request): it must not hold the
   * response (context.waitUntil), and whatever it does can never refuse or delay the inquiry.
   */
  afterStore?: ((inquiry: StoredInquiry) => void) | undefined;
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
  let saved: StoredInquiry | null;
  try {
    saved = await createRecord<StoredInquiry>(
      deps.openStore(),
      (id) => ({ id, ...payload, receivedAt, page }),
      newId,
      deps.outbox && { hooks: deps.outbox, createdAt: receivedAt },
    );
  } catch {
    return null;
  }
  if (saved && deps.afterStore) {
    try {
      deps.afterStore(saved);
    } catch (error) {
      console.error(`After storing inquiry ${saved.id}:`, error);
    }
  }
  return saved;
}
