// Saved searches in the language of the page they were saved from, through the real functions: a local Blobs
// server, a real SMTP server receiving the confirmation and alert e-mails, and the pages their links open in
// Portuguese (the built /pt/alerts page is their template: run `astro build` first).
import { getStore } from '@netlify/blobs';
import type { Store } from '@netlify/blobs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import site from '#data/site/site.en.json' with { type: 'json' };
import savedSearches from '#netlify/functions/saved-searches.mts';
import alertPages from '#netlify/functions/alert-pages.mts';
import alertsUnsubscribe from '#netlify/functions/alerts-unsubscribe.mts';
import { DEVELOPMENT_ALERTS_SECRET, DEVELOPMENT_SECRET_SIGNAL } from '#src/features/alerts/settings.ts';
import { ownerId } from '#src/features/alerts/tokens.ts';
import { manageLink, unsubscribeLinks } from '#src/features/alerts/links.ts';
import { readOwner, updateOwner } from '#src/features/alerts/owners.server.ts';
import { runAlertPass, type AlertPassDeps } from '#src/features/alerts/pass.server.ts';
import { forgetCatalog, loadCatalog } from '#src/features/listings/catalog.server.ts';
import type { DeliveryDeps } from '#src/features/mail/delivery.server.ts';
import { smtpTransport } from '#src/features/mail/transports.server.ts';
import { SOURCE_PAGE_HEADER } from '#src/lib/api.ts';
import { catalogueSaveSearchText } from '#src/features/alerts/save-search-words.ts';
import { openStore } from '#src/lib/server/stores.ts';
import type { Property } from '#src/schemas/property.ts';
import type { SavedSearch } from '#src/schemas/saved-search.ts';
import { leadInvocation } from '#tests/helpers/invocation.ts';
import { makeListing } from '#tests/helpers/listing.ts';
import { savedSearchRecord } from '#tests/helpers/saved-search.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import { startSmtpServer, type TestSmtpServer } from '#tests/helpers/smtp.ts';

const SITE = 'https://www.example.test';
const SECRET = DEVELOPMENT_ALERTS_SECRET;
/** The Portuguese name of a search for condos in Newport: its chips. */
const NAME_PT = /Imóveis: newport · Apartamento/;

let blobs: LocalBlobs;
let smtp: TestSmtpServer;
let background: Promise<unknown>[];

const context = () => leadInvocation(background);
const alerts = () => getStore({ name: 'alerts', consistency: 'strong' });
const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const amp = (text: string) => text.replaceAll('&amp;', '&');

async function post(path: string, body: string, headers: Record<string, string>): Promise<Response> {
  const request = new Request(`${SITE}${path}`, { method: 'POST', headers, body });
  const response = await savedSearches(request, context());
  await Promise.all(background);
  return response;
}

const saveJson = (body: object, headers: Record<string, string> = {}) =>
  post('/api/saved-searches', JSON.stringify(body), { 'content-type': 'application/json', ...headers });

/** A form without JavaScript, as a browser posts it from a page that sends no Referer. */
const saveForm = (fields: Record<string, string>) =>
  post('/api/saved-searches', new URLSearchParams(fields).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    'sec-fetch-site': 'same-origin',
  });

const page = (url: string, init: RequestInit = {}) => alertPages(new Request(url, init), context());
const press = (url: string, body = '') =>
  page(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body,
  });

const mailsTo = (email: string) => smtp.received.filter(({ recipients }) => recipients.includes(email));
const confirmLinkIn = (text: string) => /https:\/\/\S+\/alerts\/confirm\?token=[\w.%-]+/.exec(text)?.[0] ?? '';
const storedSearches = async (email: string) => (await readOwner(alerts(), await ownerId(SECRET, email)))?.searches;

beforeEach(async () => {
  blobs = await startLocalBlobs({ atomicConditionalWrites: true });
  smtp = await startSmtpServer();
  background = [];
  vi.stubEnv('SMTP_URL', smtp.url);
  vi.stubEnv('ALERTS_SECRET', '');
  vi.stubEnv(DEVELOPMENT_SECRET_SIGNAL, 'allow');
  vi.stubEnv('LEADS_WEBHOOK_URL', '');
});
afterEach(async () => {
  vi.unstubAllEnvs();
  forgetCatalog();
  await Promise.all([blobs.stop(), smtp.stop()]);
});

