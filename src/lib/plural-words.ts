/**
 * A counted phrase ("3 quartos") for an island, in its page's language, without the catalogue in the browser:
 * the server writes the phrase once per plural category of the language (pluralWords, from a catalogue
 * message), and the island picks one with Intl.PluralRules (countedIn). Pure.
 */
import { intlLocale } from './format.ts';
import type { Locale } from '#src/schemas/locale.ts';

/** The phrase for each plural category, with "{count}" where the number goes. */
export type PluralWords = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>>;

/** Counts to find a sample of each category among: whole numbers, then halves (1.5 baths). */
const SAMPLES = [...Array.from({ length: 201 }, (_, n) => n), 0.5, 1.5, 2.5, 1_000_000];

/**
 * A catalogue message's phrase for each plural category of the language, from one sample count of each; the
 * count, as the language writes it, becomes "{count}".
 */
export function pluralWords(message: (count: number) => string, locale: Locale): PluralWords {
  const rules = new Intl.PluralRules(intlLocale(locale));
  const number = new Intl.NumberFormat(intlLocale(locale));
  const words: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (const category of rules.resolvedOptions().pluralCategories) {
    const sample = SAMPLES.find((count) => rules.select(count) === category);
    if (sample === undefined) continue;
    const written = number.format(sample);
    words[category] = message(sample).replace(written, '{count}');
  }
  return words;
}

/** The phrase for a count: its category's, or the language's "other". */
export const countedIn = (words: PluralWords, count: number, locale: Locale): string =>
  countedAs(words, count, new Intl.NumberFormat(intlLocale(locale)).format(count), locale);

/** The phrase for a count the caller writes its own way ("2,0 meses"), picked by the count's category. */
export function countedAs(words: PluralWords, count: number, written: string, locale: Locale): string {
  const category = new Intl.PluralRules(intlLocale(locale)).select(count);
  const template = words[category] ?? words.other ?? '{count}';
  return template.replace('{count}', () => written);
}
