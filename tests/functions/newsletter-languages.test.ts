// The newsletter's opt-in in the language of the page it came from, through the real functions: a local Blobs
// server, a real SMTP server receiving the confirmation, and the page its link opens in Portuguese (the built
// /pt/alerts page is its template: run `astro build` first).
import { getStore } from '@netlify/blobs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import subscribe from '#netlify/functions/subscribe.mts';
import alertPages, { config } from '#netlify/functions/alert-pages.mts';
import { DEVELOPMENT_ALERTS_SECRET, DEVELOPMENT_SECRET_SIGNAL } from '#src/features/alerts/settings.ts';
import { ownerId, signToken } from '#src/features/alerts/tokens.ts';
import { SOURCE_PAGE_HEADER } from '#src/lib/api.ts';
import { m } from '#src/paraglide/messages.js';
import { leadInvocation } from '#tests/helpers/invocation.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import { startSmtpServer, type TestSmtpServer } from '#tests/helpers/smtp.ts';

const SITE = 'https://www.example.test';
const pt = { locale: 'pt' } as const;

let blobs: LocalBlobs;
let smtp: TestSmtpServer;
let background: Promise<unknown>[];

const context = () => leadInvocation(background);
const subscribers = () => getStore({ name: 'subscribers', consistency: 'strong' });
const stored = async (email: string): Promise<unknown> =>
  subscribers().get(await ownerId(DEVELOPMENT_ALERTS_SECRET, email), { type: 'json' });
const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const amp = (text: string) => text.replaceAll('&amp;', '&');
const mailTo = (email: string) => smtp.received.find(({ recipients }) => recipients.includes(email))?.mail;
const confirmLinkIn = (text: string) => /https:\/\/\S+\/newsletter\/confirm\?token=[\w.%-]+/.exec(text)?.[0] ?? '';

