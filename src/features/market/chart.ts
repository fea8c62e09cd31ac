/**
 * The market pages' charts as plain data for an SVG the server writes (no JavaScript to show): scales from
 * d3-scale, lines from d3-shape, ticks and a text summary. Pure. Each line has its own dash pattern and
 * marker shape, so that lines differ by more than colour.
 */
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { intlLocale } from '#src/lib/format.ts';
import { fillTemplate } from '#src/lib/template.ts';
import type { Locale } from '#src/schemas/locale.ts';

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
  /** A month's tick label ("Jan 2025", the default); another language's (monthLabelIn). */
  formatMonth?: (month: string) => string;
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

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A month as its language writes it short ("jan. de 2025", "janv. 2025"); English's is monthLabel's. */
export function monthLabelIn(month: string, locale: Locale): string {
  if (locale === 'en') return monthLabel(month);
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(new Date(`${month}-01T00:00:00Z`));
}

const round = (value: number): number => Math.round(value * 10) / 10;

/** A line chart of monthly values, at most two lines, from zero up to a nice maximum. */
export function lineChart({
  months,
  series,
  formatValue,
  formatMonth = monthLabel,
  width = 720,
  height = 300,
}: ChartInput): Chart {
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
    (index - start) % 6 === 0 ? [{ x: round(x(index)), label: formatMonth(month) }] : [],
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

/** The words of a series' summary in a language: with "{subject}", the values and their months. */
export interface SummaryWords {
  locale: Locale;
  /** "{subject} went from {first} in {firstMonth} to {last} in {lastMonth}; the highest was …". */
  summary: string;
  /** "{subject}: no month had enough sales to show." */
  summaryNone: string;
}

export const ENGLISH_SUMMARY_WORDS: SummaryWords = {
  locale: 'en',
  summary:
    '{subject} went from {first} in {firstMonth} to {last} in {lastMonth}; the highest was {highest} in ' +
    '{highestMonth}.',
  summaryNone: '{subject}: no month had enough sales to show.',
};

/**
 * One sentence on a series: where it started and ended over the months shown, and its highest month.
 * "No month had enough sales" when none has a value.
 */
export function seriesSummary(
  subject: string,
  months: readonly string[],
  values: readonly (number | null)[],
  formatValue: (value: number) => string,
  words: SummaryWords = ENGLISH_SUMMARY_WORDS,
): string {
  const known = values.flatMap((value, index) => (value === null ? [] : [{ value, month: months[index] ?? '' }]));
  const first = known[0];
  const last = known.at(-1);
  if (!first || !last) return fillTemplate(words.summaryNone, { subject });
  const highest = known.reduce((top, point) => (point.value > top.value ? point : top), first);
  const month = (point: { month: string }) => monthLabelIn(point.month, words.locale);
  return fillTemplate(words.summary, {
    subject,
    first: formatValue(first.value),
    firstMonth: month(first),
    last: formatValue(last.value),
    lastMonth: month(last),
    highest: formatValue(highest.value),
    highestMonth: month(highest),
  });
}
