/** The two charts of an area's page, their summaries and their data tables, from its figures. Pure. */
import { lineChart, monthLabel, seriesSummary, type Chart } from '#src/features/market/chart.ts';
import { formatPriceShort } from '#src/lib/format.ts';
import { TOO_FEW, type AreaFigures } from '#src/schemas/market-figures.ts';
import { figureText, NO_FIGURE, placeName } from '#src/features/market/market-view.ts';

export interface AreaChart {
  id: string;
  title: string;
  chart: Chart;
  summary: string;
  table: { head: string[]; rows: string[][] };
}

const wholeNumber = new Intl.NumberFormat('en-US');
const medianOf = (area: AreaFigures) =>
  area.segments.all.series.map((month) => (month.medianPrice === TOO_FEW ? null : month.medianPrice));

/**
 * The 36-month median sale price of the area, beside that of the wider area (the county of a town, the state
 * of a county) when there is one, and its monthly sales.
 */
export function areaCharts(area: AreaFigures, wider: AreaFigures | null): AreaChart[] {
  const months = area.segments.all.series.map((month) => month.month);
  const prices = [{ label: area.name, values: medianOf(area) }];
  if (wider) prices.push({ label: wider.name, values: medianOf(wider) });
  const sales = area.segments.all.series.map((month) => month.sales);
  const priceCell = (value: number | null) =>
    value === null ? `${NO_FIGURE} (too few sales)` : formatPriceShort(value);
  return [
    {
      id: 'median-price-chart',
      title: 'Median sale price by month',
      chart: lineChart({ months, series: prices, formatValue: formatPriceShort }),
      summary: prices
        .map((series) =>
          seriesSummary(`The median sale price in ${series.label}`, months, series.values, formatPriceShort),
        )
        .join(' '),
      table: {
        head: ['Month', ...prices.map((series) => `${series.label} median sale price`)],
        rows: months.map((month, index) => [
          monthLabel(month),
          ...prices.map((series) => priceCell(series.values[index] ?? null)),
        ]),
      },
    },
    {
      id: 'sales-chart',
      title: 'Homes sold by month',
      chart: lineChart({
        months,
        series: [{ label: area.name, values: sales }],
        formatValue: (value) => wholeNumber.format(value),
      }),
      summary: seriesSummary(
        `Monthly sales in ${placeName(area)}`,
        months,
        sales,
        (value) => figureText('count', value) ?? NO_FIGURE,
      ),
      table: {
        head: ['Month', 'Homes sold'],
        rows: months.map((month, index) => [monthLabel(month), wholeNumber.format(sales[index] ?? 0)]),
      },
    },
  ];
}
