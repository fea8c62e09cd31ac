import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withUnusedStyleHashesDropped } from '#src/lib/page-policy.ts';

const hash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
const written = '@font-face{font-family:Inter-a}';
const other = '@font-face{font-family:Inter-b}';
const page = (styleSources: string, body = `<style>${written}</style>`) =>
  `<html><head><meta http-equiv="content-security-policy" content="default-src 'self';script-src 'self' ${hash(other)};style-src ${styleSources};">${body}</head></html>`;

describe('withUnusedStyleHashesDropped', () => {
  it("keeps the hashes of the page's inline styles and drops the others", () => {
    expect(withUnusedStyleHashesDropped(page(`'self' ${hash(written)} ${hash(other)}`))).toBe(
      page(`'self' ${hash(written)}`),
    );
  });

  it('keeps the hash of a style with attributes, and every source that is no sha256 hash', () => {
    const body = `<style is:global>${written}</style>`;
    expect(withUnusedStyleHashesDropped(page(`'self' https://cdn.example 'sha384-abc' ${hash(written)}`, body))).toBe(
      page(`'self' https://cdn.example 'sha384-abc' ${hash(written)}`, body),
    );
  });

  it("leaves script-src alone, and a style-src with 'unsafe-inline', which a hash would turn off", () => {
    const unsafe = page(`'self' 'unsafe-inline' ${hash(other)}`);
    expect(withUnusedStyleHashesDropped(unsafe)).toBe(unsafe);
    expect(withUnusedStyleHashesDropped(page(`'self' ${hash(other)}`))).toContain(`script-src 'self' ${hash(other)};`);
  });

  it('leaves a page without a policy as it is', () => {
    const html = `<html><head><style>${written}</style></head></html>`;
    expect(withUnusedStyleHashesDropped(html)).toBe(html);
  });
});
