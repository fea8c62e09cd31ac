// npm run inquiries:export [-- --out FILE | --out -]
// Writes every stored inquiry as CSV with its delivery state per channel (default:
// reports/inquiries-<time>.csv, which git ignores).
// With NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN it reads the site's Blobs store on Netlify; otherwise the
// local store that `npm start` keeps in .netlify/blobs-serve.
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { inquiriesToCsv } from '#src/features/leads/csv.ts';
import { readAllInquiries } from '#src/features/leads/export.server.ts';
import { openBlobsTarget } from './blobs-target.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });

async function main(): Promise<void> {
  const { open, source, close } = await openBlobsTarget();
  const store = open('inquiries');
  try {
    const { inquiries, skipped } = await readAllInquiries(store);
    const csv = inquiriesToCsv(inquiries);
    if (values.out === '-') {
      process.stdout.write(csv);
    } else {
      const path = resolve(values.out ?? `reports/inquiries-${new Date().toISOString().replace(/[:.]/g, '-')}.csv`);
      await mkdir(dirname(path), { recursive: true });
      // Leads are personal data: the file is its owner's alone (0600), also when it existed before.
      await writeFile(path, csv, { mode: 0o600 });
      await chmod(path, 0o600);
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
