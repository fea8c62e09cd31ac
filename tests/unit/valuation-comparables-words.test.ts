// What the thank-you page and the visitor's confirmation say of a valuation request's comparables, and the
// confirmation's own words, in each language: English from the catalogue is what they have always said.
import { describe, expect, it } from 'vitest';
import { comparablesWordsIn } from '#src/features/leads/valuation-comparables-words.ts';
import { valuationConfirmationWordsIn } from '#src/features/leads/valuation-form-words.ts';
import { valuationConfirmationEmail } from '#src/features/leads/valuation-confirmation.tsx';
import { comparablesSummary, type ValuationComparables } from '#src/features/market/comparables-view.ts';
import { sourceLine } from '#src/features/market/market-view.ts';
import type { ComparableSale } from '#src/schemas/closed-sale.ts';
import { TOO_FEW } from '#src/schemas/market-figures.ts';
import { LOCALES } from '#src/schemas/locale.ts';
import { handMadeFigures } from '#tests/helpers/market-figures.ts';

const sale = (changes: Partial<ComparableSale>): ComparableSale => ({
  ListingKey: 'S0001',
  ClosePrice: 1_250_000,
  CloseDate: '2026-11-02',
  town: 'Newport',
  county: 'newport',
  marketType: 'condo-townhouse',
  ListOfficeName: 'Harbor Realty',
  ours: false,
  BedroomsTotal: 1,
  LivingArea: 2300.4,
  ...changes,
});

const figures = handMadeFigures();
const newport = figures.areas.find((area) => area.key === 'newport')!;
const period = figures.period;
/** Each shape the summary takes: sales of the town alone or with its county's, the town's figures of a type or of all homes (some too few). */
const CASES: [string, ValuationComparables][] = [
  ['sales in the town', { kind: 'sales', town: 'Newport', type: 'condo-townhouse', sales: [sale({})], period }],
  [
    'sales nearby too, ours among them',
    {
      kind: 'sales',
      town: 'Newport',
      type: 'single-family',
      sales: [
        sale({ marketType: 'single-family' }),
        sale({
          town: 'Middletown',
          ours: true,
          ListOfficeName: undefined,
          BedroomsTotal: undefined,
          LivingArea: undefined,
        }),
      ],
      period,
    },
  ],
  ['figures of the type', { kind: 'figures', town: 'Newport', type: 'single-family', area: newport, period }],
  [
    'figures of all homes, some too few',
    {
      kind: 'figures',
      town: 'Newport',
      type: null,
      area: {
        ...newport,
        segments: {
          ...newport.segments,
          all: { ...newport.segments.all, medianPricePerSqft: TOO_FEW, medianDaysOnMarket: 1 },
        },
      },
      period,
    },
  ],
];

describe("the comparables' words", () => {
  it.each(CASES)('in English, the catalogue says what the summary has always said: %s', (_name, comparables) => {
    expect(comparablesSummary(comparables, comparablesWordsIn('en'))).toEqual(comparablesSummary(comparables));
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'in %s, every word is the language’s and the link goes to the market page in it; the MLS’s source line stays English',
    (locale) => {
      for (const [name, comparables] of CASES) {
        const english = comparablesSummary(comparables);
        const translated = comparablesSummary(comparables, comparablesWordsIn(locale));
        expect(translated.locale, name).toBe(locale);
        for (const key of ['heading', 'lead', 'caption'] as const) expect(translated[key], name).not.toBe(english[key]);
        expect(translated.link.label, name).not.toBe(english.link.label);
        expect(translated.link.href, name).toBe(`/${locale}${english.link.href}`);
        translated.columns.forEach((column, index) => expect(column, name).not.toBe(english.columns[index]));
        expect(translated.source, name).toBe(sourceLine(period));
      }
    },
  );

  it('write dates, numbers and prices as the language does, prices in US dollars', () => {
    const [row] = comparablesSummary(CASES[0]![1], comparablesWordsIn('es')).rows;
    expect(row).toEqual([
      '2 de noviembre de 2026',
      'Newport',
      comparablesWordsIn('es').types['condo-townhouse'],
      '1',
      new Intl.NumberFormat('es').format(2300),
      new Intl.NumberFormat('es', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(1_250_000),
      'Harbor Realty',
    ]);
  });
});

describe("the visitor's confirmation", () => {
  const input = {
    site: { name: 'Flagship Luxury Realty', phone: '(401) 555-0100', offices: [] },
    siteUrl: 'https://www.example.test',
    comparables: comparablesSummary(CASES[2]![1]),
  };

  it('in English, from the catalogue, is the e-mail it has always been', () => {
    expect(valuationConfirmationEmail({ ...input, words: valuationConfirmationWordsIn('en') })).toEqual(
      valuationConfirmationEmail(input),
    );
  });

  it('in Portuguese, is written and marked in Portuguese', () => {
    const email = valuationConfirmationEmail({
      ...input,
      comparables: comparablesSummary(CASES[2]![1], comparablesWordsIn('pt')),
      words: valuationConfirmationWordsIn('pt'),
    });
    expect(email.subject).toBe('Recebemos o seu pedido de avaliação — Flagship Luxury Realty');
    expect(email.text).not.toContain('Hello,');
    expect(email.html).toMatch(/<html lang="pt"/);
  });
});
