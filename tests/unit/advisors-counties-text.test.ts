// The words of the advisors' pages and the county guides in a language: in English exactly what the pages have
// always written (the components' own English), and in the other languages their own words, plurals and
// numbers (Intl), prices still in US dollars.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGLISH_ADVISOR_LISTINGS_HEADING } from '#src/features/listings/AdvisorListings.tsx';
import { advisorListingsText } from '#src/features/listings/advisor-listings-words.ts';
import { cardText } from '#src/features/listings/card-text.ts';
import { forSaleText } from '#src/features/listings/for-sale.ts';
import { forSaleWords } from '#src/features/listings/for-sale-words.ts';
import { formatEasternDateTime, syncedLine } from '#src/features/listings/idx.ts';
import { countyMarketName, ENGLISH_COUNTY_MARKET_TEXT } from '#src/features/market-page/county-market-text.ts';
import { countyMarketText } from '#src/features/market-page/county-market-words.ts';
import {
  changeTextIn,
  computedLineIn,
  ENGLISH_MARKET_TEXT,
  figureTextIn,
  sourceLineIn,
} from '#src/features/market/market-text.ts';
import { marketText } from '#src/features/market/market-words.ts';
import { searchStatus, TEAM_GROUPS } from '#src/features/team/team.ts';
import { teamMembers } from '#src/features/team/team-data.server.ts';
import { teamPageWords } from '#src/features/team/team-words.ts';
import { siteSettings } from '#src/lib/server/site-settings.ts';
import { fillTemplate, templateParts } from '#src/lib/template.ts';
import { LOCALES, fileLocale, type Locale } from '#src/schemas/locale.ts';
import { siteSchema } from '#src/schemas/site.ts';
import { teamSchema } from '#src/schemas/team.ts';
import { TOO_FEW } from '#src/schemas/market-figures.ts';
import { RI_COUNTY_SLUGS } from '#src/schemas/county.ts';
import { RI_COUNTY_NAMES } from '#src/schemas/rules/ri-towns.ts';
import { makeListing } from '#tests/helpers/listing.ts';

const NBSP = '\u00a0';
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'en');
const COUNTS = [0, 1, 2, 5, 21, 43, 1_200];

describe("the team page's words", () => {
  it('in English, name the groups and announce a search as the page always did', () => {
    const words = teamPageWords('en');
    expect(TEAM_GROUPS.map((group) => words.groups[group.role])).toEqual(TEAM_GROUPS.map((group) => group.label));
    // The team is far from a thousand people, whose count English writes without a separator.
    for (const count of COUNTS.filter((count) => count < 1000))
      expect(searchStatus(count, 'Office Manager', words.status)).toBe(searchStatus(count, 'Office Manager'));
    expect(searchStatus(2, 'OFFICE MANAGER')).toBe('2 team members match "OFFICE MANAGER".');
  });

  it('in Portuguese and Spanish, count by their plural rules and numbers, with the query as typed', () => {
    const pt = teamPageWords('pt');
    expect(pt.groups).toEqual({ advisor: 'Consultores', officer: 'Direção', staff: 'Colaboradores de apoio' });
    expect(searchStatus(1, 'gerente', pt.status)).toBe('1 resultado para "gerente".');
    expect(searchStatus(2, '{count} $&', pt.status)).toBe('2 resultados para "{count} $&".');
    expect(searchStatus(1_200, 'a', pt.status)).toBe('1.200 resultados para "a".');
    expect(searchStatus(1, 'asesor', teamPageWords('es').status)).toBe('1 miembro del equipo coincide con "asesor".');
  });
});

describe('"Listings by {first name}" on a profile', () => {
  const listings = [makeListing(1, { beds: 3, baths: 2.5 }), makeListing(2, { source: 'mls', listOfficeName: 'X' })];

  it('in English, is the heading the section has always had', () => {
    expect(advisorListingsText(listings, 'en').heading).toBe(ENGLISH_ADVISOR_LISTINGS_HEADING);
    expect(templateParts(ENGLISH_ADVISOR_LISTINGS_HEADING, { firstName: 'Ana' })).toEqual(['Listings by ', 'Ana']);
  });

  it.each(OTHER_LOCALES)('in %s, words its heading and each card in the language', (locale) => {
    const text = advisorListingsText(listings, locale);
    expect(text.locale).toBe(locale);
    expect(text.heading).toContain('{firstName}');
    expect(text.heading).not.toBe(ENGLISH_ADVISOR_LISTINGS_HEADING);
    for (const listing of listings) expect(text.cards[listing.id]).toEqual(cardText(listing, locale));
  });

  it("writes the disclaimer's sync time in the page's language, English's by default", () => {
    const at = '2026-11-20T17:05:00.000Z';
    expect(syncedLine('Updated {syncedAt}.', at)).toBe('Updated November 20, 2026 at 12:05 PM EST.');
    expect(formatEasternDateTime(at, 'pt')).toBe('20 de novembro de 2026 às 12:05 GMT-5');
    expect(syncedLine(siteSettings('pt').idx.lastUpdated, at, 'pt')).toBe(
      'Última atualização das informações dos imóveis: 20 de novembro de 2026 às 12:05 GMT-5.',
    );
  });
});

