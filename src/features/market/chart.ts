/**
 * The market pages' charts as plain data for an SVG the server writes (no JavaScript to show): scales from
 * d3-scale, lines from d3-shape, ticks and a text summary. Pure. Each line has its own dash pattern and
 * marker shape, so that lines differ by more than colour.
 */
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';

export type ChartMarker = 'circle' | 'square';

export interface ChartSeriesInput {
  label: string;
  /** One value per month; null where there is none (too few sales): the line breaks there. */
  values: readonly (number | null)[];
}

export interface ChartLine {
  label: string;
  /** The SVG path of the line (d), or null when no month has a value. */
  path: string | null;
  /** SVG stroke-dasharray, or null for a solid line. */
  dash: string | null;
  marker: ChartMarker;
  /** The class of its colour (contrast ≥ 3:1 on white). */
  colour: 'ink' | 'bronze';
  points: readonly { x: number; y: number }[];
}

export interface Chart {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  xTicks: readonly { x: number; label: string }[];
  yTicks: readonly { y: number; label: string }[];
  lines: readonly ChartLine[];
}

export interface ChartInput {
  /** "YYYY-MM", one per value. */
  months: readonly string[];
  series: readonly ChartSeriesInput[];
  formatValue: (value: number) => string;
  width?: number;
  height?: number;
}

type LineStyle = Pick<ChartLine, 'dash' | 'marker' | 'colour'>;
const STYLES: readonly [LineStyle, LineStyle] = [
  { dash: null, marker: 'circle', colour: 'ink' },
  { dash: '6 4', marker: 'square', colour: 'bronze' },
];

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Jan 2025" from "2025-01". */
export function monthLabel(month: string): string {
  const index = Number(month.slice(5, 7)) - 1;
  return `${MONTH_NAMES[index] ?? month} ${month.slice(0, 4)}`;
}

const round = (value: number): number => Math.round(value * 10) / 10;

/** A line chart of monthly values, at most two lines, from zero up to a nice maximum. */
export function lineChart({ months, series, formatValue, width = 720, height = 300 }: ChartInput): Chart {
  const plot = { left: 72, top: 16, right: width - 16, bottom: height - 36 };
  const x = scaleLinear()
    .domain([0, Math.max(1, months.length - 1)])
    .range([plot.left, plot.right]);
  const known = series.flatMap((one) => one.values.filter((value): value is number => value !== null));
  const y = scaleLinear()
    .domain([0, Math.max(1, ...known)])
    .nice(5)
    .range([plot.bottom, plot.top]);
  const path = line<number | null>()
    .defined((value) => value !== null)
    .x((_, index) => round(x(index)))
    .y((value) => round(y(value ?? 0)))
    .digits(1);
  // A tick every sixth month, from the first January (or the first month).
  const firstJanuary = months.findIndex((month) => month.endsWith('-01'));
  const start = firstJanuary < 0 ? 0 : firstJanuary % 6;
  const xTicks = months.flatMap((month, index) =>
    (index - start) % 6 === 0 ? [{ x: round(x(index)), label: monthLabel(month) }] : [],
  );
  return {
    width,
    height,
    plot,
    xTicks,
    yTicks: y.ticks(5).map((value) => ({ y: round(y(value)), label: formatValue(value) })),
    lines: series.slice(0, STYLES.length).map((one, index) => ({
      label: one.label,
      path: one.values.some((value) => value !== null) ? path([...one.values]) : null,
      ...(index === 0 ? STYLES[0] : STYLES[1]),
      points: one.values.flatMap((value, month) =>
        value === null ? [] : [{ x: round(x(month)), y: round(y(value)) }],
      ),
    })),
  };
}

/**
 * One sentence on a series: where it started and ended over the months shown, and its highest month.
 * "No month had enough sales" when none has a value.
 */
export function seriesSummary(
  subject: string,
  months: readonly string[],
  values: readonly (number | null)[],
  formatValue: (value: number) => string,
): string {
  const known = values.flatMap((value, index) => (value === null ? [] : [{ value, month: months[index] ?? '' }]));
  const first = known[0];
  const last = known.at(-1);
  if (!first || !last) return `${subject}: no month had enough sales to show.`;
  const highest = known.reduce((top, point) => (point.value > top.value ? point : top), first);
  return (
    `${subject} went from ${formatValue(first.value)} in ${monthLabel(first.month)} to ` +
    `${formatValue(last.value)} in ${monthLabel(last.month)}; the highest was ${formatValue(highest.value)} in ` +
    `${monthLabel(highest.month)}.`
  );
}
