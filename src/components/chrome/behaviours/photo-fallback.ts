/**
 * A feed photo that cannot be had (its MLS host refused it, or broke) shows the listing placeholder, never a
 * broken image: the photo function answers such a request at once, and this points the picture at the
 * placeholder. An image's error does not bubble, so the listener captures it; a photo that failed before this
 * script ran is found by its state.
 */
import { LISTING_PHOTO_PLACEHOLDER, PHOTO_PATH_PREFIX } from '#src/lib/paths.ts';

const isFeedPhoto = (image: HTMLImageElement): boolean =>
  image.getAttribute('src')?.startsWith(PHOTO_PATH_PREFIX) ?? false;

function showPlaceholder(image: HTMLImageElement): void {
  // The sources stay in place (an island hydrating over the picture expects them), pointed at the placeholder.
  for (const source of image.parentElement?.querySelectorAll('source') ?? []) {
    source.type = 'image/webp';
    source.srcset = LISTING_PHOTO_PLACEHOLDER;
  }
  image.srcset = LISTING_PHOTO_PLACEHOLDER;
  image.src = LISTING_PHOTO_PLACEHOLDER;
}

export function startPhotoFallback(): void {
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement && isFeedPhoto(event.target)) showPlaceholder(event.target);
    },
    true,
  );
  for (const image of document.images) {
    if (isFeedPhoto(image) && image.complete && image.naturalWidth === 0) showPlaceholder(image);
  }
}
