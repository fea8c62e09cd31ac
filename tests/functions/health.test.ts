import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import health, { config } from '#netlify/functions/health.mts';
import { cachedStorageCheck, healthResponse, type HealthDeps } from '#src/features/health/health.server.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import { savedSearchRecord } from '#tests/helpers/saved-search.ts';
import { FEED_STATUS_KEY, type FeedStatus } from '#src/lib/server/feed-status.ts';
import {
  FEED_QUIET_AFTER_MS,
  FEED_STALE_AFTER_MS,
  feedHealth,
  inBusinessHours,
  MARK_FUTURE_AFTER_MS,
} from '#src/features/health/health.server.ts';
import { openStore } from '#src/lib/server/stores.ts';
import type { Context } from '@netlify/functions';
import { updateOwner } from '#src/features/alerts/owners.server.ts';
import { DEVELOPMENT_ALERTS_SECRET } from '#src/features/alerts/settings.ts';
import { ownerId } from '#src/features/alerts/tokens.ts';
import { invocationOutbox } from '#src/features/mail/delivery-deps.server.ts';
import { queueMessage } from '#src/features/mail/messages.server.ts';
import type { SavedSearch } from '#src/schemas/saved-search.ts';

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(() => blobs.stop());
afterEach(() => {
  vi.unstubAllEnvs();
});

const TOKEN = 'a-long-random-health-token';
const get = (headers: Record<string, string> = {}) => new Request('http://localhost/api/health', { headers });
const withToken = () => get({ authorization: `Bearer ${TOKEN}` });

