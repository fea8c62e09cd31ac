import { lazy, Suspense, useState } from 'react';
import { writeFilters, type ResultsFilters } from '#src/schemas/results-query.ts';
import { SAVE_SEARCH_PAGE } from '#src/lib/paths.ts';

// The dialog, its form library and schema load when the button is first pressed, not with the page.
const SaveSearchDialog = lazy(() => import('./SaveSearchDialog.tsx'));

/**
 * "Save this search" on /properties: the current filters and map area (never the order or page). A link to
 * the form page without JavaScript; with it, the dialog.
 */
export function SaveSearch({ filters }: { filters: ResultsFilters }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const query = writeFilters(filters).toString();
  return (
    <>
      <a
        href={`${SAVE_SEARCH_PAGE}${query ? `?${query}` : ''}`}
        className="btn-outline"
        aria-haspopup="dialog"
        data-save-search
        onClick={(event) => {
          event.preventDefault();
          setLoaded(true);
          setOpen(true);
        }}
      >
        Save this search
      </a>
      {loaded && (
        <Suspense fallback={null}>
          <SaveSearchDialog query={query} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
