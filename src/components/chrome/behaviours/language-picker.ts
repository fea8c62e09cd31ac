import { LANGUAGE_STORAGE_KEY, knownLanguage } from '#src/lib/nav.ts';
import { closeWhenFocusLeaves, popoverOf, syncExpanded } from './disclosure.ts';

/** The language the visitor chose in the picker, if any ("PT"). */
export function chosenLanguage(): string | null {
  try {
    return knownLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null; // storage blocked: no choice remembered
  }
}

export function rememberLanguage(code: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // storage blocked: the choice lasts for this visit's links only
  }
}

/**
 * Language picker: its button opens the menu (a popover) of links to this page in each language; the one
 * followed is remembered, so the language offer (./language-offer.ts) never asks again.
 */
export function startLanguagePicker(): void {
  const picker = document.querySelector<HTMLElement>('[data-lang-picker]');
  const toggle = picker?.querySelector<HTMLButtonElement>('[data-lang-toggle]') ?? null;
  const menu = popoverOf(toggle);
  if (!picker || !toggle || !menu) return;
  syncExpanded(toggle, menu);
  for (const option of picker.querySelectorAll<HTMLElement>('[data-lang]'))
    option.addEventListener('click', () => rememberLanguage(option.dataset['lang'] ?? ''));
  closeWhenFocusLeaves(menu, [picker]);
}
