// Saved searches and alerts in the language of the page they were saved from: the words objects (English is
// the catalogue's English), the search's name, the stored language, and the confirmation and alert e-mails in
// Portuguese with links to /pt/alerts/….
import { localePath } from '#src/lib/i18n.ts';
import { describe, expect, it } from 'vitest';
import site from '#data/site/site.en.json' with { type: 'json' };
import { ENGLISH_SAVE_SEARCH_TEXT } from '#src/features/alerts/save-search-text.ts';
import {
  catalogueLocalSearchesText,
  catalogueSaveSearchText,
  saveSearchButtonTextProp,
} from '#src/features/alerts/save-search-words.ts';
import { ENGLISH_LOCAL_SEARCHES_TEXT } from '#src/features/alerts/LocalSearches.tsx';
import { SAVE_UNAVAILABLE } from '#src/features/alerts/alert-pages.ts';
import { ALERTS_OFF_MESSAGE } from '#src/features/alerts/settings.ts';
import { confirmLink, manageLink, savedSearchName, searchLink, unsubscribeLinks } from '#src/features/alerts/links.ts';
import { searchConfirmationEmail } from '#src/features/alerts/confirmation-email.tsx';
import { changeLabel, composeAlertEmail } from '#src/features/alerts/alert-email.tsx';
import { applySave } from '#src/features/alerts/save-rules.ts';
import { localSearchHref, parseLocalSearches } from '#src/features/alerts/local-searches.ts';
import { DEVELOPMENT_ALERTS_SECRET } from '#src/features/alerts/settings.ts';
import { CROSS_SITE_REFUSED } from '#src/lib/server/http.ts';
import { TOO_LARGE_TEXT } from '#src/lib/server/body.ts';
import { INQUIRY_MESSAGES, LEAD_LIMIT_MESSAGES } from '#src/schemas/inquiry-fields.ts';
import { LOCALES } from '#src/schemas/locale.ts';
import { SAVED_SEARCH_MESSAGES, savedFilters, savedSearchSchema } from '#src/schemas/saved-search.ts';
import { makeListing } from '#tests/helpers/listing.ts';
import { savedSearchRecord } from '#tests/helpers/saved-search.ts';
import { unescapeHtml } from '#tests/helpers/html-text.ts';

const SITE = 'https://www.example.test';
const NOW = new Date('2026-12-15T15:00:00.000Z');
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'en');

describe('"Save this search"\'s words', () => {
  it('in English, the catalogue says what the dialog and the page have always said', () => {
    expect(catalogueSaveSearchText('en')).toEqual(ENGLISH_SAVE_SEARCH_TEXT);
    expect(catalogueLocalSearchesText('en')).toEqual(ENGLISH_LOCAL_SEARCHES_TEXT);
  });

  it("give the island nothing in English, which its dialog holds itself, and elsewhere the button's words and the dialog's file", () => {
    expect(saveSearchButtonTextProp('en')).toBeUndefined();
    const { title, savePage } = catalogueSaveSearchText('pt');
    expect(saveSearchButtonTextProp('pt')).toEqual({ title, savePage, wordsPath: '/pt/alerts/save-search.json' });
  });

  it.each(OTHER_LOCALES)('in %s, translate every message a save can answer with, and lead to its pages', (locale) => {
    const text = catalogueSaveSearchText(locale);
    for (const message of [
      INQUIRY_MESSAGES.email,
      LEAD_LIMIT_MESSAGES.email,
      ...Object.values(SAVED_SEARCH_MESSAGES),
      SAVE_UNAVAILABLE,
      ALERTS_OFF_MESSAGE,
      CROSS_SITE_REFUSED,
      TOO_LARGE_TEXT,
    ]) {
      expect(text.notices.messages[message], message).toBeTruthy();
      expect(text.notices.messages[message], message).not.toBe(message);
    }
    expect(text.savePage).toBe(`/${locale}/alerts/save`);
    expect(text.consent.privacyHref).toBe(`/${locale}/privacy`);
    expect(text.title).not.toBe(ENGLISH_SAVE_SEARCH_TEXT.title);
  });

  it('in Portuguese, in Portuguese', () => {
    const text = catalogueSaveSearchText('pt');
    expect(text.title).toBe('Guardar esta pesquisa');
    expect(text.frequencies).toEqual({ instant: 'De imediato', daily: 'Diariamente', weekly: 'Semanalmente' });
    expect(text.notices.messages[SAVED_SEARCH_MESSAGES.consent]).toBe(
      'É necessário aceitar receber alertas por e-mail',
    );
  });
});

