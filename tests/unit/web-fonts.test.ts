import { describe, expect, it } from 'vitest';
import { fontsBeforeLoadCss, WEB_FONTS_ATTRIBUTE } from '#src/lib/web-fonts.ts';

// The shape of the CSS Astro's <Font> writes: web faces, fallback faces sized to them, one variable.
const fontCss = (name: string, variable: string, fallback: string, generic: string) =>
  `@font-face{font-family:"${name}";src:url("/_astro/fonts/a.woff2") format("woff2");font-display:optional;font-weight:400;font-style:normal;}` +
  `@font-face{font-family:"${name} fallback: ${fallback}";src:local("${fallback}");font-display:optional;font-weight:400;font-style:normal;size-adjust:107.1194%;ascent-override:90.4365%;}` +
  `:root{${variable}:"${name}","${name} fallback: ${fallback}",${generic};}`;

describe('fontsBeforeLoadCss', () => {
  const css = fontsBeforeLoadCss(
    fontCss('Inter-abc', '--font-inter', 'Arial', 'sans-serif') +
      fontCss('Playfair Display-def', '--font-playfair', 'Times New Roman', 'serif'),
  );

  it('holds each variable to its stack without the web font until <html> has the attribute', () => {
    expect(css).toContain(
      `:root:not([${WEB_FONTS_ATTRIBUTE}]){--font-inter:"Inter-abc fallback: Arial",sans-serif;--font-playfair:"Playfair Display-def fallback: Times New Roman",serif}`,
    );
  });

  it('repeats each fallback face with the local fonts of the same metrics, and no web face', () => {
    expect(css).toContain('src:local("Arial"),local("Liberation Sans"),local("Roboto");');
    expect(css).toContain('src:local("Times New Roman"),local("Liberation Serif");');
    expect(css).toContain('size-adjust:107.1194%');
    expect(css).not.toContain('url(');
  });

  it('keeps a family name with a comma inside its quotes whole', () => {
    const held = fontsBeforeLoadCss(':root{--font-x:"A, B","A, B fallback: Arial",sans-serif;}');
    expect(held).toContain('{--font-x:"A, B fallback: Arial",sans-serif}');
  });

  it('refuses CSS without a font variable, rather than let the fonts in at once', () => {
    expect(() => fontsBeforeLoadCss('@font-face{font-family:"A";src:url("/a.woff2");}')).toThrow(/font variable/);
  });
});
