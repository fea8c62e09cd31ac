import type { ReactNode } from 'react';
import { ScrollRegion } from '#src/features/market/ScrollRegion.tsx';
import { countyPath, MARKET_METHOD_PATH, MARKET_PATH, marketAreaPath, marketCsvPath } from '#src/lib/paths.ts';
import { MARKET_TYPES } from '#src/schemas/closed-sale.ts';
import type { AreaFigures, Figure, MarketFigures, SegmentFigures } from '#src/schemas/market-figures.ts';
import type { AreaChart } from './area-charts.ts';
import { MarketChart } from './MarketChart.tsx';
import { RecentSales, type RecentSalesProps } from './RecentSales.tsx';
import { hasNoSales, NO_FIGURE } from '#src/features/market/market-view.ts';
import {
  changeTextIn,
  computedLineIn,
  ENGLISH_MARKET_TEXT,
  figureTextIn,
  sourceLineIn,
  type FigureKind,
  type MarketText,
} from '#src/features/market/market-text.ts';
import { fillTemplate, templateParts } from '#src/lib/template.ts';
import { countedIn } from '#src/lib/plural-words.ts';
import {
  areaNameIn,
  countyWord,
  ENGLISH_MARKET_PAGE_TEXT,
  listedText,
  placeNameIn,
  type MarketPageText,
} from './market-page-text.ts';

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

interface SegmentProps {
  segment: SegmentFigures;
  text: MarketPageText;
}

function Headline({ segment, text }: SegmentProps) {
  const { labels, figures } = text;
  return (
    <dl className={grid}>
      <Stat label={labels.sales} kind="count" value={segment.sales} change={segment.change.sales} text={figures} />
      <Stat
        label={labels.medianPrice}
        kind="price"
        value={segment.medianPrice}
        change={segment.change.medianPrice}
        text={figures}
      />
      <Stat
        label={labels.medianPricePerSqft}
        kind="pricePerSqft"
        value={segment.medianPricePerSqft}
        change={segment.change.medianPricePerSqft}
        text={figures}
      />
      <Stat
        label={labels.saleToList}
        kind="percent"
        value={segment.saleToListPercent}
        change={segment.change.saleToListPercent}
        text={figures}
      />
    </dl>
  );
}

function newListingsNote(segment: SegmentFigures, text: MarketPageText): string | undefined {
  if (segment.newListings === null) return text.newListingsPending;
  const months = segment.newListingsMonths;
  return months < 12 ? countedIn(text.newListingsSoFar, months, text.figures.locale) : undefined;
}

function Supply({ segment, text }: SegmentProps) {
  const { labels, figures } = text;
  return (
    <dl className={grid}>
      <Stat label={labels.activeListings} kind="count" value={segment.activeListings} text={figures} />
      <Stat label={labels.monthsOfSupply} kind="months" value={segment.monthsOfSupply} text={figures} />
      {segment.newListings === null ? (
        <div className="border border-stone/30 p-4">
          <dt className="text-sm text-stone">{labels.newListings}</dt>
          <dd className="mt-1 text-2xl font-semibold">
            {NO_FIGURE} <span className="text-sm font-normal text-stone">{newListingsNote(segment, text)}</span>
          </dd>
        </div>
      ) : (
        <Stat
          label={labels.newListings}
          kind="count"
          value={segment.newListings}
          note={newListingsNote(segment, text)}
          text={figures}
        />
      )}
      <Stat
        label={labels.medianDaysOnMarket}
        kind="days"
        value={segment.medianDaysOnMarket}
        change={segment.change.medianDaysOnMarket}
        text={figures}
      />
    </dl>
  );
}

