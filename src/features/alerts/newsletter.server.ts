/**
 * The newsletter's double opt-in. POST /api/subscribe stores the subscriber pending in the Blobs store
 * "subscribers" under the address's keyed hash and queues a confirmation e-mail; the Confirm button of
 * /newsletter/confirm (a POST) confirms it, and only then does the CRM webhook go out. A repeat answers
 * exactly as the first did, so the endpoint reveals nothing about who is subscribed. A subscription keeps the
 * language of the page it came from, as a saved search does: its e-mail and the page its link opens speak it.
 */
import { readSameSiteJson, validationResponse } from '#src/lib/server/body.ts';
import { createElement } from 'react';
import { m } from '#src/paraglide/messages.js';
import { errorResponse, isCrossSite, json } from '#src/lib/server/http.ts';
import { ALERT_PAGES } from '#src/lib/paths.ts';
import { localePath } from '#src/lib/i18n.ts';
import { requestLocale } from '#src/lib/server/page-template.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { readJsonForUpdate, updateJsonBlob } from '#src/lib/server/json-blob.ts';
import { siteSettings } from '#src/lib/server/site-settings.ts';
import { storedSubscriberSchema, subscribePayloadSchema, type StoredSubscriber } from '#src/schemas/subscriber.ts';
import { ulid } from 'ulid';
import type { RecordContent } from '#src/features/mail/delivery.server.ts';
import { createRecord } from '#src/features/mail/records.server.ts';
import { ownerId, verifyToken } from './tokens.ts';
import { newsletterConfirmLink } from './links.ts';
import { CONFIRM_RESEND_MS } from './save-rules.ts';
import { newsletterConfirmationEmail } from './confirmation-email.tsx';
import { alertPage, noticePage } from './alert-page.server.ts';
import { ConfirmBlock } from './AlertBlocks.tsx';
import { mayConfirm } from './mail-caps.server.ts';
import { queueEmail, saveLocale, type AlertDeps } from './saved-searches.server.ts';

export const SUBSCRIBERS_UNAVAILABLE =
  'We could not save your subscription just now. Please try again in a few minutes.';
/** Without ALERTS_SECRET nothing can be confirmed, so nobody can subscribe (the catalogue's newsletter_off). */
export const NEWSLETTER_OFF = 'The newsletter sign-up is turned off on this site for now.';

/** The answer to every valid subscription, new or repeated. */
export const SUBSCRIBE_ACCEPTED = { accepted: true } as const;

/**
 * What a subscriber record sends through lead delivery: the CRM webhook, never an e-mail. A confirmed
 * subscriber's is `subscriber.created`; the record "delete everything" leaves (FORGET_PREFIX) asks the
 * CRM to forget the address, `subscriber.deleted`.
 */
export const SUBSCRIBER_CONTENT: RecordContent = {
  webhookBody: (data) => {
    if (typeof data['deletedAt'] === 'string') {
      const forget = { email: String(data['email']), deletedAt: data['deletedAt'] };
      return Promise.resolve(JSON.stringify({ type: 'subscriber.deleted', data: forget }));
    }
    const subscriber = { email: String(data['email']), subscribedAt: String(data['subscribedAt']) };
    return Promise.resolve(JSON.stringify({ type: 'subscriber.created', data: subscriber }));
  },
};

/** The keys of the records that ask the CRM to forget a deleted subscriber, beside the subscribers' own. */
const FORGET_PREFIX = 'forget-';

