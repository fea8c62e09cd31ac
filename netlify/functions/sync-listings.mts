// Scheduled: one sync pass of the MLS feed into the Blobs store "listings" (see README, Listings from the MLS).
// Netlify runs scheduled functions only on the published production deploy, so previews never write it.
// The market's closed sales and figures follow the listings within the pass (src/features/market).
// Then one alert pass, so instant alerts follow the sync (see README, Saved searches and alerts).
import type { Config, Context } from '@netlify/functions';
import { alertPassSetup, runAlertPassLogged } from '#src/features/alerts/pass-setup.server.ts';
import { marketPass } from '#src/features/market/market-pass.server.ts';
import { feedSetup } from '#src/features/mls/feed.server.ts';
import { describeSync, runSyncPass } from '#src/features/mls/sync.server.ts';

/** A scheduled function ends at 30 s: paging stops at 20 s, leaving time to store what was read. */
const BUDGET_MS = 20_000;
/**
 * The alert pass starts no owner and no first send after this: the rest waits for the next pass (alerts-pass,
 * every 15 minutes) and the delivery pass (every 5). Owners and sends under way may take a few seconds more.
 */
const ALERTS_DEADLINE_MS = 24_000;
/** With less than this left, the alert pass is not started at all. */
const ALERTS_MIN_MS = 4_000;

export default async (_request: Request, context?: Context): Promise<Response> => {
  const started = Date.now();
  const feed = feedSetup();
  if (feed.state === 'off') return new Response(null, { status: 204 });
  if (feed.state === 'misconfigured') {
    console.error(`MLS sync not run: malformed settings ${feed.problems.join(', ')}`);
    return new Response(null, { status: 204 });
  }
  const summary = await runSyncPass(feed.deps({ budgetMs: BUDGET_MS, afterPass: marketPass() }));
  console.log(describeSync(summary));
  const deadline = started + ALERTS_DEADLINE_MS;
  if (deadline - Date.now() < ALERTS_MIN_MS) console.log('Alert pass not run after the sync: no time left.');
  else await runAlertPassLogged(alertPassSetup(context, { deadline }));
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '*/15 * * * *' };
