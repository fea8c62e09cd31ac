// The lease that keeps two passes of one job apart (src/lib/server/lease.ts), against a local Blobs server:
// held, expired, released, and a stored lease that is no lease at all never blocks the job.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore, type Store } from '@netlify/blobs';
import { acquireLease } from '#src/lib/server/lease.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';

const KEY = 'job/lease';
const TTL = 60_000;
let blobs: LocalBlobs;
let store: Store;
let now: Date;
const clock = () => now;

beforeEach(async () => {
  blobs = await startLocalBlobs({ atomicConditionalWrites: true });
  store = getStore({ name: 'leases', consistency: 'strong' });
  now = new Date('2026-11-26T12:00:00Z');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await blobs.stop();
});

describe('a lease', () => {
  it('is held by one holder until it expires or is released', async () => {
    const first = await acquireLease(store, KEY, 'a', TTL, clock);
    expect(first).not.toBeNull();
    expect(await acquireLease(store, KEY, 'b', TTL, clock)).toBeNull();
    now = new Date(now.getTime() + TTL + 1);
    expect(await acquireLease(store, KEY, 'b', TTL, clock)).not.toBeNull();
    expect(await first!.renew()).toBe(false);
  });

  it('is free again once released', async () => {
    const first = await acquireLease(store, KEY, 'a', TTL, clock);
    await first!.release();
    expect(await acquireLease(store, KEY, 'b', TTL, clock)).not.toBeNull();
  });

  it.each([
    ['not a lease', { locked: true }],
    ['a lease running further ahead than any holder takes it', { holder: 'x', expiresAt: '2099-01-01T00:00:00.000Z' }],
    ['a lease with no time', { holder: 'x', expiresAt: 'soon' }],
  ])('stored as %s is taken over, and the fault is logged', async (_, stored) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await store.setJSON(KEY, stored);
    expect(await acquireLease(store, KEY, 'a', TTL, clock)).not.toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('not valid'));
    expect(await acquireLease(store, KEY, 'b', TTL, clock)).toBeNull();
  });
});
