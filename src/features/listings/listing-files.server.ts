/** The office's own listings: data/listings/*.json read from disk (the project root locally; included_files on Netlify). */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OfficeSource } from './catalog.server.ts';

export const LISTINGS_DIR = 'data/listings';

/** Every listing file in `dir`, parsed but not yet validated (loadCatalog validates). */
export async function readListingFiles(dir = join(process.cwd(), LISTINGS_DIR)): Promise<unknown[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as unknown));
}

const LIVE_FILES: OfficeSource = { load: () => readListingFiles(), mode: 'live' };
const DEPLOY_FILES: OfficeSource = { load: () => readListingFiles(), mode: 'deploy' };

/**
 * Locally (npm start, npm run dev) the files are read on every request, so edits show up at once. On
 * Netlify they are the deploy's own files (included_files), read once per function instance: a deploy
 * preview shows its own branch's listings and never touches production's.
 */
export function officeSource(local: boolean): OfficeSource {
  return local ? LIVE_FILES : DEPLOY_FILES;
}

/** A function runs locally when the invocation carries no deploy id (@netlify/dev leaves it empty). */
export function isLocalInvocation(context: { deploy?: { id?: string } } | undefined): boolean {
  return !context?.deploy?.id;
}
