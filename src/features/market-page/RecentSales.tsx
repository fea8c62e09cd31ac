import { formatLongDate, formatPriceFull } from '#src/lib/format.ts';
import { MARKET_TYPE_LABELS } from '#src/schemas/closed-sale.ts';
import type { RecentSale } from '#src/schemas/market-figures.ts';
import { figureText, RECENT_SALES_SOURCE } from '#src/features/market/market-view.ts';

export interface RecentSalesProps {
  town: string;
  /** Newest first, already chosen by RESO_SOLD_DISPLAY (shownRecentSales). */
  sales: readonly RecentSale[];
  /** Only the office's own (RESO_SOLD_DISPLAY=aggregate). */
  onlyOurs: boolean;
  /** The brokerage's name (siteSettings), which names the office's own sales. */
  brokerage: string;
}

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A sale's facts, always the same five in the same places; one the record lacks is null. */
const facts = (sale: RecentSale): [string, string | null][] => [
  ['Type', MARKET_TYPE_LABELS[sale.marketType]],
  ['Beds', sale.BedroomsTotal === undefined ? null : String(sale.BedroomsTotal)],
  ['Living area', sale.LivingArea === undefined ? null : `${wholeNumber.format(sale.LivingArea)} sq ft`],
  ['ZIP', sale.PostalCode],
  ['Days on market', sale.daysOnMarket === undefined ? null : figureText('days', sale.daysOnMarket)],
];

/**
 * A town's recent sales as a list of cards, which reads on a phone as well as on a desk (a table of seven
 * columns would scroll sideways). Each names its listing brokerage; the office's own are marked as ours.
 */
export function RecentSales({ town, sales, onlyOurs, brokerage }: RecentSalesProps) {
  if (sales.length === 0) return null;
  return (
    <section aria-labelledby="recent" className="grid gap-4" data-recent-sales>
      <h2 id="recent" className="text-3xl">
        {onlyOurs ? `Recent sales by ${brokerage}` : 'Recent sales'}
      </h2>
      <p className="max-w-2xl text-stone">
        {onlyOurs
          ? `Homes ${brokerage} listed and sold in ${town}, newest first.`
          : `The most recent sales in ${town}, newest first, each with the brokerage that listed it.`}
      </p>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sales.map((sale) => (
          <li key={sale.ListingKey} className="grid content-start gap-3 border border-stone/30 p-4">
            <p>
              <span className="block text-2xl font-semibold">{formatPriceFull(sale.ClosePrice)}</span>
              <span className="text-sm text-stone">
                Sold <time dateTime={sale.CloseDate}>{formatLongDate(sale.CloseDate)}</time>
              </span>
            </p>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {facts(sale).map(([label, text]) => (
                <div key={label}>
                  <dt className="text-stone">{label}</dt>
                  <dd className={text === null ? 'text-stone' : undefined}>{text ?? 'Not reported'}</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm">
              {sale.ours ? (
                <>
                  <span className="mr-2 inline-block bg-ink px-2 py-0.5 text-xs font-semibold tracking-wide text-paper uppercase">
                    Our sale
                  </span>
                  Listed by {brokerage}
                </>
              ) : (
                `Listed by ${sale.ListOfficeName ?? ''}`
              )}
            </p>
          </li>
        ))}
      </ol>
      <p className="text-sm text-stone">{RECENT_SALES_SOURCE}</p>
    </section>
  );
}
