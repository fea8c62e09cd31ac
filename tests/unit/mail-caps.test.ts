import { describe, expect, it } from 'vitest';
import { MAILBOX_CAP, mailboxOf, takeFromCap } from '#src/features/alerts/mail-caps.ts';

describe('mailboxOf', () => {
  it('drops +tags everywhere, and dots only where the provider ignores them', () => {
    expect(mailboxOf('Ann.Lee+alerts@Example.com')).toBe('ann.lee@example.com');
    expect(mailboxOf('a.n.n.lee+x+y@gmail.com')).toBe('annlee@gmail.com');
    expect(mailboxOf('ann.lee@googlemail.com')).toBe('annlee@gmail.com');
    expect(mailboxOf('ann.lee@outlook.com')).not.toBe(mailboxOf('annlee@outlook.com'));
  });
});

describe('takeFromCap', () => {
  const now = new Date('2026-11-26T12:00:00.000Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600 * 1000).toISOString();

  it('allows up to the limit within the window, and forgets what is older', () => {
    const full = Array.from({ length: MAILBOX_CAP.limit }, (_, i) => hoursAgo(i + 1));
    expect(takeFromCap(full, now, MAILBOX_CAP)).toEqual({ allowed: false, sent: full });
    const aged = [...full.slice(1), hoursAgo(25)];
    const taken = takeFromCap(aged, now, MAILBOX_CAP);
    expect(taken.allowed).toBe(true);
    expect(taken.sent).toEqual([...full.slice(1), now.toISOString()]);
  });
});
