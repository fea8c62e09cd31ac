/**
 * The site's own artwork: one SVG per picture, rasterised by astro:assets (sharp) to AVIF, WebP and JPEG
 * at build. Some of it is also known by a fixed public URL (the spec's /api/assets/ heroes, the headshot
 * URLs in data/team.json and the advisors API): `dist/_redirects` maps each of those to the built file.
 */
import type { ImageMetadata } from 'astro';
import flagshipCaresHero from './guides/flagship-cares-hero.svg';
import marketReadyHero from './guides/market-ready-hero.svg';
import hero from './home/hero.svg';
import searchBanner from './home/search-banner.svg';
import alexandraWhitmore from './team/alexandra-whitmore.svg';
import benjaminHale from './team/benjamin-hale.svg';

export { hero as HERO_ART, searchBanner as SEARCH_BANNER_ART };

/** The home hero's sizes, shared by its <Picture> and the page's preload so both name the same files. */
export const HERO_WIDTHS = [800, 1280, 1920];

/** A fixed public URL and the artwork, width and format the build serves at it. */
export interface PublishedArtwork {
  url: string;
  art: ImageMetadata;
  width: number;
  format: 'avif' | 'webp';
}

export const PUBLISHED_ARTWORK: readonly PublishedArtwork[] = [
  { url: '/api/assets/market-ready-hero.avif', art: marketReadyHero, width: 1600, format: 'avif' },
  { url: '/api/assets/market-ready-hero.webp', art: marketReadyHero, width: 1600, format: 'webp' },
  { url: '/api/assets/flagship-cares-hero.avif', art: flagshipCaresHero, width: 1600, format: 'avif' },
  { url: '/api/assets/flagship-cares-hero.webp', art: flagshipCaresHero, width: 1600, format: 'webp' },
  { url: '/images/team/alexandra-whitmore.webp', art: alexandraWhitmore, width: 480, format: 'webp' },
  { url: '/images/team/benjamin-hale.webp', art: benjaminHale, width: 480, format: 'webp' },
];

/** The artwork published at a URL named in data/ (a guide hero, a headshot); the build fails for any other. */
export function artworkAt(url: string): ImageMetadata {
  const found = PUBLISHED_ARTWORK.find((entry) => entry.url === url);
  if (!found) throw new Error(`No artwork in src/assets/artwork.ts is published at ${url}`);
  return found.art;
}
