import type { ComparablesSummary } from './comparables-view.ts';
import { ScrollRegion } from './ScrollRegion.tsx';

/** The comparables on the valuation thank-you page: a table, its source line and the town's market page. */
export function ComparablesBlock({ summary }: { summary: ComparablesSummary }) {
  return (
    <section
      aria-labelledby="comparables-heading"
      className="mt-16 grid w-full max-w-5xl gap-4 text-left"
      data-comparables
    >
      <h2 id="comparables-heading" className="text-3xl">
        {summary.heading}
      </h2>
      <p className="text-stone">{summary.lead}</p>
      <ScrollRegion label={summary.caption}>
        <table className="w-full text-left">
          <caption className="sr-only">{summary.caption}</caption>
          <thead>
            <tr className="border-b border-stone/30">
              {summary.columns.map((column) => (
                <th key={column} scope="col" className="py-2 pr-4">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {summary.rows.map((row, index) => (
              <tr key={index} className="border-b border-stone/20">
                {row.map((cell, column) =>
                  column === 0 ? (
                    <th key={column} scope="row" className="py-2 pr-4 font-normal">
                      {cell}
                    </th>
                  ) : (
                    <td key={column} className="py-2 pr-4">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {/* The MLS's own words, in English whatever the page's language. */}
      <p className="text-sm text-stone" data-market-source lang={summary.locale === 'en' ? undefined : 'en'}>
        {summary.source}
      </p>
      <p>
        <a href={summary.link.href} className="underline">
          {summary.link.label}
        </a>
      </p>
    </section>
  );
}
