// The per-address store of saved searches: conditional updates that lose no write, and the index of active
// searches that follows every change.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readIndex, readOwner, updateOwner } from '#src/features/alerts/owners.server.ts';
import { openStore } from '#src/lib/server/stores.ts';
import type { AlertOwner, SavedSearch } from '#src/schemas/saved-search.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import { savedSearchRecord } from '#tests/helpers/saved-search.ts';

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs({ atomicConditionalWrites: true });
});
afterAll(() => blobs.stop());

const at = '2026-11-25T12:00:00.000Z';
const search = (id: string, state: SavedSearch['state'], location = 'Newport') =>
  savedSearchRecord(id, at, `location=${location}`, { state });
const owner = (searches: SavedSearch[]): AlertOwner => ({
  email: 'ann@example.com',
  createdAt: at,
  searches,
  alertsToday: { day: '2026-11-25', count: 0 },
});

/** updateOwner at the records' own time: their pending searches have not lapsed. */
const update = (...[store, id, change]: Parameters<typeof updateOwner>) => updateOwner(store, id, change, new Date(at));

describe('updateOwner', () => {
  it('creates, changes and deletes an owner, and indexes only its active searches', async () => {
    const store = openStore('alerts');
    const id = 'a'.repeat(32);
    await update(store, id, () => owner([search('S1', 'pending'), search('S2', 'active', 'Jamestown')]));
    expect((await readOwner(store, id))?.searches.map((s) => s.id)).toEqual(['S1', 'S2']);
    expect(await readIndex(store)).toEqual([
      { owner: id, search: 'S2', query: 'location=Jamestown', frequency: 'instant' },
    ]);

    await update(store, id, (current) =>
      current ? { ...current, searches: current.searches.map((s) => ({ ...s, state: 'active' as const })) } : null,
    );
    expect((await readIndex(store)).map((entry) => entry.search).sort()).toEqual(['S1', 'S2']);

    expect(await update(store, id, () => undefined)).toMatchObject({ email: 'ann@example.com' });
    expect(await update(store, id, () => null)).toBeNull();
    expect(await readOwner(store, id)).toBeNull();
    expect(await readIndex(store)).toEqual([]);
  });

  it('loses no change when many writers update one owner at once', async () => {
    const store = openStore('alerts');
    const id = 'b'.repeat(32);
    await update(store, id, () => owner([]));
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        update(store, id, (current) =>
          current ? { ...current, searches: [...current.searches, search(`S${i}`, 'active')] } : null,
        ),
      ),
    );
    expect((await readOwner(store, id))?.searches).toHaveLength(8);
    expect((await readIndex(store)).filter((entry) => entry.owner === id)).toHaveLength(8);
  });
});

describe('the index as read back', () => {
  it('reads a shard that is not the site’s as empty, logged, never as searches', async () => {
    const store = openStore('alerts');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await store.setJSON('index/f', { ['f'.repeat(32) + '/S1']: ['location=Newport', 'every-minute'] });
    await store.setJSON('index/e', { ['e'.repeat(32) + '/S1']: ['location=Newport', 'instant'] });
    const owners = (await readIndex(store)).map((entry) => entry.owner);
    expect(owners.filter((entry) => /^[ef]/.test(entry))).toEqual(['e'.repeat(32)]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('index/f'));
    logged.mockRestore();
    await Promise.all(['index/e', 'index/f'].map((key) => store.delete(key)));
  });
});
