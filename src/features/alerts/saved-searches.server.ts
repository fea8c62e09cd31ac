/**
 * The core of POST /api/saved-searches: JSON from the dialog, or form-encoded from the page without
 * JavaScript. A valid save changes the address's record (save-rules.ts) and may queue a confirmation
 * e-mail; the answer is the same whatever happened, so it reveals nothing about the address. The search keeps
 * the language of the page it was saved from: its confirmation, its alerts and its pages speak it.
 */
import { createElement } from 'react';
import type { Store } from '@netlify/blobs';
import { ulid } from 'ulid';
import {
  decodedSize,
  isBot,
  isFormPost,
  MAX_BODY_BYTES,
  MAX_FORM_BODY_BYTES,
  readBodyBytes,
  readJsonBody,
  TOO_LARGE_TEXT,
  validationResponse,
} from '#src/lib/server/body.ts';
import { CROSS_SITE_REFUSED, errorResponse, guardMethod, htmlPage, isCrossSite, json } from '#src/lib/server/http.ts';
import { messagesByField } from '#src/lib/validation.ts';
import { SOURCE_PAGE_HEADER } from '#src/lib/api.ts';
import { localePath, pathLocale } from '#src/lib/i18n.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#src/schemas/locale.ts';
import { siteSettings } from '#src/lib/server/site-settings.ts';
import type { OutboxHooks } from '#src/features/mail/records.server.ts';
import { queueMessage } from '#src/features/mail/messages.server.ts';
import { HONEYPOT_FIELD } from '#src/schemas/inquiry-fields.ts';
import {
  saveSearchPayloadSchema,
  savedFilters,
  savedQuery,
  searchLocale,
  type SaveSearchPayload,
} from '#src/schemas/saved-search.ts';
import type { MessagePurpose } from '#src/schemas/outgoing-message.ts';
import { ALERTS_OFF_MESSAGE, type AlertsSetting } from './settings.ts';
import { ownerId } from './tokens.ts';
import { confirmLink, savedSearchName } from './links.ts';
import { updateOwner } from './owners.server.ts';
import { applySave } from './save-rules.ts';
import { mayConfirm } from './mail-caps.server.ts';
import { searchConfirmationEmail, type ComposedEmail } from './confirmation-email.tsx';
import { alertPage, type PageDeps } from './alert-page.server.ts';
import { CHECK_INBOX_PAGE, SAVE_LANGUAGE_FIELD, SAVE_UNAVAILABLE } from './alert-pages.ts';
import { SAVE_SEARCH_PAGE } from '#src/lib/paths.ts';
import { StaticSaveSearchForm } from './AlertBlocks.tsx';
import { saveMessageIn, saveSearchText } from './save-search-words.ts';

/** What the alert functions need: the setting, the stores, the e-mail outbox and the page template. */
export interface AlertDeps extends PageDeps {
  setting: AlertsSetting;
  alerts: () => Store;
  subscribers: () => Store;
  messages: () => Store;
  /** Lead delivery's hooks for an e-mail queued now (undefined: stored, never sent). */
  messageOutbox: () => OutboxHooks | undefined;
  /** Lead delivery's hooks for a newsletter subscriber confirmed now (its CRM webhook). */
  subscriberOutbox: () => OutboxHooks | undefined;
  /** Starts work that must not hold the answer (the invocation's waitUntil). */
  background: (work: () => Promise<unknown>) => void;
  /** The client's IP as Netlify gives it (context.ip): the per-IP cap on confirmation e-mails. */
  clientIp?: string | undefined;
  now?: () => Date;
  newId?: () => string;
}

/** The answer to every accepted save: its name (in its language) and query say nothing about the address. */
function acceptedBody(payload: Pick<SaveSearchPayload, 'search'>, locale: Locale) {
  return {
    accepted: true,
    search: { name: savedSearchName(payload.search, locale), query: savedQuery(payload.search) },
  };
}

