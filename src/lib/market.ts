/** Market updates: category labels, ordering and structured data. Pure; no I/O. */
import type { Article as ArticleLd, WithContext } from 'schema-dts';
import { m } from '#src/paraglide/messages.js';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';

const CATEGORY_LABELS: ReadonlyMap<string, (inputs: object, options: { locale: Locale }) => string> = new Map([
  ['local', m.category_local],
  ['national', m.category_national],
  ['market', m.category_market],
]);

/** The spec's badge text: local, national and market have their own labels, anything else is "Real Estate". */
export function categoryLabel(category: string, locale: Locale = DEFAULT_LOCALE): string {
  return (CATEGORY_LABELS.get(category) ?? m.category_other)({}, { locale });
}

/**
 * An article's reading time in the page's language. The file writes it in English ("4 min read", the schema's
 * pattern, in every language's file alike): its minutes are what the page says.
 */
export function readingTime(readTime: string, locale: Locale): string {
  const minutes = /^(\d+) min read$/.exec(readTime)?.[1];
  return minutes === undefined ? readTime : m.article_read_time({ minutes }, { locale });
}

/** Newest first; the same date falls back to the id so the order is stable between builds. */
export function newestFirst<T extends { id: string; data: { date: string } }>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => b.data.date.localeCompare(a.data.date) || a.id.localeCompare(b.id));
}

export interface ArticleLdInput {
  url: string;
  title: string;
  description: string;
  date: string;
  author: string;
  category: string;
  image: string;
  publisher: { name: string; logo: string; url: string };
}

/** schema.org Article for an article page. */
export function articleJsonLd(input: ArticleLdInput): WithContext<ArticleLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title,
    description: input.description,
    datePublished: input.date,
    dateModified: input.date,
    articleSection: categoryLabel(input.category),
    author: { '@type': 'Person', name: input.author },
    publisher: {
      '@type': 'Organization',
      name: input.publisher.name,
      url: input.publisher.url,
      logo: { '@type': 'ImageObject', url: input.publisher.logo },
    },
    image: input.image,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
  };
}
