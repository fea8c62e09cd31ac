/**
 * Fits an article's rendered Markdown into a page: headings move down `headingOffset` levels (at most h6), so
 * that "##" sits under the card title that introduces it, and ids get a prefix, so that several articles on one
 * page never share an id. The HTML is our own Markdown's output, not visitor input.
 */
export function adaptArticleHtml(html: string, options: { headingOffset: number; idPrefix?: string }): string {
  const level = (n: string) => Math.min(6, Number(n) + options.headingOffset);
  let result = html
    .replace(/<h([1-6])(?=[\s>])/g, (_m, n: string) => `<h${level(n)}`)
    .replace(/<\/h([1-6])>/g, (_m, n: string) => `</h${level(n)}>`);
  const { idPrefix } = options;
  if (idPrefix)
    result = result.replace(
      /(<[a-z][a-z0-9]*\b[^>]*?\s)id="([^"]*)"/g,
      (_m, before: string, id: string) => `${before}id="${idPrefix}-${id}"`,
    );
  return result;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text and attribute values in HTML that code writes itself (the pages functions render). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}
