// Blob keys built from data: a part never names another key or another store.
import { describe, expect, it } from 'vitest';
import { blobKey } from '#src/lib/server/blob-key.ts';

describe('blobKey', () => {
  it('joins plain parts with a slash', () => {
    expect(blobKey('copies', 'ab12')).toBe('copies/ab12');
    expect(blobKey('a.b', 'c~d-e_f', '..x', 'x..')).toBe('a.b/c~d-e_f/..x/x..');
  });

  it.each([
    ['an empty part', ''],
    ['a slash', 'a/b'],
    ['a backslash, which a URL parser reads as a slash', 'a\\b'],
    ['a dot segment', '.'],
    ['a double-dot segment', '..'],
    ['a percent-encoded double dot', '%2E%2E'],
    ['a lower-case percent-encoded dot', '%2e'],
    ['a half-encoded double dot', '.%2e'],
    ['a percent-encoded slash', 'a%2Fb'],
    ['a query', 'a?b'],
    ['a fragment', 'a#b'],
    ['a control character', 'a\nb'],
  ])('refuses %s', (_name, part) => {
    expect(() => blobKey('copies', part)).toThrow(/Not a safe blob key part/);
    expect(() => blobKey(part)).toThrow(/Not a safe blob key part/);
  });

  it('refuses no parts at all', () => {
    expect(() => blobKey()).toThrow();
  });
});
