// The RESO client's pure parts: settings from the environment, Retry-After, backoff and request pacing.
import { describe, expect, it } from 'vitest';
import { createPacer } from '#src/features/mls/reso-pacing.ts';
import { backoffDelay, parseRetryAfter, retryDelay } from '#src/features/mls/reso-retry.ts';
import { readResoSettings, readSoldDisplay } from '#src/features/mls/reso-settings.ts';

const complete = {
  RESO_BASE_URL: 'https://api.example-mls.test/reso/odata/',
  RESO_TOKEN_URL: 'https://auth.example-mls.test/oauth2/token',
  RESO_CLIENT_ID: 'flagship',
  RESO_CLIENT_SECRET: 's3cr3t-value',
};

describe('readResoSettings', () => {
  it('is null when RESO_BASE_URL is unset or blank', () => {
    expect(readResoSettings({})).toBeNull();
    expect(readResoSettings({ ...complete, RESO_BASE_URL: '  ' })).toBeNull();
  });

  it('reads complete settings, trims the base URL and defaults to 2 requests a second', () => {
    expect(readResoSettings(complete)).toEqual({
      baseUrl: 'https://api.example-mls.test/reso/odata',
      tokenUrl: 'https://auth.example-mls.test/oauth2/token',
      clientId: 'flagship',
      clientSecret: 's3cr3t-value',
      requestsPerSecond: 2,
    });
    expect(
      readResoSettings({
        ...complete,
        RESO_ORIGINATING_SYSTEM: 'SWMLS',
        RESO_OFFICE_MLS_ID: 'FLR100',
        RESO_REQUESTS_PER_SECOND: '0.5',
      }),
    ).toMatchObject({ originatingSystem: 'SWMLS', officeMlsId: 'FLR100', requestsPerSecond: 0.5 });
    expect(
      readResoSettings({
        ...complete,
        RESO_BASE_URL: 'http://127.0.0.1:8890/reso/odata',
        RESO_TOKEN_URL: 'http://localhost:8890/t',
      }),
    ).toMatchObject({
      baseUrl: 'http://127.0.0.1:8890/reso/odata',
    });
  });

  it('names every malformed setting and never repeats the secret', () => {
    const result = readResoSettings({
      RESO_BASE_URL: 'http://api.example-mls.test/odata',
      RESO_TOKEN_URL: 'not a url',
      RESO_CLIENT_SECRET: 'hunter2',
      RESO_REQUESTS_PER_SECOND: 'fast',
    });
    expect(result).not.toBeNull();
    const problems = result !== null && 'problems' in result ? result.problems : [];
    expect(problems).toHaveLength(4);
    expect(problems.join(' ')).toMatch(/RESO_BASE_URL must be an https URL/);
    expect(problems.join(' ')).toMatch(/RESO_TOKEN_URL is not a URL/);
    expect(problems.join(' ')).toMatch(/RESO_CLIENT_ID is missing/);
    expect(problems.join(' ')).toMatch(/RESO_REQUESTS_PER_SECOND/);
    expect(problems.join(' ')).not.toContain('hunter2');
    for (const rate of ['0', '-1', '500'])
      expect(readResoSettings({ ...complete, RESO_REQUESTS_PER_SECOND: rate })).toEqual({
        problems: [expect.stringMatching(/RESO_REQUESTS_PER_SECOND/)],
      });
    expect(readResoSettings({ ...complete, RESO_TOKEN_URL: '' })).toEqual({ problems: ['RESO_TOKEN_URL is missing.'] });
    expect(readResoSettings({ ...complete, RESO_BASE_URL: 'https://user:pw@api.example-mls.test/' })).toEqual({
      problems: [expect.stringMatching(/credentials/)],
    });
  });

  it('reads RESO_FEED_IS_IDX=true only: any other value keeps the site failing closed', () => {
    expect(readResoSettings({ ...complete, RESO_FEED_IS_IDX: 'true' })).toMatchObject({ feedIsIdx: true });
    for (const value of [undefined, '', 'false', 'yes', '1'])
      expect(readResoSettings({ ...complete, RESO_FEED_IS_IDX: value })).not.toHaveProperty('feedIsIdx');
  });

  it('reads RESO_MEDIA_HOSTS as a list of hosts, absent when unset', () => {
    expect(readResoSettings(complete)).not.toHaveProperty('mediaHosts');
    expect(
      readResoSettings({ ...complete, RESO_MEDIA_HOSTS: ' media.example-mls.test, CDN.Example.test:8443 ,' }),
    ).toMatchObject({ mediaHosts: ['media.example-mls.test', 'cdn.example.test:8443'] });
    for (const hosts of ['https://media.example-mls.test', 'media.example-mls.test/photos', 'a b', 'user@media.test'])
      expect(readResoSettings({ ...complete, RESO_MEDIA_HOSTS: hosts }), hosts).toEqual({
        problems: [expect.stringMatching(/RESO_MEDIA_HOSTS/)],
      });
  });
});