describe('the figures of a county page\'s "Market now" block', () => {
  it('in English, say what the block has always said', () => {
    expect(countyMarketText('en')).toEqual(ENGLISH_COUNTY_MARKET_TEXT);
    expect(marketText('en')).toEqual(ENGLISH_MARKET_TEXT);
    for (const county of RI_COUNTY_SLUGS)
      expect(countyMarketName(county, ENGLISH_COUNTY_MARKET_TEXT)).toBe(RI_COUNTY_NAMES[county]);
  });

  it.each(OTHER_LOCALES)('in %s, translate every word and keep each placeholder', (locale) => {
    const text = countyMarketText(locale);
    const english = ENGLISH_COUNTY_MARKET_TEXT;
    for (const key of ['heading', 'lead', 'link', 'pending', 'name'] as const)
      expect(text[key], key).not.toBe(english[key]);
    for (const [key, label] of Object.entries(text.labels))
      expect(label, key).not.toBe(english.labels[key as keyof typeof english.labels]);
    for (const key of ['lead', 'link', 'pending'] as const) expect(text[key], key).toContain('{name}');
    expect(countyMarketName('newport', text)).toContain('Newport');
    const { figures } = text;
    expect(figures.source).toContain('{from}');
    expect(figures.source).toContain('{to}');
    expect(figures.computed).toContain('{when}');
    expect(figures.change).toContain('{change}');
  });

  it('write each figure in Portuguese with its numbers, plurals and US dollars', () => {
    const pt = marketText('pt');
    expect(countyMarketName('newport', countyMarketText('pt'))).toBe('Condado de Newport');
    expect(figureTextIn('price', 900_000, pt)).toBe(`US$${NBSP}900.000`);
    expect(figureTextIn('count', 1_234, pt)).toBe('1.234');
    expect(figureTextIn('days', 35, pt)).toBe('35 dias');
    expect(figureTextIn('days', 1, pt)).toBe('1 dia');
    expect(figureTextIn('months', 1, pt)).toBe('1,0 mês');
    expect(figureTextIn('months', 2.25, pt)).toBe('2,3 meses');
    expect(figureTextIn('percent', 98.25, pt)).toBe('98,3%');
    expect(figureTextIn('price', TOO_FEW, pt)).toBeNull();
    expect(changeTextIn(80, pt)).toBe('+80,0%');
    expect(changeTextIn(-3, pt)).toBe('−3,0%');
    expect(fillTemplate(pt.change, { change: '+80,0%' })).toBe('+80,0% em relação ao ano anterior');
    expect(sourceLineIn({ from: '2025-12-01', to: '2026-11-30' }, pt)).toContain(
      'de 1 de dezembro de 2025 a 30 de novembro de 2026',
    );
    expect(computedLineIn('2026-12-01T14:05:00.000Z', pt)).toBe(
      'Números calculados pela sincronização com o MLS em 1 de dezembro de 2026 às 09:05 GMT-5.',
    );
  });

  it('write each figure in English as the market pages do', () => {
    expect(figureTextIn('months', 1, ENGLISH_MARKET_TEXT)).toBe('1.0 month');
    expect(figureTextIn('months', 0, ENGLISH_MARKET_TEXT)).toBe('0.0 months');
    expect(figureTextIn('days', 1.2, ENGLISH_MARKET_TEXT)).toBe('1 day');
    expect(changeTextIn(-3.04, ENGLISH_MARKET_TEXT)).toBe('−3.0%');
  });
});

describe("the county guides' for-sale lines", () => {
  it('in English, are the lines the script has always written', () => {
    const words = forSaleWords('en');
    for (const count of COUNTS) expect(forSaleText(count, words)).toBe(forSaleText(count));
  });

  it('in Portuguese and Spanish, count by their plural rules and numbers', () => {
    const pt = forSaleWords('pt');
    expect([0, 1, 14, 1_200].map((count) => forSaleText(count, pt))).toEqual([
      'Nenhum imóvel à venda neste momento',
      '1 imóvel à venda',
      '14 imóveis à venda',
      '1.200 imóveis à venda',
    ]);
    expect(forSaleText(1, forSaleWords('es'))).toBe('1 propiedad en venta');
  });

  it('survive the page attribute they travel in', () => {
    const words = forSaleWords('pt');
    expect(JSON.parse(JSON.stringify(words))).toEqual(words);
  });
});

describe('the translated files the functions read (site settings, team)', () => {
  const data = join(import.meta.dirname, '../../data');
  /** The file of a language in a folder of data/, English's where it has none. */
  const fileIn = (folder: string, locale: Locale): unknown => {
    const own = readdirSync(join(data, folder)).some((name) => fileLocale(name) === locale);
    return JSON.parse(readFileSync(join(data, folder, `${folder}.${own ? locale : 'en'}.json`), 'utf8'));
  };

  it.each(LOCALES)("give a function %s's own file wherever data/ has one, else English's", (locale) => {
    expect(siteSettings(locale)).toEqual(siteSchema.parse(fileIn('site', locale)));
    expect(teamMembers(locale)).toEqual(teamSchema.parse(fileIn('team', locale)));
    // The same people in every language, by id and slug.
    expect(teamMembers(locale).map(({ id, slug }) => [id, slug])).toEqual(
      teamMembers().map(({ id, slug }) => [id, slug]),
    );
  });

  it('are the translations themselves, not English again', () => {
    expect(siteSettings('pt').idx.disclaimer).not.toBe(siteSettings().idx.disclaimer);
    expect(teamMembers('es').find((member) => member.role === 'advisor')?.title).toMatch(/^Asesora?$/);
  });
});
