/** The core of POST /api/subscribe: one entry per normalised email in the Blobs store "subscribers". */
import { subscribePayloadSchema, type StoredSubscriber } from '#src/schemas/subscriber.ts';
import { validationResponse } from '#src/lib/server/body.ts';
import { errorResponse, json } from '#src/lib/server/http.ts';
import { readLeadPost, writeNew, type CreateOnlyStore, type OutboxHooks } from './inquiries.server.ts';

export const ALREADY_SUBSCRIBED = 'This email address is already subscribed to our newsletter.';
export const SUBSCRIBERS_UNAVAILABLE =
  'We could not save your subscription just now. Please try again in a few minutes.';

export interface SubscribeDeps {
  openStore: () => CreateOnlyStore;
  now?: () => Date;
  outbox?: OutboxHooks | undefined;
}

export async function handleSubscribe(request: Request, deps: SubscribeDeps): Promise<Response> {
  const body = await readLeadPost(request);
  if (!body.ok) return body.response;
  const parsed = subscribePayloadSchema.safeParse(body.value);
  if (!parsed.success) return validationResponse(parsed.error);

  const { email } = parsed.data;
  const subscribedAt = (deps.now?.() ?? new Date()).toISOString();
  const record: StoredSubscriber = { email, subscribedAt };
  try {
    const outbox = deps.outbox && { hooks: deps.outbox, createdAt: subscribedAt };
    const { modified } = await writeNew(deps.openStore(), email, record, outbox);
    return modified ? json({ subscribed: true }, 201) : errorResponse(409, ALREADY_SUBSCRIBED);
  } catch {
    return errorResponse(503, SUBSCRIBERS_UNAVAILABLE);
  }
}
