/** Build-time fix-up of Astro's HTML. Pure. */

/** The rule Astro writes as a <style> where the first island of a page renders, in <body>. */
const ISLAND_STYLE = /<style>astro-island,[^<]*<\/style>/g;

/**
 * Moves Astro's island <style> from <body> into <head>, where HTML allows <style>. The content, hence the
 * hash the page CSP allows it by, is unchanged.
 */
export function moveIslandStyleToHead(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const body = html.slice(headEnd);
  const styles = body.match(ISLAND_STYLE);
  if (!styles) return html;
  const style = head.search(ISLAND_STYLE) >= 0 ? '' : styles[0];
  return `${head}${style}${body.replace(ISLAND_STYLE, '')}`;
}
