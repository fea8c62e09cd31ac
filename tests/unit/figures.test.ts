import { describe, expect, it } from 'vitest';
import { formatCount, formatMillions, formatPriceCompact, stepNumber } from '#src/lib/figures.ts';
import { figuresAsOfText, stateTiles } from '#src/lib/figure-labels.ts';
import { figuresAsOfSchema } from '#src/schemas/blocks.ts';

describe('formatPriceCompact (guide medians)', () => {
  it.each([
    [425_000, '$425K'],
    [674_600, '$675K'],
    [1_000_000, '$1M'],
    [1_100_000, '$1.1M'],
    [1_050_000, '$1.05M'],
    [12_500_000, '$12.5M'],
  ])('%d → %s', (price, text) => expect(formatPriceCompact(price)).toBe(text));
});

describe('counts, millions and step numbers', () => {
  it.each([
    [formatCount(85_643), '85,643'],
    [formatCount(27), '27'],
    [formatMillions(11.6), '11.6M'],
    [formatMillions(1), '1.0M'],
    [stepNumber(0), '01'],
    [stepNumber(9), '10'],
    [stepNumber(14), '15'],
  ])('%s = %s', (actual, expected) => expect(actual).toBe(expected));
});

describe('stateTiles', () => {
  it('shows counties, towns and population as the state pages print them', () => {
    expect(stateTiles({ counties: 14, towns: 351, populationMillions: 6.9 })).toEqual([
      { value: '14', label: 'Counties' },
      { value: '351', label: 'Cities and Towns' },
      { value: '6.9M', label: 'Population' },
    ]);
  });
});

describe('figuresAsOfText (when editorial figures were true)', () => {
  it.each([
    ['2025', 'Figures as of 2025'],
    ['2025-09', 'Figures as of September 2025'],
    ['2026-01', 'Figures as of January 2026'],
    ['2024-12', 'Figures as of December 2024'],
  ])('%s → %s', (asOf, text) => {
    expect(figuresAsOfSchema.parse(asOf)).toBe(asOf);
    expect(figuresAsOfText(asOf)).toBe(text);
  });

  it('is a year or a year and month, nothing else', () => {
    for (const asOf of ['25', '2025-13', '2025-9', '2025-09-01', 'September 2025', ' 2025'])
      expect(figuresAsOfSchema.safeParse(asOf).success, asOf).toBe(false);
  });
});

describe("the figures' words in the page's language", () => {
  it('names the month and the tiles in Portuguese or Spanish', () => {
    expect(figuresAsOfText('2025-09', 'pt')).toBe('Dados de setembro de 2025');
    expect(figuresAsOfText('2025', 'es')).toBe('Cifras de 2025');
    expect(stateTiles({ counties: 14, towns: 351, populationMillions: 6.9 }, 'es').map((t) => t.label)).toEqual([
      'Condados',
      'Ciudades y pueblos',
      'Población',
    ]);
  });
});

describe('figures in another language', () => {
  const NBSP = '\u00a0';
  it('keep English exactly as the guides print it', () => {
    expect(formatCount(660_741, 'en')).toBe('660,741');
    expect(formatMillions(11.6, 'en')).toBe('11.6M');
    expect(formatPriceCompact(1_050_000, 'en')).toBe('$1.05M');
  });

  it('group digits and write decimals as the language does, prices still in US dollars', () => {
    expect(formatCount(660_741, 'pt')).toBe('660.741');
    expect(formatCount(660_741, 'es')).toBe('660.741');
    expect(formatMillions(11.6, 'pt')).toBe(`11,6${NBSP}M`);
    expect(formatPriceCompact(415_000, 'es')).toMatch(/^415\s?mil\sUS\$$/);
    expect(formatPriceCompact(1_050_000, 'pt')).toContain('1,05');
    expect(formatPriceCompact(1_050_000, 'pt')).toContain('US$');
  });
});
