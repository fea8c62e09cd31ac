// Scheduled: one alert pass every 15 minutes (see README, Saved searches and alerts). It catches what the
// pass after each MLS sync does not: the office's listings changed by a deploy, and the 8:00 AM digests.
// Netlify runs scheduled functions only on the published production deploy.
import type { Config, Context } from '@netlify/functions';
import { alertPassSetup, runAlertPassLogged } from '#src/features/alerts/pass-setup.server.ts';

/** A scheduled function ends at 30 s: owners and first sends not started by then are left to the next passes. */
const BUDGET_MS = 24_000;

export default async (_request: Request, context?: Context): Promise<Response> => {
  await runAlertPassLogged(alertPassSetup(context, { deadline: Date.now() + BUDGET_MS }));
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '*/15 * * * *' };
