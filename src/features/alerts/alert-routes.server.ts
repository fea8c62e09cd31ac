/**
 * The pages and the one-click endpoint that alert e-mails link to, each with a signed token (?token=):
 * confirm a search, manage an address's searches, unsubscribe from one. A bad link gets a clear 4xx page
 * (400 malformed or tampered, 410 expired, 404 for a search that no longer exists), never a 500. Each page
 * answers at its path in every language (/pt/alerts/manage), in that language.
 */
import { createElement } from 'react';
import { m } from '#src/paraglide/messages.js';
import { ALERT_PAGES, SAVE_SEARCH_PAGE, UNSUBSCRIBE_API_PATH } from '#src/lib/paths.ts';
import { isFormEncoded, readBodyBytes } from '#src/lib/server/body.ts';
import { CROSS_SITE_REFUSED, guardMethod, htmlPage, isCrossSite } from '#src/lib/server/http.ts';
import { requestLocale } from '#src/lib/server/page-template.ts';
import { englishPath, localePath } from '#src/lib/i18n.ts';
import { ALERT_FREQUENCIES, savedQuery, type AlertFrequency, type AlertOwner } from '#src/schemas/saved-search.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#src/schemas/locale.ts';
import { ALERTS_OFF_MESSAGE } from './settings.ts';
import { verifyToken, type TokenClaims, type TokenPurpose } from './tokens.ts';
import { manageLink, ownerEpoch, savedSearchName, searchLink } from './links.ts';
import { findSearch, readOwner, updateOwner } from './owners.server.ts';
import { dropLapsed, maskEmail } from './save-rules.ts';
import { alertPage, noticePage, TOKEN_PAGE_HEADERS, type PageDeps } from './alert-page.server.ts';
import { ConfirmBlock, ManageBlock, UnsubscribeBlock } from './AlertBlocks.tsx';
import { deleteMessagesTo } from '#src/features/mail/messages.server.ts';
import { saveFormPage, type AlertDeps } from './saved-searches.server.ts';
import { confirmNewsletter, deleteSubscriber } from './newsletter.server.ts';
import { saveMessageIn } from './save-search-words.ts';
import { SAVE_LANGUAGE_FIELD } from './alert-pages.ts';

/** The ways on (their links go to the pages of the page's language: alertPage). */
const browse = (locale: Locale) => ({ href: '/properties', label: m.alerts_browse_properties({}, { locale }) });
const home = (locale: Locale) => ({ href: '/', label: m.back_to_home({}, { locale }) });

/** Why a link is refused, as a page. */
function refusal(problem: 'malformed' | 'tampered' | 'expired', locale: Locale) {
  const o = { locale };
  if (problem === 'expired')
    return { status: 410, title: m.alerts_link_expired_title({}, o), text: [m.alerts_link_expired_text({}, o)] };
  return { status: 400, title: m.alerts_link_invalid_title({}, o), text: [m.alerts_link_invalid_text({}, o)] };
}

/** Manage and unsubscribe links expire after a year: every alert e-mail brings fresh ones. */
const expiredOwnerLink = (locale: Locale) => ({
  ...refusal('expired', locale),
  text: [m.alerts_owner_link_expired_text({}, { locale })],
});

const offPage = (deps: PageDeps, path: string, locale: Locale) =>
  noticePage(deps, path, 503, {
    title: m.alerts_off_title({}, { locale }),
    text: [saveMessageIn(ALERTS_OFF_MESSAGE, locale)],
    links: [home(locale)],
    locale,
  });

/** A same-site POST refused: nothing changed. */
const crossSitePage = (deps: PageDeps, path: string, locale: Locale) =>
  noticePage(deps, path, 403, {
    title: m.alerts_nothing_changed({}, { locale }),
    text: [saveMessageIn(CROSS_SITE_REFUSED, locale)],
    locale,
  });

