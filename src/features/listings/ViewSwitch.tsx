import { writeResultsQuery, type ResultsQuery } from '#src/schemas/results-query.ts';
import { useSearchText, type SearchText } from './search-text.ts';

type View = ResultsQuery['view'];

interface Props {
  /** The search shown: its view, and the rest of it, which the form sends along with the view. */
  query: ResultsQuery;
  onChange: (view: View) => void;
}

const VIEWS: readonly { view: View; label: (text: SearchText) => string }[] = [
  { view: 'list', label: (text) => text.view.list },
  { view: 'map', label: (text) => text.view.map },
];

/**
 * List / Map: two toggle buttons (aria-pressed), each reached with Tab and pressed with Enter or Space.
 * The list stays on the page in both views; the map adds to it. They submit a GET form to /properties that
 * carries the rest of the search, so a press before the island hydrates opens the page in that view; the
 * island switches in place.
 */
export function ViewSwitch({ query, onChange }: Props) {
  const kept = [...writeResultsQuery(query)].filter(([key]) => key !== 'view');
  const text = useSearchText();
  return (
    // The map needs JavaScript: the page's <noscript> style hides [data-js-only].
    <form method="get" action={text.path} data-js-only>
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <div role="group" aria-label={text.view.group} className="inline-flex rounded-sm border border-ink/30">
        {VIEWS.map((option) => (
          <button
            key={option.view}
            type="submit"
            name="view"
            value={option.view}
            aria-pressed={query.view === option.view}
            onClick={(event) => {
              event.preventDefault();
              onChange(option.view);
            }}
            className={`min-h-11 px-4 text-sm font-semibold ${query.view === option.view ? 'bg-ink text-paper' : 'bg-white text-ink hover:bg-sand'}`}
          >
            {option.label(text)}
          </button>
        ))}
      </div>
    </form>
  );
}
