import { describe, expect, it } from 'vitest';
import { formatArea, squareFeetToSquareMetres } from '#src/features/listings/units.ts';

describe('square metres', () => {
  it.each([
    [9800, 910],
    [1000, 93],
    [2650, 246],
    [10_764, 1000],
    [0, 0],
  ])('%d sq ft is %d m²', (feet, metres) => {
    expect(squareFeetToSquareMetres(feet)).toBe(metres);
  });

  it('formats both units', () => {
    expect(formatArea(9800)).toBe('9,800 sq ft · 910 m²');
    expect(formatArea(12_500)).toBe('12,500 sq ft · 1,161 m²');
  });
});
