/**
 * Pages are prebuilt, so what depends on the day is decided with the visitor's clock: everything marked
 * data-shown-until (open-house badges and list items, New badges) starts hidden and shows only while that
 * time is ahead. Islands make the same decision after they hydrate (usePageTime). The test is written out
 * rather than imported, so that no listing module comes into every page.
 */
export function showWhileAhead(): void {
  const now = Date.now();
  for (const element of document.querySelectorAll<HTMLElement>('[data-shown-until]')) {
    if (Date.parse(element.dataset['shownUntil'] ?? '') > now) element.hidden = false;
  }
}
