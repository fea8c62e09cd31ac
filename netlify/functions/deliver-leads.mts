// Scheduled: retries every lead delivery that is pending and due (see README, Lead delivery).
import type { Config, Context } from '@netlify/functions';
import { runDeliveryPass } from '#src/features/mail/delivery.server.ts';
// Every lead kind and type: inquiries, showing requests, subscribers, messages.
import { everyLeadDeliveryDeps } from '#src/features/showings/showing-delivery.server.ts';

export default async (_request: Request, context?: Context): Promise<Response> => {
  const summary = await runDeliveryPass(everyLeadDeliveryDeps(context));
  console.log('Lead delivery pass:', JSON.stringify(summary));
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '*/5 * * * *' };
