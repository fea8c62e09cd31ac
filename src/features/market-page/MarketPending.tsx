import { MARKET_PATH } from '#src/lib/paths.ts';
import { DEFAULT_RESULTS_QUERY, listingsSearchPath } from '#src/schemas/results-query.ts';

/** What a market page says while there are no figures to show: before the sync's first pass, or in an outage. */
export function MarketPending() {
  return (
    <>
      <section className="bg-ink text-paper">
        <div className="container-page py-12 sm:py-16">
          <p className="text-xs font-semibold tracking-[0.2em] text-champagne uppercase">Market now</p>
          <h1 className="mt-3 max-w-3xl text-4xl leading-tight sm:text-5xl">The market figures are on their way</h1>
        </div>
      </section>
      <div className="container-page grid max-w-3xl gap-5 py-12 sm:py-16" data-market-pending>
        <p className="text-lg">
          They are computed from the sales and listings of the State-Wide Multiple Listing Service, and cannot be shown
          at this moment. Please check back in a few minutes.
        </p>
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <a href={MARKET_PATH} className="underline">
            Try the market figures again
          </a>
          <a href={listingsSearchPath(DEFAULT_RESULTS_QUERY)} className="underline">
            Browse the homes for sale
          </a>
        </p>
      </div>
    </>
  );
}
