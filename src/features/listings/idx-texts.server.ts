/** The IDX texts of data/site.json for pages that functions render, parsed once per instance on first use. */
import siteData from '#data/site.json' with { type: 'json' };
import { siteSchema } from '#src/schemas/site.ts';
import type { IdxTexts } from './IdxDisclaimer.tsx';

let texts: IdxTexts | undefined;

export function idxTexts(): IdxTexts {
  return (texts ??= siteSchema.shape.idx.parse(siteData.idx));
}
