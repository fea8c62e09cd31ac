import type { ClientDirective } from 'astro';
import { LIVE_ATTRIBUTE, SUBMIT_PENDING_ATTRIBUTE } from '#src/lib/pending-submit.ts';

/** What counts as the visitor starting to use an island. touchstart comes before a tap's pointerdown on some phones. */
const FIRST_USE = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const;

/**
 * `client:interaction`: hydrates the island on the visitor's first pointer press, touch, focus, key or input
 * inside it, so a form near the top of a page costs no main-thread time at load. The prerendered HTML stays
 * usable until then; a component hydrated this way must keep what the visitor typed in the meantime.
 * A submit before the form is live (the first click on Send wakes the island and submits in one go) is held
 * and marked, not lost and not sent natively: the island submits it again once its handler is in place (pending-submit.ts).
 */
const interactionDirective: ClientDirective = (load, _options, el) => {
  const listening = new AbortController();
  const holding = new AbortController();
  const hydrate = async () => {
    if (listening.signal.aborted) return;
    listening.abort();
    await (
      await load()
    )();
  };
  // Its code or its words did not load (Astro tries twice): the form works as it does without JavaScript, and
  // a submit held meanwhile goes that way too.
  el.addEventListener(
    'astro:hydration-error',
    () => {
      holding.abort();
      for (const form of el.querySelectorAll<HTMLFormElement>(`form[${SUBMIT_PENDING_ATTRIBUTE}]`)) {
        form.removeAttribute(SUBMIT_PENDING_ATTRIBUTE);
        form.requestSubmit();
      }
    },
    { once: true },
  );
  for (const type of FIRST_USE) {
    el.addEventListener(type, () => void hydrate(), { capture: true, passive: true, signal: listening.signal });
  }
  el.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute(LIVE_ATTRIBUTE)) return;
      event.preventDefault();
      form.setAttribute(SUBMIT_PENDING_ATTRIBUTE, '');
      void hydrate();
    },
    { capture: true, signal: holding.signal },
  );
  // Focus can be inside already: a link to the form's anchor, or a keyboard faster than this script.
  if (el.contains(document.activeElement)) void hydrate();
};

export default interactionDirective;
