// Comparing a listing page the property-page function renders with the page the build prerendered.

/**
 * Astro numbers a page's React islands (their prefix, and the ids React derives from it) in the order it
 * starts rendering them, so a page without one of the optional islands (a sold home's form, the map of a
 * listing without coordinates) numbers the others apart from the template. Renumbered in the order they
 * appear, the same islands get the same numbers, and an id that strays from its island's prefix still differs.
 */
function renumberIslands(html: string): string {
  const numbers = new Map<string, string>();
  return html.replace(/(?<=prefix="|\b_)r\d+(?="|R_)/g, (prefix) => {
    if (!numbers.has(prefix)) numbers.set(prefix, `r${String(numbers.size)}`);
    return numbers.get(prefix)!;
  });
}

/**
 * Island ids are per build of a page, and only the template marks its regions. Astro writes the loader
 * scripts of the islands' directives where the first island of each finishes rendering, so their order
 * before the detail varies with the listing (after the note of a page not translated yet); which scripts are
 * there may not. Everything else must match.
 */
export const comparable = (html: string) =>
  renumberIslands(html)
    .replace(/ uid="[^"]*"/g, '')
    .replace(/<!--\/?(?:page-head|listing-[a-z-]+)-->/g, '')
    .replace(
      /(?<=<main[^>]*>(?:<p[^>]*role="note"[^>]*>[^<]*<\/p>)?)((?:<script[^>]*>[\s\S]*?<\/script>)+)/,
      (scripts) => (scripts.match(/<script[^>]*>[\s\S]*?<\/script>/g) ?? []).sort().join(''),
    );

/** The first difference with some context, so a failure says where the pages part. */
export function firstDifference(a: string, b: string): string | null {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  return at === a.length && a.length === b.length
    ? null
    : `…${a.slice(at - 150, at + 150)}…\n vs …${b.slice(at - 150, at + 150)}…`;
}