describe('Retry-After and backoff', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');

  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('5', now)).toBe(5000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Wed, 25 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 25 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('-1', now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('2026', now)).toBe(2_026_000);
  });

  it('backs off exponentially with jitter in the upper half, up to a ceiling', () => {
    expect(backoffDelay(1, () => 0)).toBe(250);
    expect(backoffDelay(1, () => 1)).toBe(500);
    expect(backoffDelay(3, () => 0.5)).toBe(1500);
    expect(backoffDelay(20, () => 1)).toBe(30_000);
    expect(backoffDelay(2, () => 0, { baseMs: 100, maxMs: 1000 })).toBe(100);
  });

  it('waits what Retry-After asks the first time, capped, and at least the backoff on repeats', () => {
    expect(retryDelay(1, 3000, 60_000, () => 0)).toBe(3000);
    expect(retryDelay(1, 120_000, 60_000, () => 0)).toBe(60_000);
    expect(retryDelay(4, 1000, 60_000, () => 1)).toBe(4000);
    expect(retryDelay(4, 9000, 60_000, () => 1)).toBe(9000);
    expect(retryDelay(2, null, 60_000, () => 1)).toBe(1000);
  });
});

describe('createPacer', () => {
  it('spaces starts by 1/rate from the start before', () => {
    const pacer = createPacer(2);
    expect(pacer.delay(0)).toBe(0);
    pacer.start(0);
    expect(pacer.delay(0)).toBe(500);
    expect(pacer.delay(100)).toBe(400);
    expect(pacer.delay(5000)).toBe(0);
    expect(() => createPacer(0)).toThrow(RangeError);
  });

  it('moves the next slot back when a request starts after its slot', () => {
    const pacer = createPacer(10);
    pacer.start(0);
    // The sender slept until 100 but woke at 160: the next may start at 260, not 200.
    pacer.start(160);
    expect(pacer.delay(200)).toBe(60);
    expect(pacer.delay(260)).toBe(0);
  });

  it('never lets a one-second window hold more than the rate, whenever requests come and however late they wake', () => {
    const pacer = createPacer(7);
    let clock = 0;
    const starts: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      clock += (i * 37) % 5 === 0 ? 400 : (i * 13) % 90;
      // Sleep as told, waking up to 30 ms late, until the pacer lets the request go.
      for (let wait = pacer.delay(clock); wait > 0; wait = pacer.delay(clock)) clock += wait + ((i * 7) % 31);
      pacer.start(clock);
      starts.push(clock);
    }
    for (let i = 0; i + 7 < starts.length; i += 1) expect(starts[i + 7]! - starts[i]!).toBeGreaterThanOrEqual(1000);
  });
});

describe('readSoldDisplay (RESO_SOLD_DISPLAY)', () => {
  it('reads aggregate, listings and off, trimmed, with or without the feed', () => {
    expect(readSoldDisplay({})).toBe('aggregate');
    expect(readSoldDisplay({ RESO_SOLD_DISPLAY: 'aggregate' })).toBe('aggregate');
    expect(readSoldDisplay({ RESO_SOLD_DISPLAY: ' listings ' })).toBe('listings');
    expect(readSoldDisplay({ ...complete, RESO_SOLD_DISPLAY: 'off' })).toBe('off');
  });

  it('fails closed: off in any case is off, any other value shows figures only', () => {
    for (const value of ['Off', 'OFF', ' off ']) expect(readSoldDisplay({ RESO_SOLD_DISPLAY: value })).toBe('off');
    for (const value of ['', 'Listings', 'LISTINGS', 'list', 'on', 'true', 'none', 'listings,off'])
      expect(readSoldDisplay({ RESO_SOLD_DISPLAY: value })).toBe('aggregate');
  });
});
