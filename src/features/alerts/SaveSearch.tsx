import { lazy, Suspense, useState } from 'react';
import { getJson } from '#src/lib/api.ts';
import { writeFilters, type ResultsFilters } from '#src/schemas/results-query.ts';
import { SAVE_SEARCH_PAGE } from '#src/lib/paths.ts';
import type { SaveSearchButtonText, SaveSearchText } from './save-search-text.ts';

// The dialog, its form library, schema and English words load when the button is first pressed, not with the
// page; so do another language's words (the build's /pt/alerts/save-search.json).
const importDialog = () => import('./SaveSearchDialog.tsx');
const SaveSearchDialog = lazy(importDialog);

/**
 * "Save this search" on /properties: the current filters and map area (never the order or page). A link to
 * the form page (in the page's language) without JavaScript; with it, the dialog. Should the dialog's words
 * not load, the press goes where the link goes.
 */
export function SaveSearch({ filters, text }: { filters: ResultsFilters; text?: SaveSearchButtonText | undefined }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [words, setWords] = useState<SaveSearchText | null>(null);
  const query = writeFilters(filters).toString();
  const href = `${text?.savePage ?? SAVE_SEARCH_PAGE}${query ? `?${query}` : ''}`;
  const ready = text === undefined || words !== null;
  return (
    <>
      <a
        href={href}
        className="btn-outline"
        aria-haspopup="dialog"
        data-save-search
        onClick={(event) => {
          event.preventDefault();
          void importDialog();
          if (text && !words)
            getJson<SaveSearchText>(text.wordsPath).then(setWords, () => window.location.assign(href));
          setLoaded(true);
          setOpen(true);
        }}
      >
        {text?.title ?? 'Save this search'}
      </a>
      {loaded && ready && (
        <Suspense fallback={null}>
          <SaveSearchDialog query={query} open={open} onClose={() => setOpen(false)} text={words ?? undefined} />
        </Suspense>
      )}
    </>
  );
}
