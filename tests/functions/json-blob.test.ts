// Large JSON values in Blobs are stored gzipped, and read back whether gzipped or plain (written before).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJsonBlob, writeJsonBlob } from '#src/lib/server/json-blob.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(() => blobs.stop());

const value = {
  listings: Array.from({ length: 500 }, (_, i) => ({
    id: i,
    city: 'Newport',
    note: 'Ocean views, a dock — and “quotes”',
  })),
};

describe('JSON blobs', () => {
  it('are written gzipped, with their metadata, and read back as they were', async () => {
    const store = openStore('listings');
    await writeJsonBlob(store, 'test/value', value, { version: 'v1' });
    const raw = new Uint8Array(await store.get('test/value', { type: 'arrayBuffer' }));
    expect([raw[0], raw[1]]).toEqual([0x1f, 0x8b]);
    expect(raw.byteLength).toBeLessThan(JSON.stringify(value).length / 5);
    expect((await store.getMetadata('test/value'))?.metadata).toEqual({ version: 'v1' });
    expect(await readJsonBlob(store, 'test/value')).toEqual(value);
  });

  it('read plain JSON as setJSON wrote it, and null for a key that is not there', async () => {
    const store = openStore('listings');
    await store.setJSON('test/plain', value);
    expect(await readJsonBlob(store, 'test/plain')).toEqual(value);
    expect(await readJsonBlob(store, 'test/none')).toBeNull();
  });
});
