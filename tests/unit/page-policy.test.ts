import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withUnusedHashesDropped } from '#src/lib/page-policy.ts';

const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const written = '@font-face{font-family:Inter-a}';
const other = '@font-face{font-family:Inter-b}';
const script = '(self.Astro||(self.Astro={})).idle=1';
const otherScript = '(self.Astro||(self.Astro={})).visible=1';
const page = (
  styleSources: string,
  body = `<style>${written}</style>`,
  scriptSources = `'self' ${hash(otherScript)}`,
) =>
  `<html><head><meta http-equiv="content-security-policy" content="default-src 'self';script-src ${scriptSources};style-src ${styleSources};">${body}</head></html>`;

describe('withUnusedHashesDropped', () => {
  it("keeps the hashes of the page's inline styles and drops the others", () => {
    expect(withUnusedHashesDropped(page(`'self' ${hash(written)} ${hash(other)}`))).toBe(
      page(`'self' ${hash(written)}`, undefined, `'self'`),
    );
  });

  it("keeps the hashes of the page's inline scripts and drops the others, a script with src having none", () => {
    const body = `<script>${script}</script><script type="module" src="/_astro/a.js"></script><script type="application/ld+json">{}</script>`;
    const sources = `'self' ${hash(script)} ${hash(otherScript)} ${hash('')}`;
    expect(withUnusedHashesDropped(page(`'self'`, body, sources))).toBe(page(`'self'`, body, `'self' ${hash(script)}`));
  });

  it('keeps the hash of a style with attributes, and every source that is no sha256 hash', () => {
    const body = `<style is:global>${written}</style>`;
    expect(withUnusedHashesDropped(page(`'self' https://cdn.example 'sha384-abc' ${hash(written)}`, body))).toBe(
      page(`'self' https://cdn.example 'sha384-abc' ${hash(written)}`, body, `'self'`),
    );
  });

  it("leaves a directive with 'unsafe-inline' alone, which a hash would turn off", () => {
    const unsafe = page(
      `'self' 'unsafe-inline' ${hash(other)}`,
      undefined,
      `'self' 'unsafe-inline' ${hash(otherScript)}`,
    );
    expect(withUnusedHashesDropped(unsafe)).toBe(unsafe);
  });

  it('leaves a page without a policy as it is', () => {
    const html = `<html><head><style>${written}</style><script>${script}</script></head></html>`;
    expect(withUnusedHashesDropped(html)).toBe(html);
  });
});