function TypeTable({ area, text }: { area: AreaFigures; text: MarketPageText }) {
  const { labels, figures } = text;
  return (
    <ScrollRegion label={text.typesTable}>
      <table className="w-full text-left">
        <thead>
          <tr className="border-b border-stone/30">
            <th scope="col" className="py-2 pr-4">
              {labels.type}
            </th>
            <th scope="col" className="py-2 pr-4">
              {labels.sales}
            </th>
            <th scope="col" className="py-2 pr-4">
              {labels.medianPrice}
            </th>
            <th scope="col" className="py-2 pr-4">
              {labels.medianDaysOnMarket}
            </th>
            <th scope="col" className="py-2 pr-4">
              {labels.activeListings}
            </th>
            <th scope="col" className="py-2">
              {labels.monthsOfSupply}
            </th>
          </tr>
        </thead>
        <tbody>
          {MARKET_TYPES.map((type) => {
            const segment = area.segments[type];
            return (
              <tr key={type} className="border-b border-stone/20">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {text.types[type]}
                </th>
                <td className="py-2 pr-4">
                  <FigureValue kind="count" value={segment.sales} text={figures} />
                </td>
                <td className="py-2 pr-4">
                  <FigureValue kind="price" value={segment.medianPrice} text={figures} />
                  <Change change={segment.change.medianPrice} text={figures} />
                </td>
                <td className="py-2 pr-4">
                  <FigureValue kind="days" value={segment.medianDaysOnMarket} text={figures} />
                </td>
                <td className="py-2 pr-4">
                  <FigureValue kind="count" value={segment.activeListings} text={figures} />
                </td>
                <td className="py-2">
                  <FigureValue kind="months" value={segment.monthsOfSupply} text={figures} />
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

/** The dark band at the top of every market page. */
export function Hero({ eyebrow, title, lead }: { eyebrow: string; title: string; lead?: string }) {
  return (
    <section className="bg-ink text-paper">
      <div className="container-page py-12 sm:py-16">
        <p className="text-xs font-semibold tracking-[0.2em] text-champagne uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl leading-tight sm:text-5xl">{title}</h1>
        {lead !== undefined && <p className="mt-5 max-w-2xl text-lg text-white/85">{lead}</p>}
      </div>
    </section>
  );
}

/** An area's figures: the headline, the charts, supply, the luxury segment and each type. */
export function AreaSections({
  area,
  charts,
  text = ENGLISH_MARKET_PAGE_TEXT,
}: {
  area: AreaFigures;
  charts: readonly AreaChart[];
  text?: MarketPageText;
}) {
  const { sections } = text;
  return (
    <>
      <Section id="headline" title={sections.headline}>
        <Headline segment={area.segments.all} text={text} />
      </Section>
      <Section id="trend" title={sections.trend}>
        {charts.map((chart) => (
          <MarketChart key={chart.id} {...chart} />
        ))}
      </Section>
      <Section id="supply" title={sections.supply}>
        <Supply segment={area.segments.all} text={text} />
      </Section>
      <Section id="luxury" title={sections.luxury}>
        <Headline segment={area.segments.luxury} text={text} />
        <Supply segment={area.segments.luxury} text={text} />
      </Section>
      <Section id="types" title={sections.types}>
        <TypeTable area={area} text={text} />
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
  /** The words of a page in another language than English (market-page-words.ts). */
  text?: MarketPageText | undefined;
}

export function AreaPage({
  area,
  figures,
  charts,
  searchHref,
  valuationHref,
  towns,
  recentSales,
  text = ENGLISH_MARKET_PAGE_TEXT,
}: AreaPageProps) {
  const all = area.segments.all;
  const empty = hasNoSales(area);
  const name = areaNameIn(area, text);
  const county = area.kind === 'county' ? { county: countyWord(area) } : null;
  return (
    <>
      <Hero
        eyebrow={text.eyebrow}
        title={fillTemplate(text.heading, { place: placeNameIn(area, text) })}
        lead={fillTemplate(empty ? text.leadEmpty : text.lead, { name })}
      />
      <div className="container-page grid gap-12 py-12 sm:py-16">
        <nav aria-label={text.navLabel} className="flex flex-wrap gap-4 text-sm">
          <a href={MARKET_PATH} className="underline">
            {text.allTowns}
          </a>
          {county && area.county && (
            <a href={countyPath(area.county)} className="underline">
              {fillTemplate(text.countyGuide, county)}
            </a>
          )}
          <a href={marketCsvPath(area.key)} className="underline" download>
            {text.csv}
          </a>
        </nav>
        <div className="flex flex-wrap gap-4">
          <a href={searchHref} className="btn-primary">
            {county
              ? fillTemplate(text.countyHomesForSale, county)
              : fillTemplate(text.townHomesForSale, { city: area.name })}
          </a>
          <a href={valuationHref} className="btn-outline">
            {text.valuation}
          </a>
        </div>
        {empty ? (
          <p className="text-lg" data-market-empty>
            {fillTemplate(text.empty, { name })} {listedText(all.activeListings, text)}
          </p>
        ) : (
          <AreaSections area={area} charts={charts} text={text} />
        )}
        {recentSales && <RecentSales {...recentSales} text={text} />}
        {county && towns.length > 0 && (
          <Section id="towns" title={fillTemplate(text.townsOf, county)}>
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
        <MarketSource figures={figures} text={text.figures} />
      </div>
    </>
  );
}
