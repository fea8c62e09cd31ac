import type { ListingSummary } from './listing-summary.ts';
import { PropertyCard } from './PropertyCard.tsx';
import { cardTextWith, fillIn, type CardWords } from './card-words.ts';

interface Props {
  /** The listings of the page shown, in order. */
  properties: readonly ListingSummary[];
  page: number;
  pageCount: number;
  /** The list's name, with "{page}" and "{count}". */
  pageOf?: string;
  /** The cards' words in a language other than English (PropertyCard's own English without them). */
  cards?: CardWords | null;
}

/**
 * A results page's cards. The page's server renders them as static HTML that the /properties island never
 * hydrates (the chrome script drives their save buttons); the island renders them itself, from code it
 * loads then, only for the pages it fetches. The list's columns follow `--results-cols` (3 by default, 2 in
 * the split map view), which the island sets around it, so static cards follow the view too.
 */
export function ResultCards({ properties, page, pageCount, pageOf = 'Page {page} of {count}', cards = null }: Props) {
  return (
    <ul
      className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-[repeat(var(--results-cols,3),minmax(0,1fr))]"
      aria-label={fillIn(pageOf, { page: String(page), count: String(pageCount) })}
    >
      {properties.map((property, index) => (
        <li key={property.id}>
          <PropertyCard
            property={property}
            priority={index === 0}
            text={cards ? cardTextWith(cards, property) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