describe('GET /api/health, in public', () => {
  it('answers only ok after a Blobs round trip', async () => {
    const response = await health(get());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('stays ok when many checks run at once', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => health(get())));
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 200));
  });

  it('refuses other methods with 405 and an Allow header', async () => {
    const response = await health(new Request('http://localhost/api/health', { method: 'POST' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(await response.json()).toMatchObject({ error: expect.stringContaining('POST') });
  });

  it('is rate limited on Netlify', () => {
    expect(config.rateLimit).toMatchObject({ windowSize: 60, aggregateBy: ['ip', 'domain'] });
  });
});

describe('GET /api/health with the token (HEALTH_TOKEN)', () => {
  it('gives the storage check, the malformed settings and the delivery counts', async () => {
    vi.stubEnv('HEALTH_TOKEN', TOKEN);
    const response = await health(withToken());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      storage: 'ok',
      settings: [],
      deliveries: { pending: 0, failed: 0 },
      feed: null,
      alerts: { activeSearches: 0, pendingEmails: 0 },
    });
  });

  it('counts confirmed saved searches and alert e-mails waiting, and shows no address', async () => {
    vi.stubEnv('HEALTH_TOKEN', TOKEN);
    const at = new Date().toISOString();
    const search = (id: string, state: SavedSearch['state']) =>
      savedSearchRecord(id, at, 'location=Newport', { state, frequency: 'daily' });
    const email = 'counted@example.com';
    const owner = await ownerId(DEVELOPMENT_ALERTS_SECRET, email);
    await updateOwner(openStore('alerts'), owner, () => ({
      email,
      createdAt: at,
      searches: [search('a', 'active'), search('b', 'active'), search('c', 'pending'), search('d', 'paused')],
      alertsToday: { day: '', count: 0 },
    }));
    await queueMessage(openStore('messages'), invocationOutbox('message'), {
      purpose: 'alert',
      createdAt: at,
      email: { to: email, subject: 'New listing', text: 'text', html: '<p>html</p>' },
    });
    const response = await health(withToken());
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ alerts: { activeSearches: 2, pendingEmails: 1 } });
    expect(text).not.toContain(email);
    expect(text).not.toContain(owner);
  });

  it('gives no alert counts while alerts are off (no ALERTS_SECRET on Netlify)', async () => {
    vi.stubEnv('HEALTH_TOKEN', TOKEN);
    const response = await health(withToken(), { deploy: { id: 'deploy-1', context: 'production' } } as Context);
    expect(((await response.json()) as { alerts: unknown }).alerts).toBeNull();
  });

  it("gives the MLS feed's last success, count, last error and staleness once RESO settings are set", async () => {
    vi.stubEnv('HEALTH_TOKEN', TOKEN);
    vi.stubEnv('RESO_BASE_URL', 'https://reso.example.test/odata');
    vi.stubEnv('RESO_TOKEN_URL', 'https://reso.example.test/token');
    vi.stubEnv('RESO_CLIENT_ID', 'client');
    vi.stubEnv('RESO_CLIENT_SECRET', 'secret');
    const lastError = { at: new Date().toISOString(), message: 'MLS answered 503' };
    const status: FeedStatus = {
      lastSuccessAt: new Date(Date.now() - FEED_STALE_AFTER_MS - 60_000).toISOString(),
      lastAttemptAt: lastError.at,
      lastError,
      count: 42,
      mark: null,
      lastRecordAt: null,
      reappeared: [],
    };
    await openStore('listings').setJSON(FEED_STATUS_KEY, status);
    const body = (await (await health(withToken())).json()) as { feed: unknown };
    expect(body.feed).toEqual({
      lastSuccessAt: status.lastSuccessAt,
      count: 42,
      lastError,
      stale: true,
      markInFuture: false,
      quiet: false,
      settings: [],
    });
    await openStore('listings').setJSON(FEED_STATUS_KEY, { ...status, lastSuccessAt: new Date().toISOString() });
    expect(((await (await health(withToken())).json()) as { feed: { stale: boolean } }).feed.stale).toBe(false);
    await openStore('listings').delete(FEED_STATUS_KEY);
  });

  it('flags a mark in the future, and a feed that read no record for hours during business hours', async () => {
    vi.stubEnv('HEALTH_TOKEN', TOKEN);
    vi.stubEnv('RESO_BASE_URL', 'https://reso.example.test/odata');
    vi.stubEnv('RESO_TOKEN_URL', 'https://reso.example.test/token');
    vi.stubEnv('RESO_CLIENT_ID', 'client');
    vi.stubEnv('RESO_CLIENT_SECRET', 'secret');
    const status: FeedStatus = {
      lastSuccessAt: new Date().toISOString(),
      lastAttemptAt: new Date().toISOString(),
      lastError: null,
      count: 42,
      mark: { timestamp: '2099-01-01T00:00:00Z', key: 'FROM-THE-FUTURE' },
      lastRecordAt: new Date().toISOString(),
      reappeared: [],
    };
    await openStore('listings').setJSON(FEED_STATUS_KEY, status);
    const body = (await (await health(withToken())).json()) as { feed: { markInFuture: boolean; stale: boolean } };
    expect(body.feed).toMatchObject({ markInFuture: true, stale: false });
    await openStore('listings').delete(FEED_STATUS_KEY);

    // A Tuesday at 11:00 and a Sunday at 11:00 in New York (EST, UTC-5).
    const tuesday = Date.parse('2026-12-01T16:00:00Z');
    const sunday = Date.parse('2026-12-06T16:00:00Z');
    expect([inBusinessHours(tuesday), inBusinessHours(sunday)]).toEqual([true, false]);
    expect(inBusinessHours(Date.parse('2026-12-01T23:30:00Z'))).toBe(false);
    const quietSince = (now: number, ms: number) =>
      feedHealth({ ...status, mark: null, lastRecordAt: new Date(now - ms).toISOString() }, [], now);
    expect(quietSince(tuesday, FEED_QUIET_AFTER_MS + 60_000).quiet).toBe(true);
    expect(quietSince(tuesday, FEED_QUIET_AFTER_MS - 60_000).quiet).toBe(false);
    expect(quietSince(sunday, FEED_QUIET_AFTER_MS + 60_000).quiet).toBe(false);
    const markAhead = (ms: number) =>
      feedHealth({ ...status, mark: { timestamp: new Date(tuesday + ms).toISOString(), key: 'K' } }, [], tuesday);
    expect([
      markAhead(MARK_FUTURE_AFTER_MS - 1000).markInFuture,
      markAhead(MARK_FUTURE_AFTER_MS + 1000).markInFuture,
    ]).toEqual([false, true]);
  });

  it('names malformed RESO settings in the feed part', async () => {
    vi.stubEnv('HEALTH_TOKEN', TOKEN);
    vi.stubEnv('RESO_BASE_URL', 'not a url');
    const body = (await (await health(withToken())).json()) as { feed: { settings: string[]; stale: boolean } };
    expect(body.feed.settings).toContain('RESO_BASE_URL is not a URL.');
    expect(body.feed.stale).toBe(true);
  });

  it.each([
    ['a wrong token', { authorization: 'Bearer not-the-token' }, TOKEN],
    ['a token when none is set', { authorization: `Bearer ${TOKEN}` }, undefined],
    ['an empty token', { authorization: 'Bearer ' }, TOKEN],
  ])('refuses %s with 401 and no figures', async (_, headers, token) => {
    if (token) vi.stubEnv('HEALTH_TOKEN', token);
    const response = await health(get(headers));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/token/) });
  });
});

