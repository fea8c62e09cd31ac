// The built pages of saved searches in other languages: /pt/alerts (the alert functions' template), the
// check-your-inbox page, and "Save this search" on /pt/properties, whose button's words arrive as the island's
// props and whose dialog's words as the build's /pt/alerts/save-search.json.
// Needs `astro build` first.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attributeOf, dist, elementsOf, textOf, withAttribute } from './html.ts';
import { ALERT_PAGE_REGION } from '#src/features/alerts/alert-pages.ts';
import { catalogueSaveSearchText } from '#src/features/alerts/save-search-words.ts';
import { ENGLISH_SAVE_SEARCH_TEXT, saveSearchWordsPath } from '#src/features/alerts/save-search-text.ts';
import { LOCALES } from '#src/schemas/locale.ts';

const built = (file: string) => readFile(join(dist, file), 'utf8');
const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const heading = (html: string) => textOf(elementsOf(html).find((element) => element.tagName === 'h1')!);

describe('the alert pages in Portuguese', () => {
  it('build /pt/alerts, the template of /pt/alerts/…, in Portuguese with its region', async () => {
    const html = await built('pt/alerts.html');
    expect(htmlLang(html)).toBe('pt');
    expect(heading(html)).toBe('Alertas por e-mail');
    expect(html).toContain(ALERT_PAGE_REGION.start);
    expect(html).toContain(ALERT_PAGE_REGION.end);
    expect(withAttribute(elementsOf(html), 'href', '/pt/properties').length).toBeGreaterThan(0);
  });

  it('build /pt/alerts/check-inbox with the dialog’s notice in Portuguese', async () => {
    const html = await built('pt/alerts/check-inbox.html');
    expect(htmlLang(html)).toBe('pt');
    expect(heading(html)).toBe(catalogueSaveSearchText('pt').saved.title);
    expect(html).toContain(catalogueSaveSearchText('pt').saved.description);
  });

  it('keep the English pages at their paths, in English', async () => {
    expect(heading(await built('alerts.html'))).toBe('E-mail Alerts');
    expect(heading(await built('alerts/check-inbox.html'))).toBe(ENGLISH_SAVE_SEARCH_TEXT.saved.title);
  });
});

describe('"Save this search" on /pt/properties', () => {
  it("says it in Portuguese, leads to /pt/alerts/save, and names its dialog's Portuguese words' file", async () => {
    const html = await built('pt/properties.html');
    const [button] = withAttribute(elementsOf(html), 'data-save-search');
    expect(button && textOf(button)).toBe('Guardar esta pesquisa');
    expect(button && attributeOf(button, 'href')).toBe('/pt/alerts/save');
    const island = elementsOf(html).find((element) => attributeOf(element, 'component-export') !== null);
    const props = attributeOf(island!, 'props') ?? '';
    expect(props).toContain('saveSearchButton');
    expect(props).toContain(saveSearchWordsPath('pt'));
    expect(props).not.toContain(catalogueSaveSearchText('pt').lead);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    "writes the dialog's words in %s, and none in English (the dialog's code holds them)",
    async (locale) => {
      const words: unknown = JSON.parse(await built(saveSearchWordsPath(locale).slice(1)));
      expect(words).toEqual(catalogueSaveSearchText(locale));
      await expect(built('alerts/save-search.json')).rejects.toThrow();
    },
  );

  it('gives the English island no words: its dialog holds its own', async () => {
    const html = await built('properties.html');
    const [button] = withAttribute(elementsOf(html), 'data-save-search');
    expect(button && textOf(button)).toBe('Save this search');
    expect(button && attributeOf(button, 'href')).toBe('/alerts/save');
    expect(html).not.toContain('Guardar');
  });
});
