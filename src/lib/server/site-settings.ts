/** data/site/site.en.json for the pages that functions render, validated once per instance on first use. */
import siteData from '#data/site/site.en.json' with { type: 'json' };
import { siteSchema, type Site } from '#src/schemas/site.ts';

let settings: Site | undefined;

export function siteSettings(): Site {
  return (settings ??= siteSchema.parse(siteData));
}
