import { formatCount } from '#src/lib/figures.ts';
import { formatLongDate, formatPriceFullIn } from '#src/lib/format.ts';
import { fillTemplate } from '#src/lib/template.ts';
import type { RecentSale } from '#src/schemas/market-figures.ts';
import { figureTextIn } from '#src/features/market/market-text.ts';
import { ENGLISH_MARKET_PAGE_TEXT, type MarketPageText } from './market-page-text.ts';

export interface RecentSalesProps {
  town: string;
  /** Newest first, already chosen by RESO_SOLD_DISPLAY (shownRecentSales). */
  sales: readonly RecentSale[];
  /** Only the office's own (RESO_SOLD_DISPLAY=aggregate). */
  onlyOurs: boolean;
  /** The brokerage's name (siteSettings), which names the office's own sales. */
  brokerage: string;
  /** The words of a page in another language than English. */
  text?: MarketPageText | undefined;
}

/** A sale's facts, always the same five in the same places; one the record lacks is null. */
function facts(sale: RecentSale, text: MarketPageText): [string, string | null][] {
  const { recent, figures } = text;
  const { locale } = figures;
  return [
    [text.labels.type, text.types[sale.marketType]],
    [recent.beds, sale.BedroomsTotal === undefined ? null : formatCount(sale.BedroomsTotal, locale)],
    [
      recent.livingArea,
      sale.LivingArea === undefined
        ? null
        : fillTemplate(recent.squareFeet, { area: formatCount(sale.LivingArea, locale) }),
    ],
    [recent.zip, sale.PostalCode],
    [recent.daysOnMarket, sale.daysOnMarket === undefined ? null : figureTextIn('days', sale.daysOnMarket, figures)],
  ];
}

/**
 * A town's recent sales as a list of cards, which reads on a phone as well as on a desk (a table of seven
 * columns would scroll sideways). Each names its listing brokerage; the office's own are marked as ours. The
 * attribution keeps the MLS's English words in every language, marked as English, as a listing's does.
 */
export function RecentSales({ town, sales, onlyOurs, brokerage, text = ENGLISH_MARKET_PAGE_TEXT }: RecentSalesProps) {
  if (sales.length === 0) return null;
  const { recent, figures } = text;
  const { locale } = figures;
  const [soldBefore = '', soldAfter = ''] = recent.sold.split('{date}');
  const listedBy = (office: string) =>
    locale === 'en' ? `Listed by ${office}` : <span lang="en">{`Listed by ${office}`}</span>;
  return (
    <section aria-labelledby="recent" className="grid gap-4" data-recent-sales>
      <h2 id="recent" className="text-3xl">
        {onlyOurs ? fillTemplate(recent.headingOurs, { brokerage }) : recent.heading}
      </h2>
      <p className="max-w-2xl text-stone">
        {onlyOurs ? fillTemplate(recent.leadOurs, { brokerage, town }) : fillTemplate(recent.lead, { town })}
      </p>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sales.map((sale) => (
          <li key={sale.ListingKey} className="grid content-start gap-3 border border-stone/30 p-4">
            <p>
              <span className="block text-2xl font-semibold">{formatPriceFullIn(sale.ClosePrice, locale)}</span>
              <span className="text-sm text-stone">
                {soldBefore}
                <time dateTime={sale.CloseDate}>{formatLongDate(sale.CloseDate, locale)}</time>
                {soldAfter}
              </span>
            </p>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {facts(sale, text).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-stone">{label}</dt>
                  <dd className={value === null ? 'text-stone' : undefined}>{value ?? recent.notReported}</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm">
              {sale.ours ? (
                <>
                  <span className="mr-2 inline-block bg-ink px-2 py-0.5 text-xs font-semibold tracking-wide text-paper uppercase">
                    {recent.ourSale}
                  </span>
                  {listedBy(brokerage)}
                </>
              ) : (
                listedBy(sale.ListOfficeName ?? '')
              )}
            </p>
          </li>
        ))}
      </ol>
      <p className="text-sm text-stone">{recent.source}</p>
    </section>
  );
}
