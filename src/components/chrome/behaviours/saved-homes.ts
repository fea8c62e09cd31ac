import {
  RECENTLY_VIEWED_KEY,
  SAVED_HOMES_KEY,
  isSaved,
  recordView,
  toggleSaved,
} from '#src/features/listings/saved-homes.ts';
import { onHomesChange, readHomes, writeHomes } from '#src/features/listings/saved-homes-storage.ts';
import { withCount } from '#src/lib/with-count.ts';

/**
 * Saved homes: the header's "Saved (n)" link, the save buttons outside islands, and the visit of a listing
 * page in "recently viewed". Reading both lists also replaces a corrupt or foreign stored value, on every
 * page. Save buttons inside an island belong to React; the others (a listing page's, similar homes',
 * advisor profiles' cards, the static cards of /properties) start hidden and are driven from here.
 */
export function startSavedHomes(): void {
  const viewed = readHomes(RECENTLY_VIEWED_KEY);
  const listing = document.querySelector<HTMLElement>('[data-listing-view]');
  if (listing)
    writeHomes(
      RECENTLY_VIEWED_KEY,
      recordView(viewed, { id: Number(listing.dataset['listingView']), title: listing.dataset['listingTitle'] ?? '' }),
    );
  const savedLinks = [...document.querySelectorAll<HTMLElement>('[data-saved-link]')];
  // An island's slot (astro-slot) is static HTML that React never hydrates: its buttons are prebuilt too.
  const prebuiltSaveButtons = [...document.querySelectorAll<HTMLButtonElement>('button[data-save-home]')].filter(
    (button) => !button.closest('astro-island') || button.closest('astro-slot'),
  );
  const showSaved = () => {
    const homes = readHomes(SAVED_HOMES_KEY);
    for (const link of savedLinks) {
      link.hidden = homes.length === 0;
      const label = link.querySelector('[data-saved-text]');
      if (label) label.textContent = withCount(link.dataset['savedTemplate'] ?? '', homes.length);
    }
    for (const button of prebuiltSaveButtons) {
      button.setAttribute('aria-pressed', String(isSaved(homes, Number(button.dataset['saveHome']))));
      button.hidden = false;
    }
  };
  for (const button of prebuiltSaveButtons) {
    button.addEventListener('click', () => {
      const home = { id: Number(button.dataset['saveHome']), title: button.dataset['saveTitle'] ?? '' };
      writeHomes(SAVED_HOMES_KEY, toggleSaved(readHomes(SAVED_HOMES_KEY), home));
    });
  }
  onHomesChange(SAVED_HOMES_KEY, showSaved);
  showSaved();
}
