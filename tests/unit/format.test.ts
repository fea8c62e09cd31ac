import { describe, expect, it } from 'vitest';
import { telHref } from '../../src/lib/format';

describe('telHref', () => {
  it.each([
    ['(401) 555-0100', 'tel:+14015550100'],
    ['1-800-669-9777', 'tel:+18006699777'],
    ['401.555.0150', 'tel:+14015550150'],
  ])('%s → %s', (phone, href) => expect(telHref(phone)).toBe(href));
});
