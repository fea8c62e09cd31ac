import { expect } from 'vitest';
import { STATIC_HEADER_RULES } from '#src/lib/security.ts';

/** The headers dist/_headers gives every static page (its '/*' rule), with the same values. */
export function expectStaticPageHeaders(response: Response): void {
  const pageRule = STATIC_HEADER_RULES.find((rule) => rule.path === '/*');
  expect(Object.keys(pageRule?.headers ?? {})).toContain('Content-Security-Policy');
  for (const [name, value] of Object.entries(pageRule?.headers ?? {}))
    expect(response.headers.get(name), name).toBe(value);
}
