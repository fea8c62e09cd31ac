import { describe, expect, it } from 'vitest';
import { formatLongDate, formatPriceFull, formatPriceShort, telHref } from '#src/lib/format.ts';

describe('telHref', () => {
  it.each([
    ['(401) 555-0100', 'tel:+14015550100'],
    ['1-800-669-9777', 'tel:+18006699777'],
    ['401.555.0150', 'tel:+14015550150'],
  ])('%s → %s', (phone, href) => expect(telHref(phone)).toBe(href));
});

describe('formatPriceShort (listing cards)', () => {
  it.each([
    [0, '$0'],
    [450_000, '$450,000'],
    [999_999, '$999,999'],
    [999_999.6, '$1,000,000'],
    [1_000_000, '$1M'],
    [1_250_000, '$1.3M'],
    [1_240_000, '$1.2M'],
    [2_000_000, '$2M'],
    [12_500_000, '$12.5M'],
    [3_999_999, '$4M'],
  ])('%d → %s', (price, text) => expect(formatPriceShort(price)).toBe(text));
});

describe('formatPriceFull (detail page)', () => {
  it.each([
    [1_250_000, '$1,250,000'],
    [849_900.4, '$849,900'],
  ])('%d → %s', (price, text) => expect(formatPriceFull(price)).toBe(text));
});

describe('formatLongDate', () => {
  it.each([
    ['2025-09-08', 'September 8, 2025'],
    ['2025-09-20', 'September 20, 2025'],
    ['2026-01-01T03:00:00.000Z', 'January 1, 2026'],
  ])('%s → %s', (value, text) => expect(formatLongDate(value)).toBe(text));
});

describe("formatLongDate in the page's language", () => {
  it.each([
    ['pt', '8 de setembro de 2025'],
    ['es', '8 de septiembre de 2025'],
    ['fr', '8 septembre 2025'],
  ] as const)('%s → %s', (locale, text) => expect(formatLongDate('2025-09-08', locale)).toBe(text));
});
