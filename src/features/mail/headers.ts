/** Values written into e-mail headers (the subject, the reply-to name), whatever a visitor or a feed typed. Pure. */

/**
 * One line: control characters and line breaks (CR, LF, U+2028/9) become spaces, so no header can be added;
 * invisible format characters (Unicode Cf: bidirectional overrides such as U+202E, zero-width spaces) are
 * removed, so a subject cannot be made to read as something else.
 */
export function headerSafe(value: string): string {
  return (
    value
      .replace(/\p{Cf}+/gu, '')
      // eslint-disable-next-line no-control-regex -- the point is to match control characters
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
