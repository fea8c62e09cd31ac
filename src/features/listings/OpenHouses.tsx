import { formatOpenHouse, isUpcoming, lastOpenHouseEnd, sortOpenHouses } from './open-houses.ts';
import type { OpenHouse, Property } from '#src/schemas/property.ts';
import { usePageTime } from './usePageTime.ts';

type Listing = Pick<Property, 'id' | 'title' | 'address' | 'city' | 'state' | 'zipcode' | 'openHouses'>;

/** Makes the .ics file in the browser; the `ics` package loads only now, on the first press. */
async function downloadIcs(listing: Listing, openHouse: OpenHouse): Promise<void> {
  const { icsFileName, openHouseIcs } = await import('./open-house-ics.ts');
  const link = document.createElement('a');
  link.href = `data:text/calendar;charset=utf-8,${encodeURIComponent(openHouseIcs(listing, openHouse, location.href))}`;
  link.download = icsFileName(listing, openHouse);
  link.click();
}

/**
 * The listing's upcoming open houses in the brokerage's time zone, each with "Add to calendar". Every one
 * is in the prebuilt HTML, hidden until the visitor's clock says it has not ended (the chrome script
 * before hydration, this island after); past ones never show.
 */
export function OpenHouses({ listing }: { listing: Listing }) {
  const now = usePageTime();
  const openHouses = sortOpenHouses(listing.openHouses);
  const until = lastOpenHouseEnd(openHouses);
  if (!until) return null;
  const hidden = (end: string) => now === null || !isUpcoming({ end }, now);
  return (
    <section
      aria-labelledby="open-houses-heading"
      className="mt-12 print:hidden"
      data-open-houses
      data-shown-until={until}
      hidden={hidden(until)}
    >
      <h2 id="open-houses-heading" className="text-3xl">
        Open Houses
      </h2>
      <ul className="mt-5 divide-y divide-black/10 border-y border-black/10">
        {openHouses.map((openHouse) => (
          <li
            key={openHouse.start}
            className="flex flex-wrap items-center justify-between gap-4 py-4"
            data-open-house={openHouse.start}
            data-shown-until={openHouse.end}
            hidden={hidden(openHouse.end)}
          >
            <time dateTime={openHouse.start} className="text-lg">
              {formatOpenHouse(openHouse)}
            </time>
            <button type="button" className="btn-outline" onClick={() => void downloadIcs(listing, openHouse)}>
              Add to calendar<span className="sr-only">: {formatOpenHouse(openHouse)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
