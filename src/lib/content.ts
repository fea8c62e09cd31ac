import { getCollection, getEntry, type CollectionEntry, type CollectionKey } from 'astro:content';
import { CONTENT_FILES, type Singletons } from '#src/schemas/content-files.ts';
import type { CountyGuide } from '#src/schemas/county.ts';
import type { StatePage } from '#src/schemas/region.ts';
import type { Article } from '#src/schemas/article.ts';
import type { ContactFaqItem } from '#src/schemas/contact-faq.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#src/schemas/locale.ts';
import { translationId } from './content-translations.server.ts';
import { newestFirst } from './market.ts';

/** The collections marketing translates (`i18n` in src/schemas/content-files.ts). */
export type TranslatedCollection = Extract<(typeof CONTENT_FILES)[number], { i18n: true }>['collection'];

const isTranslated = (collection: string): collection is TranslatedCollection =>
  CONTENT_FILES.some((manifest) => manifest.collection === collection && 'i18n' in manifest);

/** One translated file: a collection's single file ("main"), or one of its entries by name (a county's slug). */
export interface ContentRef {
  collection: TranslatedCollection;
  name?: string;
}

/** A file's translation into a language, if it has begun (src/lib/content-translations.server.ts). */
async function translation(ref: ContentRef, locale: Locale): Promise<unknown> {
  if (locale === DEFAULT_LOCALE) return undefined;
  const collection = `${ref.collection}Translations` as const satisfies CollectionKey;
  const entry = await getEntry(collection, translationId(locale, ref.name ?? 'main'));
  return entry?.data.content;
}

/** The languages all these files are written in: English, and each language every one of them is translated into. */
export async function writtenIn(refs: readonly ContentRef[]): Promise<Locale[]> {
  const found = await Promise.all(
    LOCALES.map(async (locale) => (await Promise.all(refs.map((ref) => translation(ref, locale)))).every(Boolean)),
  );
  return LOCALES.filter((locale, index) => locale === DEFAULT_LOCALE || found[index]);
}

/**
 * The one entry of a singleton collection, in a language where it is translated, else in English; a missing
 * English file fails the build.
 */
export async function getSingleton<K extends keyof Singletons>(
  collection: K,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Singletons[K]> {
  const entry = await getEntry(collection, 'main');
  if (!entry) throw new Error(`The ${collection} content file is missing`);
  const translated = isTranslated(collection) ? await translation({ collection }, locale) : undefined;
  return (translated ?? entry.data) as Singletons[K];
}

/** The Rhode Island county guides in their /counties order, each in the language where it is translated. */
export async function getCountyGuides(locale: Locale = DEFAULT_LOCALE): Promise<CountyGuide[]> {
  const entries = await getCollection('counties');
  const guides = await Promise.all(
    entries.map(
      async (entry) =>
        ((await translation({ collection: 'counties', name: entry.id }, locale)) as CountyGuide | undefined) ??
        entry.data,
    ),
  );
  return guides.sort((a, b) => a.order - b.order);
}

/** The /massachusetts or /connecticut page. */
export async function getStatePage(slug: StatePage['slug'], locale: Locale = DEFAULT_LOCALE): Promise<StatePage> {
  const entry = await getEntry('statePages', slug);
  if (!entry) throw new Error(`data/regions/${slug}.en.json is missing`);
  const translated = (await translation({ collection: 'statePages', name: slug }, locale)) as StatePage | undefined;
  return translated ?? entry.data;
}

/** A market update as its pages show it: the id is its slug, the same in every language. */
export interface MarketUpdate {
  id: string;
  data: Article;
  /** The Markdown body as HTML. */
  html: string;
  /** The language it is written in: the one asked for, or English until it is translated. */
  locale: Locale;
}

/** Market updates, newest first, each in the language where it is translated. */
export async function getMarketUpdates(locale: Locale = DEFAULT_LOCALE): Promise<MarketUpdate[]> {
  const english = await getCollection('marketUpdates');
  const shown = await Promise.all(
    english.map(async (entry): Promise<MarketUpdate> => {
      const translated =
        locale === DEFAULT_LOCALE
          ? undefined
          : await getEntry('marketUpdatesTranslations', translationId(locale, entry.id));
      const source = translated ?? entry;
      const html = source.rendered?.html;
      if (!html) throw new Error(`data/market-updates/${entry.id}.${locale}.md has no body`);
      return translated
        ? { id: entry.id, data: translated.data.content, html, locale }
        : { id: entry.id, data: entry.data, html, locale: DEFAULT_LOCALE };
    }),
  );
  return newestFirst(shown);
}

/** The whole team in the file's order, with the bios of the language where the file is translated. */
export async function getTeam(locale: Locale = DEFAULT_LOCALE): Promise<CollectionEntry<'team'>['data'][]> {
  const translated = (await translation({ collection: 'team' }, locale)) as
    CollectionEntry<'team'>['data'][] | undefined;
  return translated ?? (await getCollection('team')).map((entry) => entry.data);
}

/** The contact page's questions in the file's order, in the language where the file is translated. */
export async function getContactFaq(locale: Locale = DEFAULT_LOCALE): Promise<ContactFaqItem[]> {
  const translated = (await translation({ collection: 'contactFaq' }, locale)) as ContactFaqItem[] | undefined;
  return (
    translated ?? (await getCollection('contactFaq')).map((entry) => entry.data).sort((a, b) => a.position - b.position)
  );
}
