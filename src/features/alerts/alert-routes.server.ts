/**
 * The pages and the one-click endpoint that alert e-mails link to, each with a signed token (?token=):
 * confirm a search, manage an address's searches, unsubscribe from one. A bad link gets a clear 4xx page
 * (400 malformed or tampered, 410 expired, 404 for a search that no longer exists), never a 500.
 */
import { createElement } from 'react';
import { ALERT_PAGES, SAVE_SEARCH_PAGE, UNSUBSCRIBE_API_PATH } from '#src/lib/paths.ts';
import { isFormEncoded, readBodyBytes } from '#src/lib/server/body.ts';
import { CROSS_SITE_REFUSED, guardMethod, htmlPage, isCrossSite } from '#src/lib/server/http.ts';
import { ALERT_FREQUENCIES, savedQuery, type AlertFrequency, type AlertOwner } from '#src/schemas/saved-search.ts';
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

const BROWSE = { href: '/properties', label: 'Browse properties' };
const HOME = { href: '/', label: 'Back to Home' };

/** Why a link is refused, as a page. */
const REFUSALS = {
  malformed: {
    status: 400,
    title: 'This link is not valid',
    text: ['The link is incomplete or has been changed. Open it again from the e-mail, or copy all of it.'],
  },
  tampered: {
    status: 400,
    title: 'This link is not valid',
    text: ['The link is incomplete or has been changed. Open it again from the e-mail, or copy all of it.'],
  },
  expired: {
    status: 410,
    title: 'This link has expired',
    text: [
      'Confirmation links work for 7 days. To get a new link, save the search again from the properties page: we will send you a fresh e-mail.',
    ],
  },
} as const;

/** Manage and unsubscribe links expire after a year: every alert e-mail brings fresh ones. */
const EXPIRED_OWNER_LINK = {
  ...REFUSALS.expired,
  text: ['The links of an alert e-mail work for a year. Use the links of a more recent alert e-mail.'],
} as const;

const offPage = (deps: PageDeps, path: string) =>
  noticePage(deps, path, 503, { title: 'E-mail alerts are off', text: [ALERTS_OFF_MESSAGE], links: [HOME] });

/** The token's claims, or the page refusing the link. */
async function claimsOf(
  request: Request,
  deps: AlertDeps,
  purpose: TokenPurpose,
  path: string,
): Promise<{ ok: true; claims: TokenClaims; token: string; secret: string } | { ok: false; response: Response }> {
  if (deps.setting.state === 'off') return { ok: false, response: await offPage(deps, path) };
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const verified = await verifyToken(deps.setting.secret, token, purpose, deps.now?.() ?? new Date());
  if (verified.ok) return { ok: true, claims: verified.claims, token, secret: deps.setting.secret };
  const refusal =
    verified.problem === 'expired' && purpose !== 'confirm' ? EXPIRED_OWNER_LINK : REFUSALS[verified.problem];
  return { ok: false, response: await noticePage(deps, path, refusal.status, { ...refusal, links: [BROWSE] }) };
}

