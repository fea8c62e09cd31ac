import { MARKET_PATH } from '#src/lib/paths.ts';
import type { MarketFigures } from '#src/schemas/market-figures.ts';
import { ScrollRegion } from '#src/features/market/ScrollRegion.tsx';
import { computedLineIn, sourceLineIn } from '#src/features/market/market-text.ts';
import { formatLongDate } from '#src/lib/format.ts';
import { fillTemplate } from '#src/lib/template.ts';
import { Hero } from './MarketPages.tsx';
import { ENGLISH_MARKET_PAGE_TEXT, type MarketPageText } from './market-page-text.ts';

/** /market/method: the definitions, the period and the source. */
export function MarketMethod({
  figures,
  text = ENGLISH_MARKET_PAGE_TEXT,
}: {
  figures: Pick<MarketFigures, 'period' | 'prior' | 'computedAt'>;
  /** The words of a page in another language than English (market-page-words.ts). */
  text?: MarketPageText;
}) {
  const { method } = text;
  const { locale } = text.figures;
  const date = (value: string) => formatLongDate(value, locale);
  return (
    <>
      <Hero eyebrow={text.eyebrow} title={method.heading} />
      <div className="container-page grid max-w-4xl gap-10 py-12 sm:py-16">
        <section aria-labelledby="definitions" className="grid gap-4">
          <h2 id="definitions" className="text-3xl">
            {method.definitions}
          </h2>
          <p>{method.intro}</p>
          <ScrollRegion label={method.table}>
            <table className="w-full text-left">
              <thead>
                <tr className="border-b border-stone/30">
                  <th scope="col" className="py-2 pr-4">
                    {method.figure}
                  </th>
                  <th scope="col" className="py-2">
                    {method.definition}
                  </th>
                </tr>
              </thead>
              <tbody>
                {method.rows.map(([figure, definition]) => (
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
            <li>{method.periodRule}</li>
            <li>{method.series}</li>
            <li>{method.tooFew}</li>
          </ul>
        </section>
        <section aria-labelledby="period" className="grid gap-4">
          <h2 id="period" className="text-3xl">
            {method.period}
          </h2>
          <p>
            {fillTemplate(method.periodText, {
              from: date(figures.period.from),
              to: date(figures.period.to),
              priorFrom: date(figures.prior.from),
              priorTo: date(figures.prior.to),
            })}
          </p>
        </section>
        <section aria-labelledby="source" className="grid gap-4">
          <h2 id="source" className="text-3xl">
            {method.source}
          </h2>
          <p data-market-source>{sourceLineIn(figures.period, text.figures)}</p>
          <p>{computedLineIn(figures.computedAt, text.figures)}</p>
          <p>
            <a href={MARKET_PATH} className="underline">
              {method.back}
            </a>
          </p>
        </section>
      </div>
    </>
  );
}
