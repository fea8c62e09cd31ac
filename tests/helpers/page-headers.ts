import { expect } from 'vitest';
import { STATIC_HEADER_RULES } from '#src/lib/security.ts';

/** The headers dist/_headers gives every static page (its '/*' rule), with the same values. */
export function expectStaticPageHeaders(response: Response): void {
  const pageRule = STATIC_HEADER_RULES.find((rule) => rule.path === '/*');
  expect(Object.keys(pageRule?.headers ?? {})).toContain('Content-Security-Policy');
  for (const [name, value] of Object.entries(pageRule?.headers ?? {}))
    expect(response.headers.get(name), name).toBe(value);
}

/** A page a function renders for the CDN to keep until a purge of its tags: HTML, with every static page's headers. */
export function expectCdnCachedPage(response: Response, tags: string): void {
  expect(response.headers.get('content-type')).toContain('text/html');
  expectStaticPageHeaders(response);
  expect(response.headers.get('netlify-cache-tag')).toBe(tags);
  expect(response.headers.get('netlify-cdn-cache-control')).toContain('durable');
}

/** A page no cache may keep (an error, a fallback, an answer to a post), with every static page's headers. */
export function expectUncachedPage(response: Response): void {
  expect(response.headers.get('cache-control')).toBe('no-store');
  expectStaticPageHeaders(response);
}