/** The token's claims, or the page refusing the link. */
async function claimsOf(
  request: Request,
  deps: AlertDeps,
  purpose: TokenPurpose,
  path: string,
  locale: Locale,
): Promise<{ ok: true; claims: TokenClaims; token: string; secret: string } | { ok: false; response: Response }> {
  if (deps.setting.state === 'off') return { ok: false, response: await offPage(deps, path, locale) };
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const verified = await verifyToken(deps.setting.secret, token, purpose, deps.now?.() ?? new Date());
  if (verified.ok) return { ok: true, claims: verified.claims, token, secret: deps.setting.secret };
  const refused =
    verified.problem === 'expired' && purpose !== 'confirm'
      ? expiredOwnerLink(locale)
      : refusal(verified.problem, locale);
  return {
    ok: false,
    response: await noticePage(deps, path, refused.status, { ...refused, links: [browse(locale)], locale }),
  };
}

const goneSearch = (deps: PageDeps, path: string, locale: Locale) =>
  noticePage(deps, path, 404, {
    title: m.alerts_gone_title({}, { locale }),
    text: [m.alerts_gone_text({}, { locale })],
    links: [browse(locale)],
    locale,
  });

/** The site path of a link (links.ts makes absolute ones for e-mails). */
const pathOf = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * /alerts/confirm?token=: a GET shows the search and a Confirm button, and only its POST (same-site)
 * turns the search on. Mail scanners fetch every link in an e-mail; a fetch must never confirm.
 */
async function confirmPage(request: Request, deps: AlertDeps): Promise<Response> {
  const path = ALERT_PAGES.confirm;
  const locale = requestLocale(request);
  const o = { locale };
  const checked = await claimsOf(request, deps, 'confirm', path, locale);
  if (!checked.ok) return checked.response;
  const { owner, search: id = '' } = checked.claims;
  if (request.method === 'POST' && isCrossSite(request)) return crossSitePage(deps, path, locale);
  const now = deps.now?.() ?? new Date();
  const record =
    request.method === 'POST'
      ? await updateOwner(
          deps.alerts(),
          owner,
          (current) => {
            const search = findSearch(current, id);
            if (!current || search?.state !== 'pending') return undefined;
            const confirmedAt = now.toISOString();
            return {
              ...current,
              searches: current.searches.map((s) =>
                s.id === id ? { ...s, state: 'active' as const, confirmedAt } : s,
              ),
            };
          },
          now,
        )
      : await readOwner(deps.alerts(), owner);
  const search = findSearch(record, id);
  if (!search || !record) return goneSearch(deps, path, locale);
  const name = savedSearchName(search.filters, locale);
  if (search.state === 'pending')
    return alertPage(deps, {
      title: m.alerts_confirm_title({}, o),
      path,
      locale,
      status: 200,
      block: createElement(ConfirmBlock, {
        title: m.alerts_confirm_title({}, o),
        text: m.alerts_confirm_text({ name }, o),
        action: `${localePath(path, locale)}?token=${encodeURIComponent(checked.token)}`,
        locale,
      }),
    });
  const manage = pathOf(await manageLink(checked.secret, deps.siteUrl, owner, record, now, locale));
  return noticePage(deps, path, 200, {
    title: m.alerts_confirmed_title({}, o),
    text: [m.alerts_confirmed_text({ name }, o)],
    confirmedSearch: savedQuery(search.filters),
    links: [
      { href: manage, label: m.alerts_manage_title({}, o) },
      { href: pathOf(searchLink(deps.siteUrl, search.filters, locale)), label: m.alerts_see_search({}, o) },
    ],
    locale,
  });
}

/** The manage page's notice after a change (?done=), or null for none it knows. */
function doneNotice(done: string, locale: Locale): string | null {
  const o = { locale };
  if (done === 'frequency') return m.alerts_notice_frequency({}, o);
  if (done === 'paused') return m.alerts_notice_paused({}, o);
  if (done === 'resumed') return m.alerts_notice_resumed({}, o);
  if (done === 'deleted') return m.alerts_notice_deleted({}, o);
  if (done === 'unknown') return m.alerts_notice_unknown({}, o);
  return null;
}