describe('a search saved from /pt/properties with JavaScript', () => {
  it('is stored in Portuguese, confirmed by a Portuguese e-mail whose link opens /pt/alerts/confirm in Portuguese', async () => {
    const email = 'ana.silva@example.com';
    const saved = await saveJson(
      { email, frequency: 'weekly', consent: true, search: 'location=newport&type=Condo' },
      { [SOURCE_PAGE_HEADER]: '/pt/properties' },
    );
    expect(saved.status).toBe(202);
    const body = (await saved.json()) as { search: { name: string; query: string } };
    expect(body.search.name).toMatch(NAME_PT);
    expect(await storedSearches(email)).toMatchObject([{ state: 'pending', locale: 'pt' }]);

    const [{ mail }] = mailsTo(email) as [(typeof smtp.received)[0]];
    expect(mail.subject).toMatch(/^Confirme a pesquisa guardada: Imóveis: newport · Apartamento/);
    expect(mail.text).toContain('(semanalmente)');
    expect(mail.html).toContain('<html lang="pt">');
    const link = confirmLinkIn(mail.text ?? '');
    expect(new URL(link).pathname).toBe('/pt/alerts/confirm');

    // The link's page asks in Portuguese, and its button posts back to the Portuguese page.
    const shown = await page(link);
    expect(shown.status).toBe(200);
    const form = await shown.text();
    expect(htmlLang(form)).toBe('pt');
    expect(form).toContain('Confirme o alerta');
    expect(form).toContain('>Confirmar</button>');
    const action = amp(/<form[^>]* action="([^"]+)" method="post"/.exec(form)?.[1] ?? '');
    expect(action).toBe(new URL(link).pathname + new URL(link).search);

    const confirmed = await press(`${SITE}${action}`);
    const html = await confirmed.text();
    expect(confirmed.status).toBe(200);
    expect(html).toContain('O alerta está ativo');
    expect(html).toMatch(/href="\/pt\/alerts\/manage\?token=[^"]+"[^>]*>Gerir os alertas</);
    expect(html).toContain('href="/pt/properties?location=newport&amp;type=Condo"');
    expect(html).not.toContain('Your alert is on');
    expect(await storedSearches(email)).toMatchObject([{ state: 'active', locale: 'pt' }]);
  });

  it('answers a refused save with messages the dialog shows in Portuguese (the API speaks English)', async () => {
    const refused = await saveJson(
      { email: 'nope', frequency: 'daily', consent: false, search: '' },
      { [SOURCE_PAGE_HEADER]: '/pt/properties' },
    );
    expect(refused.status).toBe(400);
    const { fields } = (await refused.json()) as { fields: Record<string, string> };
    const words = catalogueSaveSearchText('pt').notices.messages;
    expect(Object.keys(fields).sort()).toEqual(['consent', 'email']);
    for (const message of Object.values(fields)) expect(words[message], message).toMatch(/^É necessário/);
    expect(smtp.received).toEqual([]);
  });
});

