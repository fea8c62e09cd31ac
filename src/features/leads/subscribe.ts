/** The newsletter helper: no screen triggers it (as in the spec), but it is ready with the spec's messages. */
import { postJson, SOURCE_PAGE_HEADER, type FetchLike } from '#src/lib/api.ts';
import { SUBSCRIBE_API_PATH } from '#src/lib/paths.ts';

export type SubscribeOutcome =
  | { kind: 'subscribed'; message: 'You have successfully subscribed to our newsletter.' }
  | { kind: 'already'; message: 'Already Subscribed' }
  | { kind: 'failed'; message: 'Failed to subscribe. Please try again.' };

/** Maps a call's result (no error, or the error it threw) to one of the spec's three messages. */
export function subscribeOutcome(error?: unknown): SubscribeOutcome {
  if (error === undefined)
    return { kind: 'subscribed', message: 'You have successfully subscribed to our newsletter.' };
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (/already subscribed/i.test(text)) return { kind: 'already', message: 'Already Subscribed' };
  return { kind: 'failed', message: 'Failed to subscribe. Please try again.' };
}

/** The page a subscription is sent from, whose language the subscription keeps (none outside a browser). */
const sourcePage = (): Record<string, string> =>
  'location' in globalThis ? { [SOURCE_PAGE_HEADER]: globalThis.location.pathname } : {};

/** POST /api/subscribe {email} and report the outcome; never throws. */
export async function subscribe(email: string, fetcher: FetchLike = fetch): Promise<SubscribeOutcome> {
  try {
    await postJson(SUBSCRIBE_API_PATH, { email }, fetcher, sourcePage());
    return subscribeOutcome();
  } catch (error) {
    return subscribeOutcome(error ?? new Error('Unknown failure'));
  }
}