/**
 * The owner's record a manage or unsubscribe link was issued for: null when it is gone or is a later
 * generation (everything was deleted since), so the link no longer works.
 */
async function linkedOwner(deps: AlertDeps, claims: TokenClaims): Promise<AlertOwner | null> {
  const record = await readOwner(deps.alerts(), claims.owner);
  return record && ownerEpoch(record) === claims.epoch ? record : null;
}

/** What a one-click unsubscribe answers (text for mail providers, English) once the link ended. */
const ENDED_TEXT = 'This link no longer works';
const endedPage = (deps: PageDeps, path: string, locale: Locale) =>
  noticePage(deps, path, 410, {
    title: m.alerts_ended_title({}, { locale }),
    text: [m.alerts_ended_text({}, { locale })],
    links: [browse(locale)],
    locale,
  });

async function managePage(request: Request, deps: AlertDeps): Promise<Response> {
  const path = ALERT_PAGES.manage;
  const locale = requestLocale(request);
  const checked = await claimsOf(request, deps, 'manage', path, locale);
  if (!checked.ok) return checked.response;
  const linked = await linkedOwner(deps, checked.claims);
  if (!linked) return endedPage(deps, path, locale);
  if (request.method === 'POST') return manageAction(request, deps, linked, checked, locale);

  // A pending search whose link lapsed is gone for its owner, even before the next write drops it.
  const record = dropLapsed(linked, deps.now?.() ?? new Date());
  const done = new URL(request.url).searchParams.get('done');
  return alertPage(deps, {
    title: m.alerts_manage_title({}, { locale }),
    path,
    locale,
    status: 200,
    block: createElement(ManageBlock, {
      token: checked.token,
      masked: maskEmail(record.email),
      notice: done ? doneNotice(done, locale) : null,
      // Every search in the page's language, whichever it was saved in.
      searches: record.searches.map((search) => ({
        id: search.id,
        name: savedSearchName(search.filters, locale),
        href: pathOf(searchLink(deps.siteUrl, search.filters, locale)),
        frequency: search.frequency,
        state: search.state,
      })),
      locale,
    }),
  });
}

/** One change of the manage page's forms, then 303 back to it with a short notice. */
async function manageAction(
  request: Request,
  deps: AlertDeps,
  record: AlertOwner,
  { claims, token }: { claims: TokenClaims; token: string },
  locale: Locale,
): Promise<Response> {
  const path = ALERT_PAGES.manage;
  const { owner } = claims;
  if (isCrossSite(request)) return crossSitePage(deps, path, locale);
  const bytes = isFormEncoded(request.headers.get('content-type')) ? await readBodyBytes(request, 2048) : null;
  const params = new URLSearchParams(bytes ? new TextDecoder().decode(bytes) : '');
  const action = params.get('action') ?? '';
  const id = params.get('search') ?? '';
  if (action === 'delete-all') {
    await deleteEverything(deps, owner, record.email);
    // The manage link itself stops working now: the answer is a page, not a way back to it.
    return noticePage(deps, path, 200, {
      title: m.alerts_deleted_all_title({}, { locale }),
      text: [m.alerts_deleted_all_text({}, { locale })],
      links: [browse(locale)],
      locale,
    });
  }
  let done = 'unknown';
  const frequency = params.get('frequency') as AlertFrequency;
  await updateOwner(deps.alerts(), owner, (current): AlertOwner | undefined => {
    const search = findSearch(current, id);
    if (!current || !search || ownerEpoch(current) !== claims.epoch) return undefined;
    const others = current.searches.filter((s) => s.id !== id);
    const keep = (changed: typeof search) => ({
      ...current,
      searches: current.searches.map((s) => (s.id === id ? changed : s)),
    });
    if (action === 'delete') return ((done = 'deleted'), { ...current, searches: others });
    if (action === 'pause' && search.state === 'active')
      return ((done = 'paused'), keep({ ...search, state: 'paused' }));
    if (action === 'resume' && search.state === 'paused')
      return ((done = 'resumed'), keep({ ...search, state: 'active' }));
    if (action === 'frequency' && ALERT_FREQUENCIES.includes(frequency))
      return ((done = 'frequency'), keep({ ...search, frequency }));
    return undefined;
  });
  const location = `${localePath(path, locale)}?token=${encodeURIComponent(token)}&done=${done}`;
  return htmlPage(null, 303, { location, ...TOKEN_PAGE_HEADERS });
}

