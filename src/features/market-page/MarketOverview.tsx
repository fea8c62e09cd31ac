import { MARKET_METHOD_PATH, marketAreaPath, marketCsvPath } from '#src/lib/paths.ts';
import type { ReactNode } from 'react';
import { ScrollRegion } from '#src/features/market/ScrollRegion.tsx';
import type { AreaFigures, MarketFigures } from '#src/schemas/market-figures.ts';
import { FigureValue, Hero, MarketSource } from './MarketPages.tsx';
import { NO_FIGURE, sortHref, type TownSort, type TownTableOrder } from '#src/features/market/market-view.ts';
import { changeTextIn } from '#src/features/market/market-text.ts';
import { fillTemplate } from '#src/lib/template.ts';
import { areaNameIn, ENGLISH_MARKET_PAGE_TEXT, type MarketPageText } from './market-page-text.ts';

/** The tables' columns, by the order each sorts the towns in. */
const columns = (text: MarketPageText): readonly { sort: TownSort; label: string }[] => [
  { sort: 'name', label: text.overview.town },
  { sort: 'sales', label: text.labels.sales },
  { sort: 'price', label: text.labels.medianPrice },
  { sort: 'change', label: text.overview.priceChange },
  { sort: 'days', label: text.labels.medianDaysOnMarket },
  { sort: 'supply', label: text.labels.monthsOfSupply },
];

function AreaRow({ area, text }: { area: AreaFigures; text: MarketPageText }) {
  const all = area.segments.all;
  const { figures } = text;
  return (
    <tr className="border-b border-stone/20">
      <th scope="row" className="py-2 pr-4 font-normal">
        <a href={marketAreaPath(area.key)} className="underline">
          {areaNameIn(area, text)}
        </a>
      </th>
      <td className="py-2 pr-4">
        <FigureValue kind="count" value={all.sales} text={figures} />
      </td>
      <td className="py-2 pr-4">
        <FigureValue kind="price" value={all.medianPrice} text={figures} />
      </td>
      <td className="py-2 pr-4">{changeTextIn(all.change.medianPrice, figures) ?? NO_FIGURE}</td>
      <td className="py-2 pr-4">
        <FigureValue kind="days" value={all.medianDaysOnMarket} text={figures} />
      </td>
      <td className="py-2">
        <FigureValue kind="months" value={all.monthsOfSupply} text={figures} />
      </td>
    </tr>
  );
}

function AreaTable({
  label,
  tableLabel,
  areas,
  order,
  text,
}: {
  label: string;
  /** The table's scrolling region's name ("Towns table"). */
  tableLabel: string;
  areas: readonly AreaFigures[];
  /** Sortable headers (links) when given. */
  order?: TownTableOrder;
  text: MarketPageText;
}) {
  return (
    <ScrollRegion label={tableLabel}>
      <table className="w-full text-left">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr className="border-b border-stone/30">
            {columns(text).map((column) => {
              const current = order?.sort === column.sort;
              return (
                <th
                  key={column.sort}
                  scope="col"
                  className="py-2 pr-4"
                  aria-sort={current ? (order.order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {order ? (
                    <a href={sortHref(column.sort, order)} className="underline">
                      {column.label}
                      {current && <span aria-hidden="true">{order.order === 'asc' ? ' ▲' : ' ▼'}</span>}
                    </a>
                  ) : column.sort === 'name' ? (
                    text.overview.county
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {areas.map((area) => (
            <AreaRow key={area.key} area={area} text={text} />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

interface OverviewProps {
  figures: MarketFigures;
  state: AreaFigures;
  counties: readonly AreaFigures[];
  towns: readonly AreaFigures[];
  order: TownTableOrder;
  /** The state's headline and charts, rendered by the area page's parts. */
  children: ReactNode;
  /** The words of a page in another language than English (market-page-words.ts). */
  text?: MarketPageText | undefined;
}

/** /market: the state at a glance, the counties and every town in a table sorted on the server. */
export function MarketOverview({
  figures,
  state,
  counties,
  towns,
  order,
  children,
  text = ENGLISH_MARKET_PAGE_TEXT,
}: OverviewProps) {
  const { overview } = text;
  return (
    <>
      <Hero eyebrow={text.eyebrow} title={fillTemplate(text.heading, { place: state.name })} lead={text.stateLead} />
      <div className="container-page grid gap-12 py-12 sm:py-16">
        <nav aria-label={text.navLabel} className="flex flex-wrap gap-4 text-sm">
          <a href="#counties" className="underline">
            {overview.counties}
          </a>
          <a href="#towns" className="underline">
            {overview.everyTown}
          </a>
          <a href={marketCsvPath(state.key)} className="underline" download>
            {text.csv}
          </a>
        </nav>
        {children}
        <section aria-labelledby="counties" className="grid gap-4">
          <h2 id="counties" className="text-3xl">
            {overview.counties}
          </h2>
          <AreaTable label={overview.counties} tableLabel={overview.countiesTable} areas={counties} text={text} />
        </section>
        <section aria-labelledby="towns" className="grid gap-4">
          <h2 id="towns" className="text-3xl">
            {overview.everyTown}
          </h2>
          <p className="text-sm text-stone">{overview.sortHint}</p>
          <AreaTable label={overview.towns} tableLabel={overview.townsTable} areas={towns} order={order} text={text} />
        </section>
        <p>
          <a href={MARKET_METHOD_PATH} className="underline">
            {overview.methodLink}
          </a>
        </p>
        <MarketSource figures={figures} text={text.figures} />
      </div>
    </>
  );
}
