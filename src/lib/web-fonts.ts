/**
 * The web fonts never compete with a page that is loading. Until <html> has WEB_FONTS_ATTRIBUTE, the font
 * stacks name only the metric-matched fallback faces, so no font file is requested and the text paints at
 * once. The first page of a visit keeps them: a second after it has loaded, the chrome script downloads the
 * web fonts' cores and notes in localStorage that this browser has them. Every later page sets the attribute
 * in <head>, before its first paint, and paints with the cached files (their display is `optional`, so a file
 * that is somehow not there leaves that page in the fallback rather than moving its text when it comes).
 * Pure: the layout renders its output; the chrome script and the tests use its names.
 */

/** On <html>: the font stacks lead with the web fonts. */
export const WEB_FONTS_ATTRIBUTE = 'data-web-fonts';
/** In localStorage: this browser has the web fonts' cores, so a page can use them from its first paint. */
export const WEB_FONTS_STORAGE_KEY = 'web-fonts';

/**
 * How long after the first page's `load` the cores start downloading. They are for the next page, and the
 * page's own largest paint can be presented after `load` (the chrome script runs first); a download then
 * would compete with it.
 */
export const WEB_FONTS_DOWNLOAD_DELAY_MS = 1000;

/** Runs in <head> before the body is parsed: a browser that has the files paints with them. */
export const EARLY_WEB_FONTS_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(WEB_FONTS_STORAGE_KEY)}))document.documentElement.setAttribute(${JSON.stringify(WEB_FONTS_ATTRIBUTE)},"")}catch(e){}`;

/**
 * Local fonts with the metrics of the ones Astro sizes its fallback faces by (Arial, Times New Roman), for
 * systems that lack those: Linux has the Liberation fonts (the same metrics), Android has Roboto, whose
 * widths are Arial's within 0.3 %. Without them the first page would paint in an unsized system font.
 */
const METRIC_TWINS: Readonly<Record<string, readonly string[]>> = {
  Arial: ['Liberation Sans', 'Roboto'],
  'Times New Roman': ['Liberation Serif'],
};

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const ROOT_VARIABLES = /:root\s*\{([^}]*)\}/g;

/**
 * The CSS that holds the web fonts back, from the CSS of Astro's <Font> components:
 * - each fallback face again, with the local fonts of the same metrics as further sources;
 * - each font variable without its first family (the web font), until <html> has the attribute.
 */
export function fontsBeforeLoadCss(fontCss: string): string {
  const fallbackFaces = (fontCss.match(FONT_FACE) ?? [])
    .filter((face) => /src:\s*local\(/.test(face))
    .map((face) =>
      face.replace(/src:\s*local\("([^"]+)"\)/, (_source, font: string) =>
        [`src:local("${font}")`, ...(METRIC_TWINS[font] ?? []).map((twin) => `local("${twin}")`)].join(','),
      ),
    );
  const stacks = [...fontCss.matchAll(ROOT_VARIABLES)].flatMap(([, body]) =>
    (body ?? '')
      .split(';')
      .map((declaration) => /^\s*(--[\w-]+)\s*:\s*(.+?)\s*$/.exec(declaration))
      .flatMap((match) => {
        const [, variable, list] = match ?? [];
        const families = list ? splitFamilies(list) : [];
        return variable && families.length > 1 ? [`${variable}:${families.slice(1).join(',')}`] : [];
      }),
  );
  if (stacks.length === 0) throw new Error('No font variable found in the CSS of <Font>.');
  return `${fallbackFaces.join('')}:root:not([${WEB_FONTS_ATTRIBUTE}]){${stacks.join(';')}}`;
}

/** The families of a font-family list, split at the commas outside quotes. */
function splitFamilies(list: string): string[] {
  return (list.match(/"[^"]*"|'[^']*'|[^,]+/g) ?? []).map((family) => family.trim()).filter(Boolean);
}
