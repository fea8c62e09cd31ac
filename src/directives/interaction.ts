import type { ClientDirective } from 'astro';

/** What counts as the visitor starting to use an island. touchstart comes before a tap's pointerdown on some phones. */
const FIRST_USE = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const;

/**
 * `client:interaction`: hydrates the island on the visitor's first pointer press, touch, focus, key or input
 * inside it, so a form near the top of a page costs no main-thread time at load. The prerendered HTML stays
 * usable until then; a component hydrated this way must keep what the visitor typed in the meantime.
 */
const interactionDirective: ClientDirective = (load, _options, el) => {
  const listening = new AbortController();
  const hydrate = async () => {
    if (listening.signal.aborted) return;
    listening.abort();
    await (
      await load()
    )();
  };
  for (const type of FIRST_USE) {
    el.addEventListener(type, () => void hydrate(), { capture: true, passive: true, signal: listening.signal });
  }
  // Focus can be inside already: a link to the form's anchor, or a keyboard faster than this script.
  if (el.contains(document.activeElement)) void hydrate();
};

export default interactionDirective;