/**
 * "Delete everything": the e-mails stored for the address (sent or still queued), its newsletter
 * subscription (the CRM is told to forget it), and its record, and with it its links' generation.
 */
async function deleteEverything(deps: AlertDeps, owner: string, email: string): Promise<void> {
  const now = deps.now?.() ?? new Date();
  await deleteMessagesTo(deps.messages(), email);
  await deleteSubscriber(deps, owner, now);
  await updateOwner(deps.alerts(), owner, () => null, now);
}

async function unsubscribePage(request: Request, deps: AlertDeps): Promise<Response> {
  const path = ALERT_PAGES.unsubscribe;
  const locale = requestLocale(request);
  const checked = await claimsOf(request, deps, 'unsubscribe', path, locale);
  if (!checked.ok) return checked.response;
  const record = await linkedOwner(deps, checked.claims);
  if (!record) return endedPage(deps, path, locale);
  const search = findSearch(record, checked.claims.search ?? '');
  if (!search) return unsubscribedPage(deps, checked.secret, checked.claims.owner, record, locale);
  return alertPage(deps, {
    title: m.alerts_unsubscribe_title({}, { locale }),
    path,
    locale,
    status: 200,
    block: createElement(UnsubscribeBlock, {
      token: checked.token,
      name: savedSearchName(search.filters, locale),
      locale,
    }),
  });
}

async function unsubscribedPage(deps: AlertDeps, secret: string, owner: string, record: AlertOwner, locale: Locale) {
  const now = deps.now?.() ?? new Date();
  const manage = pathOf(await manageLink(secret, deps.siteUrl, owner, record, now, locale));
  return noticePage(deps, ALERT_PAGES.unsubscribe, 200, {
    title: m.alerts_unsubscribed_title({}, { locale }),
    text: [m.alerts_unsubscribed_text({}, { locale })],
    links: [{ href: manage, label: m.alerts_manage_title({}, { locale }) }, browse(locale)],
    locale,
  });
}

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * POST /api/alerts/unsubscribe?token=: RFC 8058 one-click from mail providers (no same-site check: they
 * post from elsewhere), or the unsubscribe page's button. Removes the search at once; idempotent. A link
 * older than a year, or issued before "delete everything", no longer works.
 */
export async function handleUnsubscribe(request: Request, deps: AlertDeps): Promise<Response> {
  const refused = guardMethod(request, ['POST']);
  if (refused) return refused;
  const bytes = isFormEncoded(request.headers.get('content-type')) ? await readBodyBytes(request, 1024) : null;
  const params = new URLSearchParams(bytes ? new TextDecoder().decode(bytes) : '');
  const fromPage = params.get('from') === 'page';
  if (!fromPage) {
    // Mail providers are answered in English: nobody reads these.
    if (deps.setting.state === 'off') return text(ALERTS_OFF_MESSAGE, 503);
    const token = new URL(request.url).searchParams.get('token') ?? '';
    const verified = await verifyToken(deps.setting.secret, token, 'unsubscribe', deps.now?.() ?? new Date());
    if (!verified.ok) {
      const refused = refusal(verified.problem, DEFAULT_LOCALE);
      return text(refused.title, refused.status);
    }
    // Any POST with a valid token unsubscribes: mail providers send List-Unsubscribe=One-Click.
    const record = await removeSearch(deps, verified.claims);
    return record ? text('Unsubscribed.', 200) : text(ENDED_TEXT, 410);
  }
  // The unsubscribe page's button names the page's language (its page sends no Referer).
  const field = params.get(SAVE_LANGUAGE_FIELD) ?? '';
  const locale = isLocale(field) ? field : DEFAULT_LOCALE;
  const checked = await claimsOf(request, deps, 'unsubscribe', UNSUBSCRIBE_API_PATH, locale);
  if (!checked.ok) return checked.response;
  const record = await removeSearch(deps, checked.claims);
  if (!record) return endedPage(deps, UNSUBSCRIBE_API_PATH, locale);
  return unsubscribedPage(deps, checked.secret, checked.claims.owner, record, locale);
}

