// npm run listings:sync: one sync pass of the MLS feed now, against the local store of `npm start`, or
// against a Netlify site with NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN (see README, Listings from the MLS).
// The RESO_* settings come from the environment, as on Netlify. With --full it reads the whole feed again
// from the start (the listings show meanwhile; what the MLS no longer lists goes, under the reconciliation's
// cap).
import { marketPass } from '#src/features/market/market-pass.server.ts';
import { feedSetup } from '#src/features/mls/feed.server.ts';
import { describeSync, runSyncPass } from '#src/features/mls/sync.server.ts';
import { openBlobsTarget } from './blobs-target.ts';

const full = process.argv.slice(2).includes('--full');

const target = await openBlobsTarget();
try {
  const feed = feedSetup(process.env, target.open);
  if (feed.state === 'off') {
    console.error('Set RESO_BASE_URL, RESO_TOKEN_URL, RESO_CLIENT_ID and RESO_CLIENT_SECRET (see README).');
    process.exitCode = 1;
  } else if (feed.state === 'misconfigured') {
    console.error(`Malformed settings: ${feed.problems.join(', ')}.`);
    process.exitCode = 1;
  } else {
    // By hand there is no 30-second limit: a first pass may read the whole MLS at once.
    const summary = await runSyncPass(
      feed.deps({ budgetMs: 15 * 60_000, checkpointPages: 10, full, afterPass: marketPass(target.open) }),
    );
    console.log(`${target.source}: ${describeSync(summary)}`);
    if (summary.outcome === 'failed') process.exitCode = 1;
  }
} finally {
  await target.close();
}