describe('the health core', () => {
  const deps = (over: Partial<HealthDeps> = {}): HealthDeps => ({
    storage: () => Promise.resolve('ok'),
    settingsProblems: () => [],
    deliveries: () => Promise.resolve({ pending: 2, failed: 1 }),
    token: TOKEN,
    ...over,
  });

  it('answers 503 with only ok: false in public when storage is down, and says why with the token', async () => {
    const down = deps({ storage: () => Promise.resolve('unavailable') });
    const response = await healthResponse(get(), down);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false });
    const detailed = await healthResponse(withToken(), down);
    expect(detailed.status).toBe(503);
    expect(await detailed.json()).toEqual({
      ok: false,
      feed: null,
      storage: 'unavailable',
      settings: [],
      deliveries: null,
      alerts: null,
    });
  });

  it('is not ok while a delivery setting is malformed, and names it only to the token', async () => {
    const misconfigured = deps({ settingsProblems: () => ['LEADS_WEBHOOK_SECRET'] });
    expect(await (await healthResponse(get(), misconfigured)).json()).toEqual({ ok: false });
    expect(await (await healthResponse(withToken(), misconfigured)).json()).toMatchObject({
      ok: false,
      settings: ['LEADS_WEBHOOK_SECRET'],
    });
  });

  it('checks storage at most once per interval, and again after it', async () => {
    let clock = 0;
    const check = vi.fn(() => Promise.resolve(true));
    const storage = cachedStorageCheck(check, 10_000, () => clock);
    await Promise.all([storage(), storage(), storage()]);
    clock = 9_999;
    await storage();
    expect(check).toHaveBeenCalledTimes(1);
    clock = 10_000;
    await storage();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('counts a store that cannot be opened or read as unavailable', async () => {
    const throwsAtOnce = cachedStorageCheck(() => {
      throw new Error('MissingBlobsEnvironmentError');
    });
    expect(await throwsAtOnce()).toBe('unavailable');
    expect(await cachedStorageCheck(() => Promise.reject(new Error('down')))()).toBe('unavailable');
    expect(await cachedStorageCheck(() => Promise.resolve(false))()).toBe('mismatch');
  });

  it('answers 503 when the real store is unreachable', async () => {
    await blobs.stop();
    try {
      const { checkStore } = await import('#src/features/health/health.server.ts');
      const { openStore } = await import('#src/lib/server/stores.ts');
      const storage = cachedStorageCheck(() => checkStore(openStore('health')));
      const response = await healthResponse(get(), deps({ storage }));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ ok: false });
    } finally {
      blobs = await startLocalBlobs();
    }
  });
});