const goneSearch = (deps: PageDeps, path: string) =>
  noticePage(deps, path, 404, {
    title: 'This search no longer exists',
    text: ['It was deleted or unsubscribed. Save the search again from the properties page to get alerts.'],
    links: [BROWSE],
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
  const checked = await claimsOf(request, deps, 'confirm', path);
  if (!checked.ok) return checked.response;
  const { owner, search: id = '' } = checked.claims;
  if (request.method === 'POST' && isCrossSite(request))
    return noticePage(deps, path, 403, { title: 'Nothing was changed', text: [CROSS_SITE_REFUSED] });
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
  if (!search || !record) return goneSearch(deps, path);
  const name = savedSearchName(search.filters);
  if (search.state === 'pending')
    return alertPage(deps, {
      title: 'Confirm your alert',
      path,
      status: 200,
      block: createElement(ConfirmBlock, {
        title: 'Confirm your alert',
        text: `Press Confirm to get e-mails about “${name}”: new listings, price cuts and status changes.`,
        action: `${path}?token=${encodeURIComponent(checked.token)}`,
      }),
    });
  const manage = pathOf(await manageLink(checked.secret, deps.siteUrl, owner, record, now));
  return noticePage(deps, path, 200, {
    title: 'Your alert is on',
    text: [`We will e-mail you about “${name}”: new listings, price cuts and status changes.`],
    confirmedSearch: savedQuery(search.filters),
    links: [
      { href: manage, label: 'Manage your alerts' },
      { href: pathOf(searchLink(deps.siteUrl, search.filters)), label: 'See the search' },
    ],
  });
}

const NOTICES: Record<string, string> = {
  frequency: 'How often was changed.',
  paused: 'The alert is paused.',
  resumed: 'The alert is on again.',
  deleted: 'The search was deleted.',
  unknown: 'That search no longer exists.',
};

/**
 * The owner's record a manage or unsubscribe link was issued for: null when it is gone or is a later
 * generation (everything was deleted since), so the link no longer works.
 */
async function linkedOwner(deps: AlertDeps, claims: TokenClaims): Promise<AlertOwner | null> {
  const record = await readOwner(deps.alerts(), claims.owner);
  return record && ownerEpoch(record) === claims.epoch ? record : null;
}

const ENDED = {
  title: 'This link no longer works',
  text: ['Everything stored about this address was deleted. Save a search again from the properties page.'],
} as const;
const endedPage = (deps: PageDeps, path: string) => noticePage(deps, path, 410, { ...ENDED, links: [BROWSE] });

async function managePage(request: Request, deps: AlertDeps): Promise<Response> {
  const path = ALERT_PAGES.manage;
  const checked = await claimsOf(request, deps, 'manage', path);
  if (!checked.ok) return checked.response;
  const linked = await linkedOwner(deps, checked.claims);
  if (!linked) return endedPage(deps, path);
  if (request.method === 'POST') return manageAction(request, deps, linked, checked);

  // A pending search whose link lapsed is gone for its owner, even before the next write drops it.
  const record = dropLapsed(linked, deps.now?.() ?? new Date());
  const done = new URL(request.url).searchParams.get('done');
  return alertPage(deps, {
    title: 'Manage your alerts',
    path,
    status: 200,
    block: createElement(ManageBlock, {
      token: checked.token,
      masked: maskEmail(record.email),
      notice: done ? (NOTICES[done] ?? null) : null,
      searches: record.searches.map((search) => ({
        id: search.id,
        name: savedSearchName(search.filters),
        href: pathOf(searchLink(deps.siteUrl, search.filters)),
        frequency: search.frequency,
        state: search.state,
      })),
    }),
  });
}

/** One change of the manage page's forms, then 303 back to it with a short notice. */
async function manageAction(
  request: Request,
  deps: AlertDeps,
  record: AlertOwner,
  { claims, token }: { claims: TokenClaims; token: string },
): Promise<Response> {
  const path = ALERT_PAGES.manage;
  const { owner } = claims;
  if (isCrossSite(request))
    return noticePage(deps, path, 403, { title: 'Nothing was changed', text: [CROSS_SITE_REFUSED] });
  const bytes = isFormEncoded(request.headers.get('content-type')) ? await readBodyBytes(request, 2048) : null;
  const params = new URLSearchParams(bytes ? new TextDecoder().decode(bytes) : '');
  const action = params.get('action') ?? '';
  const id = params.get('search') ?? '';
  if (action === 'delete-all') {
    await deleteEverything(deps, owner, record.email);
    // The manage link itself stops working now: the answer is a page, not a way back to it.
    return noticePage(deps, path, 200, {
      title: 'Everything is deleted',
      text: ['Everything we stored about this address is deleted, and the links of our e-mails no longer work.'],
      links: [BROWSE],
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
  const location = `${path}?token=${encodeURIComponent(token)}&done=${done}`;
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
  const checked = await claimsOf(request, deps, 'unsubscribe', path);
  if (!checked.ok) return checked.response;
  const record = await linkedOwner(deps, checked.claims);
  if (!record) return endedPage(deps, path);
  const search = findSearch(record, checked.claims.search ?? '');
  if (!search) return unsubscribedPage(deps, checked.secret, checked.claims.owner, record);
  return alertPage(deps, {
    title: 'Unsubscribe',
    path,
    status: 200,
    block: createElement(UnsubscribeBlock, { token: checked.token, name: savedSearchName(search.filters) }),
  });
}

async function unsubscribedPage(deps: AlertDeps, secret: string, owner: string, record: AlertOwner) {
  const manage = pathOf(await manageLink(secret, deps.siteUrl, owner, record, deps.now?.() ?? new Date()));
  return noticePage(deps, ALERT_PAGES.unsubscribe, 200, {
    title: 'You are unsubscribed',
    text: ['No more alerts will be sent for this search.'],
    links: [{ href: manage, label: 'Manage your alerts' }, BROWSE],
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
    if (deps.setting.state === 'off') return text(ALERTS_OFF_MESSAGE, 503);
    const token = new URL(request.url).searchParams.get('token') ?? '';
    const verified = await verifyToken(deps.setting.secret, token, 'unsubscribe', deps.now?.() ?? new Date());
    if (!verified.ok) return text(REFUSALS[verified.problem].title, REFUSALS[verified.problem].status);
    // Any POST with a valid token unsubscribes: mail providers send List-Unsubscribe=One-Click.
    const record = await removeSearch(deps, verified.claims);
    return record ? text('Unsubscribed.', 200) : text(ENDED.title, 410);
  }
  const checked = await claimsOf(request, deps, 'unsubscribe', UNSUBSCRIBE_API_PATH);
  if (!checked.ok) return checked.response;
  const record = await removeSearch(deps, checked.claims);
  if (!record) return endedPage(deps, UNSUBSCRIBE_API_PATH);
  return unsubscribedPage(deps, checked.secret, checked.claims.owner, record);
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

/** GET /alerts/save?{search}: the form for visitors without JavaScript. */
async function savePage(request: Request, deps: AlertDeps): Promise<Response> {
  if (deps.setting.state === 'off') return offPage(deps, SAVE_SEARCH_PAGE);
  return saveFormPage(deps, new URL(request.url).search.replace(/^\?/, ''), 200);
}

/** The pages that take a POST: the manage page's forms and the confirmation buttons. */
const POST_PAGES: ReadonlySet<string> = new Set([ALERT_PAGES.manage, ALERT_PAGES.confirm, ALERT_PAGES.newsletter]);

/** Every page of the alert function, by path; GET and HEAD unless a page takes POST. */
export async function handleAlertPage(request: Request, deps: AlertDeps): Promise<Response> {
  const response = await alertPageResponse(request, deps);
  return request.method === 'HEAD' ? new Response(null, response) : response;
}

async function alertPageResponse(request: Request, deps: AlertDeps): Promise<Response> {
  const { pathname } = new URL(request.url);
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
      title: 'Please try again',
      text: ['We could not open this page just now. Please try the link again in a few minutes.'],
      links: [HOME],
    });
  }
  return noticePage(deps, pathname, 404, { title: 'Page not found', text: [], links: [HOME] });
}
