// The message catalogue (messages/{locale}.json, compiled by Paraglide): Paraglide quietly falls back to the
// English text for a key a language lacks, so these checks keep every language complete.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#src/schemas/locale.ts';

const root = join(import.meta.dirname, '../..');
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(join(root, 'messages', `${locale}.json`), 'utf8')) as Record<string, unknown>;
const english = catalogue('en');
/** The {placeholders} a message uses, whatever its shape (a text, or variants by plural). */
const placeholders = (message: unknown) => [...new Set(JSON.stringify(message).match(/\{[a-zA-Z]\w*\}/g) ?? [])].sort();
/** Every text of a message: the text itself, or each variant's. */
const texts = (message: unknown): string[] =>
  typeof message === 'string'
    ? [message]
    : Array.isArray(message)
      ? message.flatMap(texts)
      : message !== null && typeof message === 'object'
        ? Object.values((message as { match?: Record<string, unknown> }).match ?? {}).flatMap(texts)
        : [];

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the %s catalogue', (locale) => {
  const messages = catalogue(locale);

  it("has exactly English's keys", () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
  });

  it("uses each message's placeholders, and no text is empty", () => {
    for (const [key, message] of Object.entries(english)) {
      if (key === '$schema') continue;
      expect(placeholders(messages[key]), key).toEqual(placeholders(message));
      for (const text of texts(messages[key])) expect(text.trim(), key).not.toBe('');
    }
  });
});
