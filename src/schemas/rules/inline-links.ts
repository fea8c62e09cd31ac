/** Markdown-style links inside a line of copy: "Talk to [our advisors](/advisors)." Pure. */

export type Segment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string; external: boolean };

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Where a link may point: a page of this site, an https site, or an email address. */
export function isAllowedHref(href: string): boolean {
  return /^\/(?!\/)/.test(href) || /^https:\/\/[^\s/]+\.[^\s/]+/.test(href) || /^mailto:[^\s@]+@[^\s@]+$/.test(href);
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
