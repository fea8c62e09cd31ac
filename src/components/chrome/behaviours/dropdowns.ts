import { DROPDOWN_CLOSE_DELAY_MS } from '#src/lib/nav.ts';
import { closeWhenFocusLeaves, isOpen, popoverOf, syncExpanded } from './disclosure.ts';

/**
 * Desktop dropdowns. The browser does the clicks (the toggle opens its popover; one auto popover open at a time;
 * Escape and a click outside close it); this adds hover: hover opens, leaving closes after a delay.
 */
export function startDropdowns(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-dropdown]')) {
    const toggle = root.querySelector<HTMLButtonElement>('[data-dropdown-toggle]');
    const menu = popoverOf(toggle);
    if (!toggle || !menu) continue;
    let timer = 0;
    // A click right after the hover that opened the menu keeps it open instead of toggling it shut.
    let hoverOpened = false;
    syncExpanded(toggle, menu);
    menu.addEventListener('toggle', () => {
      if (isOpen(menu)) return;
      window.clearTimeout(timer);
      hoverOpened = false;
    });
    root.addEventListener('pointerenter', (event) => {
      if (event.pointerType !== 'mouse') return;
      window.clearTimeout(timer);
      if (isOpen(menu)) return;
      menu.showPopover();
      hoverOpened = true;
    });
    root.addEventListener('pointerleave', (event) => {
      if (event.pointerType !== 'mouse') return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        menu.hidePopover();
      }, DROPDOWN_CLOSE_DELAY_MS);
    });
    toggle.addEventListener('click', (event) => {
      if (!hoverOpened) return;
      hoverOpened = false;
      event.preventDefault();
    });
    closeWhenFocusLeaves(menu, [root]);
  }
}
