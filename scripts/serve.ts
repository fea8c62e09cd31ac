// Serves the built site (dist/) the way Netlify does: static files with netlify.toml redirects and
// headers, the functions under /api/*, and a Blobs store on disk (.netlify/blobs-serve). @netlify/dev is
// not an HTTP server, so scripts/local-server/ is the node:http server around it: the listener, the bridge
// between node:http and fetch, the in-process functions, their schedules, and the CDN's caches.
import { join } from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { loadFunctions } from '#scripts/local-server/functions.ts';
import { createLocalServer } from '#scripts/local-server/listener.ts';
import { startLocalSchedules } from '#scripts/local-server/schedules.ts';
import { OFFLINE_NETLIFY_FEATURES } from '#scripts/netlify-offline.ts';
import { startLocalMls } from '#scripts/mls-fixture/local.ts';
import { clearFeed } from '#src/features/mls/sync.server.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { alertsSetting, DEVELOPMENT_SECRET_SIGNAL } from '#src/features/alerts/settings.ts';
import { PASS_STATE_KEY } from '#src/features/alerts/catalogue-changes.ts';

const port = Number(process.env['PORT'] ?? 8888);
const host = process.env['HOST'] ?? 'localhost';
const projectRoot = process.cwd();
const origin = `http://${host}:${port}`;

const netlify = new NetlifyDev({
  projectRoot,
  ...OFFLINE_NETLIFY_FEATURES,
  // Every function runs in process (scripts/local-server/functions.ts), routed by its own paths; no rewrite
  // in netlify.toml or _redirects leads to one. @netlify/dev's own functions would only be built again, in
  // the background for about 15 s after start-up, slowing every request meanwhile.
  functions: { enabled: false },
  // The image CDN fetches its sources from this server, so a photo a function serves (a feed listing's)
  // comes from the in-process function.
  serverAddress: origin,
});

// Without RESO settings the site syncs from the bundled fixture MLS, so the whole feed path runs offline.
// MLS_FIXTURE=off leaves the feed out (the browser tests, which count the office's listings).
const fixture = process.env['RESO_BASE_URL'] || process.env['MLS_FIXTURE'] === 'off' ? null : await startLocalMls();
await netlify.start();
const functions = await loadFunctions(projectRoot);
// Without any feed, the local store keeps no feed listings from an earlier run with the fixture MLS (the
// browser tests count the office's own). Feed ids then start again, so the alert pass takes a new baseline
// rather than read the next feed's listings as old ones returning.
if (!fixture && !process.env['RESO_BASE_URL']) {
  await clearFeed(openStore('listings'));
  await openStore('alerts').delete(PASS_STATE_KEY);
}
// LOCAL_SCHEDULES=off: the browser tests run the passes they need themselves, so none races them.
const stopSchedules =
  process.env['LOCAL_SCHEDULES'] === 'off' ? () => undefined : await startLocalSchedules(functions, origin);

const server = createLocalServer({ netlify, functions, origin, publishDir: join(projectRoot, 'dist') });
server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') {
    console.error(`Port ${port} is already in use. Stop the other server or choose another port: PORT=8899 npm start`);
  } else {
    console.error(error);
  }
  void netlify.stop().finally(() => process.exit(1));
});
// The functions run in this process: this is the one signal that lets them sign with the development
// secret when ALERTS_SECRET is not set (never honoured in a Netlify deploy).
process.env[DEVELOPMENT_SECRET_SIGNAL] = 'allow';
const alerts = alertsSetting(process.env, true);
server.listen(port, host, () => {
  console.log(`Site, API and local Blobs store ready at ${origin}`);
  if (alerts.state === 'on' && alerts.development)
    console.log('E-mail alerts: ALERTS_SECRET is not set, so links are signed with the development secret.');
  else if (alerts.state === 'off') console.log(`E-mail alerts are off: ${alerts.reason}.`);
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: stopping the server.`);
  stopSchedules();
  server.closeAllConnections();
  server.close();
  // A delivery pass in flight can keep the emulated Blobs store busy for seconds; stopping never waits on
  // it, since an interrupted channel's claim expires and the next pass sends it.
  await Promise.race([
    Promise.all([netlify.stop(), fixture?.close()]),
    new Promise((resolve) => setTimeout(resolve, 2_000)),
  ]);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
