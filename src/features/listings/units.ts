/** Area units: listings are in square feet; international buyers read square metres. Pure. */

/** Exact by definition (1 ft = 0.3048 m). */
export const SQUARE_METRES_PER_SQUARE_FOOT = 0.09290304;

/** Whole square metres. */
export function squareFeetToSquareMetres(squareFeet: number): number {
  return Math.round(squareFeet * SQUARE_METRES_PER_SQUARE_FOOT);
}

/** "9,800 sq ft · 910 m²". */
export function formatArea(squareFeet: number): string {
  return `${squareFeet.toLocaleString('en-US')} sq ft · ${squareFeetToSquareMetres(squareFeet).toLocaleString('en-US')} m²`;
}
