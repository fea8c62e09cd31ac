/** The two charts of an area's page, their summaries and their data tables, from its figures. Pure. */
import { lineChart, monthLabelIn, seriesSummary, type Chart } from '#src/features/market/chart.ts';
import { formatPriceShortIn, intlLocale } from '#src/lib/format.ts';
import { fillTemplate } from '#src/lib/template.ts';
import { TOO_FEW, type AreaFigures } from '#src/schemas/market-figures.ts';
import { figureTextIn } from '#src/features/market/market-text.ts';
import { NO_FIGURE } from '#src/features/market/market-view.ts';
import { areaNameIn, ENGLISH_MARKET_PAGE_TEXT, placeNameIn, type MarketPageText } from './market-page-text.ts';

export interface AreaChart {
  id: string;
  title: string;
  chart: Chart;
  summary: string;
  table: { head: string[]; rows: string[][] };
  /** The summary of its data table ("Data for this chart") and the table's label. */
  dataSummary: string;
  dataLabel: string;
}

const medianOf = (area: AreaFigures) =>
  area.segments.all.series.map((month) => (month.medianPrice === TOO_FEW ? null : month.medianPrice));

/**
 * The 36-month median sale price of the area, beside that of the wider area (the county of a town, the state
 * of a county) when there is one, and its monthly sales; in the words of `text`, English's by default.
 */
export function areaCharts(
  area: AreaFigures,
  wider: AreaFigures | null,
  text: MarketPageText = ENGLISH_MARKET_PAGE_TEXT,
): AreaChart[] {
  const { locale } = text.figures;
  const words = text.chart;
  const wholeNumber = new Intl.NumberFormat(intlLocale(locale));
  const price = (value: number) => formatPriceShortIn(value, locale);
  const month = (value: string) => monthLabelIn(value, locale);
  const summaryWords = { locale, summary: words.summary, summaryNone: words.summaryNone };
  const months = area.segments.all.series.map((one) => one.month);
  const prices = [{ label: areaNameIn(area, text), values: medianOf(area) }];
  if (wider) prices.push({ label: areaNameIn(wider, text), values: medianOf(wider) });
  const sales = area.segments.all.series.map((one) => one.sales);
  const priceCell = (value: number | null) => (value === null ? `${NO_FIGURE} (${text.figures.tooFew})` : price(value));
  const data = (title: string) => ({
    dataSummary: words.data,
    dataLabel: fillTemplate(words.dataLabel, { title }),
  });
  return [
    {
      id: 'median-price-chart',
      title: words.priceTitle,
      chart: lineChart({ months, series: prices, formatValue: price, formatMonth: month }),
      summary: prices
        .map((series) =>
          seriesSummary(
            fillTemplate(words.priceSubject, { name: series.label }),
            months,
            series.values,
            price,
            summaryWords,
          ),
        )
        .join(' '),
      table: {
        head: [words.month, ...prices.map((series) => fillTemplate(words.priceColumn, { name: series.label }))],
        rows: months.map((one, index) => [
          month(one),
          ...prices.map((series) => priceCell(series.values[index] ?? null)),
        ]),
      },
      ...data(words.priceTitle),
    },
    {
      id: 'sales-chart',
      title: words.salesTitle,
      chart: lineChart({
        months,
        series: [{ label: areaNameIn(area, text), values: sales }],
        formatValue: (value) => wholeNumber.format(value),
        formatMonth: month,
      }),
      summary: seriesSummary(
        fillTemplate(words.salesSubject, { place: placeNameIn(area, text) }),
        months,
        sales,
        (value) => figureTextIn('count', value, text.figures) ?? NO_FIGURE,
        summaryWords,
      ),
      table: {
        head: [words.month, text.labels.sales],
        rows: months.map((one, index) => [month(one), wholeNumber.format(sales[index] ?? 0)]),
      },
      ...data(words.salesTitle),
    },
  ];
}
