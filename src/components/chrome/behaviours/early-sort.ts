/**
 * "Sort by" on /properties before its island hydrates: choosing an order sends the sort form, so the select
 * never does nothing. Once hydrated (Astro removes the island's `ssr` attribute), the island applies it.
 */
export function startEarlySort(): void {
  document.addEventListener('change', (event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.closest('astro-island[ssr] [data-sort-form]')) return;
    select.form?.requestSubmit();
  });
}
