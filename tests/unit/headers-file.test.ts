import { describe, expect, it } from 'vitest';
import { headersFile } from '#src/lib/headers-file.ts';

describe('headersFile', () => {
  it('writes each path with its headers indented below it', () => {
    const rules = [
      { path: '/*', headers: { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' } },
      { path: '/_astro/*', headers: { 'Cache-Control': 'public, max-age=60' } },
    ];
    expect(headersFile(rules)).toBe(
      '/*\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: no-referrer\n/_astro/*\n  Cache-Control: public, max-age=60\n',
    );
  });

  it('refuses a value that would break the file', () => {
    expect(() => headersFile([{ path: '/*', headers: { 'X-Bad': 'a\nb' } }])).toThrow('X-Bad');
  });

  it('refuses a header that two rules set, whose values Netlify would join', () => {
    const rules = [
      { path: '/*', headers: { 'Cache-Control': 'no-cache' } },
      { path: '/_astro/*', headers: { 'cache-control': 'immutable' } },
    ];
    expect(() => headersFile(rules)).toThrow('Header cache-control is set for both /* and /_astro/*');
  });
});
