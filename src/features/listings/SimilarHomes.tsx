import type { Property } from '#src/schemas/property.ts';
import { PropertyCard } from './PropertyCard.tsx';
import { ENGLISH_LISTING_TEXT, type ListingText } from './listing-text.ts';

/** "Similar Homes" under a listing, its cards in the page's language. */
export function SimilarHomes({
  properties,
  text = ENGLISH_LISTING_TEXT,
}: {
  properties: readonly Property[];
  text?: ListingText | undefined;
}) {
  if (properties.length === 0) return null;
  return (
    <section
      aria-labelledby="similar-heading"
      className="container-page border-t border-black/10 py-14 print:hidden"
      data-similar-homes
    >
      <h2 id="similar-heading" className="text-3xl">
        {text.similar.heading}
      </h2>
      <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {properties.map((property) => (
          <li key={property.id}>
            <PropertyCard property={property} text={text.similar.card(property)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
