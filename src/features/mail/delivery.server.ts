/**
 * Lead delivery: sends the channels of a stored inquiry, subscriber or message (e-mail, webhook) at least
 * once; what each kind sends comes from its feature (DeliveryDeps.content).
 * The claims below keep two workers from sending at the same time, but a worker that dies after sending
 * and before recording it leaves the channel to be sent again: receivers deduplicate by the webhook-id and
 * the e-mail's Message-ID, which stay the same on every attempt (and so does the webhook's body).
 *
 * The outbox lives in the record itself (its `delivery` field), so a record and its state are one blob
 * and one ETag. A worker claims a channel with an ETag-conditional write before it sends, and records the
 * outcome with another; a claim lapses after two minutes. The store "deliveries" keeps one empty marker per
 * pending channel (pending/{kind}/{key}/{channel}) and per failed one (failed/...), so a pass lists only
 * what is waiting instead of reading every inquiry, and /api/health can count without reading lead data.
 */
import type { Store } from '@netlify/blobs';
import { ulid } from 'ulid';
import {
  claimChannel,
  CLAIM_MS,
  expireChannel,
  newOutbox,
  pendingChannels,
  settleChannel,
  type SendOutcome,
  type Settlement,
} from './delivery.ts';
import { DELIVERY_CHANNELS, outboxSchema, type DeliveryChannel, type Outbox } from '#src/schemas/delivery.ts';
import { storedMessageSchema } from '#src/schemas/outgoing-message.ts';
import type { OutboxHooks } from './records.server.ts';