describe("a saved search's name", () => {
  const filters = savedFilters('location=Newport&type=Condo&beds=3');

  it("is English's sentence in English, and the chips' in another language", () => {
    expect(savedSearchName(filters)).toBe('Condos with 3+ bedrooms in Newport, RI');
    expect(savedSearchName(filters, 'pt')).toMatch(/^Imóveis: Newport · /);
    expect(savedSearchName(filters, 'pt')).not.toContain('Condo ');
    expect(savedSearchName(savedFilters(''), 'pt')).toBe('Imóveis');
  });
});

describe('the language a search is stored with', () => {
  const request = { email: 'ana@example.com', filters: savedFilters('location=Newport'), frequency: 'daily' as const };

  it('is kept for a search saved in another language, and left out in English (as every older record)', () => {
    const portuguese = applySave(null, { ...request, locale: 'pt' }, NOW, () => 'one');
    expect(portuguese.confirm?.locale).toBe('pt');
    const english = applySave(null, request, NOW, () => 'one');
    expect(english.confirm).not.toHaveProperty('locale');
  });

  it("follows the page a waiting search is saved from again, whose confirmation goes out in that page's language", () => {
    const first = applySave(null, { ...request, locale: 'pt' }, NOW, () => 'one').record!;
    const later = new Date(NOW.getTime() + 2 * 60 * 60 * 1000);
    expect(applySave(first, request, later, () => 'two').confirm).not.toHaveProperty('locale');
    expect(applySave(first, { ...request, locale: 'es' }, later, () => 'two').confirm?.locale).toBe('es');
  });

  it('reads a record stored before languages as it was, and refuses a language the site has not', () => {
    const old = savedSearchRecord('old', NOW.toISOString(), 'location=Newport');
    expect(savedSearchSchema.parse(old)).not.toHaveProperty('locale');
    expect(savedSearchSchema.safeParse({ ...old, locale: 'de' }).success).toBe(false);
    expect(savedSearchSchema.parse({ ...old, locale: 'pt' }).locale).toBe('pt');
  });

  it("in this browser's list, links the search in its language and drops a language the site has not", () => {
    const entry = {
      name: 'Imóveis: Newport',
      query: 'location=Newport',
      frequency: 'daily',
      savedAt: NOW.toISOString(),
    };
    const [kept] = parseLocalSearches(JSON.stringify([{ ...entry, locale: 'pt' }]));
    expect(kept && localSearchHref(kept)).toBe('/pt/properties?location=Newport');
    expect(parseLocalSearches(JSON.stringify([{ ...entry, locale: 'de' }]))).toEqual([]);
    expect(localSearchHref(entry)).toBe('/properties?location=Newport');
  });
});

