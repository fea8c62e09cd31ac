// A second after the first page of a visit has loaded, download the web fonts' cores for the pages that
// follow, and remember that this browser has them (src/lib/web-fonts.ts). This page keeps its fallback faces:
// a swap now would move text the visitor is reading. (A module script runs before `load`, so the listener is
// in time.)
import { WEB_FONTS_ATTRIBUTE, WEB_FONTS_DOWNLOAD_DELAY_MS, WEB_FONTS_STORAGE_KEY } from '#src/lib/web-fonts.ts';

export function startWebFonts(): void {
  if (document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)) return;
  addEventListener('load', () => setTimeout(downloadCores, WEB_FONTS_DOWNLOAD_DELAY_MS));
}

function downloadCores(): void {
  const downloads: Promise<unknown>[] = [];
  // "a" is in every core's range and no extended file's, so only the cores download.
  document.fonts.forEach((face) => {
    if (!face.family.includes(' fallback: '))
      downloads.push(document.fonts.load(`${face.weight} 1em "${face.family}"`, 'a'));
  });
  Promise.all(downloads).then(
    () => {
      try {
        localStorage.setItem(WEB_FONTS_STORAGE_KEY, '1');
      } catch {
        // Storage refused (a private window, say): each page keeps its fallback faces.
      }
    },
    () => undefined, // A file failed to download: the next page tries again.
  );
}
