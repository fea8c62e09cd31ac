// Scheduled: retries every lead delivery that is pending and due (see README, Lead delivery).
import type { Config, Context } from '@netlify/functions';
import { runDeliveryPass } from '#src/features/mail/delivery.server.ts';
import { leadDeliveryDeps } from '#src/features/leads/lead-delivery.server.ts';

export default async (_request: Request, context?: Context): Promise<Response> => {
  const summary = await runDeliveryPass(leadDeliveryDeps(context));
  console.log('Lead delivery pass:', JSON.stringify(summary));
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '*/5 * * * *' };
