/**
 * The spec's advisor slug: lowercased name, punctuation removed, whitespace turned into hyphens.
 * "Sean O'Brien" → "sean-obrien", "J.P. Whitaker" → "jp-whitaker".
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}
