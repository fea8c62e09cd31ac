import { MARKET_METHOD_PATH, marketAreaPath, marketCsvPath } from '#src/lib/paths.ts';
import type { ReactNode } from 'react';
import { ScrollRegion } from '#src/features/market/ScrollRegion.tsx';
import type { AreaFigures, MarketFigures } from '#src/schemas/market-figures.ts';
import { FigureValue, MarketSource } from './MarketPages.tsx';
import { changeText, sortHref, type TownSort, type TownTableOrder } from '#src/features/market/market-view.ts';

const COLUMNS: readonly { sort: TownSort; label: string }[] = [
  { sort: 'name', label: 'Town' },
  { sort: 'sales', label: 'Homes sold' },
  { sort: 'price', label: 'Median sale price' },
  { sort: 'change', label: 'Price change' },
  { sort: 'days', label: 'Median days on market' },
  { sort: 'supply', label: 'Months of supply' },
];

function AreaRow({ area }: { area: AreaFigures }) {
  const all = area.segments.all;
  return (
    <tr className="border-b border-stone/20">
      <th scope="row" className="py-2 pr-4 font-normal">
        <a href={marketAreaPath(area.key)} className="underline">
          {area.name}
        </a>
      </th>
      <td className="py-2 pr-4">
        <FigureValue kind="count" value={all.sales} />
      </td>
      <td className="py-2 pr-4">
        <FigureValue kind="price" value={all.medianPrice} />
      </td>
      <td className="py-2 pr-4">{changeText(all.change.medianPrice) ?? '—'}</td>
      <td className="py-2 pr-4">
        <FigureValue kind="days" value={all.medianDaysOnMarket} />
      </td>
      <td className="py-2">
        <FigureValue kind="months" value={all.monthsOfSupply} />
      </td>
    </tr>
  );
}

function AreaTable({
  label,
  areas,
  order,
}: {
  label: string;
  areas: readonly AreaFigures[];
  /** Sortable headers (links) when given. */
  order?: TownTableOrder;
}) {
  return (
    <ScrollRegion label={`${label} table`}>
      <table className="w-full text-left">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr className="border-b border-stone/30">
            {COLUMNS.map((column) => {
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
                    'County'
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
            <AreaRow key={area.key} area={area} />
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
}

/** /market: the state at a glance, the counties and every town in a table sorted on the server. */
export function MarketOverview({ figures, state, counties, towns, order, children }: OverviewProps) {
  return (
    <>
      <section className="bg-ink text-paper">
        <div className="container-page py-12 sm:py-16">
          <p className="text-xs font-semibold tracking-[0.2em] text-champagne uppercase">Market now</p>
          <h1 className="mt-3 max-w-3xl text-4xl leading-tight sm:text-5xl">Rhode Island housing market</h1>
          <p className="mt-5 max-w-2xl text-lg text-white/85">
            Sales, prices and supply for the state, its five counties and 39 towns, live from the MLS.
          </p>
        </div>
      </section>
      <div className="container-page grid gap-12 py-12 sm:py-16">
        <nav aria-label="Market pages" className="flex flex-wrap gap-4 text-sm">
          <a href="#counties" className="underline">
            Counties
          </a>
          <a href="#towns" className="underline">
            Every town
          </a>
          <a href={marketCsvPath(state.key)} className="underline" download>
            Download the monthly figures (CSV)
          </a>
        </nav>
        {children}
        <section aria-labelledby="counties" className="grid gap-4">
          <h2 id="counties" className="text-3xl">
            Counties
          </h2>
          <AreaTable label="Counties" areas={counties} />
        </section>
        <section aria-labelledby="towns" className="grid gap-4">
          <h2 id="towns" className="text-3xl">
            Every town
          </h2>
          <p className="text-sm text-stone">Select a column's heading to sort the table by it.</p>
          <AreaTable label="Towns" areas={towns} order={order} />
        </section>
        <p>
          <a href={MARKET_METHOD_PATH} className="underline">
            The method: what each figure means
          </a>
        </p>
        <MarketSource figures={figures} />
      </div>
    </>
  );
}
