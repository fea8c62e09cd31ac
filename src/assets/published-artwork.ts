/**
 * Artwork also known by a fixed public URL (the spec's /api/assets/ heroes, headshot URLs in data/team/team.en.json):
 * which file under src/assets the build serves there, at what width and format. Pure data, so that content
 * checks can tell these URLs from files under public/ without building; src/assets/artwork.ts resolves them.
 */
export interface PublishedArtworkEntry {
  url: string;
  /** Path under src/assets. */
  file: string;
  width: number;
  format: 'avif' | 'webp';
}

export const PUBLISHED_ARTWORK_FILES: readonly PublishedArtworkEntry[] = [
  { url: '/api/assets/market-ready-hero.avif', file: 'guides/market-ready-hero.svg', width: 1600, format: 'avif' },
  { url: '/api/assets/market-ready-hero.webp', file: 'guides/market-ready-hero.svg', width: 1600, format: 'webp' },
  { url: '/api/assets/flagship-cares-hero.avif', file: 'guides/flagship-cares-hero.svg', width: 1600, format: 'avif' },
  { url: '/api/assets/flagship-cares-hero.webp', file: 'guides/flagship-cares-hero.svg', width: 1600, format: 'webp' },
  { url: '/images/team/alexandra-whitmore.webp', file: 'team/alexandra-whitmore.svg', width: 480, format: 'webp' },
  { url: '/images/team/benjamin-hale.webp', file: 'team/benjamin-hale.svg', width: 480, format: 'webp' },
];

export const PUBLISHED_ARTWORK_URLS: ReadonlySet<string> = new Set(PUBLISHED_ARTWORK_FILES.map((entry) => entry.url));
