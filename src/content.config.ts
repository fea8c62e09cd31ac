import { defineCollection } from 'astro:content';
import { file, glob, type Loader } from 'astro/loaders';
import { z } from 'zod';
import { CONTENT_FILES, type ContentFile } from '#src/schemas/content-files.ts';
import { DEFAULT_LOCALE } from '#src/schemas/locale.ts';
import { translationsLoader, type Translated } from '#src/lib/content-translations.server.ts';

type Manifest = (typeof CONTENT_FILES)[number];

/** The schema of one Astro entry: a list file's item (with `position` if the order is kept), else the file's. */
type EntrySchema<F extends Manifest> = F extends { kind: 'list'; keepOrder: true }
  ? z.ZodType<z.output<F['item']> & { position: number }>
  : F extends { kind: 'list' }
    ? F['item']
    : F['schema'];

function entrySchema(manifest: ContentFile): z.ZodType {
  if (manifest.kind !== 'list') return manifest.schema;
  // A list file's order only survives as data when its items are objects that can carry `position`.
  return manifest.keepOrder && manifest.item instanceof z.ZodObject
    ? manifest.item.extend({ position: z.number().int() })
    : manifest.item;
}

/** "newport.en.json" → "newport": the English file's entry id. */
const withoutLocale = (fileName: string) => fileName.replace(/\.[a-z]{2}\.(json|md)$/, '');

/** English entries only: the translations beside them are checked by the content rules. */
function loader(manifest: ContentFile) {
  switch (manifest.kind) {
    // One object, exposed as the single entry "main" (read it with getSingleton).
    case 'singleton':
      return file(manifest.path, { parser: (text) => ({ main: JSON.parse(text) as Record<string, unknown> }) });
    // Entry ids are the items' ids as strings.
    case 'list':
      return manifest.keepOrder
        ? file(manifest.path, {
            parser: (text) => (JSON.parse(text) as object[]).map((item, position) => ({ ...item, position })),
          })
        : file(manifest.path);
    // Entry ids are the file names (without the language).
    case 'named-files':
      return glob({
        pattern: `{${Object.keys(manifest.files).join(',')}}.${DEFAULT_LOCALE}.json`,
        base: manifest.folder,
        generateId: ({ entry }) => withoutLocale(entry),
      });
    case 'json-folder': {
      const { idField } = manifest;
      return glob({
        pattern: manifest.i18n ? `*.${DEFAULT_LOCALE}.json` : '*.json',
        base: manifest.folder,
        generateId: ({ entry, data }) => (idField ? String(data[idField]) : withoutLocale(entry)),
      });
    }
    // The file name (without the language) is the id and the URL slug.
    case 'markdown-folder':
      return glob({
        pattern: `*.${DEFAULT_LOCALE}.md`,
        base: manifest.folder,
        generateId: ({ entry }) => withoutLocale(entry),
      });
  }
}

/**
 * One collection per entry of src/schemas/content-files.ts, named there; a translated one has its translations
 * beside it, as "{collection}Translations" (src/lib/content-translations.server.ts).
 */
export const collections = Object.fromEntries(
  CONTENT_FILES.flatMap((manifest) => [
    [manifest.collection, defineCollection({ loader: loader(manifest), schema: entrySchema(manifest) })],
    ...('i18n' in manifest
      ? [
          [
            `${manifest.collection}Translations`,
            defineCollection({ loader: translationsLoader(manifest), schema: z.object({ content: manifest.schema }) }),
          ],
        ]
      : []),
  ]),
) as { [F in Manifest as F['collection']]: { loader: ReturnType<typeof file>; schema: EntrySchema<F> } } & {
  [F in Extract<Manifest, { i18n: true }> as `${F['collection']}Translations`]: {
    loader: Loader;
    schema: z.ZodType<Translated<F>>;
  };
};
