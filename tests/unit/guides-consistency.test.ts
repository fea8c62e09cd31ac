import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCount, formatPriceCompact } from '#src/lib/figures.ts';
import { RI_COUNTY_SLUGS } from '#src/schemas/county.ts';
import { data, root } from '#tests/helpers/guides-data.ts';

/** Figures the spec leaves unshown must agree with the ones it shows. */
const counties = Object.values(data.counties);

describe('county figures are consistent', () => {
  it('there is one file per county, named by its slug', () => {
    const english = readdirSync(join(root, 'data/counties')).filter((file) => file.endsWith('.en.json'));
    expect(english.sort()).toEqual(RI_COUNTY_SLUGS.map((s) => `${s}.en.json`).sort());
    expect(new Set(counties.map((c) => c.order)).size).toBe(5);
  });

  it.each(counties.map((c) => [c.slug, c] as const))(
    '%s: the tiles agree with the population and median fields',
    (_slug, county) => {
      expect(county.stats.find((s) => /population/i.test(s.label))?.value).toBe(formatCount(county.population));
      const median = county.stats.find((s) => /median/i.test(s.label));
      if (median) expect(median.value).toBe(formatPriceCompact(county.medianHome));
    },
  );

  it.each(counties.map((c) => [c.slug, c] as const))(
    '%s: towns fit inside the county and its median lies among theirs',
    (_slug, county) => {
      const towns = county.communities.items;
      expect(towns.reduce((sum, t) => sum + t.population, 0)).toBeLessThanOrEqual(county.population);
      const medians = towns.map((t) => t.medianHome);
      expect(county.medianHome).toBeGreaterThanOrEqual(Math.min(...medians));
      expect(county.medianHome).toBeLessThanOrEqual(Math.max(...medians));
    },
  );

  it('the Rhode Island counties add up to the state figures', () => {
    const ri = data.overview.statesList.find((s) => s.href === '/counties');
    expect(counties).toHaveLength(ri?.counties ?? 0);
    const total = counties.reduce((sum, c) => sum + c.population, 0);
    expect(Math.round(total / 100_000) / 10).toBe(ri?.populationMillions);
  });

  it('Newport lists as many mansions as its tile counts', () => {
    const newport = data.counties.newport;
    expect(String(newport.mansions?.items.length)).toBe(newport.stats.find((s) => /mansions/i.test(s.label))?.value);
  });

  it('the states add up to the region', () => {
    const { region, statesList } = data.overview;
    expect(statesList.reduce((sum, s) => sum + s.populationMillions, 0)).toBeCloseTo(region.populationMillions, 5);
  });

  it.each([data.massachusetts, data.connecticut])('$name: the listed counties fit inside the state', (page) => {
    const state = data.overview.statesList.find((s) => s.href === `/${page.slug}`);
    expect(page.counties.length).toBeLessThanOrEqual(state?.counties ?? 0);
    expect(page.counties.reduce((sum, c) => sum + c.population, 0)).toBeLessThanOrEqual(
      (state?.populationMillions ?? 0) * 1_000_000,
    );
  });

  it('each county page has its own title and meta description', () => {
    const pages = [...counties, data.massachusetts, data.connecticut];
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.metaDescription)).size).toBe(pages.length);
  });
});

describe('guide cross-references', () => {
  it('the charter partner is one of the partners in data/site/site.en.json', () => {
    expect(data.site.partners.map((p) => p.label)).toContain(data.charter.partnership.partner);
  });

  it('the brand name and phone numbers are not typed into the guides', () => {
    const text = JSON.stringify([
      data.counties,
      data.overview,
      data.massachusetts,
      data.connecticut,
      data.sellers,
      data.buyers,
      data.marketReady,
      data.cares,
      data.charter,
    ]);
    for (const value of [
      data.site.name,
      data.site.phone,
      data.site.aircraftQuotePhone,
      ...Object.values(data.site.links),
    ]) {
      expect(text).not.toContain(value);
    }
  });
});
