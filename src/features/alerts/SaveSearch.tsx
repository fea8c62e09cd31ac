import { lazy, Suspense, useState } from 'react';
import { writeFilters, type ResultsFilters } from '#src/schemas/results-query.ts';
import { SAVE_SEARCH_PAGE } from '#src/lib/paths.ts';
import type { SaveSearchText } from './save-search-text.ts';

// The dialog, its form library, schema and English words load when the button is first pressed, not with the page.
const SaveSearchDialog = lazy(() => import('./SaveSearchDialog.tsx'));

/**
 * "Save this search" on /properties: the current filters and map area (never the order or page). A link to
 * the form page (in the page's language) without JavaScript; with it, the dialog.
 */
export function SaveSearch({ filters, text }: { filters: ResultsFilters; text?: SaveSearchText | undefined }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const query = writeFilters(filters).toString();
  return (
    <>
      <a
        href={`${text?.savePage ?? SAVE_SEARCH_PAGE}${query ? `?${query}` : ''}`}
        className="btn-outline"
        aria-haspopup="dialog"
        data-save-search
        onClick={(event) => {
          event.preventDefault();
          setLoaded(true);
          setOpen(true);
        }}
      >
        {text?.title ?? 'Save this search'}
      </a>
      {loaded && (
        <Suspense fallback={null}>
          <SaveSearchDialog query={query} open={open} onClose={() => setOpen(false)} text={text} />
        </Suspense>
      )}
    </>
  );
}
