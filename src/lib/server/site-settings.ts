/**
 * data/site/site.{locale}.json for the pages that functions render, each validated once per instance on first
 * use: English's, and each language's translation (a function writes a page's content in its language, as the
 * build did). A language without a file here has its pages' content in English.
 */
import siteEn from '#data/site/site.en.json' with { type: 'json' };
import siteEs from '#data/site/site.es.json' with { type: 'json' };
import sitePt from '#data/site/site.pt.json' with { type: 'json' };
import siteFr from '#data/site/site.fr.json' with { type: 'json' };
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { siteSchema, type Site } from '#src/schemas/site.ts';

const SITE_FILES: Readonly<Partial<Record<Locale, unknown>>> = { en: siteEn, es: siteEs, pt: sitePt, fr: siteFr };

const settings = new Map<Locale, Site>();

export function siteSettings(locale: Locale = DEFAULT_LOCALE): Site {
  const file = SITE_FILES[locale] === undefined ? DEFAULT_LOCALE : locale;
  let found = settings.get(file);
  if (!found) {
    found = siteSchema.parse(SITE_FILES[file]);
    settings.set(file, found);
  }
  return found;
}
