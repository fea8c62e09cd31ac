import type { ReactNode } from 'react';
import { ScrollRegion } from '#src/features/market/ScrollRegion.tsx';
import { countyPath, MARKET_METHOD_PATH, MARKET_PATH, marketAreaPath, marketCsvPath } from '#src/lib/paths.ts';
import { MARKET_TYPES, MARKET_TYPE_LABELS } from '#src/schemas/closed-sale.ts';
import type { AreaFigures, Figure, MarketFigures, SegmentFigures } from '#src/schemas/market-figures.ts';
import type { AreaChart } from './area-charts.ts';
import { MarketChart } from './MarketChart.tsx';
import { RecentSales, type RecentSalesProps } from './RecentSales.tsx';
import { hasNoSales, NO_FIGURE, placeName } from '#src/features/market/market-view.ts';
import {
  changeTextIn,
  computedLineIn,
  ENGLISH_MARKET_TEXT,
  figureTextIn,
  sourceLineIn,
  type FigureKind,
  type MarketText,
} from '#src/features/market/market-text.ts';
import { templateParts } from '#src/lib/template.ts';

/** A figure's value, or "—" with "too few sales"; `text`: the words of a page in another language. */
export function FigureValue({
  kind,
  value,
  text = ENGLISH_MARKET_TEXT,
}: {
  kind: FigureKind;
  value: Figure;
  text?: MarketText;
}) {
  const figure = figureTextIn(kind, value, text);
  return figure === null ? (
    <>
      {NO_FIGURE} <span className="text-sm font-normal text-stone">{text.tooFew}</span>
    </>
  ) : (
    <>{figure}</>
  );
}

function Change({ change, text = ENGLISH_MARKET_TEXT }: { change: number | null; text?: MarketText }) {
  const size = changeTextIn(change, text);
  return size === null ? null : (
    <span className="block text-sm text-stone">{templateParts(text.change, { change: size })}</span>
  );
}

interface StatProps {
  label: string;
  kind: FigureKind;
  value: Figure;
  change?: number | null;
  note?: string | undefined;
  text?: MarketText | undefined;
}

