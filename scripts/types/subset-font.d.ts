// The part of subset-font's API that scripts/build-fonts.ts uses (the package ships no types, and
// @types/subset-font lags behind: it lacks keepFeatures).
declare module 'subset-font' {
  interface Options {
    targetFormat: 'sfnt' | 'woff' | 'woff2';
    /** Axis tag to a pinned value (a static instance) or a narrowed range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** OpenType feature tags to keep; the others, and the glyphs only they reach, are dropped. */
    keepFeatures?: string[];
  }
  export default function subsetFont(font: Buffer, text: string, options: Options): Promise<Buffer>;
}
