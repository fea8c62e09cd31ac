// The market pages' words in a language: in English exactly what the pages have always written, and in the
// other languages their own words, plurals and numbers (Intl), prices still in US dollars.
import { describe, expect, it } from 'vitest';
import {
  areaHeadIn,
  areaNameIn,
  ENGLISH_MARKET_PAGE_TEXT,
  listedText,
  placeNameIn,
} from '#src/features/market-page/market-page-text.ts';
import { marketPageText } from '#src/features/market-page/market-page-words.ts';
import { LOCALES } from '#src/schemas/locale.ts';
import { handMadeFigures } from '#tests/helpers/market-figures.ts';

const figures = handMadeFigures();
const area = (key: string) => figures.areas.find((one) => one.key === key)!;

describe('the market pages’ words', () => {
  it('in English, are the catalogue’s English, word for word', () => {
    expect(marketPageText('en')).toEqual(ENGLISH_MARKET_PAGE_TEXT);
  });

  it('in every other language, fill every placeholder English has', () => {
    const placeholders = (text: unknown): string[] =>
      JSON.stringify(text)
        .match(/\{\w+\}/g)
        ?.sort() ?? [];
    for (const locale of LOCALES.filter((one) => one !== 'en')) {
      const text = marketPageText(locale);
      expect(text.figures.locale).toBe(locale);
      expect(text.head.title, locale).not.toBe(ENGLISH_MARKET_PAGE_TEXT.head.title);
      // Each language's plurals have their own categories; the rest of the placeholders are English's.
      const { listed: _l, newListingsSoFar: _n, figures: _f, ...rest } = text;
      const { listed: _el, newListingsSoFar: _en, figures: _ef, ...english } = ENGLISH_MARKET_PAGE_TEXT;
      expect(placeholders(rest), locale).toEqual(placeholders(english));
    }
  });

  it('name a county in the language, a town and the state by their own names', () => {
    const pt = marketPageText('pt');
    expect(areaNameIn(area('newport-county'), ENGLISH_MARKET_PAGE_TEXT)).toBe('Newport County');
    expect(placeNameIn(area('newport-county'), pt)).toBe('Condado de Newport, RI');
    expect(placeNameIn(area('newport'), pt)).toBe('Newport, RI');
    expect(placeNameIn(area('rhode-island'), pt)).toBe('Rhode Island');
    expect(placeNameIn(area('kent-county'), marketPageText('fr'))).toBe('Comté de Kent, RI');
  });

  it('count the homes listed now by each language’s plural rules', () => {
    expect([0, 1, 2, 1_200].map((count) => listedText(count, ENGLISH_MARKET_PAGE_TEXT))).toEqual([
      'No homes are listed here now.',
      'One home is listed here now.',
      '2 homes are listed here now.',
      '1,200 homes are listed here now.',
    ]);
    const pt = marketPageText('pt');
    expect([0, 1, 2, 1_200].map((count) => listedText(count, pt))).toEqual([
      'Neste momento, não há imóveis à venda aqui.',
      'Neste momento, há um imóvel à venda aqui.',
      'Neste momento, há 2 imóveis à venda aqui.',
      'Neste momento, há 1.200 imóveis à venda aqui.',
    ]);
  });

  it('write an area’s head in its language, prices in US dollars', () => {
    const newport = area('newport');
    expect(areaHeadIn(newport, figures, ENGLISH_MARKET_PAGE_TEXT)).toEqual({
      title: 'Newport, RI Housing Market: Sales, Prices and Supply',
      description:
        'Newport, RI home sales from the State-Wide MLS: 7 sales in the 12 months to November 30, 2026, median ' +
        'sale price $800,000; supply, days on market, luxury and each type, with a CSV.',
    });
    const pt = areaHeadIn(newport, figures, marketPageText('pt'));
    expect(pt.title).toBe('Newport, RI: vendas, preços e oferta do mercado imobiliário');
    expect(pt.description.replace(/\s/gu, ' ')).toContain(
      'até 30 de novembro de 2026: 7; preço de venda mediano: US$ 800.000.',
    );
    expect(areaHeadIn(area('exeter'), figures, marketPageText('es')).description).toBe(
      'Exeter, RI: ninguna vivienda vendida en los últimos 36 meses, según el State-Wide MLS.',
    );
  });
});
