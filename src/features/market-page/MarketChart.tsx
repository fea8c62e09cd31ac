import type { Chart } from '#src/features/market/chart.ts';
import { ScrollRegion } from '#src/features/market/ScrollRegion.tsx';

interface Props {
  id: string;
  title: string;
  chart: Chart;
  /** The chart in one sentence per line: the SVG's description and the visible caption. */
  summary: string;
  /** The data behind it: a header row, then one row per month. */
  table: { head: readonly string[]; rows: readonly (readonly string[])[] };
  /** The <summary> of the data table, and the table's label. */
  dataSummary: string;
  dataLabel: string;
}

const COLOURS = { ink: '#111111', bronze: '#7a5a2b' } as const;

/**
 * A line chart as server-rendered SVG (no script draws it), its summary as the caption, and its data as a
 * table behind a <details>. Lines differ by dash pattern and marker as well as colour; the legend shows both.
 */
export function MarketChart({ id, title, chart, summary, table, dataSummary, dataLabel }: Props) {
  const { plot } = chart;
  return (
    <figure className="grid gap-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-xl">
        {title}
      </h3>
      {chart.lines.length > 1 && (
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone">
          {chart.lines.map((one) => (
            <li key={one.label} className="flex items-center gap-2">
              <svg width="36" height="12" aria-hidden="true" focusable="false">
                <line
                  x1="2"
                  y1="6"
                  x2="34"
                  y2="6"
                  stroke={COLOURS[one.colour]}
                  strokeWidth="2"
                  strokeDasharray={one.dash ?? undefined}
                />
                <Marker shape={one.marker} x={18} y={6} colour={COLOURS[one.colour]} />
              </svg>
              {one.label}
            </li>
          ))}
        </ul>
      )}
      <svg
        viewBox={`0 0 ${String(chart.width)} ${String(chart.height)}`}
        className="h-auto w-full max-w-4xl"
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
      >
        {chart.yTicks.map((tick) => (
          <g key={tick.label}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke="#d6d3d1" strokeWidth="1" />
            <text x={plot.left - 8} y={tick.y} dy="0.32em" textAnchor="end" fontSize="12" fill="#57534e">
              {tick.label}
            </text>
          </g>
        ))}
        {chart.xTicks.map((tick) => (
          <text key={tick.label} x={tick.x} y={plot.bottom + 22} textAnchor="middle" fontSize="12" fill="#57534e">
            {tick.label}
          </text>
        ))}
        {chart.lines.map((one) => (
          <g key={one.label}>
            {one.path !== null && (
              <path
                d={one.path}
                fill="none"
                stroke={COLOURS[one.colour]}
                strokeWidth="2"
                strokeDasharray={one.dash ?? undefined}
              />
            )}
            {one.points.map((point) => (
              <Marker key={point.x} shape={one.marker} x={point.x} y={point.y} colour={COLOURS[one.colour]} />
            ))}
          </g>
        ))}
      </svg>
      <figcaption className="grid gap-3 text-sm">
        <p id={`${id}-summary`} className="text-stone">
          {summary}
        </p>
        <details>
          <summary className="cursor-pointer font-semibold">{dataSummary}</summary>
          <ScrollRegion label={dataLabel} className="mt-2 max-h-96 overflow-y-auto">
            <table className="w-full text-left">
              <thead>
                <tr>
                  {table.head.map((cell) => (
                    <th key={cell} scope="col" className="border-b border-stone/30 px-2 py-1">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row[0]}>
                    {row.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row" className="px-2 py-1 font-normal">
                          {cell}
                        </th>
                      ) : (
                        <td key={index} className="px-2 py-1">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </details>
      </figcaption>
    </figure>
  );
}

function Marker({ shape, x, y, colour }: { shape: 'circle' | 'square'; x: number; y: number; colour: string }) {
  return shape === 'circle' ? (
    <circle cx={x} cy={y} r="3" fill={colour} />
  ) : (
    <rect x={x - 3} y={y - 3} width="6" height="6" fill="#ffffff" stroke={colour} strokeWidth="1.5" />
  );
}
