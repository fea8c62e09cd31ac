/** The seed: data/listings/*.json read from disk (the project root locally; included_files on Netlify). */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SeedSource } from './catalog.server.ts';
import { purgeTags } from '#src/lib/server/cache.ts';

export const LISTINGS_DIR = 'data/listings';

/** Every listing file in `dir`, parsed but not yet validated (seedListings validates). */
export async function readListingFiles(dir = join(process.cwd(), LISTINGS_DIR)): Promise<unknown[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as unknown));
}

/**
 * Locally (npm start, npm run dev) the store follows data/listings on every request, so edits show up
 * at once, and there is no CDN to purge. On Netlify the deploy seeds the store
 * (netlify/plugins/seed-listings); a request seeds it only if it is empty.
 */
export function fileSeedSource(local: boolean): SeedSource {
  return local
    ? { load: () => readListingFiles(), mode: 'if-changed' }
    : { load: () => readListingFiles(), mode: 'if-empty', purge: purgeTags };
}

/** A function runs locally when the invocation carries no deploy id (@netlify/dev leaves it empty). */
export function isLocalInvocation(context: { deploy?: { id?: string } } | undefined): boolean {
  return !context?.deploy?.id;
}