/** A site path's language: only the language is kept, so any path is safe to read ("/pt/…" → "pt"). */
const pageLocale = (path: string | null): Locale | null => (path?.startsWith('/') ? pathLocale(path) : null);

/** The language of a same-site Referer's page, or null. */
function refererLocale(request: Request): Locale | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.host === new URL(request.url).host ? pageLocale(from.pathname) : null;
  } catch {
    return null;
  }
}

/**
 * The language of the page a save came from: what the form names (the page without JavaScript sends no
 * Referer), the dialog's x-source-page header, else a same-site Referer; English otherwise. Always one of the
 * site's languages, whatever the request holds.
 */
export function saveLocale(request: Request, field: string | null = null): Locale {
  if (field !== null && isLocale(field)) return field;
  return pageLocale(request.headers.get(SOURCE_PAGE_HEADER)) ?? refererLocale(request) ?? DEFAULT_LOCALE;
}

/** Stores a composed e-mail for lead delivery to send. */
export async function queueEmail(
  deps: AlertDeps,
  purpose: MessagePurpose,
  to: string,
  email: ComposedEmail,
  now: Date,
): Promise<void> {
  const queued = await queueMessage(deps.messages(), deps.messageOutbox(), {
    purpose,
    createdAt: now.toISOString(),
    email: { to, ...email },
  });
  if (!queued) throw new Error('The e-mail could not be queued');
}

/**
 * The save itself: the record changed, then the confirmation queued. False when the store failed (the
 * visitor is asked to try again); a confirmation that could not be queued is marked unsent again.
 */
async function save(
  deps: AlertDeps & { setting: { secret: string } },
  payload: SaveSearchPayload,
  locale: Locale,
): Promise<boolean> {
  const now = deps.now?.() ?? new Date();
  const { secret } = deps.setting;
  try {
    const owner = await ownerId(secret, payload.email);
    let confirm: ReturnType<typeof applySave>['confirm'] = null;
    await updateOwner(
      deps.alerts(),
      owner,
      (current) => {
        const outcome = applySave(
          current,
          { email: payload.email, filters: payload.search, frequency: payload.frequency, locale },
          now,
          deps.newId ?? (() => ulid()),
        );
        confirm = outcome.confirm;
        return outcome.record;
      },
      now,
    );
    const search = confirm as ReturnType<typeof applySave>['confirm'];
    if (!search) return true;
    const unsent = () =>
      updateOwner(
        deps.alerts(),
        owner,
        (current) =>
          current
            ? {
                ...current,
                searches: current.searches.map((s) => (s.id === search.id ? { ...s, confirmationSentAt: null } : s)),
              }
            : undefined,
        now,
      );
    // Past a cap the visitor is answered as for any save (nothing tells the address apart); no e-mail goes.
    if (!(await mayConfirm(deps.alerts(), secret, { email: payload.email, clientIp: deps.clientIp }, now))) {
      await unsent();
      return true;
    }
    const language = searchLocale(search);
    const link = await confirmLink(secret, deps.siteUrl, owner, search.id, now, language);
    const email = searchConfirmationEmail(
      siteSettings().name,
      { name: savedSearchName(search.filters, language), frequency: search.frequency },
      link,
      language,
    );
    try {
      await queueEmail(deps, 'alert-confirmation', payload.email, email, now);
    } catch (error) {
      await unsent().catch(() => undefined);
      throw error;
    }
    return true;
  } catch (error) {
    console.error('Saved search not stored:', error instanceof Error ? error.message : error);
    return false;
  }
}

export async function handleSaveSearch(request: Request, deps: AlertDeps): Promise<Response> {
  const refused = guardMethod(request, ['POST']);
  if (refused) return refused;
  return isFormPost(request) ? saveFromForm(request, deps) : saveFromJson(request, deps);
}

