import type { Property } from '#src/schemas/property.ts';
import { PropertyCard } from './PropertyCard.tsx';

/** "Similar Homes" under a listing: prebuilt on listing pages, rendered from the API on the fallback page. */
export function SimilarHomes({ properties }: { properties: readonly Property[] }) {
  if (properties.length === 0) return null;
  return (
    <section
      aria-labelledby="similar-heading"
      className="container-page border-t border-black/10 py-14 print:hidden"
      data-similar-homes
    >
      <h2 id="similar-heading" className="text-3xl">
        Similar Homes
      </h2>
      <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {properties.map((property) => (
          <li key={property.id}>
            <PropertyCard property={property} />
          </li>
        ))}
      </ul>
    </section>
  );
}
