import { DROPDOWN_CLOSE_DELAY_MS } from '#src/lib/nav.ts';
import { dismissible, isExpanded, setExpanded } from './disclosure.ts';

interface Dropdown {
  root: HTMLElement;
  toggle: HTMLElement;
  timer: number;
  /** A click right after the hover that opened the menu keeps it open instead of closing it. */
  hoverOpened: boolean;
}

/** Desktop dropdowns: hover opens, leaving closes after a delay, click toggles, one open at a time. */
export function startDropdowns(): void {
  const dropdowns = [...document.querySelectorAll<HTMLElement>('[data-dropdown]')].flatMap((root): Dropdown[] => {
    const toggle = root.querySelector<HTMLElement>('[data-dropdown-toggle]');
    return toggle ? [{ root, toggle, timer: 0, hoverOpened: false }] : [];
  });

  const openOnly = (target: Dropdown | undefined) => {
    for (const dropdown of dropdowns) {
      window.clearTimeout(dropdown.timer);
      dropdown.hoverOpened = false;
      setExpanded(dropdown.toggle, dropdown === target);
    }
  };

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
    dismissible(toggle, { escapeFrom: [root], within: root });
  }
}
