/** Netlify `_redirects` rules generated at build. Pure. */

/** "{from} {to} 200": Netlify answers `from` with the file at `to` (a rewrite, the address stays). */
export function rewriteRules(rewrites: readonly { from: string; to: string }[]): string[] {
  return [...rewrites].sort((a, b) => a.from.localeCompare(b.from)).map(({ from, to }) => `${from} ${to} 200`);
}
