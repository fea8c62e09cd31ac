/** /market/{area}.csv: an area's monthly series, formula-safe as the staff export is. Pure. */
import { stringify } from 'csv-stringify/sync';
import { neutraliseCell } from '#src/features/leads/csv.ts';
import { SEGMENTS } from '#src/features/market/areas.ts';
import { TOO_FEW, type AreaFigures } from '#src/schemas/market-figures.ts';

export const MARKET_CSV_COLUMNS = [
  'area',
  'segment',
  'month',
  'sales',
  'medianSalePrice',
  'activeListings',
  'newListings',
] as const;

/** One row per segment and month; a median of fewer than 5 sales is the text "too few sales". */
export function marketSeriesCsv(area: AreaFigures): string {
  const rows = SEGMENTS.flatMap((segment) =>
    area.segments[segment].series.map((month) =>
      [
        area.name,
        segment,
        month.month,
        String(month.sales),
        month.medianPrice === TOO_FEW ? TOO_FEW : String(month.medianPrice),
        month.activeListings === null ? '' : String(month.activeListings),
        month.newListings === null ? '' : String(month.newListings),
      ].map(neutraliseCell),
    ),
  );
  return stringify([[...MARKET_CSV_COLUMNS], ...rows], { bom: true, record_delimiter: 'windows' });
}
