import type { ReactNode } from 'react';
import { MarketSource, Stat } from './MarketPages.tsx';
import type { AreaFigures, MarketFigures } from '#src/schemas/market-figures.ts';

interface BlockProps {
  /** "Newport County". */
  name: string;
  /** The county's market page. */
  href: string;
}

/** The block's frame: its heading, then its content, then the link to the county's market page. */
function Block({ name, href, children }: BlockProps & { children: ReactNode }) {
  return (
    <section
      aria-labelledby="market-now-heading"
      className="mb-12 grid gap-6 border border-black/10 bg-white p-6 sm:p-8"
      data-county-market
    >
      <h3 id="market-now-heading" className="text-2xl">
        Market now
      </h3>
      {children}
      <p>
        <a href={href} className="font-semibold underline" data-market-link>
          The {name} market in full: charts, luxury homes and each type
        </a>
      </p>
    </section>
  );
}

/** The county's headline figures of the last 12 months, as its market page gives them, with their source. */
export function CountyMarket({
  name,
  href,
  area,
  figures,
}: BlockProps & { area: AreaFigures; figures: MarketFigures }) {
  const { all, luxury } = area.segments;
  return (
    <Block name={name} href={href}>
      <p className="text-stone">Sales, prices and supply in {name} over the last 12 months, live from the MLS.</p>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Stat label="Median sale price" kind="price" value={all.medianPrice} change={all.change.medianPrice} />
        <Stat label="Homes sold" kind="count" value={all.sales} change={all.change.sales} />
        <Stat
          label="Median days on market"
          kind="days"
          value={all.medianDaysOnMarket}
          change={all.change.medianDaysOnMarket}
        />
        <Stat label="Months of supply" kind="months" value={all.monthsOfSupply} />
        <Stat
          label="Luxury median sale price ($1M and over)"
          kind="price"
          value={luxury.medianPrice}
          change={luxury.change.medianPrice}
        />
        <Stat label="Luxury homes sold" kind="count" value={luxury.sales} change={luxury.change.sales} />
      </dl>
      <MarketSource figures={figures} />
    </Block>
  );
}

/**
 * What the block says while there are no figures to show (before the sync's first pass, or the store cannot
 * be read): the built page's own content of the region.
 */
export function CountyMarketPending({ name, href }: BlockProps) {
  return (
    <Block name={name} href={href}>
      <p data-county-market-pending>
        The live figures for {name}, from the State-Wide Multiple Listing Service, are on their way: please check back
        in a few minutes.
      </p>
    </Block>
  );
}
