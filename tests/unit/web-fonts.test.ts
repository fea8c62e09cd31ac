import { describe, expect, it } from 'vitest';
import { firstScreenFontUrls, withMetricTwins } from '#src/lib/web-fonts.ts';

// The shape of the CSS Astro's <Font> writes: web faces (a preloaded part and a swapping one), fallback faces
// sized to them, one variable.
const fontCss = (name: string, variable: string, fallback: string, generic: string) =>
  `@font-face{font-family:"${name}";src:url("/_astro/fonts/${name}-core.woff2") format("woff2");font-display:optional;unicode-range:U+20-7E;font-weight:400;font-style:normal;}` +
  `@font-face{font-family:"${name}";src:url("/_astro/fonts/${name}-extended.woff2") format("woff2");font-display:swap;unicode-range:U+A1-FF;font-weight:400;font-style:normal;}` +
  `@font-face{font-family:"${name} fallback: ${fallback}";src:local("${fallback}");font-display:optional;font-weight:400;font-style:normal;size-adjust:107.1194%;ascent-override:90.4365%;}` +
  `:root{${variable}:"${name}","${name} fallback: ${fallback}",${generic};}`;

const css =
  fontCss('Inter-abc', '--font-inter', 'Arial', 'sans-serif') +
  fontCss('Playfair Display-def', '--font-playfair', 'Times New Roman', 'serif');

describe('withMetricTwins', () => {
  const twinned = withMetricTwins(css);

  it('follows each fallback face with the local fonts of the same metrics', () => {
    expect(twinned).toContain('src:local("Arial"),local("Liberation Sans"),local("Roboto");');
    expect(twinned).toContain('src:local("Times New Roman"),local("Liberation Serif");');
    expect(twinned).toContain('size-adjust:107.1194%');
  });

  it('leaves the web faces and the variables as they are', () => {
    expect(twinned.replace(/,local\("[^"]+"\)/g, '')).toBe(css);
  });
});

describe('firstScreenFontUrls', () => {
  it('preloads the files of the optional web faces, once each, and no swapping part or local face', () => {
    expect(firstScreenFontUrls(css + css)).toEqual([
      '/_astro/fonts/Inter-abc-core.woff2',
      '/_astro/fonts/Playfair Display-def-core.woff2',
    ]);
  });

  it('refuses CSS without an optional web face, rather than preload nothing', () => {
    expect(() => firstScreenFontUrls(css.replaceAll('optional', 'swap'))).toThrow(/nothing to preload/);
  });
});
