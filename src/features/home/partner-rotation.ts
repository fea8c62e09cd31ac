/**
 * "Our Partners" (src/components/home/Partners.astro): on mobile one logo at a time, rotating every 4000 ms,
 * with dots to jump to a partner. The rotation pauses on hover or focus and does not run with
 * prefers-reduced-motion.
 */
import { PARTNER_ROTATION_MS, nextIndex } from '#src/lib/rotation.ts';

export function startPartnerRotation(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-partners]')) {
    const items = [...root.querySelectorAll<HTMLElement>('[data-partner]')];
    const dots = [...root.querySelectorAll<HTMLElement>('[data-partner-dot]')];
    const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
    const mobile = matchMedia('(width < 48rem)');
    let index = 0;
    let timer = 0;
    let hovered = false;
    let focused = false;

    const show = (next: number) => {
      index = next;
      items.forEach((item, i) => (item.dataset['active'] = String(i === index)));
      // Hidden in the page until now, so that no dot is pressed before it works.
      root.querySelector('[data-partner-dots]')?.removeAttribute('hidden');
      dots.forEach((dot, i) => dot.setAttribute('aria-pressed', String(i === index)));
    };
    const schedule = () => {
      window.clearTimeout(timer);
      if (hovered || focused || reducedMotion.matches || !mobile.matches) return;
      timer = window.setTimeout(() => {
        show(nextIndex(index, items.length));
        schedule();
      }, PARTNER_ROTATION_MS);
    };

    // Hidden in the page until now, so that no dot is pressed before it works.
    root.querySelector('[data-partner-dots]')?.removeAttribute('hidden');
    dots.forEach((dot, i) =>
      dot.addEventListener('click', () => {
        show(i);
        schedule();
      }),
    );
    root.addEventListener('pointerenter', () => {
      hovered = true;
      schedule();
    });
    root.addEventListener('pointerleave', () => {
      hovered = false;
      schedule();
    });
    root.addEventListener('focusin', () => {
      focused = true;
      schedule();
    });
    root.addEventListener('focusout', (event) => {
      focused = root.contains(event.relatedTarget as Node | null);
      schedule();
    });
    reducedMotion.addEventListener('change', schedule);
    mobile.addEventListener('change', schedule);
    schedule();
  }
}
