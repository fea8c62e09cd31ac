import { describe, expect, it } from 'vitest';
import { formatCount, formatMillions, formatPriceCompact, stateTiles, stepNumber } from '#src/lib/figures.ts';

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
