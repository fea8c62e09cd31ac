import { MARKET_PATH } from '#src/lib/paths.ts';
import { DEFAULT_RESULTS_QUERY, listingsSearchPath } from '#src/schemas/results-query.ts';
import { Hero } from './MarketPages.tsx';
import { ENGLISH_MARKET_PAGE_TEXT, type MarketPageText } from './market-page-text.ts';

/** What a market page says while there are no figures to show: before the sync's first pass, or in an outage. */
export function MarketPending({ text = ENGLISH_MARKET_PAGE_TEXT }: { text?: MarketPageText }) {
  const { pending } = text;
  return (
    <>
      <Hero eyebrow={text.eyebrow} title={pending.heading} />
      <div className="container-page grid max-w-3xl gap-5 py-12 sm:py-16" data-market-pending>
        <p className="text-lg">{pending.text}</p>
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <a href={MARKET_PATH} className="underline">
            {pending.retry}
          </a>
          <a href={listingsSearchPath(DEFAULT_RESULTS_QUERY)} className="underline">
            {pending.browse}
          </a>
        </p>
      </div>
    </>
  );
}