async function subscribeFrom(email: string, headers: Record<string, string>): Promise<Response> {
  const request = new Request(`${SITE}/api/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email }),
  });
  const response = await subscribe(request, context());
  while (background.length > 0) await Promise.all(background.splice(0));
  return response;
}

const page = (url: string, init: RequestInit = {}) => alertPages(new Request(url, init), context());
const press = (url: string, site = 'same-origin') => page(url, { method: 'POST', headers: { 'sec-fetch-site': site } });

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
  await Promise.all([blobs.stop(), smtp.stop()]);
});

describe('a subscription from a page in Portuguese', () => {
  it('is stored in Portuguese and confirmed by a Portuguese e-mail whose link opens /pt/newsletter/confirm in Portuguese', async () => {
    const email = 'joana@example.com';
    const answer = await subscribeFrom(email, { [SOURCE_PAGE_HEADER]: '/pt/faq' });
    expect(answer.status).toBe(202);
    expect(await stored(email)).toMatchObject({ state: 'pending', locale: 'pt' });

    const mail = mailTo(email)!;
    expect(mail.subject).toBe('Confirme a inscrição na newsletter de Flagship Luxury Realty');
    expect(mail.text).toContain('Confirme que este endereço é o correto');
    expect(mail.text).toContain('O link expira dentro de 7 dias.');
    expect(mail.html).toContain('<html lang="pt">');
    expect(mail.html).toContain('>Confirme a inscrição</a>');
    const link = confirmLinkIn(mail.text ?? '');
    expect(new URL(link).pathname).toBe('/pt/newsletter/confirm');

    // Opening the link (as a mail scanner does) asks in Portuguese and changes nothing.
    const shown = await page(link);
    expect(shown.status).toBe(200);
    const form = await shown.text();
    expect(htmlLang(form)).toBe('pt');
    expect(form).toContain(m.newsletter_confirm_text({}, pt));
    expect(form).toContain('>Confirmar</button>');
    expect(form).not.toContain('Confirm your subscription');
    const action = amp(/<form[^>]* action="([^"]+)" method="post"/.exec(form)?.[1] ?? '');
    expect(action).toBe(new URL(link).pathname + new URL(link).search);
    expect(await stored(email)).toMatchObject({ state: 'pending' });

    const confirmed = await press(`${SITE}${action}`);
    expect(confirmed.status).toBe(200);
    const html = await confirmed.text();
    expect(htmlLang(html)).toBe('pt');
    expect(html).toContain(m.newsletter_confirmed_title({}, pt));
    expect(html).toContain(m.newsletter_confirmed_text({}, pt));
    expect(html).toMatch(/href="\/pt"[^>]*>Voltar ao início</);
    expect(html).not.toContain('You are subscribed');
    expect(await stored(email)).toMatchObject({ state: 'confirmed', locale: 'pt' });
  });

  it('takes the language from a same-site Referer too, and never one the site has not', async () => {
    await subscribeFrom('rita@example.com', { referer: `${SITE}/es/properties?location=newport` });
    expect(await stored('rita@example.com')).toMatchObject({ locale: 'es' });
    expect(mailTo('rita@example.com')?.subject).toBe('Confirme su suscripción al boletín de Flagship Luxury Realty');
    expect(new URL(confirmLinkIn(mailTo('rita@example.com')?.text ?? '')).pathname).toBe('/es/newsletter/confirm');

    // Another site's page, or a language the site has not: English, stored without a language.
    await subscribeFrom('eve@example.com', { referer: 'https://elsewhere.test/pt/faq' });
    await subscribeFrom('max@example.com', { [SOURCE_PAGE_HEADER]: '/de/faq' });
    for (const email of ['eve@example.com', 'max@example.com']) {
      expect(await stored(email)).not.toHaveProperty('locale');
      expect(mailTo(email)?.subject).toBe('Confirm your subscription to the Flagship Luxury Realty newsletter');
      expect(new URL(confirmLinkIn(mailTo(email)?.text ?? '')).pathname).toBe('/newsletter/confirm');
    }
  });

  it('sends a confirmation again in the language of the page it was asked from this time', async () => {
    const email = 'luis@example.com';
    const owner = await ownerId(DEVELOPMENT_ALERTS_SECRET, email);
    await subscribeFrom(email, { [SOURCE_PAGE_HEADER]: '/pt' });
    // Its e-mail is over an hour old: subscribing again from an English page sends it again, in English.
    const record = (await subscribers().get(owner, { type: 'json' })) as object;
    await subscribers().setJSON(owner, { ...record, confirmationSentAt: '2020-01-01T00:00:00.000Z' });
    await subscribeFrom(email, { [SOURCE_PAGE_HEADER]: '/faq' });
    expect(await stored(email)).not.toHaveProperty('locale');
    expect(smtp.received.map(({ mail }) => mail.subject)).toEqual([
      'Confirme a inscrição na newsletter de Flagship Luxury Realty',
      'Confirm your subscription to the Flagship Luxury Realty newsletter',
    ]);
  });
});

describe('/pt/newsletter/confirm', () => {
  it('refuses an expired, a broken, a cross-site and a gone link in Portuguese', async () => {
    const owner = await ownerId(DEVELOPMENT_ALERTS_SECRET, 'ana@example.com');
    const expired = await signToken(DEVELOPMENT_ALERTS_SECRET, { purpose: 'newsletter', owner, expires: 1000 });
    const gone = await signToken(DEVELOPMENT_ALERTS_SECRET, { purpose: 'newsletter', owner });
    const url = (token: string) => `${SITE}/pt/newsletter/confirm?token=${token}`;
    const cases: [Response, number, string, string][] = [
      [await page(url(expired)), 410, m.alerts_link_expired_title({}, pt), m.newsletter_link_expired_text({}, pt)],
      [await page(url('x')), 400, m.alerts_link_invalid_title({}, pt), m.alerts_link_invalid_text({}, pt)],
      [await press(url(gone), 'cross-site'), 403, m.alerts_nothing_changed({}, pt), m.alerts_cross_site({}, pt)],
      [await page(url(gone)), 404, m.newsletter_gone_title({}, pt), m.newsletter_gone_text({}, pt)],
    ];
    for (const [response, status, title, text] of cases) {
      expect(response.status, title).toBe(status);
      const html = await response.text();
      expect(htmlLang(html), title).toBe('pt');
      expect(html, title).toContain(`<title>${m.alerts_error_page_title({ title }, pt)}`);
      expect(html, title).toContain(text);
    }
  });

  it('says the newsletter is off, in Portuguese, where nothing could be confirmed', async () => {
    vi.stubEnv(DEVELOPMENT_SECRET_SIGNAL, '');
    const response = await page(`${SITE}/pt/newsletter/confirm?token=x`);
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(htmlLang(html)).toBe('pt');
    expect(html).toContain(m.newsletter_off({}, pt));
  });

  it('answers at its path in every language', () => {
    expect(config.path).toEqual(
      expect.arrayContaining([
        '/newsletter/confirm',
        '/es/newsletter/confirm',
        '/pt/newsletter/confirm',
        '/fr/newsletter/confirm',
      ]),
    );
  });
});
