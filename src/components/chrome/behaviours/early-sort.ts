/**
 * "Sort by" on /properties before its island hydrates: choosing an order sends the sort form, so the select
 * never does nothing. Once React handles the select (the form's data-sort-live, SortControl.tsx), the island
 * applies it; a change in between is sent by both, the island's submit handler taking it.
 */
export function startEarlySort(): void {
  document.addEventListener('change', (event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.closest('[data-sort-form]:not([data-sort-live])')) return;
    select.form?.requestSubmit();
  });
}
