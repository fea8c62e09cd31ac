// Seeds the Blobs store "listings" from data/listings/*.json. Idempotent: a store that already holds
// exactly these listings is left alone. The deploy runs it through netlify/plugins/seed-listings; by hand:
//
//   NETLIFY_SITE_ID=... NETLIFY_AUTH_TOKEN=... node scripts/seed-listings.ts
//
// (A local store needs no seeding: the functions fill an empty one from data/listings by themselves.)
import { getStore, type Store } from '@netlify/blobs';
import { readListingFiles } from '#src/features/listings/listing-files.server.ts';
import { seedListings, type SeedResult } from '#src/features/listings/catalog.server.ts';
import type { Purge } from '#src/lib/server/cache.ts';

export async function seedFromFiles(store: Store, purge?: Purge): Promise<SeedResult> {
  return seedListings(store, await readListingFiles(), purge);
}

export function describeSeed(result: SeedResult): string {
  return result.changed
    ? `Seeded ${result.count} listings into the Blobs store "listings" (version ${result.version}).`
    : `The Blobs store "listings" already holds these ${result.count} listings (version ${result.version}); nothing written.`;
}

if (import.meta.main) {
  const siteID = process.env['NETLIFY_SITE_ID'];
  const token = process.env['NETLIFY_AUTH_TOKEN'];
  if (!siteID || !token) {
    console.error("Set NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN to seed a site's store.");
    process.exit(1);
  }
  console.log(describeSeed(await seedFromFiles(getStore({ name: 'listings', siteID, token }))));
}
