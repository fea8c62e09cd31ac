import { describe, expect, it } from 'vitest';
import { headersFile } from '../../src/lib/headers-file';

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
});
