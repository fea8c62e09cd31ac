// The market pages' charts (src/features/market/chart.ts): d3's scales and lines laid out for an SVG.
import { describe, expect, it } from 'vitest';
import { lineChart, monthLabel, seriesSummary } from '#src/features/market/chart.ts';

const MONTHS = Array.from({ length: 36 }, (_, index) => {
  const month = (index + 11) % 12; // from December
  const year = 2023 + Math.floor((index + 11) / 12);
  return `${String(year)}-${String(month + 1).padStart(2, '0')}`;
});
const money = (value: number) => `$${String(value / 1000)}K`;

describe('lineChart', () => {
  const values = MONTHS.map((_, index) => 100_000 + index * 10_000);
  const chart = lineChart({ months: MONTHS, series: [{ label: 'Newport', values }], formatValue: money });

  it('spreads the months over the plot, the first at its left edge and the last at its right', () => {
    expect(MONTHS[0]).toBe('2023-12');
    expect(MONTHS[35]).toBe('2026-11');
    expect(chart.lines[0]?.points[0]?.x).toBe(chart.plot.left);
    expect(chart.lines[0]?.points.at(-1)?.x).toBe(chart.plot.right);
    expect(chart.lines[0]?.points).toHaveLength(36);
  });

  it('starts the value axis at zero and ends it at a round value above the highest', () => {
    const labels = chart.yTicks.map((tick) => tick.label);
    expect(labels[0]).toBe('$0K');
    expect(labels.at(-1)).toBe('$500K');
    expect(chart.yTicks[0]?.y).toBe(chart.plot.bottom);
    expect(chart.yTicks.at(-1)?.y).toBe(chart.plot.top);
    // The highest month (450K) sits below the top.
    expect(chart.lines[0]?.points.at(-1)?.y).toBeGreaterThan(chart.plot.top);
  });

  it('labels every sixth month from January', () => {
    expect(chart.xTicks.map((tick) => tick.label)).toEqual([
      'Jan 2024',
      'Jul 2024',
      'Jan 2025',
      'Jul 2025',
      'Jan 2026',
      'Jul 2026',
    ]);
  });

  it('breaks the line where a month has no value, and draws no line without any', () => {
    const gappy = lineChart({
      months: MONTHS,
      series: [
        { label: 'Town', values: values.map((value, index) => (index === 10 ? null : value)) },
        { label: 'Empty', values: values.map(() => null) },
      ],
      formatValue: money,
    });
    expect(gappy.lines[0]?.path?.match(/M/g)).toHaveLength(2);
    expect(gappy.lines[0]?.points).toHaveLength(35);
    expect(gappy.lines[1]?.path).toBeNull();
  });

  it('tells two lines apart by dash and marker as well as colour', () => {
    const two = lineChart({
      months: MONTHS,
      series: [
        { label: 'Newport', values },
        { label: 'Newport County', values },
      ],
      formatValue: money,
    });
    const [first, second] = two.lines;
    expect(first?.dash).toBeNull();
    expect(second?.dash).not.toBeNull();
    expect(first?.marker).not.toBe(second?.marker);
    expect(first?.colour).not.toBe(second?.colour);
  });
});

describe('seriesSummary', () => {
  it('names the first, the last and the highest month', () => {
    expect(seriesSummary('Sales in Newport', ['2026-01', '2026-02', '2026-03'], [4, null, 2], String)).toBe(
      'Sales in Newport went from 4 in Jan 2026 to 2 in Mar 2026; the highest was 4 in Jan 2026.',
    );
  });

  it('says so when no month has a value', () => {
    expect(seriesSummary('Prices', ['2026-01'], [null], String)).toBe('Prices: no month had enough sales to show.');
  });

  it('names months', () => {
    expect(monthLabel('2025-12')).toBe('Dec 2025');
  });
});
