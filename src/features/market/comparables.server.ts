/**
 * The comparables after a valuation request, from what the sync stored in the store "market": the sales
 * like the home (RESO_SOLD_DISPLAY=listings), the town's figures (aggregate, or listings when no sale is like
 * the home), or nothing (off). Read by the thank-you page and by lead delivery for the e-mails.
 */
import type { Store } from '@netlify/blobs';
import type { SoldDisplay } from '#src/features/mls/reso-settings.ts';
import { slugify } from '#src/schemas/rules/slug.ts';
import { selectComparables, lastYearStart, type ValuationSubject } from './comparables.ts';
import type { ValuationComparables } from './comparables-view.ts';
import { readMarketFiguresKept } from './figures.server.ts';
import { readRecentSalesKept } from './recent-sales.server.ts';
import { localDay } from './sales-state.ts';

/** The town's figures, or null before the sync's first figures. */
async function townFigures(market: Store, subject: ValuationSubject): Promise<ValuationComparables | null> {
  const figures = await readMarketFiguresKept(market);
  const key = slugify(subject.town);
  const area = figures?.areas.find((one) => one.kind === 'town' && one.key === key);
  if (!figures || !area) return null;
  return { kind: 'figures', town: subject.town, type: subject.type, area, period: figures.period };
}

/**
 * What to show for the home on `now`: for `listings` the sales like it, or the town's figures when none is
 * like it; for `aggregate` the town's figures; null when nothing may or can be shown.
 */
export async function valuationComparables(
  market: Store,
  soldDisplay: SoldDisplay,
  subject: ValuationSubject,
  now: Date,
): Promise<ValuationComparables | null> {
  if (soldDisplay === 'off') return null;
  if (soldDisplay === 'listings' && subject.type !== null) {
    const recent = await readRecentSalesKept(market);
    const today = localDay(now);
    // A sale is shown only with its listing brokerage named (or as ours): without the name it may not be.
    const nameable = (recent?.sales ?? []).filter((sale) => sale.ours || sale.ListOfficeName !== undefined);
    const sales = selectComparables(nameable, subject, today);
    if (sales.length > 0)
      return {
        kind: 'sales',
        town: subject.town,
        type: subject.type,
        sales,
        period: { from: lastYearStart(today), to: today },
      };
  }
  return townFigures(market, subject);
}