/**
 * Removes the search of an unsubscribe link; the record as it now stands, or null when the link ended. A link
 * from before links carried an epoch (undefined) matches any generation: it names a search only one had.
 */
async function removeSearch(deps: AlertDeps, claims: TokenClaims): Promise<AlertOwner | null> {
  const issuedFor = (record: AlertOwner) => claims.epoch === undefined || ownerEpoch(record) === claims.epoch;
  const record = await updateOwner(deps.alerts(), claims.owner, (current) =>
    current && issuedFor(current) && findSearch(current, claims.search ?? '')
      ? { ...current, searches: current.searches.filter((s) => s.id !== claims.search) }
      : undefined,
  );
  return record && issuedFor(record) ? record : null;
}

/** GET /alerts/save?{search} (and /pt/alerts/save…): the form for visitors without JavaScript. */
async function savePage(request: Request, deps: AlertDeps): Promise<Response> {
  const locale = requestLocale(request);
  if (deps.setting.state === 'off') return offPage(deps, SAVE_SEARCH_PAGE, locale);
  return saveFormPage(deps, new URL(request.url).search.replace(/^\?/, ''), 200, {}, locale);
}

/** The pages that take a POST: the manage page's forms and the confirmation buttons. */
const POST_PAGES: ReadonlySet<string> = new Set([ALERT_PAGES.manage, ALERT_PAGES.confirm, ALERT_PAGES.newsletter]);

/** Every page of the alert function, by path; GET and HEAD unless a page takes POST. */
export async function handleAlertPage(request: Request, deps: AlertDeps): Promise<Response> {
  const response = await alertPageResponse(request, deps);
  return request.method === 'HEAD' ? new Response(null, response) : response;
}

async function alertPageResponse(request: Request, deps: AlertDeps): Promise<Response> {
  // The page whatever its language: "/pt/alerts/manage" is the manage page, in Portuguese.
  const pathname = englishPath(new URL(request.url).pathname);
  const locale = requestLocale(request);
  const refused = guardMethod(request, POST_PAGES.has(pathname) ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD']);
  if (refused) return refused;
  try {
    if (pathname === ALERT_PAGES.manage) return await managePage(request, deps);
    if (pathname === ALERT_PAGES.confirm) return await confirmPage(request, deps);
    if (pathname === ALERT_PAGES.unsubscribe) return await unsubscribePage(request, deps);
    if (pathname === ALERT_PAGES.newsletter) return await confirmNewsletter(request, deps);
    if (pathname === SAVE_SEARCH_PAGE) return await savePage(request, deps);
  } catch (error) {
    console.error(`${pathname} failed:`, error instanceof Error ? error.message : error);
    return noticePage(deps, pathname, 503, {
      title: m.alerts_try_again_title({}, { locale }),
      text: [m.alerts_try_again_text({}, { locale })],
      links: [home(locale)],
      locale,
    });
  }
  return noticePage(deps, pathname, 404, {
    title: m.alerts_not_found({}, { locale }),
    text: [],
    links: [home(locale)],
    locale,
  });
}
