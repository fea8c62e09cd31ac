// The market pages' view (src/features/market-page/): routes, figures as text, the source line, the towns'
// order, the CSV and the rendered page, from a hand-made figures object (tests/helpers/market-figures.ts).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { areaCharts } from '#src/features/market-page/area-charts.ts';
import { marketSeriesCsv } from '#src/features/market-page/market-csv.ts';
import { AreaPage } from '#src/features/market-page/MarketPages.tsx';
import {
  areaDatasetJsonLd,
  changeText,
  figureText,
  hasNoSales,
  marketRoute,
  pageArea,
  sortHref,
  sortedTowns,
  sourceLine,
  townTableOrder,
} from '#src/features/market/market-view.ts';
import { TOO_FEW, type AreaFigures } from '#src/schemas/market-figures.ts';
import { handMadeFigures } from '#tests/helpers/market-figures.ts';

const figures = handMadeFigures();
const area = (key: string): AreaFigures => {
  const found = figures.areas.find((one) => one.key === key);
  if (!found) throw new Error(`No area ${key}`);
  return found;
};

describe('marketRoute', () => {
  it('reads the overview, the method, an area and its CSV', () => {
    expect(marketRoute('/market')).toEqual({ page: 'index' });
    expect(marketRoute('/market/')).toEqual({ page: 'index' });
    expect(marketRoute('/market/method')).toEqual({ page: 'method' });
    expect(marketRoute('/market/east-greenwich')).toEqual({ page: 'area', key: 'east-greenwich' });
    expect(marketRoute('/market/newport-county.csv')).toEqual({ page: 'csv', key: 'newport-county' });
  });

  it('names nothing for anything else', () => {
    for (const path of ['/market/Newport', '/market/a/b', '/market/../etc', '/market/x.json', '/marketplace'])
      expect(marketRoute(path), path).toBeNull();
  });

  it('finds towns and counties, never the state, by key', () => {
    expect(pageArea(figures, 'newport')?.kind).toBe('town');
    expect(pageArea(figures, 'newport-county')?.kind).toBe('county');
    expect(pageArea(figures, 'rhode-island')).toBeNull();
    expect(pageArea(figures, 'atlantis')).toBeNull();
  });
});

describe('the figures as text', () => {
  it('rounds each kind of figure', () => {
    expect(figureText('price', 1_000_000)).toBe('$1,000,000');
    expect(figureText('pricePerSqft', 366.665)).toBe('$367');
    expect(figureText('days', 35)).toBe('35 days');
    expect(figureText('percent', 98.25)).toBe('98.3%');
    expect(figureText('months', 2)).toBe('2.0 months');
    expect(figureText('count', 1234)).toBe('1,234');
    expect(figureText('price', TOO_FEW)).toBeNull();
  });

  it('signs changes', () => {
    expect(changeText(12.5)).toBe('+12.5%');
    expect(changeText(-3)).toBe('−3.0%');
    expect(changeText(0)).toBe('0.0%');
    expect(changeText(null)).toBeNull();
  });

  it('states the source with the period', () => {
    expect(sourceLine(figures.period)).toBe(
      'Based on information from the State-Wide Multiple Listing Service for sales closed from December 1, 2025 to November 30, 2026. Deemed reliable but not guaranteed.',
    );
  });
});

describe('the towns table', () => {
  it('sorts by name unless the query names a known column', () => {
    expect(townTableOrder(new URLSearchParams(''))).toEqual({ sort: 'name', order: 'asc' });
    expect(townTableOrder(new URLSearchParams('sort=price'))).toEqual({ sort: 'price', order: 'desc' });
    expect(townTableOrder(new URLSearchParams('sort=price&order=asc'))).toEqual({ sort: 'price', order: 'asc' });
    expect(townTableOrder(new URLSearchParams('sort=evil&order=x'))).toEqual({ sort: 'name', order: 'asc' });
  });

  it('lists all 39 towns, those without the figure last either way', () => {
    const byPrice = sortedTowns(figures, { sort: 'price', order: 'desc' });
    expect(byPrice).toHaveLength(39);
    expect(byPrice[0]?.key).toBe('newport');
    expect(sortedTowns(figures, { sort: 'price', order: 'asc' })[0]?.key).toBe('newport');
    expect(
      sortedTowns(figures, { sort: 'sales', order: 'desc' })
        .slice(0, 2)
        .map((town) => town.key),
    ).toEqual(['newport', 'jamestown']);
    expect(sortedTowns(figures, { sort: 'name', order: 'desc' })[0]?.name).toBe('Woonsocket');
  });

  it('links a heading to its own order reversed', () => {
    expect(sortHref('price', { sort: 'price', order: 'desc' })).toBe('/market?sort=price&order=asc#towns');
    expect(sortHref('name', { sort: 'price', order: 'desc' })).toBe('/market?sort=name&order=asc#towns');
  });
});

