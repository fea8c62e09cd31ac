import { describe, expect, it } from 'vitest';
import { articleJsonLd, categoryLabel, newestFirst, readingTime } from '#src/lib/market.ts';
import { faqPageJsonLd } from '#src/lib/faq.ts';

describe('categoryLabel', () => {
  it.each([
    ['local', 'Local Market'],
    ['national', 'National News'],
    ['market', 'Market Analysis'],
    ['luxury', 'Real Estate'],
    ['', 'Real Estate'],
    ['Local', 'Real Estate'],
    ['constructor', 'Real Estate'],
    ['__proto__', 'Real Estate'],
  ])('%j → %s', (category, label) => expect(categoryLabel(category)).toBe(label));
});

describe('newestFirst', () => {
  it('orders by date descending, then by id', () => {
    const items = [
      { id: 'b', data: { date: '2025-09-08' } },
      { id: 'z', data: { date: '2025-09-20' } },
      { id: 'a', data: { date: '2025-09-08' } },
    ];
    expect(newestFirst(items).map((i) => i.id)).toEqual(['z', 'a', 'b']);
    expect(items.map((i) => i.id)).toEqual(['b', 'z', 'a']);
  });
});

describe('structured data', () => {
  it('describes an article', () => {
    const ld = articleJsonLd({
      url: 'https://example.com/market-updates/x',
      title: 'Title',
      description: 'Excerpt',
      date: '2025-09-08',
      author: 'Ann Lee',
      category: 'national',
      image: 'https://example.com/i.jpg',
      publisher: { name: 'Brand', url: 'https://example.com/', logo: 'https://example.com/logo.svg' },
    });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Title',
      datePublished: '2025-09-08',
      articleSection: 'National News',
      author: { '@type': 'Person', name: 'Ann Lee' },
      publisher: { '@type': 'Organization', name: 'Brand' },
      mainEntityOfPage: { '@id': 'https://example.com/market-updates/x' },
    });
  });

  it('lists every question of an FAQ page in order', () => {
    const ld = faqPageJsonLd([
      { question: 'One?', answer: 'First.' },
      { question: 'Two?', answer: 'Second.' },
    ]);
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity).toEqual([
      { '@type': 'Question', name: 'One?', acceptedAnswer: { '@type': 'Answer', text: 'First.' } },
      { '@type': 'Question', name: 'Two?', acceptedAnswer: { '@type': 'Answer', text: 'Second.' } },
    ]);
  });
});

describe("an article's reading time", () => {
  it("is said in the page's language from the minutes the file gives", () => {
    expect(readingTime('4 min read', 'en')).toBe('4 min read');
    expect(readingTime('12 min read', 'pt')).toBe('12 min de leitura');
    expect(readingTime('6 min read', 'es')).toBe('6 min de lectura');
  });
  it("labels its category in the page's language", () => {
    expect(categoryLabel('market', 'pt')).toBe('Análise de mercado');
    expect(categoryLabel('anything', 'fr')).toBe('Immobilier');
  });
});