describe('the e-mails in Portuguese', () => {
  const secret = DEVELOPMENT_ALERTS_SECRET;
  const record = { createdAt: NOW.toISOString() };

  it('the confirmation: subject, words and link in Portuguese', async () => {
    const link = await confirmLink(secret, SITE, 'owner', 'search', NOW, 'pt');
    expect(link).toMatch(/^https:\/\/www\.example\.test\/pt\/alerts\/confirm\?token=/);
    const name = savedSearchName(savedFilters('location=Newport'), 'pt');
    const email = searchConfirmationEmail('Flagship Luxury Realty', { name, frequency: 'weekly' }, link, 'pt');
    expect(email.subject).toBe(`Confirme a pesquisa guardada: ${name}`);
    expect(email.text).toContain(`(semanalmente)`);
    expect(email.text).toContain(`Confirme o alerta: ${link}`);
    expect(email.text).toContain('O link expira dentro de 7 dias.');
    expect(email.html).toContain('<html lang="pt">');
    expect(unescapeHtml(email.html)).toContain(link);
    expect(email.text + email.html).not.toMatch(/Confirm your|expires in/);
  });

  it('the confirmation in English is as it was', async () => {
    const link = await confirmLink(secret, SITE, 'owner', 'search', NOW);
    expect(link).toMatch(/^https:\/\/www\.example\.test\/alerts\/confirm\?token=/);
    const email = searchConfirmationEmail('Flagship', { name: 'Homes in Newport, RI', frequency: 'daily' }, link);
    expect(email.subject).toBe('Confirm your saved search: Homes in Newport, RI');
    expect(email.html).toContain('<html lang="en">');
  });

  it('an alert: subject, words, prices and figures in Portuguese; the MLS text in its English; links to /pt/…', async () => {
    const filters = savedFilters('location=Newport');
    const name = savedSearchName(filters, 'pt');
    const mls = makeListing(42, {
      title: 'Harbor Light Estate',
      address: '14 Harbor Light Lane',
      city: 'Newport',
      zipcode: '02840',
      price: 3_100_000,
      beds: 5,
      baths: 4.5,
      squareFeet: 6_200,
      source: 'mls',
      listOfficeName: 'Ocean State Realty',
    });
    const other = makeListing(43, { title: 'Cliff Walk Cottage', city: 'Newport', price: 1_250_000 });
    const at = NOW.toISOString();
    const email = composeAlertEmail({
      brand: 'Flagship Luxury Realty',
      siteUrl: SITE,
      searchName: name,
      frequency: 'daily',
      items: [
        {
          property: mls,
          changes: [
            { id: 42, reason: 'price-drop', key: 'price-drop:3100000', oldPrice: 3_450_000, oldStatus: null, at },
            { id: 42, reason: 'status', key: 'status:Under Contract', oldPrice: null, oldStatus: 'Available', at },
          ],
        },
        { property: other, changes: [{ id: 43, reason: 'new', key: 'new', oldPrice: null, oldStatus: null, at }] },
      ],
      links: {
        seeAll: searchLink(SITE, filters, 'pt'),
        manage: await manageLink(secret, SITE, 'owner', record, NOW, 'pt'),
        unsubscribe: await unsubscribeLinks(secret, SITE, 'owner', 'search', record, NOW, 'pt'),
      },
      idx: site.idx,
      syncedAt: '2026-12-15T14:00:00Z',
      locale: 'pt',
    });
    expect(email.subject).toBe(`Resumo diário: 2 imóveis para ${name}`);
    expect(email.html).toContain('<html lang="pt">');
    const html = unescapeHtml(email.html);
    for (const part of [html, email.text]) {
      expect(part).toContain(`2 imóveis correspondem à pesquisa guardada “${name}”.`);
      expect(part).toContain('Preço reduzido');
      expect(part).toContain('Novo estado: Sob contrato');
      expect(part).toContain('Novo imóvel');
      expect(part).toContain('5 quartos');
      expect(part).toMatch(/US\$\s3\.100\.000/);
      expect(part).toMatch(/US\$\s3\.450\.000/);
      expect(part).toContain('Harbor Light Estate');
      expect(part).toContain('Listing courtesy of Ocean State Realty');
      expect(part).toContain('Este e-mail foi enviado porque esta pesquisa foi guardada em Flagship Luxury Realty');
      expect(part).toContain(`${SITE}/pt/alerts/manage?token=`);
      expect(part).toContain(`${SITE}/pt/alerts/unsubscribe?token=`);
      expect(part).toContain('Gerir os alertas');
      expect(part).toContain('Cancelar os alertas desta pesquisa');
      expect(part).not.toMatch(/Manage your alerts|Unsubscribe from|New listing|Price reduced|homes match/);
    }
    // The MLS's words are marked as the English they are; the link goes to the listing's page in Portuguese.
    expect(email.html).toContain(`lang="en"><a href="${SITE}${localePath('/properties/42', 'pt')}"`);
    expect(email.html).toMatch(/<p [^>]*lang="en">Listing courtesy of Ocean State Realty<\/p>/);
    // One-click unsubscribe is the API's, whatever the language.
    expect(email.headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/www\.example\.test\/api\/alerts\/unsubscribe\?token=/,
    );
  });

  it('names changes in English as it always did, and in each language', () => {
    expect(changeLabel({ reason: 'status', key: 'status:Under Contract' })).toBe('Now Under Contract');
    expect(changeLabel({ reason: 'status', key: 'status:Available' }, 'es')).toBe('Nuevo estado: Disponible');
    expect(changeLabel({ reason: 'new', key: 'new' }, 'fr')).toBe('Nouveau bien');
  });

  it("links the search's results in its language", () => {
    expect(searchLink(SITE, savedFilters('location=Newport'), 'pt')).toBe(`${SITE}/pt/properties?location=Newport`);
    expect(searchLink(SITE, savedFilters(''), 'es')).toBe(`${SITE}/es/properties`);
  });
});
