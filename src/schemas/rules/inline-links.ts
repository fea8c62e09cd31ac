/** Markdown-style links inside a line of copy: "Talk to [our advisors](/advisors)." Pure. */

export type Segment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string; external: boolean };

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** An origin no real site has, to resolve a path against as a browser would. */
const PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * True for a path that stays on this site, read as browsers read URLs (WHATWG): "/advisors", but never
 * "//evil.example", "/\\evil.example" or "/\t/evil.example", and nothing whose normalised path starts with
 * "//" ("/.//evil.example"), which would leave the site once written back into a link.
 */
export function isSameSitePath(href: string): boolean {
  if (!href.startsWith('/')) return false;
  try {
    const url = new URL(href, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** Where a link may point: a page of this site, an https site, or an email address. */
export function isAllowedHref(href: string): boolean {
  return isSameSitePath(href) || /^https:\/\/[^\s/]+\.[^\s/]+/.test(href) || /^mailto:[^\s@]+@[^\s@]+$/.test(href);
}

export function parseInlineLinks(text: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', href = ''] = match;
    if (match.index > last) segments.push({ kind: 'text', text: text.slice(last, match.index) });
    segments.push({ kind: 'link', text: label, href, external: href.startsWith('https://') });
    last = match.index + whole.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}
