/** The core of POST /api/subscribe: one entry per normalised email in the Blobs store "subscribers". */
import { subscribePayloadSchema, type StoredSubscriber } from '../../schemas/subscriber.ts';
import { readJsonBody, validationResponse } from './body.ts';
import { errorResponse, guardMethod, json, refuseCrossSite } from './http.ts';
import type { CreateOnlyStore } from './inquiries.ts';

export const MAX_SUBSCRIBE_BYTES = 16 * 1024;
export const ALREADY_SUBSCRIBED = 'This email address is already subscribed to our newsletter.';
export const SUBSCRIBERS_UNAVAILABLE =
  'We could not save your subscription just now. Please try again in a few minutes.';

export interface SubscribeDeps {
  openStore: () => CreateOnlyStore;
  now?: () => Date;
}

export async function handleSubscribe(request: Request, deps: SubscribeDeps): Promise<Response> {
  const refused = guardMethod(request, ['POST']) ?? refuseCrossSite(request);
  if (refused) return refused;
  const body = await readJsonBody(request, MAX_SUBSCRIBE_BYTES);
  if (!body.ok) return body.response;
  const parsed = subscribePayloadSchema.safeParse(body.value);
  if (!parsed.success) return validationResponse(parsed.error);

  const { email } = parsed.data;
  const record: StoredSubscriber = { email, subscribedAt: (deps.now?.() ?? new Date()).toISOString() };
  try {
    const { modified } = await deps.openStore().setJSON(email, record, { onlyIfNew: true });
    return modified ? json({ subscribed: true }, 201) : errorResponse(409, ALREADY_SUBSCRIBED);
  } catch {
    return errorResponse(503, SUBSCRIBERS_UNAVAILABLE);
  }
}
