/** Build-time fix-up of a built page's <meta> policy. Pure. */
import { createHash } from 'node:crypto';

const POLICY_META = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;
const INLINE_STYLE = /<style\b[^>]*>([^<]*)<\/style>/g;
const STYLE_SRC = /(^|;)(\s*style-src\s)([^;]*)/;

/**
 * The page with its policy's style-src naming, of the hashes, only those of the inline <style> elements it has.
 * Astro's fonts API puts in every page's policy the hash of each family's CSS as it writes it, every language's
 * families (astro.config.mjs, fonts), while a page writes its own language's two, rewritten with their metric
 * twins under a hash of their own (WebFonts.astro): the others are bytes of every page's first round trip that
 * allow nothing. Nothing on the site writes a <style> at run time, and a function fills a page's template without
 * adding one. Only sha256 hashes go: every other source stays.
 */
export function withUnusedStyleHashesDropped(html: string): string {
  const policy = POLICY_META.exec(html);
  if (!policy) return html;
  const written = new Set(
    Array.from(
      html.matchAll(INLINE_STYLE),
      ([, css]) =>
        `'sha256-${createHash('sha256')
          .update(css ?? '')
          .digest('base64')}'`,
    ),
  );
  const trimmed = (policy[2] ?? '').replace(STYLE_SRC, (directive, start: string, name: string, sources: string) => {
    const list = sources.split(/\s+/).filter((source) => source !== '');
    // A hash turns 'unsafe-inline' off: a directive with both keeps them all.
    if (list.includes("'unsafe-inline'")) return directive;
    const kept = list.filter((source) => !source.startsWith("'sha256-") || written.has(source));
    return `${start}${name}${kept.join(' ')}`;
  });
  return html.replace(
    POLICY_META,
    (_meta, open: string, _content: string, close: string) => `${open}${trimmed}${close}`,
  );
}
