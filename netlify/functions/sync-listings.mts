// Scheduled: one sync pass of the MLS feed into the Blobs store "listings" (see README, Listings from the MLS).
// Netlify runs scheduled functions only on the published production deploy, so previews never write it.
import type { Config } from '@netlify/functions';
import { feedSetup } from '#src/features/mls/feed.server.ts';
import { describeSync, runSyncPass } from '#src/features/mls/sync.server.ts';

/** A scheduled function ends at 30 s: paging stops at 20 s, leaving time to store what was read. */
const BUDGET_MS = 20_000;

export default async (): Promise<Response> => {
  const feed = feedSetup();
  if (feed.state === 'off') return new Response(null, { status: 204 });
  if (feed.state === 'misconfigured') {
    console.error(`MLS sync not run: malformed settings ${feed.problems.join(', ')}`);
    return new Response(null, { status: 204 });
  }
  const summary = await runSyncPass(feed.deps({ budgetMs: BUDGET_MS }));
  console.log(describeSync(summary));
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '*/15 * * * *' };
