// One function instance for `npm run bench:feed` and `bench:market`, in a fresh process so that nothing is
// cached and its memory is its own: `sync` runs one scheduled sync pass with its market stage, as the
// scheduled function does (the RESO_* settings and the Blobs context come from the environment, as on
// Netlify), `market` that stage alone after the listings are read (the figures' whole computation), `catalog` loads the catalogue cold as the listing functions do,
// `photos` copies BENCH_PHOTOS feed photos as the listing-photo function does, the first one's MLS file
// swapped for BENCH_ENDLESS_URL (an answer that never ends).
// Prints one JSON line: the work's time (module loading apart) and the process's memory.
import { loadCatalog } from '#src/features/listings/catalog.server.ts';
import { officeSource } from '#src/features/listings/listing-files.server.ts';
import { feedSetup } from '#src/features/mls/feed.server.ts';
import { fetchMedia, mediaPolicy } from '#src/features/mls/media-fetch.server.ts';
import { readPhotoPath } from '#src/features/mls/photos.ts';
import { PHOTO_PATH_PREFIX } from '#src/lib/paths.ts';
import { feedPhotoLookup, servePhoto, type PhotoDeps } from '#src/features/mls/photos.server.ts';
import { readResoSettings } from '#src/features/mls/reso-settings.ts';
import { runSyncPass } from '#src/features/mls/sync.server.ts';
import { readFeedState } from '#src/features/mls/feed-state.server.ts';
import { feedProperties } from '#src/features/mls/feed-state.ts';
import { marketPass } from '#src/features/market/market-pass.server.ts';
import { MARKET_FIGURES_KEY } from '#src/features/market/figures.server.ts';
import { openStore } from '#src/lib/server/stores.ts';

const MB = 1024 * 1024;

async function measured(work: () => Promise<Record<string, unknown>>): Promise<void> {
  const before = process.memoryUsage();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const after = process.memoryUsage();
  console.log(
    JSON.stringify({
      ...result,
      ms,
      // This process's CPU time (user and system, every thread), which load on a shared machine inflates less.
      cpuMs: (cpu.user + cpu.system) / 1000,
      // resourceUsage().maxRSS is in kilobytes: the process's peak, Node and the code included.
      peakRssMB: (process.resourceUsage().maxRSS * 1024) / MB,
      rssBeforeMB: before.rss / MB,
      heapGrowthMB: (after.heapUsed - before.heapUsed) / MB,
    }),
  );
}

const mode = process.argv[2];
if (mode === 'sync') {
  const feed = feedSetup();
  if (feed.state !== 'ready') throw new Error(`The feed is ${feed.state}: set the RESO_* variables.`);
  // The scheduled function's pass (its 20 s paging budget); outside Netlify a purge could only log a warning.
  await measured(async () => ({
    summary: await runSyncPass(feed.deps({ purge: () => Promise.resolve(), afterPass: marketPass() })),
  }));
} else if (mode === 'market') {
  const feed = feedSetup();
  if (feed.state !== 'ready') throw new Error(`The feed is ${feed.state}: set the RESO_* variables.`);
  const deps = feed.deps({ purge: () => Promise.resolve() });
  // What the pass holds when its market stage starts: the listings that show, read before the measure.
  const properties = feedProperties(await readFeedState(deps.store));
  (globalThis as { gc?: () => void }).gc?.();
  const figures = openStore('market');
  await measured(async () => {
    await marketPass()({
      client: deps.client,
      base: undefined, // RESO_ORIGINATING_SYSTEM: the fixture's settings name none
      officeMlsId: deps.mapping.officeMlsId,
      now: () => new Date(),
      deadline: Date.now() + 20_000,
      complete: true,
      listingsChanged: true,
      properties,
      notClosedKeys: new Set(),
      listedKeys: null,
      purge: undefined,
    });
    return { listings: properties.length, computed: (await figures.getMetadata(MARKET_FIGURES_KEY)) !== null };
  });
} else if (mode === 'catalog') {
  // As on Netlify: the deploy's files (read once per instance) and the feed snapshot from the store.
  await measured(async () => {
    const catalog = await loadCatalog({ office: officeSource(false), feed: openStore('listings') });
    return { listings: catalog.properties.length };
  });
} else if (mode === 'photos') {
  const settings = readResoSettings(process.env);
  if (settings === null || 'problems' in settings) throw new Error('Set the RESO_* variables.');
  const count = Number(process.env['BENCH_PHOTOS'] ?? 1000);
  const listings = openStore('listings');
  const paths = [...(await readFeedState(listings)).listings.values()]
    .flatMap((listing) => listing.property.images.filter((image) => image.startsWith(PHOTO_PATH_PREFIX)))
    .slice(0, count);
  const endless = readPhotoPath(paths[0] ?? '');
  const lookup = feedPhotoLookup(listings);
  const policy = mediaPolicy(settings);
  const deps: PhotoDeps = {
    findPhoto: async (listingKey, mediaKey) => {
      const photo = await lookup(listingKey, mediaKey);
      const swapped = photo && listingKey === endless?.listingKey && mediaKey === endless.mediaKey;
      return swapped ? { ...photo, url: process.env['BENCH_ENDLESS_URL'] ?? photo.url } : photo;
    },
    photos: openStore('listing-photos'),
    fetchMedia: (url) => fetchMedia(url, policy),
  };
  // A few visitors' worth at a time, as the image CDN asks for them.
  const statuses: Record<string, number> = {};
  await measured(async () => {
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < paths.length; index = next++) {
        const answer = await servePhoto(new Request(`http://localhost${paths[index] ?? ''}`), deps);
        await answer.arrayBuffer();
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    return { photos: paths.length, statuses };
  });
} else {
  throw new Error('Usage: node scripts/bench-feed-instance.ts sync|market|catalog|photos');
}
