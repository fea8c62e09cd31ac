import { LANGUAGE_STORAGE_KEY, knownLanguage } from '#src/lib/nav.ts';
import { closeWhenFocusLeaves, popoverOf, syncExpanded } from './disclosure.ts';

function readLanguage(): string | null {
  try {
    return knownLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null; // storage blocked: keep the default
  }
}

function writeLanguage(code: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/** Language picker: its button opens the menu (a popover); the choice is kept in localStorage; no translation is shown. */
export function startLanguagePicker(): void {
  const picker = document.querySelector<HTMLElement>('[data-lang-picker]');
  const toggle = picker?.querySelector<HTMLButtonElement>('[data-lang-toggle]') ?? null;
  const menu = popoverOf(toggle);
  if (!picker || !toggle || !menu) return;
  const options = [...picker.querySelectorAll<HTMLElement>('[data-lang]')];
  const choose = (code: string) => {
    const option = options.find((o) => o.dataset['lang'] === code);
    const current = picker.querySelector('[data-lang-current]');
    if (!option || !current) return;
    for (const o of options) o.setAttribute('aria-pressed', String(o === option));
    const flag = option.querySelector('svg')?.cloneNode(true);
    const label = document.createElement('span');
    label.textContent = code;
    current.replaceChildren(...(flag ? [flag] : []), label);
  };
  const stored = readLanguage();
  if (stored) choose(stored);
  syncExpanded(toggle, menu);
  for (const option of options) {
    option.addEventListener('click', () => {
      const code = option.dataset['lang'] ?? '';
      choose(code);
      writeLanguage(code);
      menu.hidePopover();
      toggle.focus();
    });
  }
  closeWhenFocusLeaves(menu, [picker]);
}
