import { dismissible, isExpanded, setExpanded, toggleExpanded } from './disclosure.ts';

/** Mobile menu: the hamburger toggles it; its sections expand one at a time; following a link closes it. */
export function startMobileMenu(): void {
  const toggle = document.querySelector<HTMLElement>('[data-mobile-toggle]');
  const menu = document.getElementById('mobile-menu');
  if (!toggle || !menu) return;
  const sections = [...document.querySelectorAll<HTMLElement>('[data-mobile-section]')];
  toggle.addEventListener('click', () => toggleExpanded(toggle));
  for (const section of sections) {
    section.addEventListener('click', () => {
      const open = !isExpanded(section);
      for (const other of sections) setExpanded(other, other === section && open);
    });
  }
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setExpanded(toggle, false);
  });
  // Escape closes it from the button too (focus stays there right after opening), as the desktop dropdowns do.
  // A click outside does not close it: it covers the page below the header.
  dismissible(toggle, { escapeFrom: [menu, toggle] });
  // Tabbing on past its last item closes it, so the tall sticky menu does not stay over the focused content.
  menu.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    if (next instanceof Node && next !== toggle && !menu.contains(next)) setExpanded(toggle, false);
  });
}
