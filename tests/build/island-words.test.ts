// The islands whose words in another language travel in a file of their own (src/lib/island-words.ts): no
// built page or template carries them in its islands' props, and each language's file has every word the
// island's English has.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGLISH_INQUIRY_FORM_TEXT } from '#src/features/leads/inquiry-form-text.ts';
import { listingTemplateFile } from '#src/features/listing-page/listing-page.ts';
import { ENGLISH_GALLERY_TEXT } from '#src/features/listings/gallery.ts';
import { ENGLISH_LISTING_MAP_TEXT } from '#src/features/listings/MapNote.tsx';
import { ENGLISH_MORTGAGE_TEXT } from '#src/features/listings/mortgage-text.ts';
import { ENGLISH_TOUR_TEXT } from '#src/features/listings/tour-labels.ts';
import { ENGLISH_SHOWING_FORM_TEXT } from '#src/features/showings/showing-text.ts';
import { ISLAND_WORD_FILES, islandWordsPath, type IslandWithWordFile } from '#src/lib/island-words.ts';
import { islandProps } from '#src/lib/islands.ts';
import { DEFAULT_LOCALE, LOCALES } from '#src/schemas/locale.ts';
import { builtPages, dist } from './html.ts';

const ENGLISH = {
  Gallery: ENGLISH_GALLERY_TEXT,
  ListingTours: ENGLISH_TOUR_TEXT,
  MortgageCalculator: ENGLISH_MORTGAGE_TEXT,
  ListingMap: ENGLISH_LISTING_MAP_TEXT,
  InquiryForm: ENGLISH_INQUIRY_FORM_TEXT,
  ShowingRequest: ENGLISH_SHOWING_FORM_TEXT,
} satisfies Record<IslandWithWordFile, object>;

/** Words by key that differ by language: plural categories (PluralWords), English messages' translations. */
const isWordRecord = (value: object): boolean => Object.values(value).every((inner) => typeof inner === 'string');

/** Every key path of a value, with the type at its end: the shape two languages' words must share. */
const shapeOf = (value: unknown, path = ''): string[] =>
  value !== null && typeof value === 'object'
    ? isWordRecord(value)
      ? [`${path}: record`]
      : Object.entries(value).flatMap(([key, inner]) => shapeOf(inner, `${path}.${key}`))
    : [`${path}: ${typeof value}`];

const namesWithWordFiles = Object.keys(ISLAND_WORD_FILES);
const islandTags = (html: string) =>
  [...html.matchAll(/<astro-island\s[^>]*>/g)]
    .map(([tag]) => ({ tag, name: /opts="\{&quot;name&quot;:&quot;(\w+)&quot;/.exec(tag)?.[1] ?? '' }))
    .filter(({ name }) => namesWithWordFiles.includes(name));

describe("islands' words in files of their own", async () => {
  const pages = await builtPages();
  const templates = await Promise.all(
    LOCALES.map(async (locale) => ({
      route: listingTemplateFile(locale),
      html: await readFile(join(process.cwd(), listingTemplateFile(locale)), 'utf8'),
    })),
  );

  it('are in no built page, nor in the listing templates', () => {
    const islands = [...pages, ...templates].flatMap(({ route, html }) =>
      islandTags(html).map(({ tag, name }) => ({ at: `${route} ${name}`, props: islandProps(tag) })),
    );
    expect(islands.length).toBeGreaterThan(0);
    for (const { at, props } of islands) expect(props, at).not.toHaveProperty('text');
  });

  it.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))('has each island its words in %s', async (locale) => {
    for (const [island, file] of Object.entries(ISLAND_WORD_FILES)) {
      const words = JSON.parse(await readFile(join(dist, islandWordsPath(locale, file)), 'utf8')) as unknown;
      expect(shapeOf(words), island).toEqual(shapeOf(ENGLISH[island as IslandWithWordFile]));
    }
  });
});
