/** The initials a person without a portrait is shown by. Pure. */

/** Generational suffixes are not a last name: "John Smith Jr." is "JS". */
const SUFFIX = /^(jr|sr|ii|iii|iv|v)\.?,?$/i;

const firstLetter = (word: string): string => /\p{L}/u.exec(word.normalize('NFC'))?.[0].toUpperCase() ?? '';

/** The first letters of the first and last names: "Daniel Prescott" → "DP", "J.P. Whitaker" → "JW", "Cher" → "C". */
export function monogram(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word))
    .filter((word, index) => index === 0 || !SUFFIX.test(word));
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  return firstLetter(first) + firstLetter(last);
}
