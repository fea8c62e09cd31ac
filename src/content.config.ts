import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'zod';
import { CONTENT_FILES, type ContentFile } from '#src/schemas/content-files.ts';

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
    // Entry ids are the file names.
    case 'named-files':
      return glob({ pattern: `{${Object.keys(manifest.files).join(',')}}.json`, base: manifest.folder });
    case 'json-folder': {
      const { idField } = manifest;
      return glob({
        pattern: '*.json',
        base: manifest.folder,
        ...(idField ? { generateId: ({ data }) => String(data[idField]) } : {}),
      });
    }
    // The file name is the id and the URL slug.
    case 'markdown-folder':
      return glob({ pattern: '*.md', base: manifest.folder });
  }
}

/** One collection per entry of src/schemas/content-files.ts, named there. */
export const collections = Object.fromEntries(
  CONTENT_FILES.map((manifest) => [
    manifest.collection,
    defineCollection({ loader: loader(manifest), schema: entrySchema(manifest) }),
  ]),
) as { [F in Manifest as F['collection']]: { loader: ReturnType<typeof file>; schema: EntrySchema<F> } };
