import type { ResultsQuery } from '#src/schemas/results-query.ts';

type View = ResultsQuery['view'];

interface Props {
  view: View;
  onChange: (view: View) => void;
}

const VIEWS: readonly { view: View; label: string }[] = [
  { view: 'list', label: 'List' },
  { view: 'map', label: 'Map' },
];

/**
 * List / Map: two toggle buttons (aria-pressed), each reached with Tab and pressed with Enter or Space.
 * The list stays on the page in both views; the map adds to it.
 */
export function ViewSwitch({ view, onChange }: Props) {
  return (
    <div
      role="group"
      aria-label="Show results as"
      className="inline-flex rounded-sm border border-ink/30"
      // The map needs JavaScript: the page's <noscript> style hides [data-js-only].
      data-js-only
    >
      {VIEWS.map((option) => (
        <button
          key={option.view}
          type="button"
          aria-pressed={view === option.view}
          onClick={() => onChange(option.view)}
          className={`min-h-11 px-4 text-sm font-semibold ${view === option.view ? 'bg-ink text-paper' : 'bg-white text-ink hover:bg-sand'}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
