/** "{page} | {brand}", or the brand's default title when the page has none. */
export function pageTitle(title: string | undefined, brand: string): string {
  return title ? `${title} | ${brand}` : `${brand} | Luxury Real Estate in Rhode Island`;
}
