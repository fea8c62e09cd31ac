/**
 * The site's own artwork: one SVG per picture, rasterised by astro:assets (sharp) to AVIF, WebP and JPEG
 * at build. Some of it is also known by a fixed public URL (src/assets/published-artwork.ts):
 * `dist/_redirects` maps each of those to the built file.
 */
import type { ImageMetadata } from 'astro';
import hero from '#src/assets/home/hero.svg';
import searchBanner from '#src/assets/home/search-banner.svg';
import { PUBLISHED_ARTWORK_FILES, type PublishedArtworkEntry } from './published-artwork.ts';

export { hero as HERO_ART, searchBanner as SEARCH_BANNER_ART };

/** The home hero's sizes, shared by its <Picture> and the page's preload so both name the same files. */
export const HERO_WIDTHS = [800, 1280, 1920];

const ASSETS = import.meta.glob<ImageMetadata>('./**/*.svg', { eager: true, import: 'default' });

/** A fixed public URL and the artwork, width and format the build serves at it. */
export type PublishedArtwork = Omit<PublishedArtworkEntry, 'file'> & { art: ImageMetadata };

export const PUBLISHED_ARTWORK: readonly PublishedArtwork[] = PUBLISHED_ARTWORK_FILES.map(({ file, ...entry }) => {
  const art = ASSETS[`./${file}`];
  if (!art) throw new Error(`src/assets/published-artwork.ts names a missing file: src/assets/${file}`);
  return { ...entry, art };
});

/** The artwork published at a URL, or undefined for any other URL (a file under public/, say). */
export function publishedArtworkAt(url: string): ImageMetadata | undefined {
  return PUBLISHED_ARTWORK.find((entry) => entry.url === url)?.art;
}

/** The artwork published at a URL named in data/ (a guide hero); the build fails for any other. */
export function artworkAt(url: string): ImageMetadata {
  const art = publishedArtworkAt(url);
  if (!art) throw new Error(`No artwork in src/assets/published-artwork.ts is published at ${url}`);
  return art;
}
