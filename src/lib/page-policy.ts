/** Build-time fix-up of a built page's <meta> policy. Pure. */
import { createHash } from 'node:crypto';

const POLICY_META = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;
const INLINE_STYLE = /<style\b[^>]*>([^<]*)<\/style>/g;
/** A <script> with its code in the page (one with src has none to hash). */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

const sha256Source = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** The page's policy with `directive` naming, of the sha256 hashes, only those in `written`. */
function withHashesOnly(policy: string, directive: string, written: ReadonlySet<string>): string {
  const pattern = new RegExp(`(^|;)(\\s*${directive}\\s)([^;]*)`);
  return policy.replace(pattern, (whole, start: string, name: string, sources: string) => {
    const list = sources.split(/\s+/).filter((source) => source !== '');
    // A hash turns 'unsafe-inline' off: a directive with both keeps them all.
    if (list.includes("'unsafe-inline'")) return whole;
    const kept = list.filter((source) => !source.startsWith("'sha256-") || written.has(source));
    return `${start}${name}${kept.join(' ')}`;
  });
}

/**
 * The page with its policy's script-src and style-src naming, of the hashes, only those of the inline scripts
 * and styles it has. Astro puts in every page's policy the hash of every inline script the site writes (each
 * hydration directive's loader, each page's scripts) and of each font family's CSS, every language's, while a
 * page has a few: the others are bytes of every page's first round trip that allow nothing. Nothing on the site
 * writes a script or a <style> at run time, and a function fills a page's template without adding either (the
 * listing page drops the loaders it no longer needs). Only sha256 hashes go: every other source stays.
 */
export function withUnusedHashesDropped(html: string): string {
  const policy = POLICY_META.exec(html);
  if (!policy) return html;
  const hashesOf = (pattern: RegExp) =>
    new Set(Array.from(html.matchAll(pattern), ([, code]) => sha256Source(code ?? '')));
  const trimmed = withHashesOnly(
    withHashesOnly(policy[2] ?? '', 'script-src', hashesOf(INLINE_SCRIPT)),
    'style-src',
    hashesOf(INLINE_STYLE),
  );
  return html.replace(
    POLICY_META,
    (_meta, open: string, _content: string, close: string) => `${open}${trimmed}${close}`,
  );
}
