import type { ReactNode } from 'react';
import { formatOpenHouse, icsFileName, lastOpenHouseEnd, sortOpenHouses } from '#src/features/listings/open-houses.ts';
import { openHouseCalendarApiPath, SHOWING_SECTION_ID } from '#src/lib/paths.ts';
import type { OpenHouse, Property } from '#src/schemas/property.ts';
import { SHOWING_SECTION_TITLE } from '#src/schemas/showing-fields.ts';
import { offersShowings } from './slots.ts';

type Listing = Pick<Property, 'id' | 'status' | 'onMarketDate' | 'openHouses'>;

/** The section's words around the form (static HTML): English here, the page's language's from showing-words.ts. */
export interface ShowingSectionText {
  title: string;
  lead: string;
  orOpenHouse: string;
  addToCalendar: string;
  when: (openHouse: OpenHouse) => string;
}

export const ENGLISH_SHOWING_SECTION_TEXT: ShowingSectionText = {
  title: SHOWING_SECTION_TITLE,
  lead: 'Pick a day in the next two weeks and a time, in person or by video call. Your advisor will confirm by phone or e-mail.',
  orOpenHouse: 'Or come to the open house:',
  addToCalendar: 'Add to calendar',
  when: (openHouse) => formatOpenHouse(openHouse),
};

/**
 * "Request a private showing" on a listing page: the form (the ShowingRequest island, which the page passes
 * in), then the listing's open houses as the other way to see it. Static HTML, like the open houses: each
 * starts hidden and the chrome script shows those the visitor's clock says have not ended. A home under
 * contract or sold offers no showing: no section.
 */
export function ShowingSection({
  listing,
  children,
  text = ENGLISH_SHOWING_SECTION_TEXT,
}: {
  listing: Listing;
  children?: ReactNode;
  text?: ShowingSectionText | undefined;
}) {
  if (!offersShowings(listing)) return null;
  const openHouses = sortOpenHouses(listing.openHouses);
  const until = lastOpenHouseEnd(openHouses);
  return (
    <section
      id={SHOWING_SECTION_ID}
      aria-labelledby={`${SHOWING_SECTION_ID}-heading`}
      className="border border-black/10 bg-sand p-6 sm:p-8 print:hidden"
      data-showing-section
    >
      <h2 id={`${SHOWING_SECTION_ID}-heading`} className="text-3xl">
        {text.title}
      </h2>
      <p className="mt-3 text-stone">{text.lead}</p>
      <div className="mt-6">{children}</div>
      {until && (
        <div className="mt-8 border-t border-black/10 pt-6" data-showing-open-houses data-shown-until={until} hidden>
          <p className="font-semibold text-ink">{text.orOpenHouse}</p>
          <ul className="mt-2 grid gap-2">
            {openHouses.map((openHouse) => (
              <li
                key={openHouse.start}
                className="flex flex-wrap items-center gap-x-4 gap-y-1"
                data-shown-until={openHouse.end}
                hidden
              >
                <time dateTime={openHouse.start}>{text.when(openHouse)}</time>
                <a
                  href={openHouseCalendarApiPath(listing.id, openHouse.start)}
                  download={icsFileName(listing, openHouse)}
                  className="inline-flex min-h-6 items-center font-semibold text-bronze underline underline-offset-4 hover:text-ink"
                >
                  {text.addToCalendar}
                  <span className="sr-only">{`: ${text.when(openHouse)}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