describe('a search saved without JavaScript from /pt/alerts/save', () => {
  it('shows the form in Portuguese, stores the search in Portuguese and lands on /pt/alerts/check-inbox', async () => {
    const form = await page(`${SITE}/pt/alerts/save?location=newport&type=Condo`);
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(htmlLang(html)).toBe('pt');
    expect(html).toContain('<h1 class="text-4xl sm:text-5xl">Guardar esta pesquisa</h1>');
    expect(html).toContain('Diariamente');
    expect(html).toContain('<input type="hidden" name="lang" value="pt"/>');
    expect(html).toContain('href="/pt/properties?location=newport&amp;type=Condo"');
    expect(html).toContain('href="/pt/privacy"');

    const email = 'rui@example.com';
    const fields = { email, frequency: 'daily', consent: 'on', search: 'location=newport&type=Condo', lang: 'pt' };
    const saved = await saveForm(fields);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/pt/alerts/check-inbox');
    expect(await storedSearches(email)).toMatchObject([{ locale: 'pt' }]);
    const [{ mail }] = mailsTo(email) as [(typeof smtp.received)[0]];
    expect(mail.subject).toMatch(/^Confirme a pesquisa guardada: /);
    expect(new URL(confirmLinkIn(mail.text ?? '')).pathname).toBe('/pt/alerts/confirm');
  });

  it('comes back in Portuguese with Portuguese messages when refused', async () => {
    const refused = await saveForm({ email: 'nope', frequency: 'daily', search: 'location=newport', lang: 'pt' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(htmlLang(html)).toBe('pt');
    expect(html).toContain('A pesquisa não foi guardada');
    expect(html).toContain('É necessário um e-mail válido');
    expect(html).toContain('É necessário aceitar receber alertas por e-mail');
    expect(html).not.toContain('Valid email is required');
  });

  it('never takes a language the site has not: English then', async () => {
    const email = 'eve@example.com';
    const saved = await saveForm({ email, frequency: 'daily', consent: 'on', search: 'location=newport', lang: 'xx' });
    expect(saved.headers.get('location')).toBe('/alerts/check-inbox');
    expect((await storedSearches(email))?.[0]).not.toHaveProperty('locale');
    expect(mailsTo(email)[0]?.mail.subject).toMatch(/^Confirm your saved search: /);
  });
});

describe('the manage and unsubscribe pages in Portuguese', () => {
  it('manage, change, pause and unsubscribe in Portuguese, each answer in Portuguese', async () => {
    const email = 'ines@example.com';
    await saveJson(
      { email, frequency: 'daily', consent: true, search: 'location=newport&type=Condo' },
      { [SOURCE_PAGE_HEADER]: '/pt/properties' },
    );
    const owner = await ownerId(SECRET, email);
    await updateOwner(alerts(), owner, (current) =>
      current ? { ...current, searches: current.searches.map((s) => ({ ...s, state: 'active' as const })) } : null,
    );
    const record = (await readOwner(alerts(), owner))!;
    const id = record.searches[0]!.id;

    const manageUrl = await manageLink(SECRET, SITE, owner, record, new Date(), 'pt');
    expect(new URL(manageUrl).pathname).toBe('/pt/alerts/manage');
    const manage = await (await page(manageUrl)).text();
    expect(htmlLang(manage)).toBe('pt');
    expect(manage).toContain('Gerir os alertas');
    expect(manage).toContain('As pesquisas guardadas para i•••@example.com.');
    expect(manage).toContain('Ativo · Diariamente');
    expect(manage).toMatch(NAME_PT);
    const action = amp(/<form[^>]* action="([^"]+)" method="post"/.exec(manage)?.[1] ?? '');
    expect(action).toMatch(/^\/pt\/alerts\/manage\?token=/);

    const paused = await press(`${SITE}${action}`, new URLSearchParams({ search: id, action: 'pause' }).toString());
    expect(paused.status).toBe(303);
    const back = paused.headers.get('location') ?? '';
    expect(back).toMatch(/^\/pt\/alerts\/manage\?token=.+&done=paused$/);
    const after = await (await page(`${SITE}${back}`)).text();
    expect(after).toContain('O alerta está em pausa.');
    expect(after).toContain('>Retomar<');

    const { page: unsubscribeUrl } = await unsubscribeLinks(SECRET, SITE, owner, id, record, new Date(), 'pt');
    expect(new URL(unsubscribeUrl).pathname).toBe('/pt/alerts/unsubscribe');
    const unsubscribe = await (await page(unsubscribeUrl)).text();
    expect(htmlLang(unsubscribe)).toBe('pt');
    expect(unsubscribe).toContain('Parar os alertas por e-mail de “Imóveis: newport');
    expect(unsubscribe).toContain('<input type="hidden" name="lang" value="pt"/>');
    const button = amp(/<form[^>]* action="([^"]+)" method="post"/.exec(unsubscribe)?.[1] ?? '');
    const done = await alertsUnsubscribe(
      new Request(`${SITE}${button}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        body: 'from=page&lang=pt',
      }),
      context(),
    );
    expect(done.status).toBe(200);
    const answer = await done.text();
    expect(htmlLang(answer)).toBe('pt');
    expect(answer).toContain('Os alertas foram cancelados');
    expect(answer).toMatch(/href="\/pt\/alerts\/manage\?token=/);
    expect(await storedSearches(email)).toEqual([]);
  });

  it('refuses a bad link in Portuguese', async () => {
    const refused = await page(`${SITE}/pt/alerts/manage?token=nonsense`);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(htmlLang(html)).toBe('pt');
    expect(html).toContain('Este link não é válido');
    expect(html).toContain('href="/pt/properties"');
  });

  it('keeps the English pages at their paths, in English', async () => {
    const html = await (await page(`${SITE}/alerts/manage?token=nonsense`)).text();
    expect(htmlLang(html)).toBe('en');
    expect(html).toContain('This link is not valid');
  });
});

describe('the alert pass, in each search’s language', () => {
  let office: Property[];
  let now: Date;

  function delivery(): DeliveryDeps {
    return {
      records: (kind) => openStore(kind === 'message' ? 'messages' : kind === 'inquiry' ? 'inquiries' : 'subscribers'),
      index: openStore('deliveries'),
      now: () => now,
      mail: smtpTransport(smtp.url, 'Flagship Website <website@example.test>'),
      webhook: null,
      content: {},
      log: { log: () => undefined, error: () => undefined },
    };
  }
  const deps = (store: Store): AlertPassDeps => ({
    store,
    delivery: delivery(),
    catalog: () =>
      loadCatalog({ office: { load: () => Promise.resolve(office), mode: 'live' }, feed: openStore('listings') }),
    secret: SECRET,
    siteUrl: SITE,
    brand: site.name,
    idx: site.idx,
    log: { log: () => undefined, error: () => undefined },
  });

  async function keep(store: Store, email: string, search: SavedSearch) {
    await updateOwner(store, await ownerId(SECRET, email), (current) => ({
      email,
      createdAt: current?.createdAt ?? now.toISOString(),
      searches: [search],
      alertsToday: { day: '', count: 0 },
    }));
  }

  it('sends an old record without a language in English, and a Portuguese search in Portuguese', async () => {
    now = new Date('2026-12-15T15:00:00Z');
    office = [makeListing(1, { city: 'Providence' })];
    const store = openStore('alerts');
    const at = now.toISOString();
    // Stored before searches had a language: no `locale` at all.
    await keep(store, 'old@example.com', savedSearchRecord('old', at, 'location=Newport'));
    await keep(store, 'pt@example.com', savedSearchRecord('pt', at, 'location=Newport', { locale: 'pt' }));
    await runAlertPass(deps(store));
    office.push(makeListing(10, { title: 'Bellevue Estate', city: 'Newport', price: 3_450_000, beds: 5 }));
    now = new Date(now.getTime() + 15 * 60_000);
    expect(await runAlertPass(deps(store))).toMatchObject({ emails: 2 });

    const old = mailsTo('old@example.com')[0]?.mail;
    expect(old?.subject).toBe('New listing: Bellevue Estate — Homes in Newport, RI');
    expect(old?.text).toContain('$3,450,000');
    expect(old?.text).toContain(`${SITE}/alerts/manage?token=`);
    expect(old?.text).toContain(`${SITE}/properties/10`);
    expect(old?.html).toContain('<html lang="en">');

    const portuguese = mailsTo('pt@example.com')[0]?.mail;
    expect(portuguese?.subject).toBe('Novo imóvel: Bellevue Estate — Imóveis: Newport');
    expect(portuguese?.text).toContain('1 imóvel corresponde à pesquisa guardada “Imóveis: Newport”.');
    expect(portuguese?.text).toMatch(/US\$\s3\.450\.000/);
    expect(portuguese?.text).toContain('5 quartos');
    expect(portuguese?.text).toContain(`${SITE}/pt/alerts/manage?token=`);
    expect(portuguese?.text).toContain(`${SITE}/pt/alerts/unsubscribe?token=`);
    expect(portuguese?.html).toContain('<html lang="pt">');
    expect(portuguese?.text).not.toMatch(/Manage your alerts|New listing/);
  });
});
