import type { Config, Context } from '@netlify/functions';
import { deliveryCounts } from '#src/features/leads/delivery.server.ts';
import { deliverySettingsProblems } from '#src/features/leads/settings.ts';
import { checkStore } from '#src/features/health/health.server.ts';
import { errorResponse, guardMethod, json } from '#src/lib/server/http.ts';
import { openStore } from '#src/lib/server/stores.ts';

export default async (request: Request, context?: Context): Promise<Response> => {
  const refused = guardMethod(request, ['GET']);
  if (refused) return refused;
  try {
    const ok = await checkStore(openStore('health'));
    if (!ok) return errorResponse(503, 'The storage check read back a different value.');
    // Malformed delivery settings hold every lead back: named here (names only, never values).
    const settings = deliverySettingsProblems(process.env).map((problem) => problem.setting);
    if (settings.length > 0)
      return json({ ok: false, error: `Lead delivery settings are malformed: ${settings.join(', ')}.`, settings }, 503);
    // Counts only: health is public, lead data never appears here.
    return json({ ok: true, deliveries: await deliveryCounts(openStore('deliveries', context)) });
  } catch {
    return errorResponse(503, 'Storage is unavailable. Please try again shortly.');
  }
};

export const config: Config = { path: '/api/health' };
