import { isCompactHeader } from '#src/lib/nav.ts';

/** The header turns compact once the page has scrolled past a threshold, and grows back near the top. */
export function startCompactHeader(): void {
  const header = document.getElementById('site-header');
  if (!header) return;
  const update = () => {
    const compact = String(isCompactHeader(window.scrollY, header.dataset['compact'] === 'true'));
    if (header.dataset['compact'] !== compact) header.dataset['compact'] = compact;
  };
  window.addEventListener('scroll', update, { passive: true });
  update();
}
