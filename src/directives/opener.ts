import type { ClientDirective } from 'astro';
import { LIVE_ATTRIBUTE, OPEN_PENDING_ATTRIBUTE } from '#src/lib/pending-submit.ts';

/**
 * `client:opener="<selector>"`: hydrates the island when the browser is idle (as `client:idle`), or at once when the visitor
 * presses an element matching the selector anywhere on the page (the valuation dialog's buttons). Such a
 * press before the island handles it is not lost: the element is marked pending and the island opens for
 * it when ready. Elements the island handles carry LIVE_ATTRIBUTE, and their presses are left to it.
 */
const openerDirective: ClientDirective = (load, options) => {
  const selector = typeof options.value === 'string' ? options.value : '';
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    await (
      await load()
    )();
  };
  if (selector) {
    document.addEventListener('click', (event) => {
      const opener = event.target instanceof Element ? event.target.closest(selector) : null;
      if (!opener || opener.hasAttribute(LIVE_ATTRIBUTE)) return;
      event.preventDefault();
      opener.setAttribute(OPEN_PENDING_ATTRIBUTE, '');
      void hydrate();
    });
  }
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void hydrate());
  else setTimeout(() => void hydrate(), 200);
};

export default openerDirective;
