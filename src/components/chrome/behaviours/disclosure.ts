/**
 * The chrome's menus are popovers that their buttons open (popovertarget): the browser opens and closes them,
 * before this script has run too, and closes them on Escape or a click outside. The script adds what HTML
 * does not: aria-expanded in step on the button, and closing once the focus moves on past the menu.
 */

/** The popover a button opens, if it has one. */
export function popoverOf(button: HTMLButtonElement | null): HTMLElement | null {
  const target = button?.popoverTargetElement;
  return target instanceof HTMLElement ? target : null;
}

export const isOpen = (popover: HTMLElement): boolean => popover.matches(':popover-open');

/** Keeps the button's aria-expanded in step with its popover, also when it opened before this script ran. */
export function syncExpanded(button: HTMLElement, popover: HTMLElement): void {
  const sync = () => {
    button.setAttribute('aria-expanded', String(isOpen(popover)));
  };
  popover.addEventListener('toggle', sync);
  sync();
}

/** Closes the popover when the focus moves to an element outside `within` (Tab past its last item). */
export function closeWhenFocusLeaves(popover: HTMLElement, within: readonly HTMLElement[]): void {
  for (const element of within) {
    element.addEventListener('focusout', (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !within.some((part) => part.contains(next))) popover.hidePopover();
    });
  }
}
