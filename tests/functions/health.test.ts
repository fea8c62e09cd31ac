import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import health from '#netlify/functions/health.mts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(() => blobs.stop());

describe('GET /api/health', () => {
  it('answers ok after a Blobs round trip', async () => {
    const response = await health(new Request('http://localhost/api/health'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ ok: true, deliveries: { pending: 0, failed: 0 } });
  });

  it('stays ok when many checks run at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => health(new Request('http://localhost/api/health'))),
    );
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 200));
  });

  it('refuses other methods with 405 and an Allow header', async () => {
    const response = await health(new Request('http://localhost/api/health', { method: 'POST' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(await response.json()).toMatchObject({ error: expect.stringContaining('POST') });
  });

  it('answers 503 JSON when the store is unreachable', async () => {
    await blobs.stop();
    const response = await health(new Request('http://localhost/api/health'));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(/unavailable/) });
    blobs = await startLocalBlobs();
  });
});
