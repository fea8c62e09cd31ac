import { describe, expect, it } from 'vitest';
import { fileLocale, localeFile, translationStarted } from '#src/schemas/locale.ts';

describe('content files in each language', () => {
  it("reads a file name's language", () => {
    expect(fileLocale('counties/newport.pt.json')).toBe('pt');
    expect(fileLocale('market-updates/mortgage-rates-ease.es.md')).toBe('es');
    expect(fileLocale('testimonials.json')).toBeNull();
    expect(fileLocale('counties/newport.de.json')).toBeNull();
  });

  it('names the same file in another language, and refuses a name without one', () => {
    expect(localeFile('data/faq/faq.en.json', 'pt')).toBe('data/faq/faq.pt.json');
    expect(localeFile('market-updates/a-b.fr.md', 'en')).toBe('market-updates/a-b.en.md');
    expect(localeFile('data/faq/faq.en.json', 'en')).toBe('data/faq/faq.en.json');
    expect(() => localeFile('data/testimonials.json', 'es')).toThrow(/names no language/);
  });
});

describe('a translation begun', () => {
  const english = { title: 'Harbor homes', date: '2025-09-15', tags: ['waterfront'], price: 2 };
  it('is one with some text of its own', () => {
    expect(translationStarted(english, { ...english, title: 'Casas do porto' })).toBe(true);
    expect(translationStarted(english, { ...english, tags: ['frente de água'] })).toBe(true);
  });
  it('is not one that only copies the English values, or leaves its text empty', () => {
    expect(translationStarted(english, { date: '2025-09-15', price: 2 })).toBe(false);
    expect(translationStarted(english, { ...english, title: '  ' })).toBe(false);
  });
});
