// Advisors' profiles: static pages with no island, except those of advisors the MLS names, which the build
// leaves out of dist/ as templates for the advisor-page function. Its rendering of the listings is the
// build's: a template filled with the office's listings alone is exactly the page the build made, and every
// static profile holds the section as the function renders it.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { advisorListingsHtml, fillAdvisorPage } from '#src/features/advisor-page/advisor-page.server.ts';
import {
  ADVISOR_JSON_LD_REGION,
  ADVISOR_LISTINGS_REGION,
  advisorTemplateFile,
  rendersOnRequest,
} from '#src/features/advisor-page/advisor-page.ts';
import { advisorListings } from '#src/features/listings/advisor-listings.ts';
import { readListingFiles } from '#src/features/listings/listing-files.server.ts';
import { teamMembers } from '#src/features/team/team-data.server.ts';
import { SITE_ORIGIN } from '#src/lib/site-origin.ts';
import { propertySchema } from '#src/schemas/property.ts';
import { dist } from './html.ts';

const advisors = teamMembers().filter((member) => member.role === 'advisor');
const templateFile = (slug: string) => join(process.cwd(), advisorTemplateFile(slug));
const staticFile = (slug: string) => join(dist, 'advisors', `${slug}.html`);
const REGION_MARKS = [ADVISOR_JSON_LD_REGION, ADVISOR_LISTINGS_REGION].flatMap(({ start, end }) => [start, end]);
const office = (await readListingFiles()).map((file) => propertySchema.parse(file));

describe("advisors' profiles", () => {
  it('of advisors without an mlsId are static pages with no island and no marked region', async () => {
    for (const advisor of advisors.filter((member) => !rendersOnRequest(member))) {
      const html = await readFile(staticFile(advisor.slug), 'utf8');
      expect(html, advisor.slug).not.toContain('<astro-island');
      for (const mark of REGION_MARKS) expect(html, advisor.slug).not.toContain(mark);
      expect(existsSync(templateFile(advisor.slug)), advisor.slug).toBe(false);
    }
  });

  it('of advisors the MLS names are templates out of dist/, with no island, marking each region once', async () => {
    for (const advisor of advisors.filter(rendersOnRequest)) {
      // No file at the profile's path: there Netlify runs the function, whose path prefers static files.
      expect(existsSync(staticFile(advisor.slug)), advisor.slug).toBe(false);
      const html = await readFile(templateFile(advisor.slug), 'utf8');
      expect(html, advisor.slug).not.toContain('<astro-island');
      for (const mark of REGION_MARKS) expect(html.split(mark).length, `${advisor.slug} ${mark}`).toBe(2);
      expect(html.indexOf(ADVISOR_JSON_LD_REGION.end)).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it("hold the office's listings as the function renders them", async () => {
    for (const advisor of advisors) {
      const listings = advisorListings(office, advisor.id);
      if (rendersOnRequest(advisor)) {
        const template = await readFile(templateFile(advisor.slug), 'utf8');
        const filled = await fillAdvisorPage(template, advisor, listings, null, SITE_ORIGIN);
        expect(filled === template, advisor.slug).toBe(true);
      } else {
        const html = await readFile(staticFile(advisor.slug), 'utf8');
        expect(html, advisor.slug).toContain(await advisorListingsHtml(advisor, listings, null));
      }
    }
  });
});
