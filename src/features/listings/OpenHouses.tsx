import { icsFileName, lastOpenHouseEnd, sortOpenHouses } from './open-houses.ts';
import { ENGLISH_LISTING_TEXT, type ListingText } from './listing-text.ts';
import type { Property } from '#src/schemas/property.ts';
import { openHouseCalendarApiPath } from '#src/lib/paths.ts';

type Listing = Pick<Property, 'id' | 'openHouses'>;

/**
 * The listing's upcoming open houses in the brokerage's time zone, each with "Add to calendar": a link to
 * the open house's calendar file, so it works at the first press and without a script. Static HTML: every
 * one starts hidden, and the chrome script shows those the visitor's clock says have not ended
 * (data-shown-until); past ones never show.
 */
export function OpenHouses({
  listing,
  text = ENGLISH_LISTING_TEXT,
}: {
  listing: Listing;
  text?: ListingText | undefined;
}) {
  const { heading, addToCalendar, when } = text.openHouses;
  const openHouses = sortOpenHouses(listing.openHouses);
  const until = lastOpenHouseEnd(openHouses);
  if (!until) return null;
  return (
    <section
      aria-labelledby="open-houses-heading"
      className="mt-12 print:hidden"
      data-open-houses
      data-shown-until={until}
      hidden
    >
      <h2 id="open-houses-heading" className="text-3xl">
        {heading}
      </h2>
      <ul className="mt-5 divide-y divide-black/10 border-y border-black/10">
        {openHouses.map((openHouse) => (
          <li
            key={openHouse.start}
            className="flex flex-wrap items-center justify-between gap-4 py-4"
            data-open-house={openHouse.start}
            data-shown-until={openHouse.end}
            hidden
          >
            <time dateTime={openHouse.start} className="text-lg">
              {when(openHouse)}
            </time>
            <a
              href={openHouseCalendarApiPath(listing.id, openHouse.start)}
              download={icsFileName(listing, openHouse)}
              className="btn-outline"
            >
              {addToCalendar}
              <span className="sr-only">{`: ${when(openHouse)}`}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
