import { isCompactHeader } from '#src/lib/nav.ts';

/** The header turns compact once the page has scrolled past a threshold. */
export function startCompactHeader(): void {
  const header = document.getElementById('site-header');
  if (!header) return;
  const update = () => {
    header.dataset['compact'] = String(isCompactHeader(window.scrollY));
  };
  window.addEventListener('scroll', update, { passive: true });
  update();
}
