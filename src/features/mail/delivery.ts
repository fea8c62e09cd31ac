/**
 * Lead delivery rules: the retry schedule, which failures retry, and the outbox's state transitions.
 * Pure; src/features/mail/delivery.server.ts does the claiming, sending and storing.
 */
import type { ChannelState, DeliveryChannel, Outbox } from '#src/schemas/delivery.ts';

const MINUTE = 60_000;
/** A worker's claim on a channel lapses after this, so a crashed worker never blocks a lead for long. */
export const CLAIM_MS = 2 * MINUTE;
/** Retries stop this long after the lead arrived; the channel is then failed. */
export const RETRY_WINDOW_MS = 24 * 60 * MINUTE;
export const MAX_BACKOFF_MS = 60 * MINUTE;
/** A send that has not finished by then counts as a timeout (retried). */
export const SEND_TIMEOUT_MS = 10_000;
/** lastError is kept short: it is stored in the record's outbox and shown in a cell of the staff export. */
const MAX_ERROR_LENGTH = 160;

/** The wait after the n-th failed attempt: 1, 2, 4 ... minutes, capped at one hour. */
export function backoffMs(failedAttempts: number): number {
  return Math.min(MINUTE * 2 ** Math.max(0, failedAttempts - 1), MAX_BACKOFF_MS);
}

/** What one attempt came to. A failure that cannot succeed later is not retried. */
export type SendOutcome = { ok: true } | { ok: false; retry: boolean; error: string };

const failure = (retry: boolean, error: string): SendOutcome => ({ ok: false, retry, error });

/**
 * A webhook answer: 2xx delivered; 408, 429 and 5xx retried; any other answer is final. Redirects are not
 * followed (fetch would resend a 301/302/303 as a GET without the body, and a 200 to that would count as
 * delivered): a 3xx is a setting to fix, named as such.
 */
export function webhookOutcome(status: number, location?: string | null): SendOutcome {
  if (status >= 200 && status < 300) return { ok: true };
  if (status >= 300 && status < 400)
    return failure(
      false,
      `LEADS_WEBHOOK_URL redirects (${status}) to ${location ?? 'an unnamed address'}; set it to the final URL`,
    );
  const error = `Webhook answered ${status}`;
  return failure(status === 408 || status === 429 || status >= 500 || status < 400, error);
}

/** The fields of a nodemailer error that tell a refusal from a hiccup. */
export interface SmtpErrorLike {
  message: string;
  responseCode?: number | undefined;
  command?: string | undefined;
  code?: string | undefined;
}

/**
 * An SMTP failure: a 5xx refusal of a recipient or of the message is final; 4xx answers, timeouts and
 * connection errors are retried, and so are 5xx answers to the login (a setting staff can fix).
 */
export function smtpOutcome(error: SmtpErrorLike): SendOutcome {
  const code = error.responseCode;
  const text = code ? `SMTP ${code}: ${error.message}` : `SMTP: ${error.message}`;
  const refusal =
    code !== undefined &&
    code >= 500 &&
    (error.code === 'EENVELOPE' || error.code === 'EMESSAGE' || /RCPT|DATA|MAIL/.test(error.command ?? ''));
  return failure(!refusal, text);
}

function pending(createdAt: string): ChannelState {
  return { state: 'pending', attempts: 0, nextAttemptAt: createdAt, lastError: null, sentAt: null, claim: null };
}

/** A new record's outbox: every channel pending and due at once. */
export function newOutbox(messageId: string, createdAt: string, channels: readonly DeliveryChannel[]): Outbox {
  return {
    messageId,
    createdAt,
    channels: Object.fromEntries(channels.map((channel) => [channel, pending(createdAt)])),
  };
}

/** The channels still waiting to be delivered. */
export function pendingChannels(outbox: Outbox): DeliveryChannel[] {
  return (Object.keys(outbox.channels) as DeliveryChannel[]).filter((c) => outbox.channels[c]?.state === 'pending');
}

const claimActive = (state: ChannelState, now: Date) =>
  state.claim !== null && Date.parse(state.claim.until) > now.getTime();

/** Pending, not claimed by a live worker, and due (or `anyTime`, for staff who fixed an endpoint). */
export function isDue(state: ChannelState | undefined, now: Date, anyTime = false): boolean {
  if (state?.state !== 'pending' || claimActive(state, now)) return false;
  return anyTime || state.nextAttemptAt === null || Date.parse(state.nextAttemptAt) <= now.getTime();
}

function withChannel(outbox: Outbox, channel: DeliveryChannel, state: ChannelState): Outbox {
  return { ...outbox, channels: { ...outbox.channels, [channel]: state } };
}

/** The outbox with `channel` claimed by `worker` for CLAIM_MS; null when the channel is not claimable. */
export function claimChannel(
  outbox: Outbox,
  channel: DeliveryChannel,
  worker: string,
  now: Date,
  anyTime = false,
): Outbox | null {
  const state = outbox.channels[channel];
  if (!state || !isDue(state, now, anyTime)) return null;
  return withChannel(outbox, channel, {
    ...state,
    claim: { by: worker, until: new Date(now.getTime() + CLAIM_MS).toISOString() },
  });
}

/**
 * The outbox with `channel` failed, when it is still pending past the 24-hour window and no live worker
 * holds it: every attempt at it died before recording an outcome (a killed function), so none ever settled
 * it. Checked at claim time; null when the channel is not such a case.
 */
export function expireChannel(outbox: Outbox, channel: DeliveryChannel, now: Date): Outbox | null {
  const state = outbox.channels[channel];
  if (state?.state !== 'pending' || claimActive(state, now)) return null;
  if (now.getTime() < Date.parse(outbox.createdAt) + RETRY_WINDOW_MS) return null;
  const last = state.lastError ? ` (last error: ${state.lastError})` : '';
  return withChannel(outbox, channel, {
    ...state,
    state: 'failed',
    nextAttemptAt: null,
    lastError: `No attempt finished within 24 hours${last}`.slice(0, MAX_ERROR_LENGTH),
    claim: null,
  });
}

export type Settlement = 'sent' | 'retry' | 'failed';

/**
 * Records an attempt's outcome and releases the claim. A failure is retried after backoffMs unless it is
 * final or the next attempt would fall outside the 24-hour window; then the channel is failed.
 * A channel already settled by someone else is left as it is (null).
 */
export function settleChannel(
  outbox: Outbox,
  channel: DeliveryChannel,
  outcome: SendOutcome,
  now: Date,
): { outbox: Outbox; settlement: Settlement } | null {
  const state = outbox.channels[channel];
  if (state?.state !== 'pending') return null;
  const attempts = state.attempts + 1;
  if (outcome.ok) {
    const sent: ChannelState = {
      state: 'sent',
      attempts,
      nextAttemptAt: null,
      lastError: state.lastError,
      sentAt: now.toISOString(),
      claim: null,
    };
    return { outbox: withChannel(outbox, channel, sent), settlement: 'sent' };
  }
  const lastError = outcome.error.replace(/\s+/g, ' ').slice(0, MAX_ERROR_LENGTH);
  const next = now.getTime() + backoffMs(attempts);
  const retry = outcome.retry && next <= Date.parse(outbox.createdAt) + RETRY_WINDOW_MS;
  const settled: ChannelState = {
    state: retry ? 'pending' : 'failed',
    attempts,
    nextAttemptAt: retry ? new Date(next).toISOString() : null,
    lastError,
    sentAt: null,
    claim: null,
  };
  return { outbox: withChannel(outbox, channel, settled), settlement: retry ? 'retry' : 'failed' };
}