/** One figure with its label, its change on the year before and a note (also the county pages' block). */
export function Stat({ label, kind, value, change = null, note, text = ENGLISH_MARKET_TEXT }: StatProps) {
  return (
    <div className="border border-stone/30 p-4">
      <dt className="text-sm text-stone">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold">
        <FigureValue kind={kind} value={value} text={text} />
        <Change change={change} text={text} />
        {note && <span className="block text-sm font-normal text-stone">{note}</span>}
      </dd>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

function Headline({ segment }: { segment: SegmentFigures }) {
  return (
    <dl className={grid}>
      <Stat label="Homes sold" kind="count" value={segment.sales} change={segment.change.sales} />
      <Stat label="Median sale price" kind="price" value={segment.medianPrice} change={segment.change.medianPrice} />
      <Stat
        label="Median price per sq ft"
        kind="pricePerSqft"
        value={segment.medianPricePerSqft}
        change={segment.change.medianPricePerSqft}
      />
      <Stat
        label="Sale-to-list ratio"
        kind="percent"
        value={segment.saleToListPercent}
        change={segment.change.saleToListPercent}
      />
    </dl>
  );
}

function newListingsNote(segment: SegmentFigures): string | undefined {
  if (segment.newListings === null) return 'recorded from the first monthly snapshot on';
  const months = segment.newListingsMonths;
  return months < 12
    ? `over the ${months === 1 ? 'one month' : `${String(months)} months`} recorded so far`
    : undefined;
}

function Supply({ segment }: { segment: SegmentFigures }) {
  return (
    <dl className={grid}>
      <Stat label="Active listings" kind="count" value={segment.activeListings} />
      <Stat label="Months of supply" kind="months" value={segment.monthsOfSupply} />
      {segment.newListings === null ? (
        <div className="border border-stone/30 p-4">
          <dt className="text-sm text-stone">New listings</dt>
          <dd className="mt-1 text-2xl font-semibold">
            {NO_FIGURE} <span className="text-sm font-normal text-stone">{newListingsNote(segment)}</span>
          </dd>
        </div>
      ) : (
        <Stat label="New listings" kind="count" value={segment.newListings} note={newListingsNote(segment)} />
      )}
      <Stat
        label="Median days on market"
        kind="days"
        value={segment.medianDaysOnMarket}
        change={segment.change.medianDaysOnMarket}
      />
    </dl>
  );
}

function TypeTable({ area }: { area: AreaFigures }) {
  return (
    <ScrollRegion label="Figures by property type">
      <table className="w-full text-left">
        <thead>
          <tr className="border-b border-stone/30">
            <th scope="col" className="py-2 pr-4">
              Type
            </th>
            <th scope="col" className="py-2 pr-4">
              Homes sold
            </th>
            <th scope="col" className="py-2 pr-4">
              Median sale price
            </th>
            <th scope="col" className="py-2 pr-4">
              Median days on market
            </th>
            <th scope="col" className="py-2 pr-4">
              Active listings
            </th>
            <th scope="col" className="py-2">
              Months of supply
            </th>
          </tr>
        </thead>
        <tbody>
          {MARKET_TYPES.map((type) => {
            const segment = area.segments[type];
            return (
              <tr key={type} className="border-b border-stone/20">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {MARKET_TYPE_LABELS[type]}
                </th>
                <td className="py-2 pr-4">
                  <FigureValue kind="count" value={segment.sales} />
                </td>
                <td className="py-2 pr-4">
                  <FigureValue kind="price" value={segment.medianPrice} />
                  <Change change={segment.change.medianPrice} />
                </td>
                <td className="py-2 pr-4">
                  <FigureValue kind="days" value={segment.medianDaysOnMarket} />
                </td>
                <td className="py-2 pr-4">
                  <FigureValue kind="count" value={segment.activeListings} />
                </td>
                <td className="py-2">
                  <FigureValue kind="months" value={segment.monthsOfSupply} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The source line, the sync time and the method, on every figure's page. */
export function MarketSource({
  figures,
  text = ENGLISH_MARKET_TEXT,
}: {
  figures: Pick<MarketFigures, 'period' | 'computedAt'>;
  text?: MarketText;
}) {
  return (
    <footer className="grid gap-2 border-t border-stone/30 pt-6 text-sm text-stone">
      <p data-market-source>{sourceLineIn(figures.period, text)}</p>
      <p>{computedLineIn(figures.computedAt, text)}</p>
      <p>
        <a href={MARKET_METHOD_PATH} className="underline">
          {text.method}
        </a>
      </p>
    </footer>
  );
}

function Hero({ eyebrow, title, lead }: { eyebrow: string; title: string; lead: string }) {
  return (
    <section className="bg-ink text-paper">
      <div className="container-page py-12 sm:py-16">
        <p className="text-xs font-semibold tracking-[0.2em] text-champagne uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl leading-tight sm:text-5xl">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-white/85">{lead}</p>
      </div>
    </section>
  );
}

/** An area's figures: the headline, the charts, supply, the luxury segment and each type. */
export function AreaSections({ area, charts }: { area: AreaFigures; charts: readonly AreaChart[] }) {
  return (
    <>
      <Section id="headline" title="The last 12 months">
        <Headline segment={area.segments.all} />
      </Section>
      <Section id="trend" title="36 months of sales">
        {charts.map((chart) => (
          <MarketChart key={chart.id} {...chart} />
        ))}
      </Section>
      <Section id="supply" title="Supply and days on market">
        <Supply segment={area.segments.all} />
      </Section>
      <Section id="luxury" title="Luxury homes ($1M and over)">
        <Headline segment={area.segments.luxury} />
        <Supply segment={area.segments.luxury} />
      </Section>
      <Section id="types" title="By property type">
        <TypeTable area={area} />
      </Section>
    </>
  );
}

interface AreaPageProps {
  area: AreaFigures;
  figures: MarketFigures;
  charts: readonly AreaChart[];
  /** The area's search on /properties. */
  searchHref: string;
  /** The valuation form with the town filled in. */
  valuationHref: string;
  /** A county's towns, linked to their pages. */
  towns: readonly AreaFigures[];
  /** A town's recent sales that RESO_SOLD_DISPLAY lets it show; null for a county. */
  recentSales: RecentSalesProps | null;
}

export function AreaPage({ area, figures, charts, searchHref, valuationHref, towns, recentSales }: AreaPageProps) {
  const all = area.segments.all;
  const empty = hasNoSales(area);
  return (
    <>
      <Hero
        eyebrow="Market now"
        title={`${placeName(area)} housing market`}
        lead={
          empty
            ? `No homes sold in ${area.name} in the last 36 months.`
            : `Sales, prices and supply in ${area.name} over the 12 months to the end of last month, live from the MLS.`
        }
      />
      <div className="container-page grid gap-12 py-12 sm:py-16">
        <nav aria-label="Market pages" className="flex flex-wrap gap-4 text-sm">
          <a href={MARKET_PATH} className="underline">
            All Rhode Island towns
          </a>
          {area.kind === 'county' && area.county && (
            <a href={countyPath(area.county)} className="underline">
              {area.name} guide
            </a>
          )}
          <a href={marketCsvPath(area.key)} className="underline" download>
            Download the monthly figures (CSV)
          </a>
        </nav>
        <div className="flex flex-wrap gap-4">
          <a href={searchHref} className="btn-primary">
            Homes for sale in {area.name}
          </a>
          <a href={valuationHref} className="btn-outline">
            What is my home worth?
          </a>
        </div>
        {empty ? (
          <p className="text-lg" data-market-empty>
            No homes sold in {area.name} in the last 36 months, so there are no sales figures to show.{' '}
            {all.activeListings === 1
              ? 'One home is listed here now.'
              : `${all.activeListings === 0 ? 'No' : String(all.activeListings)} homes are listed here now.`}
          </p>
        ) : (
          <AreaSections area={area} charts={charts} />
        )}
        {recentSales && <RecentSales {...recentSales} />}
        {towns.length > 0 && (
          <Section id="towns" title={`Towns of ${area.name}`}>
            <ul className="grid gap-2 sm:grid-cols-3">
              {towns.map((town) => (
                <li key={town.key}>
                  <a href={marketAreaPath(town.key)} className="underline">
                    {town.name}
                  </a>
                </li>
              ))}
            </ul>
          </Section>
        )}
        <MarketSource figures={figures} />
      </div>
    </>
  );
}
