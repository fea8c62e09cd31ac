import type { ImgHTMLAttributes } from 'react';
import { imageCdnSrcset } from '#src/lib/image-cdn.ts';
import { LISTING_PHOTO_PLACEHOLDER } from '#src/lib/paths.ts';

/**
 * Intrinsic size of the generated listing photos; cards and the gallery crop with object-fit. Here, not in
 * PropertyCard, so that the listing page's gallery does not load the card's code.
 */
export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 800;

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  /** The displayed width, so the browser picks the smallest CDN size that is sharp enough. */
  sizes: string;
  /** The CDN widths offered (LISTING_PHOTO_WIDTHS unless given). */
  widths?: readonly number[];
};

/**
 * A listing photo in AVIF or WebP at the width the layout needs, from the Netlify Image CDN. The plain `src`
 * is the original file, for remote photos and the rare browser without `srcset`. A photo that fails to load
 * shows the placeholder (data-fallback, the chrome script's photo-fallback behaviour).
 */
export function ListingPhoto({ src, sizes, widths, alt, ...img }: Props) {
  const avif = imageCdnSrcset(src, 'avif', widths);
  return (
    <picture>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      <img
        src={src}
        srcSet={imageCdnSrcset(src, 'webp', widths)}
        sizes={sizes}
        alt={alt}
        data-fallback={LISTING_PHOTO_PLACEHOLDER}
        {...img}
      />
    </picture>
  );
}
