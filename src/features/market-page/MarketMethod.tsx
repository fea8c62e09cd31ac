import { MARKET_PATH } from '#src/lib/paths.ts';
import type { MarketFigures } from '#src/schemas/market-figures.ts';
import { ScrollRegion } from '#src/features/market/ScrollRegion.tsx';
import { formatLongDate } from '#src/lib/format.ts';
import { computedLine, sourceLine } from '#src/features/market/market-view.ts';

/** The project's contract (issue 35), word for word. */
export const DEFINITIONS: readonly (readonly [figure: string, definition: string])[] = [
  ['sales', 'Closed records with CloseDate in the period'],
  ['median sale price', 'the median of ClosePrice over those sales'],
  ['median price per sq ft', 'the median of ClosePrice / LivingArea, over sales with LivingArea > 0'],
  [
    'median days on market',
    'the median of DaysOnMarket, or when it is missing, CloseDate − OnMarketDate (else ListingContractDate), in days',
  ],
  [
    'sale-to-list ratio',
    'the mean of ClosePrice / OriginalListPrice (ListPrice when OriginalListPrice is missing), as a percent with one decimal',
  ],
  [
    'active listings',
    'listings shown now with status Available, Coming Soon or Under Contract, in that area and segment',
  ],
  [
    'months of supply',
    'active listings ÷ (sales in the last 12 months ÷ 12), one decimal; "—" when there were no sales',
  ],
  ['new listings', 'listings whose OnMarketDate falls in the period (from the snapshots)'],
];

/** /market/method: the definitions, the period and the source. */
export function MarketMethod({ figures }: { figures: Pick<MarketFigures, 'period' | 'prior' | 'computedAt'> }) {
  return (
    <>
      <section className="bg-ink text-paper">
        <div className="container-page py-12 sm:py-16">
          <p className="text-xs font-semibold tracking-[0.2em] text-champagne uppercase">Market now</p>
          <h1 className="mt-3 max-w-3xl text-4xl leading-tight sm:text-5xl">How the market figures are computed</h1>
        </div>
      </section>
      <div className="container-page grid max-w-4xl gap-10 py-12 sm:py-16">
        <section aria-labelledby="definitions" className="grid gap-4">
          <h2 id="definitions" className="text-3xl">
            Definitions
          </h2>
          <p>
            The figures are per town, per county and for the state. Each is given for all homes, for the luxury segment
            ($1M and over), and per property type: single family, condo/townhouse, multi-family and land.
          </p>
          <ScrollRegion label="Definitions table">
            <table className="w-full text-left">
              <thead>
                <tr className="border-b border-stone/30">
                  <th scope="col" className="py-2 pr-4">
                    figure
                  </th>
                  <th scope="col" className="py-2">
                    definition
                  </th>
                </tr>
              </thead>
              <tbody>
                {DEFINITIONS.map(([figure, definition]) => (
                  <tr key={figure} className="border-b border-stone/20">
                    <th scope="row" className="py-2 pr-4 align-top font-normal">
                      {figure}
                    </th>
                    <td className="py-2">{definition}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <ul className="grid list-disc gap-2 pl-6">
            <li>
              The period is the last 12 months to the end of the last full month. The same 12 months of the year before
              give a change in percent.
            </li>
            <li>The monthly series covers 36 months.</li>
            <li>A figure computed from fewer than 5 sales is shown as "—", with "too few sales".</li>
          </ul>
        </section>
        <section aria-labelledby="period" className="grid gap-4">
          <h2 id="period" className="text-3xl">
            The period
          </h2>
          <p>
            These figures cover sales closed from {formatLongDate(figures.period.from)} to{' '}
            {formatLongDate(figures.period.to)}, against those from {formatLongDate(figures.prior.from)} to{' '}
            {formatLongDate(figures.prior.to)}.
          </p>
        </section>
        <section aria-labelledby="source" className="grid gap-4">
          <h2 id="source" className="text-3xl">
            The source
          </h2>
          <p data-market-source>{sourceLine(figures.period)}</p>
          <p>{computedLine(figures.computedAt)}</p>
          <p>
            <a href={MARKET_PATH} className="underline">
              Back to the market figures
            </a>
          </p>
        </section>
      </div>
    </>
  );
}
