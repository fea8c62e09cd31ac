import { closeWhenFocusLeaves, popoverOf, syncExpanded } from './disclosure.ts';

/**
 * Mobile menu: the menu button opens its popover and its sections are <details> of one name (one open at a
 * time), all without script; this keeps aria-expanded in step and closes the menu when a link is followed or
 * the focus tabs on past its last item, so the tall menu does not stay over the focused content.
 */
export function startMobileMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-mobile-toggle]');
  const menu = popoverOf(toggle);
  if (!toggle || !menu) return;
  syncExpanded(toggle, menu);
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) menu.hidePopover();
  });
  closeWhenFocusLeaves(menu, [menu, toggle]);
}
