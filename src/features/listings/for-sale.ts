/**
 * The live counts of homes for sale on the county guides' prebuilt pages: their words, and the page script
 * that fills them in (only those pages load it, not every page's chrome script). Import-free, so that the
 * pages keep it inline: a page in another language than English writes its words on the counts' element
 * (data-for-sale-text, for-sale-words.ts), each plural category's, and the script only picks one.
 */
import type { PluralWords } from '#src/lib/plural-words.ts';

/** The lines' words in a language: "{count} imóveis à venda" by plural category, and the line for none. */
export interface ForSaleText {
  /** The language's Intl tag, for its plural rules and numbers. */
  intl: string;
  counted: PluralWords;
  none: string;
}

/** "14 homes for sale", "1 home for sale", "No homes for sale right now"; in another language with `text`. */
export function forSaleText(count: number, text?: ForSaleText): string {
  if (text) {
    if (count === 0) return text.none;
    // countedIn's choice (src/lib/plural-words.ts), written here to keep the script free of imports.
    const template = text.counted[new Intl.PluralRules(text.intl).select(count)] ?? text.counted.other ?? '{count}';
    return template.replace('{count}', () => new Intl.NumberFormat(text.intl).format(count));
  }
  if (count === 0) return 'No homes for sale right now';
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'home' : 'homes'} for sale`;
}

/** The answer's count for one location: a whole number, or null for anything else. */
function countOf(counts: unknown, location: string): number | null {
  if (typeof counts !== 'object' || counts === null || !Object.hasOwn(counts, location)) return null;
  const count: unknown = (counts as Record<string, unknown>)[location];
  return Number.isSafeInteger(count) && (count as number) >= 0 ? (count as number) : null;
}

/**
 * Each element marked data-for-sale-counts names the URL of the counts (GET /api/listings/for-sale-counts) for
 * the lines inside it, and each line (data-for-sale, its location) gets "14 homes for sale", in the words the
 * element gives (data-for-sale-text) or English's. Until the answer comes, or if it never does, the lines stay
 * empty in the room the page keeps for them, so nothing moves.
 */
export function fillForSaleCounts(root: ParentNode = document): void {
  for (const scope of root.querySelectorAll<HTMLElement>('[data-for-sale-counts]')) {
    const words = scope.dataset['forSaleText'];
    // The page's own words, as the server wrote them.
    const text = words === undefined ? undefined : (JSON.parse(words) as ForSaleText);
    fetch(scope.dataset['forSaleCounts'] ?? '')
      .then((response) => (response.ok ? (response.json() as Promise<{ counts?: unknown }>) : null))
      .then((answer) => {
        for (const line of scope.querySelectorAll<HTMLElement>('[data-for-sale]')) {
          const count = countOf(answer?.counts, line.dataset['forSale'] ?? '');
          if (count !== null) line.textContent = forSaleText(count, text);
        }
      })
      .catch(() => undefined);
  }
}