describe('an area page', () => {
  const render = (key: string) => {
    const shown = area(key);
    return renderToStaticMarkup(
      createElement(AreaPage, {
        area: shown,
        figures,
        charts: areaCharts(shown, area('newport-county')),
        searchHref: '/properties?location=X',
        valuationHref: '/home-valuation?town=X',
        towns: [],
        recentSales: null,
      }),
    );
  };

  it('shows the hand-computed figures with their change', () => {
    const newport = area('newport');
    // Seven sales (six single family and a condo) against five: +40%; median of 400k…2M and 700k: 800k.
    expect(newport.segments.all.sales).toBe(7);
    expect(newport.segments.all.medianPrice).toBe(800_000);
    const html = render('newport');
    expect(html).toContain('$800,000');
    expect(html).toContain('+40.0% on the year before');
    expect(html).toContain('+60.0% on the year before');
    expect(html).toContain(sourceLine(figures.period));
    expect(html).toContain('What is my home worth?');
    expect(html).toContain('href="/home-valuation?town=X"');
    expect(html).toContain('href="/market/newport.csv"');
  });

  it('draws both charts as SVG with a summary and a data table', () => {
    const html = render('newport');
    expect(html.match(/<svg[^>]*role="img"/g)).toHaveLength(2);
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).toContain('Median sale price by month');
    expect(html).toContain('Homes sold by month');
    expect(html).toContain('stroke-dasharray="6 4"');
  });

  it('shows "—" with "too few sales" under 5 sales', () => {
    expect(area('jamestown').segments.all.medianPrice).toBe(TOO_FEW);
    const html = render('jamestown');
    expect(html).toContain('— <span class="text-sm font-normal text-stone">too few sales</span>');
  });

  it('says plainly when no home sold in 36 months', () => {
    expect(hasNoSales(area('exeter'))).toBe(true);
    const html = render('exeter');
    expect(html).toContain('No homes sold in Exeter in the last 36 months');
    expect(html).toContain('No homes are listed here now.');
    expect(html).not.toContain('<svg viewBox');
  });

  it('describes its figures as a Dataset with the CSV', () => {
    const dataset = areaDatasetJsonLd(area('newport'), figures, 'https://www.example.test', 'Flagship');
    expect(dataset).toMatchObject({
      '@type': 'Dataset',
      url: 'https://www.example.test/market/newport',
      temporalCoverage: '2023-12/2026-11',
      distribution: { contentUrl: 'https://www.example.test/market/newport.csv', encodingFormat: 'text/csv' },
    });
  });
});

describe('the CSV', () => {
  it('holds every segment’s 36 months', () => {
    const csv = marketSeriesCsv(area('newport'));
    expect(csv.startsWith('\uFEFFarea,segment,month,sales,medianSalePrice,activeListings,newListings\r\n')).toBe(true);
    // No cell here holds a comma or a quote: a plain split reads it.
    const [head = [], ...body] = csv
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    const rows = body.map((cells) => Object.fromEntries(head.map((name, index) => [name, cells[index] ?? ''])));
    expect(rows).toHaveLength(6 * 36);
    const june = rows.find((row) => row['segment'] === 'all' && row['month'] === '2026-07');
    expect(june).toMatchObject({ area: 'Newport', sales: '1', medianSalePrice: TOO_FEW });
  });

  it('neutralises a cell a spreadsheet would run', () => {
    const hostile = { ...area('newport'), name: '=HYPERLINK("x")' };
    expect(marketSeriesCsv(hostile)).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
