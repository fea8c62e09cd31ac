import type { APIRoute, GetStaticPaths } from 'astro';
import { catalogueSaveSearchText } from '#src/features/alerts/save-search-words.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#src/schemas/locale.ts';

/**
 * /pt/alerts/save-search.json: "Save this search"'s dialog words in a language other than English, which the
 * dialog loads with its code on the first press (English's are in its code).
 */
export const getStaticPaths = (() =>
  LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({
    params: { locale },
    props: { locale },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ locale: Locale }> = ({ props }) => Response.json(catalogueSaveSearchText(props.locale));
