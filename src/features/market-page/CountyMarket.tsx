import type { ReactNode } from 'react';
import { MarketSource, Stat } from './MarketPages.tsx';
import { ENGLISH_COUNTY_MARKET_TEXT, type CountyMarketText } from './county-market-text.ts';
import { templateParts } from '#src/lib/template.ts';
import type { AreaFigures, MarketFigures } from '#src/schemas/market-figures.ts';

interface BlockProps {
  /** "Newport County", in the page's language (countyMarketName). */
  name: string;
  /** The county's market page. */
  href: string;
  /** The words of a page in another language than English (county-market-words.ts). */
  text?: CountyMarketText | undefined;
}

/** The block's frame: its heading, then its content, then the link to the county's market page. */
function Block({ name, href, text = ENGLISH_COUNTY_MARKET_TEXT, children }: BlockProps & { children: ReactNode }) {
  return (
    <section
      aria-labelledby="market-now-heading"
      className="mb-12 grid gap-6 border border-black/10 bg-white p-6 sm:p-8"
      data-county-market
    >
      <h3 id="market-now-heading" className="text-2xl">
        {text.heading}
      </h3>
      {children}
      <p>
        <a href={href} className="font-semibold underline" data-market-link>
          {templateParts(text.link, { name })}
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
  text = ENGLISH_COUNTY_MARKET_TEXT,
}: BlockProps & { area: AreaFigures; figures: MarketFigures }) {
  const { all, luxury } = area.segments;
  const { labels, figures: words } = text;
  return (
    <Block name={name} href={href} text={text}>
      <p className="text-stone">{templateParts(text.lead, { name })}</p>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Stat
          label={labels.medianPrice}
          kind="price"
          value={all.medianPrice}
          change={all.change.medianPrice}
          text={words}
        />
        <Stat label={labels.sales} kind="count" value={all.sales} change={all.change.sales} text={words} />
        <Stat
          label={labels.medianDaysOnMarket}
          kind="days"
          value={all.medianDaysOnMarket}
          change={all.change.medianDaysOnMarket}
          text={words}
        />
        <Stat label={labels.monthsOfSupply} kind="months" value={all.monthsOfSupply} text={words} />
        <Stat
          label={labels.luxuryMedianPrice}
          kind="price"
          value={luxury.medianPrice}
          change={luxury.change.medianPrice}
          text={words}
        />
        <Stat label={labels.luxurySales} kind="count" value={luxury.sales} change={luxury.change.sales} text={words} />
      </dl>
      <MarketSource figures={figures} text={words} />
    </Block>
  );
}

/**
 * What the block says while there are no figures to show (before the sync's first pass, or the store cannot
 * be read): the built page's own content of the region.
 */
export function CountyMarketPending({ name, href, text = ENGLISH_COUNTY_MARKET_TEXT }: BlockProps) {
  return (
    <Block name={name} href={href} text={text}>
      <p data-county-market-pending>{templateParts(text.pending, { name })}</p>
    </Block>
  );
}