/** An inquiry, a newsletter subscriber, or an e-mail the site composed for a visitor (a confirmation, an alert). */
export const LEAD_KINDS = ['inquiry', 'subscriber', 'message'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** An e-mail ready to send; `id` names the record it is about (and makes its Message-ID). */
export interface OutgoingEmail {
  id: string;
  to: string[];
  cc?: string[];
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string> | undefined;
  /** Files sent with it, e.g. a calendar file (.ics) of a requested showing. */
  attachments?: readonly EmailAttachment[] | undefined;
}
export interface EmailAttachment {
  filename: string;
  /** The MIME type with its parameters: "text/calendar; charset=utf-8; method=PUBLISH". */
  contentType: string;
  content: string;
}
export interface MailTransport {
  send(email: OutgoingEmail): Promise<SendOutcome>;
}
export interface WebhookTransport {
  post(messageId: string, body: string): Promise<SendOutcome>;
}

/**
 * What a record of one kind sends, made from the stored record by the feature that owns the kind: an
 * inquiry's by leads (lead-delivery.server.ts), a subscriber's by the newsletter (alerts).
 */
export interface RecordContent {
  /** Its e-mail; a kind without one is never e-mailed. */
  email?: (data: Record<string, unknown>) => Promise<OutgoingEmail>;
  /** Its webhook's body. */
  webhookBody?: (data: Record<string, unknown>) => Promise<string>;
}

/** The content of the lead kinds; a message carries its e-mail in its record. */
export type DeliveryContent = Partial<Record<Exclude<LeadKind, 'message'>, RecordContent>>;

/** A message's e-mail is the one stored in it. */
const MESSAGE_CONTENT: RecordContent = {
  email: (data) => {
    const { id, email } = storedMessageSchema.parse(data);
    return Promise.resolve({ ...email, to: [email.to], id });
  },
};

export interface DeliveryDeps {
  records: (kind: LeadKind) => Store;
  /** The store "deliveries": the pending and failed markers. */
  index: Store;
  now: () => Date;
  mail: MailTransport;
  /** null when LEADS_WEBHOOK_URL is not set: new records then have no webhook channel. */
  webhook: WebhookTransport | null;
  /**
   * What the records of the kinds this wiring meets send (the alert pass, which sends messages only, needs
   * none). A record whose kind has no content here fails its attempt and is retried, never given up.
   */
  content: DeliveryContent;
  log?: Pick<Console, 'log' | 'error'>;
}

/** The channels a new record gets. */
export function channelsFor(kind: LeadKind, deps: Pick<DeliveryDeps, 'webhook'>): DeliveryChannel[] {
  if (kind === 'message') return ['email'];
  const webhook: DeliveryChannel[] = deps.webhook ? ['webhook'] : [];
  return kind === 'inquiry' ? ['email', ...webhook] : webhook;
}

const marker = (state: 'pending' | 'failed', kind: LeadKind, key: string, channel: DeliveryChannel) =>
  `${state}/${kind}/${encodeURIComponent(key)}/${channel}`;

/**
 * The hooks that give a new record its outbox (see createRecord) and make the first attempt right after
 * the response through `waitUntil`; undefined when the kind has no channel (a subscriber without webhook).
 * The webhook-id of an inquiry (or message) is its id; a subscriber's is a new ULID.
 */
export function outboxHooks(
  kind: LeadKind,
  deps: () => DeliveryDeps,
  waitUntil: ((promise: Promise<unknown>) => void) | undefined,
): OutboxHooks | undefined {
  const channels = channelsFor(kind, deps());
  if (channels.length === 0) return undefined;
  return {
    start: (key, createdAt) => ({
      outbox: newOutbox(kind === 'subscriber' ? ulid() : key, createdAt, channels),
      // createdAt: a pass leaves a marker alone while its record may still be on its way (see dropMarkers).
      index: () =>
        Promise.all(
          channels.map((channel) =>
            deps().index.set(marker('pending', kind, key, channel), '', { metadata: { createdAt } }),
          ),
        ),
    }),
    stored: (key, etag) =>
      waitUntil?.(
        deliverRecord(deps(), kind, key, { hints: { etag } }).catch((error: unknown) => {
          // The markers stay: the next pass tries again.
          deps().log?.error(`Lead delivery: first attempt for ${kind} ${key}:`, error);
        }),
      ),
  };
}

interface Loaded {
  data: Record<string, unknown>;
  outbox: Outbox;
  etag: string;
}

/** Where the ETag comes from when a read does not carry one (the local Blobs server). */
interface EtagHints {
  /** The ETag returned by the write that created the record, known to be older than any later read. */
  etag?: string | undefined;
  /** ETags of the whole store from one listing, shared by a pass. */
  listed?: (() => Promise<Map<string, string>>) | undefined;
}

/** A record whose `delivery` is there but cannot be read: why. */
interface Unreadable {
  unreadable: string;
}

/**
 * The record with its outbox; 'missing' when there is no record, null when it has no outbox (stored
 * before delivery was set up), Unreadable when its outbox cannot be parsed.
 */
async function load(store: Store, key: string, hints: EtagHints = {}): Promise<Loaded | Unreadable | null | 'missing'> {
  let entry = await store.getWithMetadata(key, { type: 'json' });
  // Netlify answers a read with the ETag; the local Blobs server (npm start, tests) lists it only, and
  // briefly not at all while a write lands. An ETag is always read before the data it goes with, so a
  // write in between fails the conditional write instead of being lost.
  let etag = entry?.etag ?? hints.etag;
  if (entry && !etag && hints.listed) {
    etag = (await hints.listed()).get(key);
    if (etag) entry = await store.getWithMetadata(key, { type: 'json' });
  }
  for (let tries = 0; entry && !etag && tries < 20; tries += 1) {
    const { blobs } = await store.list({ prefix: key });
    // An entry being written lists with an empty ETag.
    const listed = blobs.find((blob) => blob.key === key)?.etag;
    etag = listed === '' ? undefined : listed;
    entry = await store.getWithMetadata(key, { type: 'json' });
  }
  if (!entry) return 'missing';
  if (!etag) throw new Error(`No ETag for ${key}`);
  const data: unknown = entry.data;
  if (!data || typeof data !== 'object') return { unreadable: 'the record is not a JSON object' };
  const delivery = (data as Record<string, unknown>)['delivery'];
  if (delivery === undefined) return null;
  const outbox = outboxSchema.safeParse(delivery);
  return outbox.success
    ? { data: data as Record<string, unknown>, outbox: outbox.data, etag }
    : { unreadable: outbox.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') };
}

/** Conflicting writes to one record that a worker puts up with before it gives up (the next pass goes on). */
const MAX_WRITE_TRIES = 20;

const pendingMarkers = (kind: LeadKind, key: string) => `pending/${kind}/${encodeURIComponent(key)}/`;

/**
 * Removes the pending markers of a record that is missing or has no outbox, except markers younger than
 * a claim: the inquiry function writes the markers before the record, which may still be on its way.
 */
async function dropMarkers(deps: DeliveryDeps, kind: LeadKind, key: string): Promise<void> {
  const { blobs } = await deps.index.list({ prefix: pendingMarkers(kind, key) });
  await Promise.all(
    blobs.map(async ({ key: markerKey }) => {
      const createdAt = (await deps.index.getMetadata(markerKey))?.metadata['createdAt'];
      const age = deps.now().getTime() - Date.parse(typeof createdAt === 'string' ? createdAt : '');
      // A marker without a readable time (written before markers carried one) counts as old.
      if (!(age < CLAIM_MS)) await deps.index.delete(markerKey);
    }),
  );
}

/** A record whose outbox cannot be read: logged, and its pending channels marked failed, never dropped silently. */
async function markUnreadable(deps: DeliveryDeps, kind: LeadKind, key: string, why: string): Promise<void> {
  const { blobs } = await deps.index.list({ prefix: pendingMarkers(kind, key) });
  for (const { key: markerKey } of blobs) {
    await deps.index.set(markerKey.replace(/^pending\//, 'failed/'), '');
    await deps.index.delete(markerKey);
  }
  deps.log?.error(`Lead delivery failed for good: ${kind} ${key}, its outbox cannot be read: ${why}`);
}

function write(store: Store, key: string, loaded: Loaded, outbox: Outbox) {
  return store.setJSON(key, { ...loaded.data, delivery: outbox }, { onlyIfMatch: loaded.etag });
}

async function syncMarkers(
  deps: DeliveryDeps,
  kind: LeadKind,
  key: string,
  channel: DeliveryChannel,
  outbox: Outbox,
  afterAttempt = false,
): Promise<void> {
  const state = outbox.channels[channel]?.state;
  if (state === 'pending') {
    // Rewritten after a failed attempt, so a marker lost when the record was created is restored.
    if (afterAttempt) await deps.index.set(marker('pending', kind, key, channel), '');
    return;
  }
  if (state === 'failed') await deps.index.set(marker('failed', kind, key, channel), '');
  await deps.index.delete(marker('pending', kind, key, channel));
}

function contentOf(deps: DeliveryDeps, kind: LeadKind): RecordContent {
  const content = kind === 'message' ? MESSAGE_CONTENT : deps.content[kind];
  if (!content) throw new Error(`This delivery has no content for a ${kind}`);
  return content;
}

/** One attempt at one channel; any error counts as a retryable failure. */
async function attempt(
  deps: DeliveryDeps,
  kind: LeadKind,
  loaded: Loaded,
  channel: DeliveryChannel,
): Promise<SendOutcome> {
  try {
    if (channel === 'email') {
      const { email } = contentOf(deps, kind);
      if (!email) return { ok: false, retry: false, error: `A ${kind} is not e-mailed` };
      return await deps.mail.send(await email(loaded.data));
    }
    if (!deps.webhook) return { ok: false, retry: true, error: 'LEADS_WEBHOOK_URL is not set' };
    const body = loaded.outbox.webhookBody ?? (await webhookBody(deps, kind, loaded.data));
    return await deps.webhook.post(loaded.outbox.messageId, body);
  } catch (error) {
    return { ok: false, retry: true, error: error instanceof Error ? error.message : String(error) };
  }
}

async function webhookBody(deps: DeliveryDeps, kind: LeadKind, data: Record<string, unknown>): Promise<string> {
  const { webhookBody: body } = contentOf(deps, kind);
  if (!body) throw new Error(`A ${kind} has no webhook body`);
  return body(data);
}

/**
 * The outbox with the webhook's body frozen in it, written with the first claim: a retry then sends the
 * same bytes even when the listing changed in between. Left unfrozen when it cannot be made now (the
 * attempt then makes it, and fails and retries if it cannot either).
 */
async function withFrozenBody(deps: DeliveryDeps, kind: LeadKind, loaded: Loaded, outbox: Outbox): Promise<Outbox> {
  if (outbox.webhookBody !== undefined || !deps.webhook) return outbox;
  try {
    return { ...outbox, webhookBody: await webhookBody(deps, kind, loaded.data) };
  } catch {
    return outbox;
  }
}

export type ChannelResult = Settlement | 'skipped';
export type RecordResult = Partial<Record<DeliveryChannel, ChannelResult>>;

export interface DeliverOptions {
  /** Also channels waiting for their next attempt (`npm run leads:deliver -- --all`). */
  anyTime?: boolean | undefined;
  worker?: string | undefined;
  hints?: EtagHints | undefined;
}

/**
 * Claims every due channel of one record in one conditional write, sends them side by side, and records
 * the outcomes in one more. A channel that is not due or that another worker holds is 'skipped'.
 */
export async function deliverRecord(
  deps: DeliveryDeps,
  kind: LeadKind,
  key: string,
  options: DeliverOptions = {},
): Promise<RecordResult> {
  const store = deps.records(kind);
  const worker = options.worker ?? ulid();
  let hints = options.hints;
  let claimed: { loaded: Loaded; channels: DeliveryChannel[]; expired: DeliveryChannel[] } | null = null;
  for (let tries = 0; !claimed; tries += 1) {
    if (tries === MAX_WRITE_TRIES) throw new Error(`${kind} ${key}: no claim after ${tries} conflicting writes`);
    const loaded = await load(store, key, hints);
    // Hints are only good for the first read; after a conflict the record is read afresh.
    hints = undefined;
    if (loaded === 'missing' || loaded === null) {
      await dropMarkers(deps, kind, key);
      return {};
    }
    if ('unreadable' in loaded) {
      await markUnreadable(deps, kind, key, loaded.unreadable);
      return {};
    }
    let outbox = loaded.outbox;
    const channels: DeliveryChannel[] = [];
    const expired: DeliveryChannel[] = [];
    for (const channel of DELIVERY_CHANNELS) {
      const gone = expireChannel(outbox, channel, deps.now());
      const next = gone ?? claimChannel(outbox, channel, worker, deps.now(), options.anyTime);
      if (next) {
        outbox = next;
        (gone ? expired : channels).push(channel);
      }
    }
    if (channels.length === 0 && expired.length === 0) {
      await Promise.all(DELIVERY_CHANNELS.map((channel) => syncMarkers(deps, kind, key, channel, loaded.outbox)));
      return Object.fromEntries(pendingChannels(loaded.outbox).map((channel) => [channel, 'skipped']));
    }
    if (channels.includes('webhook')) outbox = await withFrozenBody(deps, kind, loaded, outbox);
    // Another worker's write in between changes the ETag: then read again and look anew.
    const { modified, etag } = await write(store, key, loaded, outbox);
    if (modified) claimed = { loaded: { ...loaded, outbox, etag: etag ?? '' }, channels, expired };
  }

  const { channels, expired } = claimed;
  for (const channel of expired) {
    await syncMarkers(deps, kind, key, channel, claimed.loaded.outbox);
    deps.log?.error(
      `Lead delivery failed for good: ${kind} ${key}, ${channel}: ${claimed.loaded.outbox.channels[channel]?.lastError}`,
    );
  }
  const failedAtClaim: RecordResult = Object.fromEntries(expired.map((channel) => [channel, 'failed']));
  if (channels.length === 0) return failedAtClaim;
  const outcomes = await Promise.all(
    channels.map(async (channel) => [channel, await attempt(deps, kind, claimed.loaded, channel)] as const),
  );
  // First against the claim as written; when another worker wrote since, read again.
  let current: Awaited<ReturnType<typeof load>> = claimed.loaded;
  for (let tries = 0; ; tries += 1, current = await load(store, key)) {
    // Unrecorded, the claim lapses and the channels are sent again: at least once.
    if (tries === MAX_WRITE_TRIES)
      throw new Error(`${kind} ${key}: outcome not recorded after ${tries} conflicting writes`);
    if (current === 'missing' || current === null || 'unreadable' in current) return failedAtClaim;
    let outbox = current.outbox;
    const result: RecordResult = { ...failedAtClaim };
    for (const [channel, outcome] of outcomes) {
      const settled = settleChannel(outbox, channel, outcome, deps.now());
      result[channel] = settled?.settlement ?? 'skipped';
      if (settled) outbox = settled.outbox;
    }
    const { modified } = await write(store, key, current, outbox);
    if (!modified) continue;
    for (const channel of channels) {
      await syncMarkers(deps, kind, key, channel, outbox, true);
      const state = outbox.channels[channel];
      if (result[channel] === 'failed')
        deps.log?.error(
          `Lead delivery failed for good: ${kind} ${key}, ${channel}, after ${state?.attempts} attempts: ${state?.lastError}`,
        );
    }
    return result;
  }
}

export type PassSummary = Record<ChannelResult, number>;

/** One delivery pass over every pending channel (the scheduled function and `npm run leads:deliver`). */
export async function runDeliveryPass(
  deps: DeliveryDeps,
  options: { anyTime?: boolean; concurrency?: number } = {},
): Promise<PassSummary> {
  const summary: PassSummary = { sent: 0, retry: 0, failed: 0, skipped: 0 };
  const { blobs } = await deps.index.list({ prefix: 'pending/' });
  const records = new Map<string, { kind: LeadKind; key: string }>();
  for (const { key: markerKey } of blobs) {
    const [, kind, key] = markerKey.split('/');
    if (LEAD_KINDS.includes(kind as LeadKind) && key)
      records.set(`${kind}/${key}`, { kind: kind as LeadKind, key: decodeURIComponent(key) });
  }
  const listings = new Map<LeadKind, Promise<Map<string, string>>>();
  const listed = (kind: LeadKind) => () => {
    let etags = listings.get(kind);
    if (!etags) {
      etags = deps
        .records(kind)
        .list()
        .then(({ blobs: entries }) => new Map(entries.map((entry) => [entry.key, entry.etag])));
      listings.set(kind, etags);
    }
    return etags;
  };
  const jobs = [...records.values()];
  const worker = ulid();
  const run = async () => {
    // Workers share the queue: each takes the next record until none is left.
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const { kind, key } = job;
      try {
        const result = await deliverRecord(deps, kind, key, { ...options, worker, hints: { listed: listed(kind) } });
        for (const outcome of Object.values(result)) summary[outcome] += 1;
      } catch (error) {
        // The store hiccuped: the markers stay, the next pass tries again.
        deps.log?.error(`Lead delivery pass: ${kind} ${key}:`, error);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 10 }, run));
  return summary;
}

/** How many channels are waiting and how many failed for good (counts only, for /api/health). */
export async function deliveryCounts(index: Store): Promise<{ pending: number; failed: number }> {
  const [pending, failed] = await Promise.all([index.list({ prefix: 'pending/' }), index.list({ prefix: 'failed/' })]);
  return { pending: pending.blobs.length, failed: failed.blobs.length };
}
