/**
 * The comparables after a valuation request, from what the sync stored in the store "market": the sales
 * like the home (RESO_SOLD_DISPLAY=listings), the town's figures (aggregate), or nothing (off). Read by the
 * thank-you page and by lead delivery for the e-mails.
 */
import type { Store } from '@netlify/blobs';
import type { SoldDisplay } from '#src/features/mls/reso-settings.ts';
import { slugify } from '#src/schemas/rules/slug.ts';
import { selectComparables, lastYearStart, type ValuationSubject } from './comparables.ts';
import type { ValuationComparables } from './comparables-view.ts';
import { readMarketFiguresKept } from './figures.server.ts';
import { readRecentSalesKept } from './recent-sales.server.ts';
import { localDay } from './sales-state.ts';

/** What to show for the home on `now`; null when nothing may or can be shown. */
export async function valuationComparables(
  market: Store,
  soldDisplay: SoldDisplay,
  subject: ValuationSubject,
  now: Date,
): Promise<ValuationComparables | null> {
  if (soldDisplay === 'off') return null;
  if (soldDisplay === 'aggregate') {
    const figures = await readMarketFiguresKept(market);
    const key = slugify(subject.town);
    const area = figures?.areas.find((one) => one.kind === 'town' && one.key === key);
    if (!figures || !area) return null;
    return { kind: 'figures', town: subject.town, type: subject.type, area, period: figures.period };
  }
  if (subject.type === null) return null;
  const recent = await readRecentSalesKept(market);
  if (recent === null) return null;
  const today = localDay(now);
  // A sale is shown only with its listing brokerage named (or as ours): without the name it may not be.
  const nameable = recent.sales.filter((sale) => sale.ours || sale.ListOfficeName !== undefined);
  const sales = selectComparables(nameable, subject, today);
  if (sales.length === 0) return null;
  return {
    kind: 'sales',
    town: subject.town,
    type: subject.type,
    sales,
    period: { from: lastYearStart(today), to: today },
  };
}
