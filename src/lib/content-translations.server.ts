/**
 * The Astro loader of a translated content file's translations (data/faq/faq.pt.json beside faq.en.json, the
 * layout of src/schemas/locale.ts): one entry per file and language, with the id "{locale}/{name}" (the name is
 * the English entry's: "main" for a single file, a county's slug, an article's). A file the CMS wrote with
 * copied values only is no translation yet and is left out, so the page shows the English; one that has begun
 * must match the English file's schema, as the content checks also say.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseFrontmatter } from '@astrojs/internal-helpers/frontmatter';
import type { Loader } from 'astro/loaders';
import type { z } from 'zod';
import { namedFilePath, type ContentFile } from '#src/schemas/content-files.ts';
import { DEFAULT_LOCALE, LOCALES, localeFile, translationStarted } from '#src/schemas/locale.ts';

/** What a translation entry holds: the whole file, parsed with the English file's schema. */
export interface Translated<F extends ContentFile> {
  content: z.output<F['schema']>;
}

/** The id of a file's translation into a language. */
export const translationId = (locale: string, name: string) => `${locale}/${name}`;

/** The English files of a manifest entry, each with its entry name. */
async function englishFiles(manifest: ContentFile, root: string): Promise<{ name: string; path: string }[]> {
  switch (manifest.kind) {
    case 'singleton':
    case 'list':
      return [{ name: 'main', path: manifest.path }];
    case 'named-files':
      return Object.keys(manifest.files).map((name) => ({ name, path: namedFilePath(manifest, name) }));
    case 'json-folder':
    case 'markdown-folder': {
      const suffix = `.${DEFAULT_LOCALE}.${manifest.kind === 'json-folder' ? 'json' : 'md'}`;
      return (await readdir(join(root, manifest.folder)))
        .filter((file) => file.endsWith(suffix))
        .map((file) => ({ name: file.slice(0, -suffix.length), path: `${manifest.folder}/${file}` }));
    }
  }
}

async function readIfThere(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
}

function parsed(manifest: ContentFile, path: string, value: unknown): unknown {
  const result = manifest.schema.safeParse(value);
  if (!result.success) throw new Error(`${path} does not match its schema: ${result.error.message}`);
  return result.data;
}

export function translationsLoader(manifest: ContentFile): Loader {
  return {
    name: 'content-translations',
    load: async (context) => {
      const { store, config, watcher } = context;
      const root = fileURLToPath(config.root);
      store.clear();
      for (const { name, path } of await englishFiles(manifest, root)) {
        const englishText = await readFile(join(root, path), 'utf8');
        for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
          const translationPath = localeFile(path, locale);
          watcher?.add(join(root, translationPath));
          const text = await readIfThere(join(root, translationPath));
          if (text === undefined) continue;
          const id = translationId(locale, name);
          if (manifest.kind !== 'markdown-folder') {
            const value: unknown = JSON.parse(text);
            if (!translationStarted(JSON.parse(englishText), value)) continue;
            store.set({ id, data: { content: parsed(manifest, translationPath, value) } });
            continue;
          }
          const { frontmatter, content: body } = parseFrontmatter(text);
          if (!body.trim() && !translationStarted(parseFrontmatter(englishText).frontmatter, frontmatter)) continue;
          const fileURL = pathToFileURL(join(root, translationPath));
          store.set({
            id,
            data: { content: parsed(manifest, translationPath, frontmatter) },
            body,
            rendered: await context.renderMarkdown(body, { fileURL }),
          });
        }
      }
    },
  };
}
