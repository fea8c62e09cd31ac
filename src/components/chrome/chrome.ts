// The only script every page loads: header dropdowns, mobile menu, compact header, the language picker,
// open-house dates that are still ahead, and saved homes (the header's "Saved (n)" link and the save
// buttons of prebuilt cards).
import { COMPACT_HEADER_SCROLL_PX, DROPDOWN_CLOSE_DELAY_MS, LANGUAGE_STORAGE_KEY, LANGUAGES } from '#src/lib/nav.ts';
import {
  RECENTLY_VIEWED_KEY,
  SAVED_HOMES_KEY,
  isSaved,
  savedLinkText,
  toggleSaved,
} from '#src/features/listings/saved-homes.ts';
import { onHomesChange, readHomes, writeHomes } from '#src/features/listings/saved-homes-storage.ts';

const header = document.getElementById('site-header');

/** Shows or hides the element a disclosure button controls, keeping aria-expanded in step. */
function setExpanded(button: HTMLElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  const target = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (target) target.hidden = !open;
}
const isExpanded = (button: HTMLElement) => button.getAttribute('aria-expanded') === 'true';

// Compact header after 100 px of scroll.
if (header) {
  const update = () => {
    header.dataset['compact'] = String(window.scrollY > COMPACT_HEADER_SCROLL_PX);
  };
  window.addEventListener('scroll', update, { passive: true });
  update();
}

// Desktop dropdowns: hover opens, leaving closes after a delay, click toggles, one open at a time.
const dropdowns = [...document.querySelectorAll<HTMLElement>('[data-dropdown]')].flatMap((root) => {
  const toggle = root.querySelector<HTMLElement>('[data-dropdown-toggle]');
  // hoverOpened: a click right after the hover that opened the menu keeps it open instead of closing it.
  return toggle ? [{ root, toggle, timer: 0, hoverOpened: false }] : [];
});

function openOnly(target: (typeof dropdowns)[number] | undefined): void {
  for (const dropdown of dropdowns) {
    window.clearTimeout(dropdown.timer);
    dropdown.hoverOpened = false;
    setExpanded(dropdown.toggle, dropdown === target);
  }
}

for (const dropdown of dropdowns) {
  const { root, toggle } = dropdown;
  root.addEventListener('pointerenter', (event) => {
    if (event.pointerType !== 'mouse') return;
    if (isExpanded(toggle)) window.clearTimeout(dropdown.timer);
    else {
      openOnly(dropdown);
      dropdown.hoverOpened = true;
    }
  });
  root.addEventListener('pointerleave', (event) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(dropdown.timer);
    dropdown.timer = window.setTimeout(() => {
      dropdown.hoverOpened = false;
      setExpanded(toggle, false);
    }, DROPDOWN_CLOSE_DELAY_MS);
  });
  toggle.addEventListener('click', () => {
    if (dropdown.hoverOpened) dropdown.hoverOpened = false;
    else openOnly(isExpanded(toggle) ? undefined : dropdown);
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isExpanded(toggle)) {
      setExpanded(toggle, false);
      toggle.focus();
    }
  });
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) setExpanded(toggle, false);
  });
}

// Mobile menu: the hamburger toggles it; its sections expand one at a time; following a link closes it.
const mobileToggle = document.querySelector<HTMLElement>('[data-mobile-toggle]');
const mobileMenu = document.getElementById('mobile-menu');
const sections = [...document.querySelectorAll<HTMLElement>('[data-mobile-section]')];
if (mobileToggle && mobileMenu) {
  mobileToggle.addEventListener('click', () => setExpanded(mobileToggle, !isExpanded(mobileToggle)));
  for (const section of sections) {
    section.addEventListener('click', () => {
      const open = !isExpanded(section);
      for (const other of sections) setExpanded(other, other === section && open);
    });
  }
  mobileMenu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setExpanded(mobileToggle, false);
  });
  // Escape closes it from the button too (focus stays there right after opening), as the desktop dropdowns do.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isExpanded(mobileToggle)) {
      setExpanded(mobileToggle, false);
      mobileToggle.focus();
    }
  };
  mobileMenu.addEventListener('keydown', closeOnEscape);
  mobileToggle.addEventListener('keydown', closeOnEscape);
  // Tabbing on past its last item closes it, so the tall sticky menu does not stay over the focused content.
  mobileMenu.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    if (next instanceof Node && next !== mobileToggle && !mobileMenu.contains(next)) setExpanded(mobileToggle, false);
  });
}

// Language picker: the choice is kept in localStorage; no translation is shown.
const picker = document.querySelector<HTMLElement>('[data-lang-picker]');
const pickerToggle = picker?.querySelector<HTMLElement>('[data-lang-toggle]');
if (picker && pickerToggle) {
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
  pickerToggle.addEventListener('click', () => setExpanded(pickerToggle, !isExpanded(pickerToggle)));
  for (const option of options) {
    option.addEventListener('click', () => {
      const code = option.dataset['lang'] ?? '';
      choose(code);
      writeLanguage(code);
      setExpanded(pickerToggle, false);
      pickerToggle.focus();
    });
  }
  picker.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isExpanded(pickerToggle)) {
      setExpanded(pickerToggle, false);
      pickerToggle.focus();
    }
  });
  picker.addEventListener('focusout', (event) => {
    if (!picker.contains(event.relatedTarget as Node | null)) setExpanded(pickerToggle, false);
  });
}

// A click outside closes whatever header popup is open.
document.addEventListener('click', (event) => {
  const target = event.target as Element;
  if (!target.closest('[data-dropdown]')) openOnly(undefined);
  if (picker && pickerToggle && !picker.contains(target)) setExpanded(pickerToggle, false);
});

function readLanguage(): string | null {
  try {
    const code = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return LANGUAGES.some((l) => l.code === code) ? code : null;
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

// Pages are prebuilt, so whether an open house is still upcoming is decided with the visitor's clock:
// everything marked data-upcoming-until (open-house badges and list items) starts hidden and shows only
// while that time is ahead. Islands make the same decision after they hydrate (usePageTime).
const now = Date.now();
for (const element of document.querySelectorAll<HTMLElement>('[data-upcoming-until]')) {
  if (Date.parse(element.dataset['upcomingUntil'] ?? '') > now) element.hidden = false;
}

// Saved homes. Reading both lists also replaces a corrupt or foreign stored value, on every page.
// Save buttons inside an island belong to React; prebuilt cards' buttons (similar homes, advisor
// profiles) start hidden and are driven from here.
readHomes(RECENTLY_VIEWED_KEY);
const savedLinks = [...document.querySelectorAll<HTMLElement>('[data-saved-link]')];
const prebuiltSaveButtons = [...document.querySelectorAll<HTMLButtonElement>('button[data-save-home]')].filter(
  (button) => !button.closest('astro-island'),
);
function showSaved(): void {
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
}
for (const button of prebuiltSaveButtons) {
  button.addEventListener('click', () => {
    const home = { id: Number(button.dataset['saveHome']), title: button.dataset['saveTitle'] ?? '' };
    writeHomes(SAVED_HOMES_KEY, toggleSaved(readHomes(SAVED_HOMES_KEY), home));
  });
}
onHomesChange(SAVED_HOMES_KEY, showSaved);
showSaved();
