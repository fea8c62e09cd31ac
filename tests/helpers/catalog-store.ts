// For the tests of functions that read the listing catalogue: a fresh, empty Blobs server and no catalogue in
// memory (a fresh function instance) before each test of the file.
import { afterAll, beforeEach } from 'vitest';
import { forgetCatalog } from '#src/features/listings/catalog.server.ts';
import { startLocalBlobs, type LocalBlobs } from './blobs.ts';

/** Registers the hooks; returns what stops the current server (a test's outage). Stopping twice is harmless. */
export function freshCatalogStorePerTest(): () => Promise<void> {
  let blobs: LocalBlobs | undefined;
  const stop = async () => {
    const running = blobs;
    blobs = undefined;
    await running?.stop();
  };
  beforeEach(async () => {
    await stop();
    blobs = await startLocalBlobs();
    forgetCatalog();
  });
  afterAll(stop);
  return stop;
}
