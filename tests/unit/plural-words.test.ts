import { describe, expect, it } from 'vitest';
import { m } from '#src/paraglide/messages.js';
import { LOCALES } from '#src/schemas/locale.ts';
import { countedIn, pluralWords } from '#src/lib/plural-words.ts';

describe('pluralWords and countedIn', () => {
  it.each(LOCALES)('write every count as the catalogue does in %s', (locale) => {
    const message = (count: number) => m.card_beds({ count }, { locale });
    const words = pluralWords(message, locale);
    expect(words.other).toContain('{count}');
    for (const count of [0, 1, 2, 3, 5, 11, 21, 100, 1.5, 1_000_000]) {
      expect(countedIn(words, count, locale)).toBe(message(count));
    }
  });

  it('keep a phrase without its number as it is', () => {
    const words = pluralWords((count) => (count === 1 ? 'one home' : `${count} homes`), 'en');
    expect(countedIn(words, 1, 'en')).toBe('one home');
    expect(countedIn(words, 7, 'en')).toBe('7 homes');
  });
});
