import { describe, expect, it } from 'vitest';
import { pageTitle } from '#src/lib/seo.ts';

describe('pageTitle', () => {
  it('appends the brand to a page title', () => expect(pageTitle('FAQ', 'Brand')).toBe('FAQ | Brand'));
  it('falls back to the brand title', () =>
    expect(pageTitle(undefined, 'Brand')).toBe('Brand | Luxury Real Estate in Rhode Island'));
});
