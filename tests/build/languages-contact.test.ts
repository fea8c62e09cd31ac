// The contact page, the valuation form's page and the sell pages as built in another language: their words, their
// content files, their islands' words (and only their own language's), and where their forms lead.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attributeOf, dist, elementsOf, metaContent, textOf, type Element } from './html.ts';
import { catalogueValuationFormText } from '#src/features/leads/valuation-form-words.ts';
import { catalogueInquiryFormText } from '#src/features/leads/inquiry-form-words.ts';
import { catalogueOfficeMapText } from '#src/features/contact/office-map-words.ts';
import { RESPONSE_PROMISE_HOURS } from '#src/features/leads/leads.ts';
import { contactFaqSchema } from '#src/schemas/contact-faq.ts';
import { sellersGuideSchema } from '#src/schemas/sellers-guide.ts';
import { m } from '#src/paraglide/messages.js';
import { islandWordsPath } from '#src/lib/island-words.ts';

const page = (route: string) => readFile(join(dist, `${route}.html`), 'utf8');
const data = async (file: string): Promise<unknown> =>
  JSON.parse(await readFile(join(import.meta.dirname, '../../data', file), 'utf8'));

const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="[^"]*?(\/[^"]*)">/g)].map(
    ([, hreflang, path]) => `${hreflang} ${new URL(path ?? '', 'https://x').pathname}`,
  );
const canonicalOf = (html: string) => new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '').pathname;
/** The island of a component, by the name Astro gives it in its options. */
const island = (html: string, name: string): Element | undefined =>
  elementsOf(html).find(
    (element) =>
      element.tagName === 'astro-island' && (attributeOf(element, 'opts') ?? '').includes(`"name":"${name}"`),
  );
const propsOf = (html: string, name: string) => attributeOf(island(html, name)!, 'props') ?? '';
/** A string prop as Astro serializes it. */
const prop = (key: string, value: string) => `"${key}":${JSON.stringify([0, value])}`;
const actionsOf = (html: string) =>
  elementsOf(html)
    .filter((element) => element.tagName === 'form')
    .map((form) => `${attributeOf(form, 'method')} ${attributeOf(form, 'action')}`);

describe('/pt/contact', async () => {
  const html = await page('pt/contact');
  const o = { locale: 'pt' } as const;
  const main = elementsOf(html).find((element) => element.tagName === 'main')!;

  it('is written in Portuguese, with its alternates, and its questions are the Portuguese file’s', async () => {
    expect(/<html lang="([^"]+)"/.exec(html)?.[1]).toBe('pt');
    expect(attributeOf(main, 'lang')).toBeNull();
    expect(canonicalOf(html)).toBe('/pt/contact');
    expect(alternatesOf(html).sort()).toEqual([
      'en /contact',
      'es /es/contact',
      'fr /fr/contact',
      'pt /pt/contact',
      'x-default /contact',
    ]);
    const questions = elementsOf(main)
      .filter((element) => element.tagName === 'summary')
      .map(textOf);
    const faq = contactFaqSchema.parse(await data('contact-faq/contact-faq.pt.json'));
    expect(questions.map((question) => question.replace(/\s*\+$/, ''))).toEqual(faq.map((item) => item.question));
    const headings = elementsOf(main)
      .filter((element) => /^h[1-4]$/.test(element.tagName))
      .map(textOf);
    for (const words of [
      m.contact_title({}, o),
      m.contact_call_heading({}, o),
      m.contact_departments({}, o),
      m.contact_selling_heading({}, o),
      m.contact_offices_heading({}, o),
      m.contact_hours({}, o),
      m.contact_find_us({}, o),
      m.contact_faq_heading({}, o),
    ])
      expect(headings, words).toContain(words);
    expect(metaContent(html, 'name', 'description')).toBe(
      m.contact_description(
        { brand: 'Flagship Luxury Realty', phone: '(401) 555-0100', cities: 'Narragansett e Providence' },
        o,
      ),
    );
  });

  it('gives each island its Portuguese words, and the consultation message its template', async () => {
    // The inquiry form's words are in a file of their own, which the island loads with its code.
    expect(propsOf(html, 'InquiryForm')).not.toContain('"text"');
    expect(JSON.parse(await readFile(join(dist, islandWordsPath('pt', 'inquiry-form')), 'utf8'))).toEqual(
      catalogueInquiryFormText('pt'),
    );
    expect(propsOf(html, 'InquiryForm')).toContain(prop('sourcePage', '/pt/contact'));
    const valuation = propsOf(html, 'ValuationDialog');
    expect(valuation).toContain(prop('title', catalogueValuationFormText('pt').title));
    expect(valuation).toContain(prop('thankYouPage', '/pt/home-valuation/thank-you'));
    expect(valuation).toContain(prop('sourcePage', '/pt/contact'));
    expect(propsOf(html, 'OfficeMap')).toContain(prop('map', catalogueOfficeMapText('pt').map));
    const inquiry = elementsOf(main).find((element) => attributeOf(element, 'id') === 'inquiry')!;
    expect(attributeOf(inquiry, 'data-consultation')).toBe(m.contact_consultation_message({ advisor: '{advisor}' }, o));
  });

  it("leads its valuation button, without JavaScript, to the Portuguese form's page, and its links to Portuguese pages", () => {
    expect(actionsOf(html)).toContain('get /pt/home-valuation');
    const hrefs = elementsOf(main).map((element) => attributeOf(element, 'href'));
    expect(hrefs).toContain('/pt/sell-your-home');
    expect(hrefs).not.toContain('/sell-your-home');
  });

  it('leaves the English page to the islands’ own words', async () => {
    const english = await page('contact');
    for (const name of ['ValuationDialog', 'OfficeMap']) expect(propsOf(english, name), name).toContain('"text":[0]');
    expect(propsOf(english, 'InquiryForm')).not.toContain('"text"');
    expect(english).not.toContain('data-consultation');
    expect(actionsOf(english)).toContain('get /home-valuation');
  });
});

