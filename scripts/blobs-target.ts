// The Blobs stores a staff script works on: the site's on Netlify with NETLIFY_SITE_ID and
// NETLIFY_AUTH_TOKEN, otherwise the local store that `npm start` keeps in .netlify/blobs-serve.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { getStore, type Store } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import type { StoreName } from '#src/lib/server/stores.ts';

// @netlify/dev serves an unlinked project's Blobs under this site id.
const LOCAL_SITE_ID = '0';
export const LOCAL_DIRECTORY = resolve(process.cwd(), '.netlify/blobs-serve');

export interface BlobsTarget {
  open: (name: StoreName) => Store;
  /** "Netlify site …" or "local store …", for messages. */
  source: string;
  local: boolean;
  close: () => Promise<void>;
}

export async function openBlobsTarget(): Promise<BlobsTarget> {
  const siteID = process.env['NETLIFY_SITE_ID'];
  const token = process.env['NETLIFY_AUTH_TOKEN'];
  if (siteID && token) {
    return {
      open: (name) => getStore({ name, siteID, token, consistency: 'strong' }),
      source: `Netlify site ${siteID}`,
      local: false,
      close: () => Promise.resolve(),
    };
  }
  if (siteID || token)
    throw new Error(
      'Set both NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN to work on Netlify, or neither for the local store.',
    );
  if (!existsSync(LOCAL_DIRECTORY))
    console.error(`No local store at ${LOCAL_DIRECTORY} yet: there is nothing to read.`);
  // A second Blobs server over the same directory, so the script can run beside `npm start`.
  const localToken = randomUUID();
  const server = new BlobsServer({ directory: LOCAL_DIRECTORY, token: localToken, port: 0 });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  return {
    open: (name) =>
      getStore({
        name,
        siteID: LOCAL_SITE_ID,
        token: localToken,
        edgeURL: url,
        uncachedEdgeURL: url,
        consistency: 'strong',
      }),
    source: `local store ${LOCAL_DIRECTORY}`,
    local: true,
    close: () => server.stop(),
  };
}
