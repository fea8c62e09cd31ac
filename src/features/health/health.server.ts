/**
 * GET /api/health. Anyone may ask whether the site can take leads: the answer is only ok or not ok, and the
 * storage check behind it runs at most once per HEALTH_CHECK_TTL_MS in an instance, so that polling it costs
 * little. With `Authorization: Bearer {HEALTH_TOKEN}` it also gives the figures staff need: the storage
 * check, the delivery settings that are malformed (names only), the delivery counts and the alert counts.
 */
import type { Store } from '@netlify/blobs';
import { timingSafeEqual } from 'node:crypto';
import type { FeedStatus } from '#src/lib/server/feed-status.ts';
import { errorResponse, guardMethod, json } from '#src/lib/server/http.ts';
import type { AlertsHealth } from '#src/features/alerts/health.server.ts';

/** How long one storage check answers for. */
export const HEALTH_CHECK_TTL_MS = 10_000;

/**
 * Writes a marker under a key of its own, reads it back and removes it, proving the Blobs store answers.
 * A key per check keeps concurrent checks from reading each other's marker.
 */
export async function checkStore(store: Store, key = `check/${crypto.randomUUID()}`): Promise<boolean> {
  const stamp = new Date().toISOString();
  await store.set(key, stamp);
  const ok = (await store.get(key, { type: 'text' })) === stamp;
  await store.delete(key);
  return ok;
}

export type StorageState = 'ok' | 'mismatch' | 'unavailable';

/** A storage check that runs at most once per `ttlMs`; callers in between share its answer. */
export function cachedStorageCheck(
  check: () => Promise<boolean>,
  ttlMs = HEALTH_CHECK_TTL_MS,
  now: () => number = Date.now,
): () => Promise<StorageState> {
  let last: { at: number; state: Promise<StorageState> } | null = null;
  return () => {
    if (last && now() - last.at < ttlMs) return last.state;
    // A store that cannot even be opened throws at once: that is `unavailable` too.
    const state = Promise.resolve()
      .then(check)
      .then(
        (ok): StorageState => (ok ? 'ok' : 'mismatch'),
        (): StorageState => 'unavailable',
      );
    last = { at: now(), state };
    return state;
  };
}

/** A feed is stale when its last successful sync is older than this. */
export const FEED_STALE_AFTER_MS = 60 * 60 * 1000;
/** A mark this far past the clock is in the future: a record from a vendor's clock bug got through. */
export const MARK_FUTURE_AFTER_MS = 5 * 60_000;
/** During business hours, a feed that read no record for this long has gone quiet. */
export const FEED_QUIET_AFTER_MS = 6 * 60 * 60 * 1000;
/** The MLS's business hours, when agents change listings: weekdays from 9:00 to 18:00, New York time. */
export const BUSINESS_HOURS = { timeZone: 'America/New_York', from: 9, to: 18 } as const;

export interface FeedHealth {
  lastSuccessAt: string | null;
  count: number;
  lastError: { at: string; message: string } | null;
  /** True when the last successful sync is more than an hour old, or there never was one. */
  stale: boolean;
  /** True when the mark is past the clock (MARK_FUTURE_AFTER_MS): incremental passes would miss every change. */
  markInFuture: boolean;
  /** True during business hours when no pass has read a record for FEED_QUIET_AFTER_MS. */
  quiet: boolean;
  /** Malformed RESO settings, by name. */
  settings: string[];
}

/** Whether `at` falls in BUSINESS_HOURS. */
export function inBusinessHours(at: number): boolean {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_HOURS.timeZone,
    weekday: 'short',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const weekday = parts.find((part) => part.type === 'weekday')?.value ?? '';
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  return !['Sat', 'Sun'].includes(weekday) && hour >= BUSINESS_HOURS.from && hour < BUSINESS_HOURS.to;
}

/** The feed's health from its status blob (null before its first pass). */
export function feedHealth(status: FeedStatus | null, settings: string[], now: number = Date.now()): FeedHealth {
  const lastSuccessAt = status?.lastSuccessAt ?? null;
  const mark = status?.mark ?? null;
  const lastRecordAt = status?.lastRecordAt ?? null;
  return {
    lastSuccessAt,
    count: status?.count ?? 0,
    lastError: status?.lastError ?? null,
    stale: lastSuccessAt === null || now - Date.parse(lastSuccessAt) > FEED_STALE_AFTER_MS,
    markInFuture: mark !== null && Date.parse(mark.timestamp) - now > MARK_FUTURE_AFTER_MS,
    quiet: lastRecordAt !== null && inBusinessHours(now) && now - Date.parse(lastRecordAt) > FEED_QUIET_AFTER_MS,
    settings,
  };
}

export interface HealthDeps {
  storage: () => Promise<StorageState>;
  /** The delivery settings that are malformed, by name. */
  settingsProblems: () => string[];
  deliveries: () => Promise<{ pending: number; failed: number }>;
  /** The MLS feed's state, or null where no feed is set up. */
  feed?: () => Promise<FeedHealth | null>;
  /** The alert counts, or null while alerts are off. */
  alerts?: () => Promise<AlertsHealth | null>;
  /** HEALTH_TOKEN; without it nobody gets the details. */
  token: string | undefined;
}

/** True when the request carries the health token (compared in constant time). */
function hasToken(header: string, token: string): boolean {
  const given = Buffer.from(header.replace(/^Bearer\s+/i, ''));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function healthResponse(request: Request, deps: HealthDeps): Promise<Response> {
  const refused = guardMethod(request, ['GET']);
  if (refused) return refused;
  const authorization = request.headers.get('authorization');
  const detailed = authorization !== null;
  if (detailed && !(deps.token && hasToken(authorization, deps.token)))
    return errorResponse(401, 'The health token is missing or wrong.', {
      headers: { 'www-authenticate': 'Bearer realm="health"' },
    });
  const storage = await deps.storage();
  const settings = deps.settingsProblems();
  const ok = storage === 'ok' && settings.length === 0;
  const status = ok ? 200 : 503;
  if (!detailed) return json({ ok }, status);
  let deliveries: { pending: number; failed: number } | null = null;
  if (storage === 'ok')
    deliveries = await Promise.resolve()
      .then(deps.deliveries)
      .catch(() => null);
  const feed = deps.feed
    ? await Promise.resolve()
        .then(deps.feed)
        .catch((): FeedHealth | null => null)
    : null;
  const alerts =
    deps.alerts && storage === 'ok'
      ? await Promise.resolve()
          .then(deps.alerts)
          .catch((): AlertsHealth | null => null)
      : null;
  return json({ ok, storage, settings, deliveries, feed, alerts }, status);
}