function parseSubscriber(data: unknown): StoredSubscriber | null {
  const parsed = storedSubscriberSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The subscriber in a language: English is a record without one, as every record stored before languages. */
function inLanguage(subscriber: StoredSubscriber, locale: Locale): StoredSubscriber {
  const english = { ...subscriber };
  delete english.locale;
  return locale === DEFAULT_LOCALE ? english : { ...english, locale };
}

/**
 * POST /api/subscribe. Before the answer every address costs the same: its keyed hash, one read and one
 * write of its record (a new subscriber, or the time of this request on a known one), so the answer's
 * timing tells nothing about who is subscribed. The confirmation e-mail, when one is due, is composed and
 * queued after the answer (deps.background).
 */
export async function handleSubscribe(request: Request, deps: AlertDeps): Promise<Response> {
  const body = await readSameSiteJson(request);
  if (!body.ok) return body.response;
  const parsed = subscribePayloadSchema.safeParse(body.value);
  if (!parsed.success) return validationResponse(parsed.error);
  if (deps.setting.state === 'off') return errorResponse(503, NEWSLETTER_OFF);

  const { email } = parsed.data;
  const locale = saveLocale(request);
  const now = deps.now?.() ?? new Date();
  const at = now.toISOString();
  const { secret } = deps.setting;
  try {
    const key = await ownerId(secret, email);
    const outcome = { send: false };
    // A new address, or one still pending whose last e-mail is over an hour old, gets a confirmation, in the
    // language of the page it subscribed from this time.
    await updateJsonBlob<StoredSubscriber>(deps.subscribers(), key, (data) => {
      const current = data === null ? null : parseSubscriber(data);
      const send =
        current === null ||
        (current.state === 'pending' &&
          (current.confirmationSentAt === null || Date.parse(current.confirmationSentAt) + CONFIRM_RESEND_MS <= +now));
      outcome.send = send;
      if (!current)
        return inLanguage(
          { email, state: 'pending', createdAt: at, confirmationSentAt: at, subscribedAt: null },
          locale,
        );
      const next = { ...(data as object), ...current, requestedAt: at };
      return send ? inLanguage({ ...next, confirmationSentAt: at }, locale) : next;
    });
    if (outcome.send) after(deps, () => sendConfirmation(deps, { secret, email, key, now, locale }));
    return json(SUBSCRIBE_ACCEPTED, 202);
  } catch (error) {
    console.error('Subscriber not stored:', error instanceof Error ? error.message : error);
    return errorResponse(503, SUBSCRIBERS_UNAVAILABLE);
  }
}

/** Work that must not hold the answer: through the invocation's waitUntil. */
function after(deps: AlertDeps, work: () => Promise<unknown>): void {
  deps.background(() => work().catch((error: unknown) => console.error('Newsletter confirmation not queued:', error)));
}

/**
 * The confirmation e-mail of a subscriber, unless a cap on confirmation e-mails holds it back. When it
 * cannot be queued the subscriber is marked unsent, so subscribing again sends it.
 */
async function sendConfirmation(
  deps: AlertDeps,
  { secret, email, key, now, locale }: { secret: string; email: string; key: string; now: Date; locale: Locale },
): Promise<void> {
  if (!(await mayConfirm(deps.alerts(), secret, { email, clientIp: deps.clientIp }, now))) return;
  try {
    const link = await newsletterConfirmLink(secret, deps.siteUrl, key, now, locale);
    await queueEmail(
      deps,
      'newsletter-confirmation',
      email,
      newsletterConfirmationEmail(siteSettings().name, link, locale),
      now,
    );
  } catch (error) {
    await updateJsonBlob<StoredSubscriber>(deps.subscribers(), key, (data) =>
      data === null ? undefined : { ...(data as StoredSubscriber), confirmationSentAt: null },
    );
    throw error;
  }
}

/**
 * Confirms a pending subscriber and gives it its outbox (the CRM webhook), in one conditional write: the
 * delivery markers first, as for a new lead (writeNew in mail/records.server.ts).
 */
async function confirmSubscriber(deps: AlertDeps, key: string, at: string): Promise<StoredSubscriber | null> {
  const store = deps.subscribers();
  for (let tries = 0; tries < 10; tries += 1) {
    const current = await readJsonForUpdate(store, key);
    const subscriber = current && parseSubscriber(current.data);
    if (!current || !subscriber) return null;
    if (subscriber.state === 'confirmed') return subscriber;
    const confirmed: StoredSubscriber = { ...subscriber, state: 'confirmed', subscribedAt: at };
    const hooks = deps.subscriberOutbox();
    const start = hooks?.start(key, at);
    await start?.index();
    const record = { ...(current.data as object), ...confirmed, ...(start ? { delivery: start.outbox } : {}) };
    const written = await store.setJSON(key, record, { onlyIfMatch: current.etag });
    if (written.modified) {
      hooks?.stored(key, written.etag);
      return confirmed;
    }
  }
  throw new Error('The subscriber could not be confirmed after 10 conflicting writes');
}

/**
 * /newsletter/confirm?token= (and /pt/newsletter/confirm…, in that language): a GET shows a Confirm button,
 * and only its POST (same-site) confirms and sends the CRM webhook. Mail scanners fetch every link in an
 * e-mail; a fetch must never subscribe.
 */
export async function confirmNewsletter(request: Request, deps: AlertDeps): Promise<Response> {
  const path = ALERT_PAGES.newsletter;
  const locale = requestLocale(request);
  const o = { locale };
  const home = [{ href: '/', label: m.back_to_home({}, o) }];
  if (deps.setting.state === 'off')
    return noticePage(deps, path, 503, {
      title: m.newsletter_off_title({}, o),
      text: [m.newsletter_off({}, o)],
      links: home,
      locale,
    });
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const verified = await verifyToken(deps.setting.secret, token, 'newsletter', deps.now?.() ?? new Date());
  if (!verified.ok) {
    const expired = verified.problem === 'expired';
    return noticePage(deps, path, expired ? 410 : 400, {
      title: expired ? m.alerts_link_expired_title({}, o) : m.alerts_link_invalid_title({}, o),
      text: [expired ? m.newsletter_link_expired_text({}, o) : m.alerts_link_invalid_text({}, o)],
      links: home,
      locale,
    });
  }
  const { owner } = verified.claims;
  if (request.method === 'POST' && isCrossSite(request))
    return noticePage(deps, path, 403, {
      title: m.alerts_nothing_changed({}, o),
      text: [m.alerts_cross_site({}, o)],
      locale,
    });
  const at = (deps.now?.() ?? new Date()).toISOString();
  const subscriber =
    request.method === 'POST'
      ? await confirmSubscriber(deps, owner, at)
      : parseSubscriber(await deps.subscribers().get(owner, { type: 'json' }));
  if (!subscriber)
    return noticePage(deps, path, 404, {
      title: m.newsletter_gone_title({}, o),
      text: [m.newsletter_gone_text({}, o)],
      links: home,
      locale,
    });
  if (subscriber.state === 'pending')
    return alertPage(deps, {
      title: m.newsletter_confirm_title({}, o),
      path,
      locale,
      status: 200,
      block: createElement(ConfirmBlock, {
        title: m.newsletter_confirm_title({}, o),
        text: m.newsletter_confirm_text({}, o),
        action: `${localePath(path, locale)}?token=${encodeURIComponent(token)}`,
        locale,
      }),
    });
  return noticePage(deps, path, 200, {
    title: m.newsletter_confirmed_title({}, o),
    text: [m.newsletter_confirmed_text({}, o)],
    links: home,
    locale,
  });
}

/**
 * Deletes the newsletter subscription of an address (the manage page's "delete everything"). A confirmed
 * subscriber reached the CRM, so it is told to forget the address: a record with its own outbox (only when
 * the webhook is on), written before the subscriber is deleted so the request is never lost.
 */
export async function deleteSubscriber(deps: AlertDeps, key: string, now: Date): Promise<void> {
  const store = deps.subscribers();
  const subscriber = parseSubscriber(await store.get(key, { type: 'json' }));
  const hooks = subscriber?.state === 'confirmed' ? deps.subscriberOutbox() : undefined;
  if (subscriber && hooks) {
    const deletedAt = now.toISOString();
    const forget = await createRecord(
      store,
      (id) => ({ id, email: subscriber.email, deletedAt }),
      () => `${FORGET_PREFIX}${ulid()}`,
      { hooks, createdAt: deletedAt },
    );
    if (!forget) throw new Error('The request to forget the subscriber could not be stored');
  }
  await store.delete(key);
}
