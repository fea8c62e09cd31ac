import type { APIRoute, GetStaticPaths } from 'astro';
import { catalogueInquiryFormText } from '#src/features/leads/inquiry-form-words.ts';
import {
  catalogueGalleryText,
  catalogueListingMapText,
  catalogueMortgageText,
  catalogueTourText,
} from '#src/features/listings/listing-words.ts';
import { catalogueShowingFormText } from '#src/features/showings/showing-words.ts';
import { ISLAND_WORD_FILES, type IslandWithWordFile } from '#src/lib/island-words.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#src/schemas/locale.ts';

/** Each island's words in the catalogue's language: what the server renders it with outside English. */
const ISLAND_WORDS = {
  Gallery: catalogueGalleryText,
  ListingTours: catalogueTourText,
  MortgageCalculator: catalogueMortgageText,
  ListingMap: catalogueListingMapText,
  InquiryForm: catalogueInquiryFormText,
  ShowingRequest: catalogueShowingFormText,
} satisfies Record<IslandWithWordFile, (locale: Locale) => unknown>;

/**
 * /pt/words/gallery.json: an island's words in a language other than English, which the island loads with its
 * code (src/lib/island-words.ts); English's are in its code.
 */
export const getStaticPaths = (() =>
  LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
    Object.entries(ISLAND_WORD_FILES).map(([island, file]) => ({
      params: { locale, file },
      props: { locale, island: island as IslandWithWordFile },
    })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ locale: Locale; island: IslandWithWordFile }> = ({ props }) =>
  Response.json(ISLAND_WORDS[props.island](props.locale));
