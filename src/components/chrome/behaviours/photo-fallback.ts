/**
 * A listing photo that cannot be had (a feed photo its MLS host refused, or broke) shows the placeholder its
 * data-fallback names, never a broken image: the photo function answers such a request at once. An image's
 * error does not bubble, so the listener captures it; a photo that failed before this script ran is found by
 * its state. The picture's sources stay in place (an island hydrating over it expects them), pointed there too.
 */
function showFallback(image: HTMLImageElement): void {
  const fallback = image.dataset['fallback'];
  if (!fallback || image.getAttribute('src') === fallback) return;
  for (const source of image.parentElement?.querySelectorAll('source') ?? []) {
    source.type = '';
    source.srcset = fallback;
  }
  image.srcset = fallback;
  image.src = fallback;
}

export function startPhotoFallback(): void {
  document.addEventListener(
    'error',
    (event) => event.target instanceof HTMLImageElement && showFallback(event.target),
    true,
  );
  for (const image of document.querySelectorAll<HTMLImageElement>('img[data-fallback]'))
    if (image.complete && image.naturalWidth === 0) showFallback(image);
}
