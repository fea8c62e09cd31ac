/** The showing section's and the showing pages' marked regions and template. Pure and zod-free. */
import { pageRegion } from '#src/lib/page-regions.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';

/**
 * The form block of a listing page's showing section (the island, markers included): a post without
 * JavaScript that comes back gets the listing page with this block replaced by the static form.
 */
export const SHOWING_FORM_REGION = pageRegion('showing-form');

/** The block of /showings/requested (the built page, the function's template) that the function fills in. */
export const SHOWING_NOTICE_REGION = pageRegion('showing-notice');

/** The built page of each language the showing functions render their pages from (included_files on Netlify). */
export const showingTemplateFile = (locale: Locale): string =>
  locale === DEFAULT_LOCALE ? 'dist/showings/requested.html' : `dist/${locale}/showings/requested.html`;
