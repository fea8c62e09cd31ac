/**
 * What an article's Markdown may hold beyond plain Markdown. Astro renders raw HTML in Markdown as it is, so a
 * `<meta http-equiv=refresh>` or a `<script>` typed into the CMS would reach every visitor; links follow the
 * rules of links in copy (a page of this site, an https site or an e-mail address). Pure.
 */
import { isAllowedHref } from '#src/schemas/rules/inline-links.ts';

/** The raw HTML an article may use, each without attributes: a line break, superscript and subscript. */
export const ALLOWED_HTML_TAGS: readonly string[] = ['br', 'sup', 'sub'];

/** The text without fenced code blocks and code spans, where Markdown shows HTML as text. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/(`+)[^`]*?\1/g, '');
}

/** Where each link, image, reference definition and autolink points. */
function linkTargets(markdown: string): string[] {
  const inline = [...markdown.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g)];
  const references = [...markdown.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)];
  const autolinks = [...markdown.matchAll(/<([a-z][a-z0-9+.-]*:[^\s<>]*)>/gi)];
  return [...inline, ...references, ...autolinks].map((match) => match[1] ?? '');
}

/** Each problem of one article's body, as "{where}: …"; empty when it is fine. */
export function markdownProblems(where: string, markdown: string): string[] {
  const text = withoutCode(markdown);
  const problems: string[] = [];
  if (text.includes('<!--'))
    problems.push(`${where}: remove the HTML comment ("<!--"); it is not shown and is not allowed`);
  // An autolink (<https://…>, <mailto:…>) is Markdown, not HTML.
  for (const match of text.matchAll(/<\/?([a-z][a-z0-9-]*)([^>]*)>/gi)) {
    const [tag = '', name = '', attributes = ''] = match;
    if (/^[a-z][a-z0-9+.-]*:/i.test(tag.slice(1))) continue;
    const allowed = ALLOWED_HTML_TAGS.includes(name.toLowerCase()) && /^\s*\/?$/.test(attributes);
    if (!allowed)
      problems.push(
        `${where}: raw HTML "${tag.slice(0, 40)}" is not allowed; write Markdown (HTML allowed: ${ALLOWED_HTML_TAGS.map((t) => `<${t}>`).join(', ')})`,
      );
  }
  for (const href of linkTargets(text))
    if (!isAllowedHref(href))
      problems.push(
        `${where}: the link "${href.slice(0, 60)}" must be a page of this site, an https site or an e-mail address`,
      );
  return problems;
}
