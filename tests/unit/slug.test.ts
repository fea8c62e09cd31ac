import { describe, expect, it } from 'vitest';
import { slugify } from '#src/schemas/rules/slug.ts';

describe('slugify (advisor slugs)', () => {
  it.each([
    ['Alexandra Whitmore', 'alexandra-whitmore'],
    ["Sean O'Brien", 'sean-obrien'],
    ['J.P. Whitaker', 'jp-whitaker'],
    ['  Mary   Anne  Smith ', 'mary-anne-smith'],
    ['Anne-Marie Côté', 'annemarie-cote'],
    ['Tab\tSeparated', 'tab-separated'],
  ])('%s → %s', (name, slug) => expect(slugify(name)).toBe(slug));
});
