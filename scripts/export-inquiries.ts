// npm run inquiries:export [-- --out FILE | --out -]
// Writes every stored inquiry as CSV (default: reports/inquiries-<time>.csv, which git ignores).
// With NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN it reads the site's Blobs store on Netlify; otherwise the
// local store that `npm start` keeps in .netlify/blobs-serve.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getStore, type Store } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { inquiriesToCsv } from '../src/lib/csv.ts';
import { readAllInquiries } from '../src/lib/server/export.ts';

// @netlify/dev serves an unlinked project's Blobs under this site id.
const LOCAL_SITE_ID = '0';
const LOCAL_DIRECTORY = resolve(process.cwd(), '.netlify/blobs-serve');

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const siteID = process.env['NETLIFY_SITE_ID'];
const token = process.env['NETLIFY_AUTH_TOKEN'];

async function openInquiries(): Promise<{ store: Store; source: string; close: () => Promise<void> }> {
  if (siteID && token) {
    return {
      store: getStore({ name: 'inquiries', siteID, token }),
      source: `Netlify site ${siteID}`,
      close: async () => {},
    };
  }
  if (siteID || token)
    throw new Error(
      'Set both NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN to export from Netlify, or neither for the local store.',
    );
  if (!existsSync(LOCAL_DIRECTORY))
    console.error(`No local store at ${LOCAL_DIRECTORY} yet: the export will be empty.`);
  // A second Blobs server over the same directory: it only reads, so it can run beside `npm start`.
  const localToken = randomUUID();
  const server = new BlobsServer({ directory: LOCAL_DIRECTORY, token: localToken, port: 0 });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  const store = getStore({
    name: 'inquiries',
    siteID: LOCAL_SITE_ID,
    token: localToken,
    edgeURL: url,
    uncachedEdgeURL: url,
    consistency: 'strong',
  });
  return { store, source: `local store ${LOCAL_DIRECTORY}`, close: () => server.stop() };
}

async function main(): Promise<void> {
  const { store, source, close } = await openInquiries();
  try {
    const { inquiries, skipped } = await readAllInquiries(store);
    const csv = inquiriesToCsv(inquiries);
    if (values.out === '-') {
      process.stdout.write(csv);
    } else {
      const path = resolve(values.out ?? `reports/inquiries-${new Date().toISOString().replace(/[:.]/g, '-')}.csv`);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, csv);
      console.error(`Wrote ${inquiries.length} inquiries from the ${source} to ${path}`);
    }
    if (skipped.length)
      console.error(`Skipped ${skipped.length} entries that are not valid inquiries: ${skipped.join(', ')}`);
  } finally {
    await close();
  }
}

try {
  await main();
} catch (error) {
  console.error(`inquiries:export failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
