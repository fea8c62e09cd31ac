/**
 * The map area of a search ("Search this area"): a box of latitudes and longitudes, how the /properties URL
 * writes it, and which listings lie inside it. No zod here: the search island imports this.
 */

/** A box in degrees: the listings whose coordinates lie inside it (edges included). */
export interface Bbox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Decimal places kept for a map area in the URL: about a metre. */
const BBOX_DECIMALS = 5;

/** "south,west,north,east", rounded outwards to five decimals, so that the area never shrinks. */
export function formatBbox(box: Bbox): string {
  const scale = 10 ** BBOX_DECIMALS;
  // toPrecision first, so that -71.4 (which scales to -7140000.000000001) stays -71.4.
  const scaled = (n: number) => Number((n * scale).toPrecision(12));
  const down = (n: number) => (Math.floor(scaled(n)) / scale).toFixed(BBOX_DECIMALS);
  const up = (n: number) => (Math.ceil(scaled(n)) / scale).toFixed(BBOX_DECIMALS);
  return [down(box.south), down(box.west), up(box.north), up(box.east)].map((n) => String(Number(n))).join(',');
}

/** The map area of "south,west,north,east", or null when it is not four numbers of a valid area. */
export function parseBbox(text: string): Bbox | null {
  const parts = text.split(',');
  if (parts.length !== 4 || !parts.every((part) => /^-?\d{1,3}(\.\d{1,10})?$/.test(part))) return null;
  const [south, west, north, east] = parts.map(Number) as [number, number, number, number];
  const valid = south >= -90 && north <= 90 && west >= -180 && east <= 180 && south <= north && west <= east;
  return valid ? { south, west, north, east } : null;
}

/** True when the listing has coordinates inside the area (edges included). Listings without any are outside. */
export function inBbox(listing: { latitude?: number | undefined; longitude?: number | undefined }, box: Bbox): boolean {
  const { latitude, longitude } = listing;
  if (latitude === undefined || longitude === undefined) return false;
  return latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east;
}
