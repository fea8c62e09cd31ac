// GET /home-valuation/{town}: the valuation form without JavaScript with the town filled in, where a market
// page's "What is my home worth?" leads; any other segment is the site's 404 page.
import { describe, expect, it } from 'vitest';
import { LEAD_FORM_REGION, valuationTownPath } from '#src/features/leads/lead-pages.ts';
import { renderValuationTownPage, valuationTownOf } from '#src/features/leads/valuation-town-page.server.ts';
import { expectCdnCachedPage } from '#tests/helpers/page-headers.ts';

const PAGE = `<!doctype html><html lang="en"><head><title>Valuation</title></head><body>${LEAD_FORM_REGION.start}<form></form>${LEAD_FORM_REGION.end}</body></html>`;
const NOT_FOUND = '<!doctype html><title>Page Not Found</title>';

const get = (path: string, method = 'GET') =>
  renderValuationTownPage(new Request(`https://www.example.test${path}`, { method }), {
    page: async () => PAGE,
    notFoundPage: async () => NOT_FOUND,
  });

describe('the valuation form for a town', () => {
  it('reads the town from its slug', () => {
    expect(valuationTownPath('east-greenwich')).toBe('/home-valuation/east-greenwich');
    expect(valuationTownOf('/home-valuation/east-greenwich')).toBe('East Greenwich');
    expect(valuationTownOf('/home-valuation/atlantis')).toBeNull();
    expect(valuationTownOf('/home-valuation/')).toBeNull();
  });

  it('fills the city field with the town, and nothing else', async () => {
    const response = await get('/home-valuation/east-greenwich');
    expect(response.status).toBe(200);
    expectCdnCachedPage(response, 'valuation-form');
    const html = await response.text();
    expect(html).toMatch(
      /<input[^>]*name="city"[^>]*value="East Greenwich"|<input[^>]*value="East Greenwich"[^>]*name="city"/,
    );
    expect(html).not.toContain('<form></form>');
    expect(html).not.toContain('Error:');
    expect(html).toContain('<title>Valuation</title>');
  });

  it('answers any other segment with the 404 page', async () => {
    const response = await get('/home-valuation/atlantis');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(NOT_FOUND);
    expect((await get('/home-valuation/newport', 'POST')).status).toBe(405);
  });
});
