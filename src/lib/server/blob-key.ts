/**
 * Blob keys built from data. @netlify/blobs puts a key into a URL path as it is, and the URL parser then
 * resolves dot segments (`..`, and `%2E%2E` too), reads `\` as `/`, and ends the path at `?` or `#`: a part
 * holding any of these could name another key, or another store's. So every part must be plain.
 */

/** Separators, percent-encoding (behind which dots and slashes hide), the URL's delimiters and controls. */
const UNSAFE = /[/\\%?#\p{Cc}]/u;

/** Whether `part` can be one segment of a blob key. */
function isSafePart(part: string): boolean {
  return part !== '' && part !== '.' && part !== '..' && !UNSAFE.test(part);
}

/** The parts joined by `/`; throws when a part is empty, a dot segment or holds any character above. */
export function blobKey(...parts: readonly string[]): string {
  if (parts.length === 0) throw new Error('A blob key needs a part.');
  const unsafe = parts.find((part) => !isSafePart(part));
  if (unsafe !== undefined) throw new Error(`Not a safe blob key part: ${JSON.stringify(unsafe.slice(0, 40))}`);
  return parts.join('/');
}
