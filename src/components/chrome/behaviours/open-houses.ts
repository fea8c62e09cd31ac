/**
 * Pages are prebuilt, so whether an open house is still upcoming is decided with the visitor's clock:
 * everything marked data-upcoming-until (open-house badges and list items) starts hidden and shows only
 * while that time is ahead. Islands make the same decision after they hydrate (usePageTime). The test is
 * isUpcoming's (src/features/listings/open-houses.ts), written out: importing it would bring that module's
 * date formatter into every page.
 */
export function showUpcomingOpenHouses(): void {
  const now = Date.now();
  for (const element of document.querySelectorAll<HTMLElement>('[data-upcoming-until]')) {
    if (Date.parse(element.dataset['upcomingUntil'] ?? '') > now) element.hidden = false;
  }
}