describe('/es/sell-your-home', async () => {
  const html = await page('es/sell-your-home');
  const guide = sellersGuideSchema.parse(await data('guides/sellers/sellers.es.json'));

  it("shows the Spanish guide, in Spanish, with its valuation buttons leading to the Spanish form's page", () => {
    expect(/<html lang="([^"]+)"/.exec(html)?.[1]).toBe('es');
    expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]).toContain(guide.title);
    const main = elementsOf(html).find((element) => element.tagName === 'main')!;
    expect(textOf(elementsOf(main).find((element) => element.tagName === 'h1')!)).toBe(guide.hero.headline);
    expect(actionsOf(html).filter((action) => action.startsWith('get '))).toEqual([
      'get /es/home-valuation',
      'get /es/home-valuation',
    ]);
  });

  it('gives the dialog its Spanish words, and no English ones', () => {
    const props = propsOf(html, 'ValuationDialog');
    const text = catalogueValuationFormText('es');
    expect(props).toContain(prop('submit', text.submit));
    expect(props).toContain(prop('addressLine1', text.labels.addressLine1));
    expect(props).toContain(prop('thankYouPage', '/es/home-valuation/thank-you'));
    expect(props).not.toContain('Request Valuation');
  });

  it('has /es/sell as its copy, naming it as canonical, with no alternates of its own and out of the sitemap', async () => {
    const copy = await page('es/sell');
    expect(canonicalOf(copy)).toBe('/es/sell-your-home');
    expect(alternatesOf(copy)).toEqual([]);
    expect(alternatesOf(html)).toContain('es /es/sell-your-home');
    const sitemap = await readFile(join(dist, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain('/es/sell-your-home</loc>');
    expect(sitemap).not.toContain('/es/sell</loc>');
  });
});

describe('/pt/home-valuation', async () => {
  const html = await page('pt/home-valuation');
  const text = catalogueValuationFormText('pt');
  const o = { locale: 'pt' } as const;

  it('is the form without JavaScript in Portuguese: its groups, labels, choices and button', () => {
    expect(/<html lang="([^"]+)"/.exec(html)?.[1]).toBe('pt');
    expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]).toContain(m.valuation_title({}, o));
    const form = elementsOf(html).find(
      (element) => element.tagName === 'form' && attributeOf(element, 'method') === 'post',
    )!;
    expect(attributeOf(form, 'action')).toBe('/api/inquiries?form=valuation');
    const legends = elementsOf(form)
      .filter((element) => element.tagName === 'legend')
      .map(textOf);
    expect(legends).toEqual(Object.values(text.groups));
    const labels = elementsOf(form)
      .filter((element) => element.tagName === 'label' && attributeOf(element, 'for') !== null)
      .map((label) => textOf(label).replace(/\s*\*$/, ''));
    for (const label of Object.values(text.labels)) expect(labels, label).toContain(label);
    const options = elementsOf(form)
      .filter((element) => element.tagName === 'option')
      .map(textOf);
    for (const choice of Object.values(text.choices.propertyType)) expect(options).toContain(choice);
    expect(options).toContain(text.select);
    expect(options).toContain(text.preferNot);
    expect(textOf(elementsOf(form).find((element) => element.tagName === 'button')!)).toBe(text.submit);
    expect(html).toContain(m.valuation_page_lead({ hours: RESPONSE_PROMISE_HOURS }, o));
  });

  it('thanks in Portuguese on its own thank-you page', async () => {
    const thanks = await page('pt/home-valuation/thank-you');
    expect(/<html lang="([^"]+)"/.exec(thanks)?.[1]).toBe('pt');
    const h1 = elementsOf(thanks).find((element) => element.tagName === 'h1')!;
    expect(textOf(h1)).toBe(m.valuation_sent_title({}, o));
    expect(thanks).toContain(m.valuation_sent_text({ hours: RESPONSE_PROMISE_HOURS }, o));
    expect(elementsOf(thanks).map((element) => attributeOf(element, 'href'))).toContain('/pt/sell-your-home');
  });
});
