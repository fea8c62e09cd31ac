/**
 * The caps on confirmation e-mails, counted in the Blobs store "alerts" under `caps/mailbox/{hash}` and
 * `caps/ip/{hash}` (keyed hashes: no address or IP in a key): the times of the e-mails of the last 24 hours.
 */
import type { Store } from '@netlify/blobs';
import { blobKey } from '#src/lib/server/blob-key.ts';
import { updateJsonBlob } from '#src/lib/server/json-blob.ts';
import { CLIENT_IP_CAP, MAILBOX_CAP, mailboxOf, takeFromCap, type MailCap } from './mail-caps.ts';
import { keyedId } from './tokens.ts';

async function take(store: Store, key: string, now: Date, cap: MailCap): Promise<boolean> {
  const outcome = { allowed: false };
  await updateJsonBlob<string[]>(store, key, (current) => {
    const sent = Array.isArray(current) ? current.filter((at): at is string => typeof at === 'string') : [];
    const taken = takeFromCap(sent, now, cap);
    outcome.allowed = taken.allowed;
    return taken.allowed || taken.sent.length !== sent.length ? taken.sent : undefined;
  });
  return outcome.allowed;
}

/**
 * Whether a confirmation e-mail to `email`, asked for from `clientIp`, may go now; counts it when it may.
 * The client IP is counted first: an e-mail it refuses costs the mailbox nothing. A request without a
 * client IP (none outside Netlify and the local server) is counted under "unknown".
 */
export async function mayConfirm(
  store: Store,
  secret: string,
  request: { email: string; clientIp: string | undefined },
  now: Date,
): Promise<boolean> {
  const ip = await keyedId(secret, 'cap-ip', request.clientIp ?? 'unknown');
  if (!(await take(store, blobKey('caps', 'ip', ip), now, CLIENT_IP_CAP))) return false;
  const mailbox = await keyedId(secret, 'cap-mailbox', mailboxOf(request.email));
  return take(store, blobKey('caps', 'mailbox', mailbox), now, MAILBOX_CAP);
}
