import type { Property } from '#src/schemas/property.ts';
import { featureGroupsOf } from './feature-groups.ts';
import { ENGLISH_LISTING_TEXT, type ListingText } from './listing-text.ts';

/**
 * "Features & Amenities": a short list under each group's heading (Interior, Exterior, Parking, ...). The
 * features are the listing's own words, never translated: marked English on a page in another language.
 */
export function ListingFeatures({
  listing,
  text = ENGLISH_LISTING_TEXT,
}: {
  listing: Pick<Property, 'features' | 'featureGroups'>;
  text?: ListingText | undefined;
}) {
  const groups = featureGroupsOf(listing);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="features-heading" className="mt-12" data-features>
      <h2 id="features-heading" className="text-3xl">
        {text.features.heading}
      </h2>
      {/* In print the groups flow down four columns, so a one-page brochure keeps them all. */}
      <div className="mt-6 grid gap-x-10 gap-y-8 sm:grid-cols-2 print:mt-2 print:block print:columns-4 print:gap-x-4">
        {groups.map((group) => (
          <div key={group.key} data-feature-group={group.key} className="print:mb-1 print:break-inside-avoid">
            <h3
              id={`features-${group.key}`}
              className="font-sans text-sm font-semibold tracking-[0.12em] text-stone uppercase print:text-[8pt] print:leading-tight"
            >
              {text.features.groups[group.key]}
            </h3>
            <ul
              aria-labelledby={`features-${group.key}`}
              className="mt-3 grid gap-2 print:mt-0.5 print:gap-0"
              lang={text.listingLang}
            >
              {group.features.map((feature) => (
                <li key={feature} className="flex gap-3 print:gap-2 print:text-[9pt] print:leading-snug">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-bronze print:mt-1.5" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
