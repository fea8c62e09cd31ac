/**
 * "Sort by" on /properties before its island hydrates: choosing an order sends the sort form, so the select
 * never does nothing. The choice is taken before React sees it (window, capture), on its `input` as on its
 * `change`: either event inside the island makes React hydrate it at once, and the select, controlled, would
 * be set back to the order it was rendered with before the `change` reached anyone. Once React handles the
 * select (the form's data-sort-live, SortControl.tsx), the island applies it.
 */
export function startEarlySort(): void {
  const sent = new WeakSet<HTMLFormElement>();
  const takeChoice = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.closest('[data-sort-form]:not([data-sort-live])')) return;
    event.stopPropagation();
    const form = select.form;
    if (!form || sent.has(form)) return;
    sent.add(form);
    // submit(), not requestSubmit(): no submit event for a half-hydrated island to take.
    form.submit();
  };
  for (const type of ['input', 'change']) window.addEventListener(type, takeChoice, { capture: true });
}
