import type { Config, Context } from '@netlify/functions';
import { deliveryCounts } from '#src/features/mail/delivery.server.ts';
import { deliverySettingsProblems } from '#src/features/mail/settings.ts';
import { cachedStorageCheck, checkStore, feedHealth, healthResponse } from '#src/features/health/health.server.ts';
import { readFeedStatus } from '#src/lib/server/feed-status.ts';
import { feedSetup } from '#src/features/mls/feed.server.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { alertsHealth } from '#src/features/alerts/health.server.ts';
import { alertsSetting } from '#src/features/alerts/settings.ts';
import { isLocalInvocation } from '#src/features/listings/listing-files.server.ts';

// One check per instance answers for a few seconds (Netlify provides the Blobs context per call).
const storage = cachedStorageCheck(() => checkStore(openStore('health')));

export default (request: Request, context?: Context): Promise<Response> =>
  healthResponse(request, {
    storage,
    settingsProblems: () => deliverySettingsProblems(process.env).map((problem) => problem.setting),
    deliveries: () => deliveryCounts(openStore('deliveries', context)),
    feed: async () => {
      const setup = feedSetup();
      if (setup.state === 'off') return null;
      const problems = setup.state === 'misconfigured' ? setup.problems : [];
      return feedHealth(await readFeedStatus(openStore('listings')), problems);
    },
    alerts: () =>
      alertsSetting(process.env, isLocalInvocation(context)).state === 'on'
        ? alertsHealth(openStore('alerts', context), openStore('deliveries', context))
        : Promise.resolve(null),
    token: process.env['HEALTH_TOKEN'],
  });

export const config: Config = {
  path: '/api/health',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