async function saveFromJson(request: Request, deps: AlertDeps): Promise<Response> {
  if (isCrossSite(request)) return errorResponse(403, CROSS_SITE_REFUSED);
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = saveSearchPayloadSchema.safeParse(body.value);
  // A bot is told it succeeded, so it does not retry; nothing is stored.
  const locale = saveLocale(request);
  if (isBot(body.value))
    return json(acceptedBody({ search: parsed.success ? parsed.data.search : savedFilters('') }, locale), 202);
  // The dialog shows the schemas' and the API's English messages through its words' table.
  if (!parsed.success) return validationResponse(parsed.error);
  if (deps.setting.state === 'off') return errorResponse(503, ALERTS_OFF_MESSAGE);
  const stored = await save({ ...deps, setting: deps.setting }, parsed.data, locale);
  return stored ? json(acceptedBody(parsed.data, locale), 202) : errorResponse(503, SAVE_UNAVAILABLE);
}

/** The form's fields as posted: what the page shows again when they are refused. */
function formValues(params: URLSearchParams) {
  return {
    email: params.get('email') ?? '',
    frequency: params.get('frequency') ?? '',
    consent: params.has('consent'),
  };
}

/** The form page again, in `locale`, with what was typed and why it was refused (English messages). */
export function saveFormPage(
  deps: PageDeps,
  query: string,
  status: number,
  content: Omit<Parameters<typeof StaticSaveSearchForm>[0], 'name' | 'query' | 'locale'> = {},
  locale: Locale = DEFAULT_LOCALE,
): Promise<Response> {
  const filters = savedFilters(query);
  const clean = savedQuery(filters);
  const inLanguage = (message: string) => saveMessageIn(message, locale);
  return alertPage(deps, {
    title: saveSearchText(locale).title,
    path: SAVE_SEARCH_PAGE,
    locale,
    status,
    block: createElement(StaticSaveSearchForm, {
      name: savedSearchName(filters, locale),
      query: clean,
      ...content,
      errors: Object.fromEntries(
        Object.entries(content.errors ?? {}).map(([field, text]) => [field, inLanguage(text)]),
      ),
      problem: content.problem === undefined ? undefined : inLanguage(content.problem),
      locale,
    }),
  });
}

const seeOther = (location: string): Response => htmlPage(null, 303, { location, 'cache-control': 'no-store' });

async function saveFromForm(request: Request, deps: AlertDeps): Promise<Response> {
  // Until the post is read, the language is the referring page's.
  const before = saveLocale(request);
  if (isCrossSite(request)) return saveFormPage(deps, '', 403, { problem: CROSS_SITE_REFUSED }, before);
  const bytes = await readBodyBytes(request, MAX_FORM_BODY_BYTES);
  const params = bytes && new URLSearchParams(new TextDecoder().decode(bytes));
  if (!params || decodedSize(params) > MAX_BODY_BYTES)
    return saveFormPage(deps, '', 413, { problem: TOO_LARGE_TEXT }, before);
  const locale = saveLocale(request, params.get(SAVE_LANGUAGE_FIELD));
  const checkInbox = localePath(CHECK_INBOX_PAGE, locale);
  if ((params.get(HONEYPOT_FIELD) ?? '') !== '') return seeOther(checkInbox);
  const values = formValues(params);
  const query = (params.get('search') ?? '').slice(0, 1000);
  const parsed = saveSearchPayloadSchema.safeParse({ ...values, consent: values.consent, search: query });
  if (!parsed.success) return saveFormPage(deps, query, 400, { values, errors: messagesByField(parsed.error) }, locale);
  if (deps.setting.state === 'off')
    return saveFormPage(deps, query, 503, { values, problem: ALERTS_OFF_MESSAGE }, locale);
  const stored = await save({ ...deps, setting: deps.setting }, parsed.data, locale);
  if (!stored) return saveFormPage(deps, query, 503, { values, problem: SAVE_UNAVAILABLE }, locale);
  return seeOther(checkInbox);
}
