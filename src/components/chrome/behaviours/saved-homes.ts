import {
  RECENTLY_VIEWED_KEY,
  SAVED_HOMES_KEY,
  isSaved,
  savedLinkText,
  toggleSaved,
} from '#src/features/listings/saved-homes.ts';
import { onHomesChange, readHomes, writeHomes } from '#src/features/listings/saved-homes-storage.ts';

/**
 * Saved homes: the header's "Saved (n)" link and the save buttons of prebuilt cards. Reading both lists also
 * replaces a corrupt or foreign stored value, on every page. Save buttons inside an island belong to React;
 * prebuilt cards' buttons (similar homes, advisor profiles) start hidden and are driven from here.
 */
export function startSavedHomes(): void {
  readHomes(RECENTLY_VIEWED_KEY);
  const savedLinks = [...document.querySelectorAll<HTMLElement>('[data-saved-link]')];
  const prebuiltSaveButtons = [...document.querySelectorAll<HTMLButtonElement>('button[data-save-home]')].filter(
    (button) => !button.closest('astro-island'),
  );
  const showSaved = () => {
    const homes = readHomes(SAVED_HOMES_KEY);
    for (const link of savedLinks) {
      link.hidden = homes.length === 0;
      const label = link.querySelector('[data-saved-text]');
      if (label) label.textContent = savedLinkText(homes.length);
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
