import { describe, expect, it } from 'vitest';
import { monogram } from '#src/lib/monogram.ts';

describe('monogram', () => {
  it.each([
    ['Daniel Prescott', 'DP'],
    ['Mary Anne de la Cruz', 'MC'],
    ['J.P. Whitaker', 'JW'],
    ["Sean O'Brien", 'SO'],
    ['  élodie   martin ', 'ÉM'],
    ['John Smith Jr.', 'JS'],
    ['Henry Aldridge III', 'HA'],
    ['Cher', 'C'],
    ['', ''],
  ])('%j → %j', (name, initials) => {
    expect(monogram(name)).toBe(initials);
  });
});
