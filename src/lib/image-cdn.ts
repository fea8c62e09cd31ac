/**
 * Netlify Image CDN URLs for photos served from the site itself (listing photos), so a large upload reaches
 * a phone at phone size. Locally `@netlify/dev` answers the same URLs with sharp (through ipx). Pure.
 */

/** AVIF and WebP for pages; JPEG for e-mails, which many mail programs show only as JPEG or PNG. */
export type ImageCdnFormat = 'avif' | 'webp' | 'jpg';

/** Widths offered for listing photos: a phone card, a tablet or retina card, the detail gallery. */
export const LISTING_PHOTO_WIDTHS: readonly number[] = [400, 800, 1200];

const ENDPOINT = '/.netlify/images';

/** Only same-site paths go through the CDN; remote photos would need `images.remote_images` in netlify.toml. */
export function isSitePath(src: string): boolean {
  return src.startsWith('/') && !src.startsWith('//');
}

/** "/.netlify/images?url=%2Fimages%2Fa.webp&w=400&fm=avif". */
export function imageCdnUrl(src: string, width: number, format: ImageCdnFormat): string {
  if (!isSitePath(src)) throw new Error(`Not a site path: ${src}`);
  if (!Number.isInteger(width) || width <= 0) throw new Error(`Not a positive integer width: ${width}`);
  const query = new URLSearchParams({ url: src, w: String(width), fm: format });
  return `${ENDPOINT}?${query.toString()}`;
}

/** A `srcset` of CDN URLs, one per width; undefined for a remote photo, which keeps its plain `src`. */
export function imageCdnSrcset(
  src: string,
  format: ImageCdnFormat,
  widths: readonly number[] = LISTING_PHOTO_WIDTHS,
): string | undefined {
  if (!isSitePath(src)) return undefined;
  return widths.map((width) => `${imageCdnUrl(src, width, format)} ${width}w`).join(', ');
}
