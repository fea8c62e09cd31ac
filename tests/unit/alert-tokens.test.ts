// Signed link tokens: what they carry, and every way a forged, reused or stale one is refused.
import { describe, expect, it } from 'vitest';
import {
  confirmExpiry,
  CONFIRM_TTL_MS,
  linkExpiry,
  LINK_TTL_MS,
  ownerId,
  signToken,
  verifyToken,
} from '#src/features/alerts/tokens.ts';
import {
  alertsSetting,
  DEVELOPMENT_ALERTS_SECRET,
  DEVELOPMENT_SECRET_SIGNAL,
  developmentSecretAllowed,
} from '#src/features/alerts/settings.ts';

const secret = 'a-test-secret-of-more-than-thirty-two-characters';
const now = new Date('2026-11-25T12:00:00Z');

describe('ownerId', () => {
  it('is a stable 32-digit hash per secret that shows nothing of the address', async () => {
    const id = await ownerId(secret, 'ann@example.com');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await ownerId(secret, 'ann@example.com')).toBe(id);
    expect(await ownerId(secret, 'bob@example.com')).not.toBe(id);
    expect(await ownerId(`${secret}-other`, 'ann@example.com')).not.toBe(id);
  });
});

describe('tokens', () => {
  const owner = '0123456789abcdef0123456789abcdef';

  it('carry their claims, URL-safe, and verify for their purpose only', async () => {
    const token = await signToken(secret, { purpose: 'confirm', owner, search: 'S1', expires: confirmExpiry(now) });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(await verifyToken(secret, token, 'confirm', now)).toEqual({
      ok: true,
      claims: { purpose: 'confirm', owner, search: 'S1', expires: confirmExpiry(now) },
    });
    expect(await verifyToken(secret, token, 'unsubscribe', now)).toEqual({ ok: false, problem: 'tampered' });
  });

  it('for manage and unsubscribe: good for a year, with the epoch of their owner; refused without one of them', async () => {
    const claims = { purpose: 'manage', owner, expires: linkExpiry(now), epoch: 1_700_000_000_000 } as const;
    const token = await signToken(secret, claims);
    const inAYear = new Date(now.getTime() + LINK_TTL_MS - 1000);
    expect(await verifyToken(secret, token, 'manage', inAYear)).toEqual({ ok: true, claims });
    const after = new Date(now.getTime() + LINK_TTL_MS + 1000);
    expect(await verifyToken(secret, token, 'manage', after)).toEqual({ ok: false, problem: 'expired' });
    for (const old of [
      { purpose: 'manage', owner },
      { purpose: 'unsubscribe', owner, expires: linkExpiry(now) },
    ] as const)
      expect(await verifyToken(secret, await signToken(secret, old), old.purpose, now)).toEqual({
        ok: false,
        problem: 'expired',
      });
  });

  it('keep an unsubscribe link from before links expired working (one-click links in sent e-mails)', async () => {
    const legacy = { purpose: 'unsubscribe', owner, search: 'S1' } as const;
    expect(await verifyToken(secret, await signToken(secret, legacy), 'unsubscribe', now)).toEqual({
      ok: true,
      claims: legacy,
    });
  });

  it('expire 7 days after they were made', async () => {
    const token = await signToken(secret, { purpose: 'confirm', owner, search: 'S1', expires: confirmExpiry(now) });
    const justBefore = new Date(now.getTime() + CONFIRM_TTL_MS - 1000);
    const after = new Date(now.getTime() + CONFIRM_TTL_MS + 1000);
    expect((await verifyToken(secret, token, 'confirm', justBefore)).ok).toBe(true);
    expect(await verifyToken(secret, token, 'confirm', after)).toEqual({ ok: false, problem: 'expired' });
  });

  it('refuse a changed claim, a changed signature, another secret and garbage', async () => {
    const token = await signToken(secret, { purpose: 'unsubscribe', owner, search: 'S1' });
    const [payload = '', signature = ''] = token.split('.');
    const otherSearch = await signToken(secret, { purpose: 'unsubscribe', owner, search: 'S2' });
    const swapped = `${otherSearch.split('.')[0] ?? ''}.${signature}`;
    const flipped = `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'AB' : 'AA'}`;
    for (const bad of [swapped, flipped])
      expect(await verifyToken(secret, bad, 'unsubscribe', now)).toEqual({ ok: false, problem: 'tampered' });
    expect(await verifyToken(`${secret}!`, token, 'unsubscribe', now)).toEqual({ ok: false, problem: 'tampered' });
    for (const garbage of ['', 'abc', 'a.b.c', `${payload}.***`, 'x'.repeat(500)])
      expect((await verifyToken(secret, garbage, 'unsubscribe', now)).ok).toBe(false);
  });
});

describe('alertsSetting', () => {
  it('uses ALERTS_SECRET, the development secret only locally, and is off otherwise', () => {
    expect(alertsSetting({ ALERTS_SECRET: secret }, false)).toEqual({ state: 'on', secret, development: false });
    expect(alertsSetting({}, true)).toEqual({ state: 'on', secret: DEVELOPMENT_ALERTS_SECRET, development: true });
    expect(alertsSetting({}, false)).toMatchObject({ state: 'off', reason: 'ALERTS_SECRET is not set' });
    expect(alertsSetting({ ALERTS_SECRET: 'short' }, true)).toMatchObject({ state: 'off' });
  });

  it('allows the development secret only on the explicit signal of the local server, never in a Netlify deploy', () => {
    const signal = { [DEVELOPMENT_SECRET_SIGNAL]: 'allow' };
    expect(developmentSecretAllowed(signal, { deploy: {} })).toBe(true);
    expect(developmentSecretAllowed(signal)).toBe(true);
    // A context without its deploy (a field missing) is no signal.
    expect(developmentSecretAllowed({}, { deploy: {} })).toBe(false);
    expect(developmentSecretAllowed({}, {})).toBe(false);
    expect(developmentSecretAllowed({ [DEVELOPMENT_SECRET_SIGNAL]: 'true' })).toBe(false);
    expect(developmentSecretAllowed(signal, { deploy: { id: 'deploy-1' } })).toBe(false);
  });
});
