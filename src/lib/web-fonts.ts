/**
 * The web fonts as every page loads them, from the CSS of Astro's <Font> components (astro.config.mjs declares
 * the faces, scripts/fonts/faces.ts cuts them). The parts a page's first screen draws are `optional`, and the
 * page preloads them, so its first paint has them: a first visit shows the brand's faces, and a font never
 * swaps in under text already painted. A page that does not get one in time keeps its metric-matched fallback
 * face, and the next page has it from the cache. Pure: WebFonts.astro renders its output.
 */

import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';

/**
 * A family's CSS variable on a language's pages: "--font-inter-pt" names Inter whose first-screen parts hold
 * Portuguese's letters (astro.config.mjs, fonts). The theme takes whichever of them the page declares
 * (src/styles/global.css).
 */
export const fontVariable = (variable: '--font-playfair' | '--font-inter', locale: Locale) =>
  locale === DEFAULT_LOCALE ? variable : (`${variable}-${locale}` as const);

/**
 * Local fonts with the metrics of the ones Astro sizes its fallback faces by (Arial, Times New Roman), for
 * systems that lack those: Linux has the Liberation fonts (the same metrics), Android has Roboto, whose
 * widths are Arial's within 0.3 %. Without them a page would paint in an unsized system font.
 */
const METRIC_TWINS: Readonly<Record<string, readonly string[]>> = {
  Arial: ['Liberation Sans', 'Roboto'],
  'Times New Roman': ['Liberation Serif'],
};

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/** The CSS with each fallback face's local font followed by the local fonts of the same metrics. */
export function withMetricTwins(fontCss: string): string {
  return fontCss.replace(FONT_FACE, (face) =>
    face.replace(/src:\s*local\("([^"]+)"\)/, (_source, font: string) =>
      [`src:local("${font}")`, ...(METRIC_TWINS[font] ?? []).map((twin) => `local("${twin}")`)].join(','),
    ),
  );
}

/**
 * The files a page preloads: those of the `optional` faces, the parts every page's first screen draws. The
 * others swap in, and only a page whose text needs them fetches them.
 */
export function firstScreenFontUrls(fontCss: string): string[] {
  const urls = (fontCss.match(FONT_FACE) ?? [])
    .filter((face) => /font-display:\s*optional/.test(face))
    .flatMap((face) => /src:\s*url\("?([^")]+)"?\)/.exec(face)?.[1] ?? []);
  if (urls.length === 0) throw new Error('No optional web font in the CSS of <Font>: nothing to preload.');
  return [...new Set(urls)];
}
