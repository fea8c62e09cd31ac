/** The header's disclosure buttons: a button whose aria-expanded shows or hides the element it controls. */

/** Shows or hides the element a disclosure button controls, keeping aria-expanded in step. */
export function setExpanded(button: HTMLElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  const target = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (target) target.hidden = !open;
}

export const isExpanded = (button: HTMLElement): boolean => button.getAttribute('aria-expanded') === 'true';

/** The button click flips it. */
export const toggleExpanded = (button: HTMLElement): void => setExpanded(button, !isExpanded(button));

interface DismissOptions {
  /** Escape pressed inside any of these closes it and puts the focus back on the button. */
  escapeFrom: readonly HTMLElement[];
  /** A click outside this element, or the focus leaving it (for nowhere too), closes it. */
  within?: HTMLElement;
}

/** The ways out of an open disclosure besides its button: Escape, a click outside, the focus leaving. */
export function dismissible(button: HTMLElement, { escapeFrom, within }: DismissOptions): void {
  const onEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isExpanded(button)) {
      setExpanded(button, false);
      button.focus();
    }
  };
  for (const element of escapeFrom) element.addEventListener('keydown', onEscape);
  if (!within) return;
  within.addEventListener('focusout', (event) => {
    if (!within.contains(event.relatedTarget as Node | null)) setExpanded(button, false);
  });
  document.addEventListener('click', (event) => {
    if (!within.contains(event.target as Node)) setExpanded(button, false);
  });
}
