// The catalogue's English words on a page in another language: the check every translated page passes.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultTreeAdapter, parse, type DefaultTreeAdapterTypes } from 'parse5';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { attributeOf } from './html.ts';

const catalogue = async (locale: Locale) =>
  JSON.parse(await readFile(join(import.meta.dirname, `../../messages/${locale}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

/**
 * The catalogue's English words that `locale` writes otherwise. Words the language writes the same way ("FAQ",
 * "Instagram") are its own too; a message with a placeholder (plural variants too) is never a page's whole text.
 */
export async function foreignWords(locale: Locale): Promise<Set<string>> {
  const english = await catalogue(DEFAULT_LOCALE);
  const own = new Set(Object.values(await catalogue(locale)));
  return new Set(
    Object.entries(english).flatMap(([key, value]) =>
      key !== '$schema' && typeof value === 'string' && !value.includes('{') && !own.has(value) ? [value.trim()] : [],
    ),
  );
}

/** Each of those words a reader of the page meets outside what is marked English, in its text and its labels. */
export function englishWordsIn(html: string, foreign: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const walk = (node: DefaultTreeAdapterTypes.ParentNode): void => {
    for (const child of node.childNodes) {
      if (defaultTreeAdapter.isTextNode(child)) {
        if (foreign.has(child.value.trim())) found.push(child.value.trim());
      } else if (defaultTreeAdapter.isElementNode(child)) {
        if (['script', 'style'].includes(child.tagName) || attributeOf(child, 'lang') === 'en') continue;
        for (const name of ['aria-label', 'title', 'alt', 'placeholder'])
          if (foreign.has((attributeOf(child, name) ?? '').trim())) found.push(attributeOf(child, name) ?? '');
        walk(child);
      }
    }
  };
  walk(parse(html));
  return found;
}
